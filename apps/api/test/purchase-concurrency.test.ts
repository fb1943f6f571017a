import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from './helpers/payments-harness.js';

/**
 * docs/architecture.md#stripe-outside-transactions: no transaction or pooled connection is held
 * while Stripe answers. Ten purchases wait on a Stripe slowed to 2 s a call while another account
 * reads users/me: no read waits for a Stripe call and no purchase fails for want of a connection,
 * on PGlite and PostgreSQL.
 */
const STRIPE_LATENCY_MS = 2_000;
const PARALLEL_PURCHASES = 10;
// A read queued behind a connection held through a Stripe call waits for what is left of that
// call's 2 s, or for several calls in a row. The limit is half a call rather than a few
// milliseconds: the reads share the process with ten purchases, and on a machine busy with other
// work their p99 reached 256 ms with nothing held.
const P99_LIMIT_MS = STRIPE_LATENCY_MS / 2;

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const premium = { licenseType: 'premium', frequency: 'monthly', userCount: 1 } as const;
const pay = (token: string, paymentMethodId = 'pm_card_visa') =>
  h.call('POST', '/subscriptions/create-subscription-credit-card', token, { paymentMethodId, ...premium });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

describe('purchases while Stripe is slow', () => {
  it(`keeps users/me fast for others during ${PARALLEL_PURCHASES} purchases at ${STRIPE_LATENCY_MS} ms a Stripe call`, async () => {
    // The catalogue's prices are looked up once per process: done before Stripe slows down.
    const warm = await h.customer('warm@example.ch');
    expect((await pay(warm.token)).statusCode).toBe(200);
    await h.settle();
    const buyers = await Promise.all(
      Array.from({ length: PARALLEL_PURCHASES }, (_, index) => h.customer(`buyer-${index}@example.ch`)),
    );
    const reader = await h.customer('reader@example.ch', { billingInfo: false });

    h.emulator.control.setLatency(STRIPE_LATENCY_MS);
    const timings: number[] = [];
    let purchasing = true;
    try {
      const purchases = Promise.all(buyers.map((buyer) => pay(buyer.token))).finally(() => {
        purchasing = false;
      });
      // PostgreSQL shows a transaction left open while its connection waits: none may wait a second.
      const waiting = (async () => {
        let most = 0;
        while (purchasing && h.db.kind === 'postgres') {
          const { rows } = await h.db.query<{ count: number }>(
            `select count(*)::int as count from pg_stat_activity
              where datname = current_database() and state like 'idle in transaction%'
                and now() - state_change > interval '1 second'`,
          );
          most = Math.max(most, rows[0]?.count ?? 0);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return most;
      })();
      const reading = (async () => {
        while (purchasing) {
          const started = performance.now();
          const me = await h.call('GET', '/users/me', reader.token);
          timings.push(performance.now() - started);
          expect(me.statusCode).toBe(200);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      const answers = await purchases;
      await reading;
      expect(await waiting).toBe(0);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toEqual({ userStatus: 'active', paymentIntentStatus: 'succeeded' });
      }
    } finally {
      h.emulator.control.setLatency(0);
    }
    await h.settle();
    const sorted = [...timings].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    console.info(
      `[${h.db.kind}] users/me during ${PARALLEL_PURCHASES} purchases, Stripe at ${STRIPE_LATENCY_MS} ms a call: ` +
        `${timings.length} reads, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`,
    );
    expect(timings.length).toBeGreaterThan(100);
    expect(p99).toBeLessThan(P99_LIMIT_MS);
  }, 120_000);

  it('lets one purchase of an account run at a time: a second one meanwhile is told so, and nothing is bought twice', async () => {
    const buyer = await h.customer('double-click@example.ch');
    h.emulator.control.setLatency(300);
    let answers: Awaited<ReturnType<typeof pay>>[];
    try {
      answers = await Promise.all([pay(buyer.token), pay(buyer.token, 'pm_card_mastercard')]);
    } finally {
      h.emulator.control.setLatency(0);
    }
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      code: 'purchase_in_progress',
    });
    await h.settle();
    const subscriptions = h.emulator.control
      .objects()
      .subscriptions.filter((subscription) => subscription.metadata.userId === buyer.userId);
    expect(subscriptions).toHaveLength(1);
    // The mark is gone with the purchase: the account can buy (here: is told it already has it).
    expect((await pay(buyer.token)).json()).toMatchObject({ code: 'already_subscribed' });
  });
});
