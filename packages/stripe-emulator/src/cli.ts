#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORT, startEmulator } from './emulator.js';

const HELP = `Stripe emulator: an offline stand-in for the Stripe API and Stripe.js (test mode only).

Usage: node dist/cli.js [options]

  --port <n>             port to listen on (env STRIPE_EMULATOR_PORT, default ${DEFAULT_PORT})
  --host <address>       address to listen on (env STRIPE_EMULATOR_HOST, default ${DEFAULT_HOST})
  --public-url <url>     address written into invoice and 3-D Secure links
                         (env STRIPE_EMULATOR_PUBLIC_URL, default http://localhost:<port>)
  --webhook-url <url>    where to send webhooks (env STRIPE_EMULATOR_WEBHOOK_URL)
  --webhook-secret <s>   signing secret, whsec_... (env STRIPE_EMULATOR_WEBHOOK_SECRET,
                         else STRIPE_WEBHOOK_SECRET; generated and printed when missing)
  --webhook-events <a,b> only send these event types (env STRIPE_EMULATOR_WEBHOOK_EVENTS)
  --quiet                no request log
  --help                 this text
`;

function fail(message: string): never {
  console.error(`stripe-emulator: ${message}\n\n${HELP}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'public-url': { type: 'string' },
        'webhook-url': { type: 'string' },
        'webhook-secret': { type: 'string' },
        'webhook-events': { type: 'string' },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const env = process.env;
const portText = values.port ?? env.STRIPE_EMULATOR_PORT ?? String(DEFAULT_PORT);
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`invalid port: ${portText}`);
const host = values.host ?? env.STRIPE_EMULATOR_HOST ?? DEFAULT_HOST;
const webhookUrl = values['webhook-url'] ?? env.STRIPE_EMULATOR_WEBHOOK_URL;
if (webhookUrl && !URL.canParse(webhookUrl)) fail(`invalid webhook URL: ${webhookUrl}`);
const webhookSecret =
  values['webhook-secret'] ?? env.STRIPE_EMULATOR_WEBHOOK_SECRET ?? env.STRIPE_WEBHOOK_SECRET;
const webhookEvents = (values['webhook-events'] ?? env.STRIPE_EMULATOR_WEBHOOK_EVENTS)
  ?.split(',')
  .map((type) => type.trim())
  .filter(Boolean);
const publicUrl = values['public-url'] ?? env.STRIPE_EMULATOR_PUBLIC_URL;

const emulator = await startEmulator({
  port,
  host,
  // Links in invoices and 3-D Secure URLs read best as localhost, the documented default address.
  ...(publicUrl
    ? { publicUrl }
    : host === DEFAULT_HOST
      ? { publicUrl: (bound: number) => `http://localhost:${bound}` }
      : {}),
  ...(webhookUrl ? { webhookUrl } : {}),
  ...(webhookSecret ? { webhookSecret } : {}),
  ...(webhookEvents?.length ? { webhookEvents } : {}),
  ...(values.quiet ? {} : { log: (line: string) => console.log(line) }),
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

const endpoint = emulator.control.webhookEndpoint();
console.log(`Stripe emulator listening on ${emulator.url}`);
console.log(`  Stripe.js stand-in: ${emulator.stripeJsUrl}`);
console.log(`  control API:        ${emulator.url}/_emulator`);
console.log(
  endpoint
    ? `  webhooks:           ${endpoint.url} (secret ${endpoint.secret})`
    : '  webhooks:           none (set --webhook-url or PUT /_emulator/webhooks/endpoint)',
);

const stop = () => {
  emulator.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
