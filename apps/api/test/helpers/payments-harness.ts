import type { AddressInfo } from 'node:net';
import { type Clock, type RunningEmulator, startEmulator } from '@app/stripe-emulator';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../../test-timeouts.ts';
import type { AppConfig } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { createStripeClient } from '../../src/payments/stripe-client.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { chaosDifferences, chaosSummary } from './chaos-invariants.js';
import { buildTestApp } from './test-app.js';
import { openTestDatabase } from './test-database.js';
import { BILLING_INFO, insertUser } from './users.js';

const WEBHOOK_SECRET = 'whsec_test_payments_harness';

export interface PaymentsHarness {
  db: Database;
  app: FastifyInstance;
  emulator: RunningEmulator;
  stripe: ReturnType<typeof createStripeClient>;
  stripeConfig: NonNullable<AppConfig['stripe']>;
  /** Calls the API as the holder of `token`. */
  call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    token?: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** A confirmed account with a session and, unless told otherwise, saved billing information. */
  customer(email: string, options?: { billingInfo?: boolean }): Promise<{ userId: string; token: string }>;
  /** Waits until every webhook the emulator has queued reached the API and was applied. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Waits until no event the API received is still being applied. A delivery answered within the
 * emulator's 10 s is applied already; one that took longer (a machine at load 11, a CI run of
 * docs/measurements.md#ci-time) is sent again and acknowledged at once as received before, while
 * the first is still applying it. Events whose application failed (attempts > 0) wait for the API's
 * retry pass, not for this.
 */
async function eventsApplied(db: Database): Promise<void> {
  const deadline = Date.now() + BACKGROUND_WORK_TIMEOUT_MS;
  for (;;) {
    const { rows } = await db.query(
      'select 1 from stripe_events where processed_at is null and attempts = 0 and payload is not null limit 1',
    );
    if (rows.length === 0) return;
    if (Date.now() > deadline)
      throw new Error('Stripe events still being applied after the background-work limit');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Stripe's time base for a test file: it stands still at the moment it is made, and only the
 * control API's advanceClock moves it (docs/toolchain.md#tests-by-chance). On the system clock, two
 * reads of Stripe's time (a period's start, then the emulator's now()) fall on either side of a
 * second whenever the machine is slow between them. It stands at the real time because webhook
 * signatures carry real time, as Stripe's do, and the API refuses one minutes away from its clock.
 */
export function frozenClock(atMs: number = Date.now()): Clock {
  return { now: () => atMs };
}

/**
 * The real API, listening on loopback, with the Stripe emulator delivering signed webhooks to it:
 * the payments code runs exactly as in production, through the official SDK.
 */
export async function startPaymentsHarness(config: Partial<AppConfig> = {}): Promise<PaymentsHarness> {
  const db = await openTestDatabase();
  const emulator = await startEmulator({
    port: 0,
    clock: frozenClock(),
    webhookSecret: WEBHOOK_SECRET,
    webhookRetry: { maxAttempts: 4, initialDelayMs: 20, maxDelayMs: 200, timeoutMs: 10_000 },
    log: () => {},
  });
  const stripeConfig = {
    secretKey: 'sk_test_payments_harness',
    publishableKey: 'pk_test_payments_harness',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: emulator.url,
    jsUrl: emulator.stripeJsUrl,
  };
  const app = await buildTestApp(db, { stripe: stripeConfig, invoicePaymentEnabled: true, ...config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  emulator.control.configureWebhooks({
    url: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    secret: WEBHOOK_SECRET,
  });

  const call: PaymentsHarness['call'] = (method, path, token, payload) =>
    app.inject({
      method,
      url: `/api${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  // A busy machine applies a burst of webhooks slowly; a delivery that never ends still fails.
  // In chaos delivery (docs/testing.md#chaos) what is late or waits for a retry arrives now,
  // after the rest: as if Stripe's clock had moved past it, without waiting minutes.
  const settle = async () => {
    await emulator.control.flushWebhooks(BACKGROUND_WORK_TIMEOUT_MS);
    await eventsApplied(db);
  };

  return {
    db,
    app,
    emulator,
    stripe: createStripeClient(stripeConfig),
    stripeConfig,
    call,
    async customer(email, options = {}) {
      const userId = await insertUser(db, { email, status: 'active' });
      await db.query('update users set email_confirmed_at = now() where id = $1', [userId]);
      const token = await createSession(db, userId);
      if (options.billingInfo !== false) {
        const saved = await call('POST', '/subscriptions/save-billing-info', token, {
          billingInfo: BILLING_INFO,
        });
        if (saved.statusCode !== 200) throw new Error(`save-billing-info answered ${saved.statusCode}`);
      }
      return { userId, token };
    },
    settle,
    async close() {
      // In chaos delivery, the file's end checks that nothing was lost and no old event won.
      const chaos = emulator.control.webhookChaos();
      const differences = chaos ? await settle().then(() => chaosDifferences(db, emulator)) : [];
      if (chaos) console.info(`${chaosSummary(emulator)}, seed ${chaos.seed}`);
      await app.close();
      await emulator.close();
      await db.close();
      if (differences.length > 0) {
        throw new Error(`after chaos delivery (seed ${chaos?.seed}):\n${differences.join('\n')}`);
      }
    },
  };
}
