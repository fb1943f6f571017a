import { hasEnded, subscriptionStatusOf } from '@app/billing-rules';
import type { RunningEmulator } from '@app/stripe-emulator';
import type { Database } from '../../src/db/database.js';

/**
 * After a file's tests in chaos delivery (docs/testing.md#chaos), once every late or failed
 * delivery has arrived: nothing lost (each event delivered is kept and applied, or waiting for the
 * API's own retry), and no older event left over newer state (each subscription of ours says what
 * Stripe says now: status, seats, period end, ended or not). A second live subscription cannot be
 * written at all (subscriptions_one_live). Answers the differences, none when all is well.
 */
export async function chaosDifferences(db: Database, emulator: RunningEmulator): Promise<string[]> {
  const differences: string[] = [];
  const delivered = [
    ...new Set(
      emulator.control
        .deliveries()
        .filter((delivery) => delivery.status === 'delivered')
        .map((delivery) => delivery.eventId),
    ),
  ];
  const { rows: kept } = await db.query<{ id: string; processed_at: Date | null; attempts: number }>(
    'select id, processed_at, attempts from stripe_events where id = any($1)',
    [delivered],
  );
  const keptById = new Map(kept.map((row) => [row.id, row]));
  for (const id of delivered) {
    const row = keptById.get(id);
    if (!row) differences.push(`event ${id} delivered but not kept`);
    else if (row.processed_at === null && row.attempts === 0)
      differences.push(`event ${id} kept, not applied`);
  }

  const stripeSubscriptions = new Map(
    emulator.control.objects().subscriptions.map((subscription) => [subscription.id, subscription]),
  );
  const { rows: ours } = await db.query<{
    stripe_subscription_id: string;
    status: string;
    quantity: number;
    current_period_end: Date | null;
    ended_at: Date | null;
  }>('select stripe_subscription_id, status, quantity, current_period_end, ended_at from subscriptions');
  for (const row of ours) {
    const stripe = stripeSubscriptions.get(row.stripe_subscription_id);
    if (!stripe) continue;
    const item = stripe.items.data[0];
    const expected = {
      status: subscriptionStatusOf(stripe.status),
      quantity: item?.quantity ?? 1,
      ended: hasEnded(stripe.status),
      periodEnd: hasEnded(stripe.status) ? null : (item?.current_period_end ?? null),
    };
    const actual = {
      status: row.status,
      quantity: row.quantity,
      ended: row.ended_at !== null,
      periodEnd:
        expected.periodEnd === null ? null : Math.floor((row.current_period_end?.getTime() ?? 0) / 1000),
    };
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      differences.push(
        `subscription ${row.stripe_subscription_id}: ours ${JSON.stringify(actual)}, Stripe's ${JSON.stringify(expected)}`,
      );
    }
  }
  return differences;
}

/** One line of what chaos did to a file's deliveries, printed at its end. */
export function chaosSummary(emulator: RunningEmulator): string {
  const deliveries = emulator.control.deliveries();
  const copies = deliveries.filter((delivery) => delivery.copy > 0).length;
  const failed = deliveries.reduce(
    (sum, delivery) =>
      sum + delivery.attempts.filter((attempt) => attempt.error?.startsWith('chaos: ')).length,
    0,
  );
  const events = new Set(deliveries.map((delivery) => delivery.eventId)).size;
  const late = deliveries.filter((delivery) => delivery.chaos?.lateUntil).length;
  return `chaos delivery: ${events} events, ${deliveries.length} deliveries (${copies} duplicates, ${late} late, ${failed} failed attempts retried)`;
}
