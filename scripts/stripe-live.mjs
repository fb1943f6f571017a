// `npm run test:stripe-live`: the Stripe emulator's contract tests that use the SDK alone, and the
// API's Stripe-facing tests that need no webhook, against Stripe's test mode
// (docs/testing.md#stripe-live). Needs STRIPE_TEST_SECRET_KEY (a test-mode key, sk_test_ or
// rk_test_); without it, says so in one line and exits 0. Each run has a name of its own
// (STRIPE_LIVE_RUN): each test file works in a test clock of its own and removes it, its customers
// and its catalogue at its end.
//
// `npm run test:stripe-live -- --rehearse` runs the same against a local emulator (built first:
// `npm run build -w @app/stripe-emulator`) with a made-up test key: the live suite's own code,
// clean-up included, without Stripe.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const rehearse = process.argv.includes('--rehearse');
const key = rehearse ? 'sk_test_rehearsal' : (process.env.STRIPE_TEST_SECRET_KEY ?? '');

if (key === '') {
  console.log(
    'test:stripe-live skipped: STRIPE_TEST_SECRET_KEY is not set (a Stripe test-mode secret key; docs/testing.md#stripe-live)',
  );
  process.exit(0);
}
if (!/^(sk|rk)_test_/.test(key)) {
  console.error('test:stripe-live: STRIPE_TEST_SECRET_KEY must be a test-mode key (sk_test_ or rk_test_)');
  process.exit(1);
}

const run = `run-${new Date().toISOString().slice(0, 10)}-${randomBytes(3).toString('hex')}`;
let emulator = null;
const env = { ...process.env, STRIPE_LIVE: '1', STRIPE_LIVE_RUN: run, STRIPE_TEST_SECRET_KEY: key };
if (rehearse) {
  const { startEmulator } = await import(path.join(root, 'packages/stripe-emulator/dist/index.js'));
  emulator = await startEmulator({ port: 0, chaos: null });
  env.STRIPE_LIVE_API_URL = emulator.url;
}
console.log(
  `test:stripe-live: run ${run} against ${rehearse ? `the emulator at ${emulator.url}` : 'api.stripe.com'}`,
);

const vitest = (cwd, project) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', `--project=${project}`], {
      cwd: path.join(root, cwd),
      env,
      stdio: 'inherit',
    });
    child.on('close', (code) => resolve(code === 0));
  });

const results = [await vitest('packages/stripe-emulator', 'live'), await vitest('apps/api', 'stripe-live')];
await emulator?.close();
if (results.includes(false)) {
  console.error(
    `test:stripe-live: a difference from Stripe (run ${run}). The emulator is wrong until shown otherwise: docs/testing.md#stripe-live`,
  );
  process.exit(1);
}
