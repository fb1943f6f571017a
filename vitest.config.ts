import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { contentSecurityPolicy, serializeCsp } from './apps/api/src/plugins/content-security-policy.ts';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import {
  BROWSER_CONNECT_TIMEOUT_MS,
  HOOK_TIMEOUT_MS,
  STABLE_SCREENSHOT_TIMEOUT_MS,
  TEST_TIMEOUT_MS,
} from './test-timeouts.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.join(root, '.storybook');

/** The site's other interface languages; English is the `storybook` project itself. */
const OTHER_LANGUAGES = ['fr', 'de', 'it'] as const;

/** Where storybookTest's plugin passes its `initialGlobals` to the stories (Vitest's `provide`). */
const INITIAL_GLOBALS_KEY = 'storybook/test-initial-globals';
/**
 * Where Storybook's test run reads whether each story also runs axe (`{ a11y }`, true when not
 * provided: @storybook/addon-vitest's testStory).
 */
const RUN_CONFIG_KEY = 'storybook/test-provided';

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

/** Every violation of the page, as `cspViolations`: what it blocked, where. */
const VIOLATION_LISTENER = `window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(event));`;

/**
 * The stories run under the Content-Security-Policy the API serves the site with, from its one
 * home (docs/architecture.md#one-csp): a source the site's pages may not load is blocked here as
 * it would be for a user, and .storybook/vitest.setup.ts fails the story on the violation. Only the
 * test page's own scripts and styles are added, by a nonce of this run: Vitest's runner is inline
 * script, and Vite's dev server puts every style sheet in a <style> element (the built site has
 * neither). Vitest's own page around it, the orchestrator, is served without a policy, and Vitest
 * lets it frame the test page (it turns `frame-ancestors` to `*`). No payment host: the stories'
 * card fields are a stand-in of their own (apps/site/src/testing/fake-stripe.ts).
 */
function servedContentSecurityPolicy(): Plugin {
  const nonce = randomBytes(16).toString('base64');
  const directives = contentSecurityPolicy({ publicUrl: 'http://localhost', stripe: null });
  const header = serializeCsp({
    ...directives,
    // 'report-sample' allows nothing: the violation names the start of what it blocked, so that
    // the set-up can tell the test tools' own inline styles from the site's.
    'script-src': [...(directives['script-src'] ?? []), `'nonce-${nonce}'`, "'report-sample'"],
    'style-src': [...(directives['style-src'] ?? []), `'nonce-${nonce}'`, "'report-sample'"],
  });
  return {
    name: 'story-tests:served-csp',
    enforce: 'pre',
    // Vite writes it on the test page's script and style tags, and on the <style> elements of the
    // style sheets it injects (read from <meta property="csp-nonce">).
    config: () => ({ html: { cspNonce: nonce } }),
    // Listening from the page's first line, so that what the policy blocks while the page loads
    // is seen too; .storybook/vitest.setup.ts reads the list.
    transformIndexHtml: () => [{ tag: 'script', children: VIOLATION_LISTENER, injectTo: 'head-prepend' }],
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // The test page: the path Vitest serves it at, with the browser session's id.
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (url.pathname === '/' && url.searchParams.has('sessionId')) {
          response.setHeader('content-security-policy', header);
        }
        next();
      });
    },
  };
}

/**
 * The story tests in Debian's Chromium: each story passes its play function and matches its
 * committed screenshot, and in English axe as well (a11y.test = 'error'). One project with a browser instance
 * per language (`storybook` in English, `storybook-fr`, `storybook-de`, `storybook-it`): the
 * instances share one Vite server, so every module is transformed (and every vanilla-extract
 * style sheet compiled) once rather than once per language.
 */
const storyProject: TestProjectInlineConfiguration = {
  extends: true,
  plugins: [servedContentSecurityPolicy(), siteFavicon(), storybookTest({ configDir })],
  test: {
    name: 'stories',
    setupFiles: ['.storybook/vitest.setup.ts'],
    // A language's story files one after the other in one page, not each in a frame of its own
    // that loads the whole module graph again: about 3 s a file, 4 of the story step's 12 minutes
    // with no story running (docs/measurements.md#ci-time, 2026-11-27). Each story renders from
    // scratch with its own handlers, globals and clock, and is unmounted after it.
    isolate: false,
    // The screenshot is taken in an afterEach hook: it has the hook's time.
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [
        { browser: 'chromium', name: 'storybook' },
        ...OTHER_LANGUAGES.map((language) => ({
          browser: 'chromium' as const,
          name: `storybook-${language}`,
          // The language reaches every story as its `locale` global, as if picked in the toolbar
          // (what storybookTest's `initialGlobals` option provides); a story's play function reads
          // the words it looks for from the same global.
          // Axe runs in English only: a story's roles, names' presence, contrast and structure are
          // the same in every language, and the end-to-end scan (accessibility-every-route) runs
          // axe on every route in all four.
          provide: { [INITIAL_GLOBALS_KEY]: { locale: language }, [RUN_CONFIG_KEY]: { a11y: false } },
          // The design system's stories hold no words of their own (they come in as props):
          // English covers them.
          exclude: [...configDefaults.exclude, 'packages/ui/**'],
        })),
      ],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // A Chromium point release may move a few anti-aliased pixels; a real change
          // (colour, spacing, a missing element) moves far more than 0.5 %.
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.005 },
          // A page is compared with its reference as soon as it renders; only a page that differs
          // is taken again until two screenshots in a row match, a full page on a busy machine
          // taking seconds each.
          timeout: STABLE_SCREENSHOT_TIMEOUT_MS,
          // English references stay where they always were; another language's sit in a folder
          // of their own beside them: __screenshots__/<story file>/<language>/<Story>-1-....png
          resolveScreenshotPath: ({
            arg,
            ext,
            root: projectRoot,
            screenshotDirectory,
            testFileDirectory,
            testFileName,
            browserName,
            platform,
            project,
          }) =>
            path.resolve(
              projectRoot,
              testFileDirectory,
              screenshotDirectory,
              testFileName,
              languageFolder(project.name),
              `${arg}-${browserName}-${platform}${ext}`,
            ),
        },
      },
    },
  },
};

/** The folder of a story instance's references: none for English, the language's code otherwise. */
function languageFolder(instanceName: string): string {
  const language = OTHER_LANGUAGES.find((code) => instanceName === `storybook-${code}`);
  return language ?? '';
}

/**
 * Story tests: every story of Storybook in English (`storybook`), and every screen of the site
 * once more in each other language (`storybook-fr`, `storybook-de`, `storybook-it`). `npm test`
 * runs English and German (`npm run test:stories`); French and Italian have a script of their own
 * (`npm run test:stories:fr-it`), as the README says why.
 */
export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/stories.json' },
    // Read from the root config only: how long each language's browser may take to connect.
    browser: { connectTimeout: BROWSER_CONNECT_TIMEOUT_MS },
    projects: [storyProject],
  },
});
