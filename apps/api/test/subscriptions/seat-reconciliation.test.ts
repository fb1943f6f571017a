import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStripeClient } from '../../src/payments/stripe-client.js';
import {
  reconcileSeatsOnce,
  startSeatReconciliation,
} from '../../src/subscriptions/reconciliation/seat-reconciliation.js';
import { adminSession } from '../helpers/admin-calls.js';
import { licenseCalls } from '../helpers/license-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';

/**
 * docs/licences.md#seat-reconciliation: once a day, each live subscription's seats against
 * Stripe's; a difference is recorded in the audit log (`seats_drift`), never corrected.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const { enterpriseOwner, invite } = licenseCalls(() => h);

function recordingLog() {
  const lines: { level: string; message: string; details: object }[] = [];
  const at = (level: string) => (details: object, message: string) => {
    lines.push({ level, message, details });
  };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

async function driftEntries() {
  const { rows } = await h.db.query<{
    actor_kind: string;
    target: string;
    before: object;
    after: object;
  }>("select actor_kind, target, before, after from audit_log where kind = 'seats_drift' order by id");
  return rows;
}

async function stripeIdOf(userId: string): Promise<string> {
  const { rows } = await h.db.query<{ stripe_subscription_id: string }>(
    'select stripe_subscription_id from subscriptions where owner_id = $1 and ended_at is null',
    [userId],
  );
  return rows[0]?.stripe_subscription_id as string;
}

/** Stripe's quantity changed with no webhook to tell us: the drift the job is there to find. */
async function changeQuantityBehindOurBack(subscriptionId: string, quantity: number) {
  await h.settle();
  const endpoint = h.emulator.control.webhookEndpoint();
  h.emulator.control.configureWebhooks(null);
  const subscription = await h.stripe.subscriptions.retrieve(subscriptionId);
  await h.stripe.subscriptions.update(subscriptionId, {
    items: [{ id: subscription.items.data[0]?.id as string, quantity }],
    proration_behavior: 'none',
  });
  h.emulator.control.configureWebhooks(endpoint);
}

const day = (n: number) => new Date(Date.UTC(2001, 0, n, 10));

describe('the daily seat reconciliation', () => {
  let owner: Awaited<ReturnType<typeof enterpriseOwner>>;
  let subscriptionId: string;

  it('records nothing when every live subscription agrees with Stripe', async () => {
    owner = await enterpriseOwner('reconciled@clinic.ch', 3);
    expect((await invite(owner.token, owner.subscriptionToken, 'colleague@clinic.ch')).statusCode).toBe(200);
    await h.settle();
    subscriptionId = await stripeIdOf(owner.userId);
    const log = recordingLog();
    expect(await reconcileSeatsOnce({ db: h.db, stripe: h.stripe, log }, day(1))).toEqual({
      ran: true,
      drifts: 0,
    });
    expect(await driftEntries()).toEqual([]);
    expect(log.lines).toEqual([]);
  });

  it('records a drift made at Stripe once per run, ours before and Stripe’s after, and corrects nothing', async () => {
    await changeQuantityBehindOurBack(subscriptionId, 5);
    const log = recordingLog();
    expect(await reconcileSeatsOnce({ db: h.db, stripe: h.stripe, log }, day(2))).toEqual({
      ran: true,
      drifts: 1,
    });
    const expected = {
      actor_kind: 'system',
      target: subscriptionId,
      before: { quantity: 3, seatsTaken: 2 },
      after: { quantity: 5, status: 'active' },
    };
    expect(await driftEntries()).toEqual([expected]);
    expect(log.lines).toMatchObject([{ level: 'error', details: { drifts: 1, targets: [subscriptionId] } }]);

    // The same day again, in this process or another: nothing more; the next day, once more.
    expect(await reconcileSeatsOnce({ db: h.db, stripe: h.stripe, log }, day(2))).toEqual({
      ran: false,
      drifts: 0,
    });
    expect(await driftEntries()).toHaveLength(1);
    await reconcileSeatsOnce({ db: h.db, stripe: h.stripe, log }, day(3));
    expect(await driftEntries()).toEqual([expected, expected]);
    // The admin's audit log reads them (docs/audit-log.md#who-reads), as the admin page shows them.
    const admin = await adminSession(h.db, 'seats-admin@example.ch');
    const read = await h.call('GET', '/admin/audit-log?kind=seats_drift', admin);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().entries).toMatchObject([
      { kind: 'seats_drift', actor: { kind: 'system', email: null }, target: subscriptionId },
      { kind: 'seats_drift', before: expected.before, after: expected.after },
    ]);
    // Nothing corrected: ours and Stripe's stay as they were.
    const { rows } = await h.db.query<{ quantity: number }>(
      'select quantity from subscriptions where stripe_subscription_id = $1',
      [subscriptionId],
    );
    expect(rows[0]?.quantity).toBe(3);
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).items.data[0]?.quantity).toBe(5);
  });

  it('logs Stripe unavailable, records nothing, and the next pass of the same day tries again', async () => {
    const unreachable = createStripeClient({
      ...h.stripeConfig,
      apiUrl: 'http://127.0.0.1:9',
      network: { timeoutMs: 1_000, maxRetries: 0 },
    });
    const log = recordingLog();
    expect(await reconcileSeatsOnce({ db: h.db, stripe: unreachable, log }, day(4))).toEqual({
      ran: false,
      drifts: 0,
    });
    expect(log.lines).toMatchObject([
      { level: 'warn', message: 'Stripe unavailable: seats are compared on the next pass' },
    ]);
    expect(await driftEntries()).toHaveLength(2);

    expect(await reconcileSeatsOnce({ db: h.db, stripe: h.stripe, log }, day(4))).toEqual({
      ran: true,
      drifts: 1,
    });
    expect(await driftEntries()).toHaveLength(3);
  });

  it('runs as each API process starts, once for the day, and waits an hour for the next look', async () => {
    const log = recordingLog();
    const processes = [1, 2].map(() => startSeatReconciliation({ db: h.db, stripe: h.stripe, log }));
    await vi.waitFor(async () => {
      const { rows } = await h.db.query<{ finished: boolean }>(
        'select finished_at is not null as finished from seat_reconciliations where day > $1',
        ['2001-12-31'],
      );
      expect(rows).toEqual([{ finished: true }]);
    });
    await Promise.all(processes.map((loop) => loop.stop()));
    // The drift of the tests above, recorded once for today by whichever process claimed it.
    expect(await driftEntries()).toHaveLength(4);
  });
});
