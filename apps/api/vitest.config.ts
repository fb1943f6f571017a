import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.ts';

/** Timed against the other test files running beside it, a latency says more of them than of the API. */
const MEASUREMENTS = ['test/purchase-concurrency.test.ts'];

/**
 * On a PostgreSQL server (DATABASE_URL, as `npm test` runs them) these files run once more on
 * PGlite, the engine of `npm start` and of the journeys: the migrations, an account's whole life
 * and a checkout's transactions, which PGlite runs one at a time on its one connection. The whole
 * suite once per engine took 7 minutes of the CI run for PGlite alone (each file loading its
 * image), where the journeys already run every screen on PGlite (docs/measurements.md#ci-time).
 */
const ON_PGLITE_TOO = [
  'test/db/migrate.test.ts',
  'test/accounts/sign-up-journey.test.ts',
  'test/subscriptions/card-checkout.test.ts',
];

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
        ...(process.env.DATABASE_URL
          ? [
              {
                extends: true as const,
                // An empty DATABASE_URL is read as none (test/helpers/test-database.ts).
                test: { name: 'api-pglite', include: ON_PGLITE_TOO, env: { DATABASE_URL: '' } },
              },
            ]
          : []),
      ],
    },
  }),
);
