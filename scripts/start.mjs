// `npm start`: builds what changed, then runs the whole product on http://localhost:3000 with
// embedded defaults: the API serves the built site and /api, data in PGlite under .data/, mail
// to MailDev on http://localhost:1080, payments through the Stripe emulator.
// Environment variables (docs/operations.md#environment) override the defaults; Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

const build = spawnSync(
  'npx',
  [
    'turbo',
    'run',
    'build',
    '--filter=@app/api...',
    '--filter=@app/site...',
    '--filter=@app/stripe-emulator',
    '--output-logs=errors-only',
  ],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const EMULATOR_PORT = '12111';
const children = [];
const env = { PORT: '3000', DATA_DIR: path.join(root, '.data', 'pglite'), ...process.env };

if (!env.STRIPE_SECRET_KEY) {
  // The emulator accepts any test key; these name it so logs say where payments went.
  Object.assign(env, {
    STRIPE_SECRET_KEY: 'sk_test_emulator',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_emulator',
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_emulator_development',
    STRIPE_API_URL: `http://127.0.0.1:${EMULATOR_PORT}`,
    STRIPE_JS_URL: `http://localhost:${EMULATOR_PORT}/v3/stripe.js`,
  });
  children.push(
    spawn(
      'node',
      [
        'packages/stripe-emulator/dist/cli.js',
        '--port',
        EMULATOR_PORT,
        '--host',
        '127.0.0.1',
        // Payments are confirmed by Stripe's events: the emulator signs them and posts them here.
        '--webhook-url',
        `http://127.0.0.1:${env.PORT}/api/webhooks/stripe`,
        '--quiet',
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, STRIPE_EMULATOR_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET },
      },
    ),
  );
}

const MAILDEV_SMTP_PORT = '1025';
const MAILDEV_WEB_PORT = '1080';

if (!env.SMTP_URL) {
  // Every mail lands in MailDev's inbox on http://localhost:1080, so a newcomer can click the
  // confirmation link; nothing leaves the machine.
  env.SMTP_URL = `smtp://127.0.0.1:${MAILDEV_SMTP_PORT}`;
  children.push(
    spawn(
      'node',
      [
        'node_modules/maildev/bin/maildev',
        '--smtp',
        MAILDEV_SMTP_PORT,
        '--web',
        MAILDEV_WEB_PORT,
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
        '--silent',
      ],
      { stdio: 'inherit' },
    ),
  );
}

children.push(spawn('node', ['apps/api/dist/server.js'], { stdio: 'inherit', env }));

// One process gone (or Ctrl-C) stops the others, so nothing is left listening.
let stopping = false;
const stopAll = (signal, code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  process.exitCode = code;
};
process.on('SIGINT', () => stopAll('SIGINT', 0));
process.on('SIGTERM', () => stopAll('SIGTERM', 0));
for (const child of children) child.on('exit', (code) => stopAll('SIGTERM', code ?? 0));
