import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { sharedConfig } from '../../vitest.shared.ts';
import { browserCommands } from './test/browser/commands.ts';

/**
 * Two projects: `node` runs unit tests and the real `stripe` SDK against the emulator in Node; `browser`
 * (see test/browser/) mounts @stripe/react-stripe-js on the Stripe.js stand-in in Chromium.
 */
export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['test/contract/**/*.test.ts', 'test/unit/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['test/browser/**/*.test.{ts,tsx}'],
            globalSetup: ['test/browser/global-setup.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: chromiumLaunchOptions }),
              instances: [{ browser: 'chromium' }],
              commands: browserCommands,
            },
          },
        },
      ],
    },
  }),
);
