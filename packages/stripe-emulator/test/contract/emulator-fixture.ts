import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  type Clock,
  type EmulatorOptions,
  type RunningEmulator,
  startEmulator,
  startLiveRun,
} from '../../src/index.js';
import { LIVE, liveSdk, lookupKey, RUN_ID } from './live-stripe.js';

export interface EmulatorHandle {
  emulator: RunningEmulator;
  /** The real SDK, pointed at the emulator the way the API points it. */
  stripe: Stripe;
}

export function sdkFor(emulator: RunningEmulator, key = 'sk_test_emulator'): Stripe {
  return new Stripe(key, { host: '127.0.0.1', port: emulator.port, protocol: 'http' });
}

/**
 * A time base that stands still: only the control API's clock moves the emulator's time, so two
 * reads of "now" in a test agree wherever a second of the real clock ticks between them. It stands
 * at the real time it was made, because webhook signatures carry real time (as Stripe's do) and the
 * SDK refuses one five minutes away from its own clock.
 */
export function frozenClock(atMs = Date.now()): Clock {
  return { now: () => atMs };
}

/** One emulator per test file on a frozen clock, reset (clock included) before each test. */
export function emulatorForThisFile(options: EmulatorOptions = {}): EmulatorHandle {
  const handle = {} as EmulatorHandle;
  if (LIVE) return liveForThisFile(handle);
  beforeAll(async () => {
    handle.emulator = await startEmulator({ port: 0, clock: frozenClock(), ...options });
    handle.stripe = sdkFor(handle.emulator);
  });
  beforeEach(() => {
    handle.emulator.control.reset();
  });
  afterAll(async () => {
    await handle.emulator?.close();
  });
  return handle;
}

/**
 * The live suite (docs/testing.md#stripe-live): the file's SDK talks to Stripe's test mode, on a
 * test clock of the file's own, removed with everything the file made at its end. No emulator:
 * the files the live suite runs use the SDK alone.
 */
function liveForThisFile(handle: EmulatorHandle): EmulatorHandle {
  let cleanUp: () => Promise<string[]> = async () => [];
  beforeAll(async () => {
    handle.stripe = liveSdk();
    ({ cleanUp } = await startLiveRun(handle.stripe, RUN_ID));
  });
  afterAll(async () => {
    const problems = await cleanUp();
    if (problems.length > 0) throw new Error(`live suite clean-up:\n${problems.join('\n')}`);
  });
  return handle;
}

export interface Catalogue {
  premiumMonthly: Stripe.Price;
  enterpriseMonthly: Stripe.Price;
  premiumAnnual: Stripe.Price;
  enterpriseAnnual: Stripe.Price;
}

/**
 * The product's catalogue (docs/subscriptions-and-money.md#prices): prices in CHF cents, found by lookup key.
 */
export async function seedCatalogue(stripe: Stripe): Promise<Catalogue> {
  const premium = await stripe.products.create({ name: 'Premium' });
  const enterprise = await stripe.products.create({ name: 'Enterprise' });
  const premiumMonthly = await stripe.prices.create({
    product: premium.id,
    currency: 'chf',
    unit_amount: 5345,
    recurring: { interval: 'month' },
    lookup_key: lookupKey('premium_monthly'),
    // Live, the keys outlive a test: the catalogue made last holds them, as a fresh emulator's would.
    ...(LIVE ? { transfer_lookup_key: true } : {}),
  });
  const enterpriseMonthly = await stripe.prices.create({
    product: enterprise.id,
    currency: 'chf',
    unit_amount: 4255,
    recurring: { interval: 'month' },
    lookup_key: lookupKey('enterprise_monthly'),
    ...(LIVE ? { transfer_lookup_key: true } : {}),
  });
  const premiumAnnual = await stripe.prices.create({
    product: premium.id,
    currency: 'chf',
    unit_amount: 58800,
    recurring: { interval: 'year' },
    lookup_key: lookupKey('premium_annual'),
    ...(LIVE ? { transfer_lookup_key: true } : {}),
  });
  const enterpriseAnnual = await stripe.prices.create({
    product: enterprise.id,
    currency: 'chf',
    unit_amount: 46800,
    recurring: { interval: 'year' },
    lookup_key: lookupKey('enterprise_annual'),
    ...(LIVE ? { transfer_lookup_key: true } : {}),
  });
  return { premiumMonthly, enterpriseMonthly, premiumAnnual, enterpriseAnnual };
}

/** A customer whose default card is the given test PaymentMethod. */
export async function customerWithCard(
  stripe: Stripe,
  paymentMethod = 'pm_card_visa',
): Promise<{ customer: Stripe.Customer; paymentMethod: Stripe.PaymentMethod }> {
  const customer = await stripe.customers.create({ email: 'doctor@example.ch', name: 'Dr. Test' });
  const attached = await stripe.paymentMethods.attach(paymentMethod, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: attached.id } });
  return { customer, paymentMethod: attached };
}

export function paymentIntentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] as string;
}

/** The first payment's PaymentIntent of a subscription created with expand latest_invoice.confirmation_secret. */
export function firstPaymentIntentId(subscription: Stripe.Subscription): string {
  const invoice = subscription.latest_invoice as Stripe.Invoice;
  const secret = invoice.confirmation_secret?.client_secret;
  if (!secret) throw new Error('latest_invoice.confirmation_secret was not expanded');
  return paymentIntentIdOf(secret);
}

export interface ReceivedWebhook {
  raw: string;
  signature: string;
  event: Stripe.Event;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Requests seen, answered or not (for retry tests). */
  attempts: number;
  close(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
}

/**
 * An endpoint like the API's: verifies each delivery with the SDK's own constructEvent (a bad
 * signature is answered 400, as the API would), and answers with `respond(attempt)` (default 200).
 */
export async function startWebhookReceiver(
  secret: string,
  respond: (attempt: number) => number = () => 200,
): Promise<WebhookReceiver> {
  const verifier = new Stripe('sk_test_verifier');
  const received: ReceivedWebhook[] = [];
  const waiters: Array<() => void> = [];
  const state = { attempts: 0 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.attempts += 1;
      const raw = Buffer.concat(chunks).toString('utf8');
      const signature = String(request.headers['stripe-signature'] ?? '');
      try {
        const event = verifier.webhooks.constructEvent(raw, signature, secret);
        const status = respond(state.attempts);
        if (status >= 200 && status < 300) received.push({ raw, signature, event, at: Date.now() });
        response.writeHead(status).end();
      } catch {
        response.writeHead(400).end();
      }
      for (const waiter of waiters.splice(0)) waiter();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    received,
    get attempts() {
      return state.attempts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const deadline = setTimeout(
          () => reject(new Error(`expected ${count} webhooks, got ${received.length}`)),
          timeoutMs,
        );
        const check = () => {
          if (received.length >= count) {
            clearTimeout(deadline);
            resolve(received);
          } else waiters.push(check);
        };
        check();
      });
    },
  };
}
