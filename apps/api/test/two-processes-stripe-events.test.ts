import type { RunningEmulator } from '@app/stripe-emulator';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { createPayments } from '../src/payments/payments.js';
import { startWebhookEventWorker } from '../src/subscriptions/webhook-events/webhook-events-worker.js';
import { silentLog as silent } from './helpers/logs.js';
import { type Instance, useTwoProcesses } from './helpers/two-processes.js';
import { BILLING_INFO } from './helpers/users.js';

/**
 * docs/operations.md#several-processes: Stripe's events, each delivered to both
 * processes at once, then retried by both processes' workers at once, are applied once. Needs a
 * PostgreSQL server, as two-processes.test.ts does.
 */
describe.runIf(process.env.DATABASE_URL)('two API processes on one PostgreSQL database', () => {
  let a: Instance;
  let b: Instance;
  let emulator: RunningEmulator;
  const { call, confirmedAccount, stripeConfig, stripeRequests, deliveries } = useTwoProcesses((started) => {
    ({ a, b, emulator } = started);
  });

  it('applies each Stripe event once though it reaches both processes, and once when both workers retry it', async () => {
    const email = 'subscriber@praxis.ch';
    await confirmedAccount(email, 'Two-processes-4');
    const signin = await call(a, 'POST', '/authentication/signin-web', {
      body: { email, password: 'Two-processes-4' },
    });
    const token = signin.body.token as string;
    const billing = await call(b, 'POST', '/subscriptions/save-billing-info', {
      token,
      body: { billingInfo: BILLING_INFO },
    });
    expect(billing.status).toBe(200);

    // The purchase first, its events held; then they go out, each to both processes at once.
    emulator.control.setWebhookBehaviour({ hold: true });
    const purchase = await call(a, 'POST', '/subscriptions/create-subscription-credit-card', {
      token,
      body: { paymentMethodId: 'pm_card_visa', licenseType: 'premium', frequency: 'monthly', userCount: 1 },
    });
    expect(purchase.status).toBe(200);
    const subscriptionReads = () =>
      stripeRequests.filter((line) => /^GET \/v1\/subscriptions\/sub_/.test(line)).length;
    const readsBefore = subscriptionReads();
    expect(emulator.control.releaseWebhooks('original')).toBeGreaterThan(0);
    emulator.control.setWebhookBehaviour({ hold: false });
    // Two processes applying a burst of events at once: a busy machine takes its time.
    await emulator.control.waitForWebhooks(BACKGROUND_WORK_TIMEOUT_MS);

    expect(deliveries.length).toBeGreaterThan(0);
    for (const delivery of deliveries) expect(delivery.statuses).toEqual([200, 200]);
    const { rows: events } = await a.db.query<{ id: string; outcome: string; attempts: number }>(
      'select id, outcome, attempts from stripe_events where processed_at is not null order by id',
    );
    expect(events.map((event) => event.id)).toEqual([...new Set(deliveries.map((d) => d.id))].sort());
    // Applying an event reads its subscription from Stripe once: one read an event, not two.
    const applied = events.filter((event) => event.outcome === 'applied');
    expect(applied.length).toBeGreaterThan(0);
    expect(subscriptionReads() - readsBefore).toBe(applied.length);
    expect(events.every((event) => event.attempts === 0)).toBe(true);

    // The same events due again (as after a failed attempt), with both workers retrying at once.
    await a.db.query(
      `update stripe_events set processed_at = null, outcome = null, next_attempt_at = now()
        where outcome = 'applied'`,
    );
    const readsBeforeRetry = subscriptionReads();
    const workers = [a, b].map((instance) =>
      startWebhookEventWorker({
        db: instance.db,
        payments: createPayments(stripeConfig()),
        log: silent,
        intervalMs: 3_600_000,
      }),
    );
    try {
      const rounds = await Promise.all(workers.map((worker) => worker.drain()));
      expect(rounds.reduce((sum, round) => sum + round.applied, 0)).toBe(applied.length);
      expect(rounds.reduce((sum, round) => sum + round.failed, 0)).toBe(0);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(subscriptionReads() - readsBeforeRetry).toBe(applied.length);

    // What the events brought is what either process shows.
    for (const instance of [a, b]) {
      const info = await call(instance, 'GET', '/subscriptions/subscription-info', { token });
      expect(info.body).toMatchObject({ accountType: 'premium', frequency: 'monthly' });
      expect(info.body.invoices).toHaveLength(1);
    }
  });
});
