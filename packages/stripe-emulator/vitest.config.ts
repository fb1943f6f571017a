import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { sharedConfig } from '../../vitest.shared.ts';
import { browserCommands } from './test/browser/commands.ts';

/**
 * Two projects: `node` runs unit tests and the real `stripe` SDK against the emulator in Node; `browser`
 * (see test/browser/) mounts @stripe/react-stripe-js on the Stripe.js stand-in in Chromium.
 */
/**
 * The contract tests that use the SDK alone, which the live suite (scripts/stripe-live.mjs,
 * docs/testing.md#stripe-live) runs against Stripe's test mode: one file at a time, each on a test
 * clock of its own.
 */
const LIVE_FILES = [
  'test/contract/catalogue.test.ts',
  'test/contract/customers-and-payment-methods.test.ts',
  'test/contract/invoice-documents.test.ts',
];

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
        ...(process.env.STRIPE_LIVE === '1'
          ? [
              {
                extends: true as const,
                test: { name: 'live', include: LIVE_FILES, fileParallelism: false, testTimeout: 60_000 },
              },
            ]
          : []),
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
