import type { AddressInfo } from 'node:net';
import { runBilling } from './billing-cycle.js';
import { type Clock, EmulatorClock } from './clock.js';
import { type BillingSettings, DEFAULT_BILLING_SETTINGS, EmulatorContext } from './context.js';
import { EmulatorControl } from './control.js';
import { settleWithRetries } from './dunning.js';
import { randomToken } from './ids.js';
import { deliveryEndpoints } from './resources/webhook-endpoints.js';
import { createEmulatorServer } from './server.js';
import { Store } from './store.js';
import { type ChaosSettings, chaosFromEnvironment } from './webhook-chaos.js';
import type { RetryPolicy } from './webhook-settings.js';
import { WebhookDispatcher } from './webhooks.js';

export const DEFAULT_PORT = 12111;
export const DEFAULT_HOST = '127.0.0.1';

export interface EmulatorOptions {
  /** Default 12111; 0 picks a free port (tests). */
  port?: number;
  /** Default 127.0.0.1: the emulator is for this machine only. */
  host?: string;
  /**
   * The address written into invoice_pdf, hosted_invoice_url and 3-D Secure URLs. Default: the
   * address it listens on. A function receives the port actually bound (useful with port 0).
   */
  publicUrl?: string | ((port: number) => string);
  /** Where webhooks go; without it events are recorded but not sent. */
  webhookUrl?: string;
  /** The endpoint's signing secret (`whsec_...`); generated when a URL is given without one. */
  webhookSecret?: string;
  /** Only these event types are sent (default all). */
  webhookEvents?: string[];
  webhookRetry?: Partial<RetryPolicy>;
  /** Retries of unpaid renewals and renewal announcements (Stripe's Billing settings); see context.ts. */
  billing?: Partial<BillingSettings>;
  /** The time base (ms since the epoch); the control API's clock moves forward from it. */
  clock?: Clock;
  /**
   * Chaos delivery from the start (webhook-chaos.ts); default from STRIPE_EMULATOR_CHAOS (a seed,
   * or `1` for a random one), null for none whatever the environment says.
   */
  chaos?: ChaosSettings | null;
  /** Request log lines (the CLI prints them). */
  log?: (line: string) => void;
}

export interface RunningEmulator {
  /** Base URL of the API, e.g. http://127.0.0.1:12111 (what the SDK's host/port point at). */
  url: string;
  host: string;
  port: number;
  /** The Stripe.js stand-in's address, for a `<script src>` before loadStripe. */
  stripeJsUrl: string;
  control: EmulatorControl;
  close(): Promise<void>;
}

/** Starts the emulator on loopback; `close()` stops it and its webhook timers. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? DEFAULT_HOST;
  const store = new Store();
  const clock = new EmulatorClock(options.clock);
  const webhooks = new WebhookDispatcher({
    endpoint: options.webhookUrl
      ? {
          url: options.webhookUrl,
          secret: options.webhookSecret ?? `whsec_${randomToken(32)}`,
          ...(options.webhookEvents ? { enabledEvents: options.webhookEvents } : {}),
        }
      : null,
    ...(options.webhookRetry ? { retry: options.webhookRetry } : {}),
  });
  const ctx = new EmulatorContext({
    store,
    clock,
    publicUrl: typeof options.publicUrl === 'string' ? options.publicUrl : '',
    onEvent: (event) => webhooks.dispatch(event),
  });
  ctx.settlement = settleWithRetries;
  ctx.billingSettings = { ...DEFAULT_BILLING_SETTINGS, ...options.billing };
  webhooks.apiEndpoints = () => deliveryEndpoints(ctx);
  webhooks.now = () => ctx.now();
  const chaos =
    options.chaos === undefined ? chaosFromEnvironment(process.env.STRIPE_EMULATOR_CHAOS) : options.chaos;
  if (chaos) {
    webhooks.setChaos(chaos);
    // The seed, so that a failing run can be replayed with STRIPE_EMULATOR_CHAOS=<seed>.
    process.stderr.write(
      `stripe emulator: chaos delivery, seed ${chaos.seed} (STRIPE_EMULATOR_CHAOS=${chaos.seed} replays it)\n`,
    );
  }
  const control = new EmulatorControl(ctx, webhooks);
  const server = createEmulatorServer(ctx, control, options.log ? { log: options.log } : {});

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (typeof options.publicUrl === 'function') ctx.publicUrl = options.publicUrl(port).replace(/\/+$/, '');
  else if (!options.publicUrl) ctx.publicUrl = url;

  // Renewals also happen while nobody calls, so a long-running dev emulator bills on time.
  const ticker = setInterval(() => runBilling(ctx), 30_000);
  ticker.unref();

  return {
    url,
    host,
    port,
    stripeJsUrl: `${ctx.publicUrl}/v3/stripe.js`,
    control,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(ticker);
        webhooks.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
