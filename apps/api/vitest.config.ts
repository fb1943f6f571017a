import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.ts';

/** Timed against the other test files running beside it, a latency says more of them than of the API. */
const MEASUREMENTS = ['test/purchase-concurrency.test.ts'];

/** Against Stripe's test mode: `npm run test:stripe-live` only (docs/testing.md#stripe-live). */
const STRIPE_LIVE = ['test/payments/stripe-live.test.ts'];

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

/**
 * Run once more with the Stripe emulator delivering webhooks as badly as Stripe may: late, twice,
 * shuffled, failing and retried (docs/testing.md#chaos): checkout, changes, renewals, failed
 * renewals, invoices and seats. One seed for the run, printed, so a failure can be replayed with
 * STRIPE_EMULATOR_CHAOS=<seed>.
 */
const CHAOS = [
  'test/subscriptions/card-checkout.test.ts',
  'test/subscriptions/paid-changes.test.ts',
  'test/subscriptions/period-end-changes.test.ts',
  'test/subscriptions/subscriptions.test.ts',
  'test/subscriptions/invoice-orders.test.ts',
  'test/billing/billing-card.test.ts',
  'test/billing/billing-invoices.test.ts',
  'test/licenses/seat-properties.test.ts',
];
const chaosSeed = chaosSeedOfRun();

/**
 * STRIPE_EMULATOR_CHAOS if it names a seed, else one drawn now and printed. Kept in the
 * environment, so that vitest's other reads of this file (its workers) find the same.
 */
function chaosSeedOfRun(): string {
  const given = process.env.STRIPE_EMULATOR_CHAOS ?? '';
  if (/^\d+$/.test(given) && given !== '1') return given;
  const drawn = process.env.API_CHAOS_SEED;
  if (drawn) return drawn;
  const seed = String(Math.floor(Math.random() * 2 ** 31) + 2);
  process.env.API_CHAOS_SEED = seed;
  console.info(`api-chaos: webhook chaos seed ${seed} (replay: STRIPE_EMULATOR_CHAOS=${seed})`);
  return seed;
}

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      // One migrated PGlite for every file to start from (test/pglite-image.ts).
      globalSetup: ['test/pglite-image.ts'],
      projects: [
        {
          extends: true,
          test: { name: 'api', include: ['test/**/*.test.ts'], exclude: [...MEASUREMENTS, ...STRIPE_LIVE] },
        },
        {
          // Runs alone, after every other file (its own group): the machine is quiet meanwhile.
          extends: true,
          test: { name: 'measurements', include: MEASUREMENTS, sequence: { groupOrder: 1 } },
        },
        {
          extends: true,
          test: {
            name: 'api-chaos',
            include: CHAOS,
            env: {
              STRIPE_EMULATOR_CHAOS: chaosSeed,
              SEAT_PROPERTY_RUNS: process.env.SEAT_PROPERTY_RUNS ?? '10',
            },
          },
        },
        ...(process.env.STRIPE_LIVE === '1'
          ? [
              {
                extends: true as const,
                test: { name: 'stripe-live', include: STRIPE_LIVE, testTimeout: 120_000 },
              },
            ]
          : []),
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
