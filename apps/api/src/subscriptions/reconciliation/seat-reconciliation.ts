import { hasEnded } from '@app/billing-rules';
import type Stripe from 'stripe';
import { recordAudit } from '../../audit/index.js';
import type { Database } from '../../db/database.js';
import { isStripeUnavailable } from '../../payments/payments.js';
import { startPeriodicPass } from '../../periodic-pass.js';
import {
  claimReconciliationDay,
  finishReconciliationDay,
  liveSubscriptionSeats,
  type OurSeats,
  releaseReconciliationDay,
} from './seat-reconciliation-repository.js';

/** Looked for hourly, run once a day (docs/limits.md#background-jobs). */
export const SEAT_RECONCILIATION_INTERVAL_MS = 60 * 60 * 1000;

/** The day of `at` in the practices' time zone: the unit one run a day is counted in. */
const zurichDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(at);

/** What Stripe holds of one subscription: its item's quantity and its status, or nothing. */
interface StripeSeats {
  quantity: number | null;
  status: string;
}

export interface SeatDrift {
  ours: OurSeats;
  stripe: StripeSeats;
}

export interface ReconciliationLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

async function stripeSeatsOf(stripe: Stripe, id: string): Promise<StripeSeats> {
  try {
    const subscription = await stripe.subscriptions.retrieve(id);
    return { quantity: subscription.items.data[0]?.quantity ?? null, status: subscription.status };
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing')
      return { quantity: null, status: 'missing' };
    throw error;
  }
}

/**
 * docs/licences.md#seat-reconciliation: our seats differ from Stripe's when Stripe's quantity is not
 * ours, when the seats taken exceed what Stripe bills, or when Stripe has ended (or never had) a
 * subscription we hold as live.
 */
function differs(ours: OurSeats, stripe: StripeSeats): boolean {
  if (stripe.quantity === null || hasEnded(stripe.status)) return true;
  return stripe.quantity !== ours.quantity || ours.seatsTaken > stripe.quantity;
}

/**
 * Compares every live subscription's seats with Stripe's, read through the SDK outside any
 * transaction, and records each difference in the audit log (`seats_drift`, by the system, the
 * Stripe subscription as target, ours before and Stripe's after). It corrects nothing. Stripe
 * unavailable for any of them records nothing: the error is thrown for the caller to log and
 * retry the whole comparison.
 */
export async function reconcileSeats(
  db: Database,
  stripe: Stripe,
): Promise<{ subscriptions: number; drifts: SeatDrift[] }> {
  const live = await liveSubscriptionSeats(db);
  const drifts: SeatDrift[] = [];
  for (const ours of live) {
    const atStripe = await stripeSeatsOf(stripe, ours.stripeSubscriptionId);
    if (differs(ours, atStripe)) drifts.push({ ours, stripe: atStripe });
  }
  await db.transaction(async (tx) => {
    for (const { ours, stripe: atStripe } of drifts) {
      await recordAudit(tx, {
        actor: { kind: 'system' },
        kind: 'seats_drift',
        target: ours.stripeSubscriptionId,
        before: { quantity: ours.quantity, seatsTaken: ours.seatsTaken },
        after: { quantity: atStripe.quantity, status: atStripe.status },
      });
    }
  });
  return { subscriptions: live.length, drifts };
}

/**
 * One pass: the day's comparison, when no process has run it yet. A day whose comparison could not
 * reach Stripe is given back, and the next pass (an hour later) tries again.
 */
export async function reconcileSeatsOnce(
  options: { db: Database; stripe: Stripe; log: ReconciliationLog },
  now: Date = new Date(),
): Promise<{ ran: boolean; drifts: number }> {
  const { db, stripe, log } = options;
  const day = zurichDay(now);
  if (!(await claimReconciliationDay(db, day))) return { ran: false, drifts: 0 };
  let result: Awaited<ReturnType<typeof reconcileSeats>>;
  try {
    result = await reconcileSeats(db, stripe);
  } catch (error) {
    await releaseReconciliationDay(db, day);
    const reason = error instanceof Error ? error.message : String(error);
    if (isStripeUnavailable(error)) {
      log.warn({ error: reason }, 'Stripe unavailable: seats are compared on the next pass');
      return { ran: false, drifts: 0 };
    }
    throw error;
  }
  await finishReconciliationDay(db, day, {
    subscriptions: result.subscriptions,
    drifts: result.drifts.length,
  });
  if (result.drifts.length > 0) {
    const targets = result.drifts.map((drift) => drift.ours.stripeSubscriptionId);
    log.error(
      { drifts: result.drifts.length, targets },
      'seats differ from Stripe’s: recorded in the audit log',
    );
  }
  return { ran: true, drifts: result.drifts.length };
}

/** The periodic pass of each API process; the day's row decides which one compares. */
export function startSeatReconciliation(options: {
  db: Database;
  stripe: Stripe;
  log: ReconciliationLog;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  const { intervalMs = SEAT_RECONCILIATION_INTERVAL_MS, ...pass } = options;
  return startPeriodicPass({
    intervalMs,
    log: options.log,
    failure: 'seat reconciliation pass failed',
    runAtStart: true,
    pass: () => reconcileSeatsOnce(pass),
  });
}
