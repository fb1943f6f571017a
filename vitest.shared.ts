import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { BROWSER_CONNECT_TIMEOUT_MS, HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from './test-timeouts.ts';

/**
 * What every workspace's Vitest config starts from (merge it with `mergeConfig`):
 * - workspace packages resolve to their TypeScript source (the `source` export condition), so
 *   tests never depend on a stale dist/;
 * - each run leaves a JSON report in test-results/, which .ci/run sums up;
 * - time limits sized for a busy machine (test-timeouts.ts).
 */
export const sharedConfig = defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    // Read from the root config only, for every browser project under it.
    browser: { connectTimeout: BROWSER_CONNECT_TIMEOUT_MS },
  },
});
