import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Story tests: every story of Storybook runs in Debian's Chromium, passes its play function and
 * axe (a11y.test = 'error'), and matches its committed screenshot.
 */
export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/stories.json' },
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
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
              },
            },
          },
        },
      },
    ],
  },
});
