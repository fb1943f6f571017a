import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.ts';

/** Timed against the other test files running beside it, a latency says more of them than of the API. */
const MEASUREMENTS = ['test/purchase-concurrency.test.ts'];

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      // One migrated PGlite for every file to start from (test/pglite-image.ts).
      globalSetup: ['test/pglite-image.ts'],
      projects: [
        {
          extends: true,
          test: { name: 'api', include: ['test/**/*.test.ts'], exclude: MEASUREMENTS },
        },
        {
          // Runs alone, after every other file (its own group): the machine is quiet meanwhile.
          extends: true,
          test: { name: 'measurements', include: MEASUREMENTS, sequence: { groupOrder: 1 } },
        },
      ],
    },
  }),
);
