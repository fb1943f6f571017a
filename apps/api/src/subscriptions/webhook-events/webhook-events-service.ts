import { nextRetrySeconds } from '@app/billing-rules';
import type Stripe from 'stripe';
import { recordStripeEventApplied } from '../../audit/index.js';
import { recordInvoiceNotices } from '../../billing/event-notices.js';
import { adoptCardThatPaid } from '../../billing/subscription-cards.js';
import type { Database } from '../../db/database.js';
import type { Payments } from '../../payments/payments.js';
import { restoreCardBeforeChange } from '../changes/stripe-changes.js';
import { syncSubscription } from '../sync/stripe-sync-service.js';
import {
  claimDueEvents,
  markApplied,
  markFailed,
  markIgnored,
  type StoredEvent,
  storeEvent,
} from './webhook-events-repository.js';

/** What the event processing needs of a logger; Fastify's (pino) fits. */
export interface EventLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WebhookEventsContext {
  db: Database;
  payments: Payments;
  log: EventLog;
}

/** An event being applied is hidden from other appliers this long (a sync takes seconds). */
const CLAIM_SECONDS = 5 * 60;
const ERROR_MAX_LENGTH = 500;

/** The subscription an event is about, for the events that change what we store. */
export function subscriptionOfEvent(event: { data?: { object?: unknown } | null }): string | null {
  const object = event.data?.object as { object?: string; id?: string } | undefined;
  if (!object || typeof object !== 'object') return null;
  if (object.object === 'subscription') return object.id ?? null;
  if (object.object === 'invoice') {
    const reference = (object as Stripe.Invoice).parent?.subscription_details?.subscription;
    if (!reference) return null;
    return typeof reference === 'string' ? reference : reference.id;
  }
  if (object.object === 'subscription_schedule') {
    const schedule = object as Stripe.SubscriptionSchedule;
    const reference = schedule.subscription ?? schedule.released_subscription;
    if (!reference) return null;
    return typeof reference === 'string' ? reference : reference.id;
  }
  return null;
}

/**
 * A verified event from Stripe: kept first (a duplicate stops here), then applied at once. Applying
 * may fail (Stripe unreachable while re-reading, our own data in the way): the event is kept with
 * the reason and retried by the worker, and Stripe is answered 2xx all the same, since the event
 * is ours now. Only storing it can fail the request (the database away: a 503 Stripe retries).
 */
export async function receiveEvent(context: WebhookEventsContext, event: Stripe.Event): Promise<void> {
  const stored = await storeEvent(context.db, { id: event.id, type: event.type, payload: event });
  if (!stored) return;
  const object = (event as { data?: { object?: unknown } | null }).data?.object;
  if (!object || typeof object !== 'object') {
    await markIgnored(context.db, event.id, 'no data object');
    context.log.warn({ event: event.id, type: event.type }, 'stripe event without data ignored');
    return;
  }
  await applyDueEvents(context, { id: event.id });
}

/** Applies the due events (all, or the one named), each recorded as applied or failed. */
export async function applyDueEvents(
  context: WebhookEventsContext,
  options: { id?: string; limit?: number } = {},
): Promise<{ applied: number; failed: number }> {
  const result = { applied: 0, failed: 0 };
  const events = await claimDueEvents(context.db, {
    ...(options.id ? { id: options.id } : {}),
    limit: options.limit ?? 10,
    claimSeconds: CLAIM_SECONDS,
  });
  for (const event of events) {
    if (await applyOne(context, event)) result.applied += 1;
    else result.failed += 1;
  }
  return result;
}

async function applyOne(context: WebhookEventsContext, event: StoredEvent): Promise<boolean> {
  try {
    const payload = event.payload as Stripe.Event;
    const outcome = await applyEvent(context, payload);
    const subscriptionId = subscriptionOfEvent(payload);
    // docs/audit-log.md#kinds: an event applied to a subscription of ours is recorded with it.
    await context.db.transaction(async (tx) => {
      await markApplied(tx, event.id, outcome);
      if (outcome === 'applied' && subscriptionId) await recordStripeEventApplied(tx, event, subscriptionId);
    });
    return true;
  } catch (error) {
    const attempts = event.attempts + 1;
    // Tried for about a day (docs/limits.md#mail-given-up), then given up and logged as an error.
    const retryInSeconds = nextRetrySeconds(attempts);
    const givenUp = retryInSeconds === null;
    const reason = error instanceof Error ? error.message : String(error);
    await markFailed(context.db, event.id, {
      attempts,
      error: reason.slice(0, ERROR_MAX_LENGTH),
      retryInSeconds,
    });
    const details = { event: event.id, type: event.type, attempts, reason };
    if (givenUp) context.log.error(details, 'stripe event given up');
    else context.log.warn(details, 'stripe event not applied; it will be retried');
    return false;
  }
}

/** Re-reads the subscription the event is about and writes it (the order of events is irrelevant). */
async function applyEvent(context: WebhookEventsContext, event: Stripe.Event): Promise<string> {
  const subscriptionId = subscriptionOfEvent(event);
  if (!subscriptionId) return 'nothing to apply';
  const { stripe } = context.payments;
  // A paid change given up unpaid: the subscription's card is again the one before it.
  if (event.type === 'customer.subscription.pending_update_expired') {
    await restoreCardBeforeChange(stripe, subscriptionId);
  }
  // A renewal paid with a new card (docs/subscriptions-and-money.md#payment-problem, "Pay now"):
  // that card pays the next renewals too.
  if (event.type === 'invoice.paid') await adoptCardThatPaid(stripe, event.data.object as Stripe.Invoice);
  const synced = await syncSubscription(context.db, stripe, subscriptionId, context.log);
  if (!synced) return 'not ours';
  await recordInvoiceNotices(context.db, event, subscriptionId);
  return 'applied';
}
