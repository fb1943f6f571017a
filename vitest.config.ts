import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { HOOK_TIMEOUT_MS, STABLE_SCREENSHOT_TIMEOUT_MS, TEST_TIMEOUT_MS } from './test-timeouts.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.join(root, '.storybook');

/** The site's other interface languages; English is the `storybook` project itself. */
const OTHER_LANGUAGES = ['fr', 'de', 'it'] as const;

/**
 * Vitest's browser server answers /favicon.svg with its own logo, and without an image type, so the
 * site's top bar would show its logo broken: the site's own file is served in front of it.
 */
function siteFavicon(): Plugin {
  const file = path.join(root, 'apps/site/public/favicon.svg');
  return {
    name: 'story-tests:site-favicon',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_request, response) => {
        response.setHeader('content-type', 'image/svg+xml');
        response.end(readFileSync(file));
      });
    },
  };
}

/**
 * One project of story tests in Debian's Chromium: each story passes its play function and axe
 * (a11y.test = 'error') and matches its committed screenshot.
 */
function storyProject(language?: (typeof OTHER_LANGUAGES)[number]): TestProjectInlineConfiguration {
  return {
    extends: true,
    // The language reaches every story as its `locale` global, as if picked in the toolbar; a
    // story's play function reads the words it looks for from the same global.
    plugins: [
      siteFavicon(),
      storybookTest({ configDir, ...(language ? { initialGlobals: { locale: language } } : {}) }),
    ],
    test: {
      name: language ? `storybook-${language}` : 'storybook',
      setupFiles: ['.storybook/vitest.setup.ts'],
      // The screenshot is taken in an afterEach hook: it has the hook's time.
      testTimeout: TEST_TIMEOUT_MS,
      hookTimeout: HOOK_TIMEOUT_MS,
      // The design system's stories hold no words of their own (they come in as props): English
      // covers them. The storybook plugin sets `include` from .storybook/main.ts and keeps this.
      ...(language ? { exclude: [...configDefaults.exclude, 'packages/ui/**'] } : {}),
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions }),
        instances: [{ browser: 'chromium' }],
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // A Chromium point release may move a few anti-aliased pixels; a real change
            // (colour, spacing, a missing element) moves far more than 0.5 %.
            comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.005 },
            // Two screenshots in a row must match; a full page on a busy machine takes seconds each.
            timeout: STABLE_SCREENSHOT_TIMEOUT_MS,
            // English references stay where they always were; another language's sit in a folder
            // of their own beside them: __screenshots__/<story file>/<language>/<Story>-1-....png
            ...(language
              ? {
                  resolveScreenshotPath: ({
                    arg,
                    ext,
                    root: projectRoot,
                    screenshotDirectory,
                    testFileDirectory,
                    testFileName,
                    browserName,
                    platform,
                  }) =>
                    path.resolve(
                      projectRoot,
                      testFileDirectory,
                      screenshotDirectory,
                      testFileName,
                      language,
                      `${arg}-${browserName}-${platform}${ext}`,
                    ),
                }
              : {}),
          },
        },
      },
    },
  };
}

/**
 * Story tests: every story of Storybook in English (`storybook`), and every screen of the site
 * once more in each other language (`storybook-fr`, `storybook-de`, `storybook-it`).
 */
export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/stories.json' },
    projects: [storyProject(), ...OTHER_LANGUAGES.map(storyProject)],
  },
});
