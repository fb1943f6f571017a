import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { invoicePaymentIntent } from '../sync/stripe-state.js';

/**
 * The Stripe side of changing a running subscription. A call that must not happen twice carries an
 * idempotency key made of what identifies the attempt (the subscription's latest invoice before it
 * included), so a request repeated after a lost answer does the work once, and a new attempt does
 * it anew; one that may safely repeat gets a fresh key, so a replay never hides a later change.
 */

/** Where the card a paid change replaced is kept until the change is paid or given up. */
const CARD_BEFORE_CHANGE = 'cardBeforeChange';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** What a change that adds value came to. */
export type PaidChangeOutcome =
  | { readonly outcome: 'paid' }
  | { readonly outcome: 'requires_action'; readonly clientSecret: string }
  | { readonly outcome: 'declined' };

export interface PaidChange {
  subscriptionId: string;
  price: string;
  quantity: number;
  /** The preview's proration date, so the charge is the amount shown; now without one. */
  prorationDate: number | null;
  /** The card to pay with, which becomes the subscription's; null: the subscription's own card. */
  paymentMethod: string | null;
}

/**
 * Before a new change: a change still waiting for its payment is given up with its invoice, and
 * a decrease waiting for the period's end is dropped with its schedule (the new choice replaces
 * both); a cancellation at the period's end is withdrawn, since ordering means staying.
 */
export async function clearPendingWork(stripe: Stripe, subscription: Stripe.Subscription): Promise<void> {
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  if (subscription.pending_update && invoice?.id && invoice.status === 'open') {
    await stripe.invoices.voidInvoice(invoice.id, {}, { idempotencyKey: `void:${invoice.id}` });
  }
  const schedule = idOf(subscription.schedule);
  if (schedule) {
    await stripe.subscriptionSchedules.release(schedule, {}, { idempotencyKey: `release:${schedule}` });
  }
  if (subscription.cancel_at_period_end || subscription.cancel_at) {
    await stripe.subscriptions.update(
      subscription.id,
      { cancel_at_period_end: false },
      // Withdrawing a cancellation twice is harmless; a fixed key would replay a stale answer.
      { idempotencyKey: randomUUID() },
    );
  }
}

export async function retrieveForChange(
  stripe: Stripe,
  subscriptionId: string,
): Promise<Stripe.Subscription> {
  return stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
}

/**
 * A change that adds value, paid when it is made: the prorated difference is invoiced at once
 * (`always_invoice`) and the change applies only once that invoice is paid
 * (`pending_if_incomplete`, https://docs.stripe.com/billing/subscriptions/pending-updates). A new
 * card is made the subscription's first, since a pending update takes no payment method; a
 * declined payment gives the change up with its invoice and puts the previous card back.
 */
export async function makePaidChange(stripe: Stripe, change: PaidChange): Promise<PaidChangeOutcome> {
  const current = await retrieveForChange(stripe, change.subscriptionId);
  await clearPendingWork(stripe, current);
  const attempt = idOf(current.latest_invoice) ?? 'first';
  const item = current.items.data[0];
  if (!item) throw new Error(`subscription ${current.id} has no item`);
  const previousCard = idOf(current.default_payment_method);
  const newCard = change.paymentMethod !== null && change.paymentMethod !== previousCard;
  if (newCard) {
    await stripe.subscriptions.update(
      current.id,
      {
        default_payment_method: change.paymentMethod as string,
        metadata: { [CARD_BEFORE_CHANGE]: previousCard ?? '' },
      },
      { idempotencyKey: `card:${current.id}:${attempt}:${change.paymentMethod}` },
    );
  }
  const updated = await stripe.subscriptions.update(
    current.id,
    {
      items: [{ id: item.id, price: change.price, quantity: change.quantity }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      ...(change.prorationDate === null ? {} : { proration_date: change.prorationDate }),
      expand: ['latest_invoice.payments'],
    },
    { idempotencyKey: `change:${current.id}:${attempt}:${change.price}:${change.quantity}` },
  );
  if (!updated.pending_update) return { outcome: 'paid' };
  const intent = await invoicePaymentIntent(stripe, updated.latest_invoice);
  if (intent?.status === 'requires_action' && intent.client_secret) {
    return { outcome: 'requires_action', clientSecret: intent.client_secret };
  }
  const invoice = idOf(updated.latest_invoice);
  if (invoice) await stripe.invoices.voidInvoice(invoice, {}, { idempotencyKey: `void:${invoice}` });
  if (newCard) await restoreCardBeforeChange(stripe, current.id);
  return { outcome: 'declined' };
}

/**
 * A paid change given up (declined, or its pending update expired unpaid): the subscription pays
 * with the card it had before, not with the one that failed.
 */
export async function restoreCardBeforeChange(stripe: Stripe, subscriptionId: string): Promise<void> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const previous = subscription.metadata[CARD_BEFORE_CHANGE];
  if (previous === undefined || subscription.pending_update) return;
  await stripe.subscriptions.update(
    subscriptionId,
    { default_payment_method: previous, metadata: { [CARD_BEFORE_CHANGE]: '' } },
    { idempotencyKey: `card-back:${subscriptionId}:${idOf(subscription.latest_invoice) ?? 'none'}` },
  );
}

/**
 * A change that lowers something, at the period's end: a subscription schedule whose current
 * phase ends there and whose next phase has the new price and seats
 * (https://docs.stripe.com/billing/subscriptions/subscription-schedules). Nothing is charged now;
 * the renewal then bills the new plan. Answers when it takes effect.
 */
export async function scheduleAtPeriodEnd(
  stripe: Stripe,
  subscriptionId: string,
  next: { price: string; quantity: number; interval: 'month' | 'year' },
): Promise<Date> {
  const current = await retrieveForChange(stripe, subscriptionId);
  await clearPendingWork(stripe, current);
  const item = current.items.data[0];
  if (!item) throw new Error(`subscription ${current.id} has no item`);
  const schedule = await stripe.subscriptionSchedules.create(
    { from_subscription: current.id },
    // A schedule left by an attempt whose answer was lost has just been released: this is a new one.
    { idempotencyKey: randomUUID() },
  );
  const phase = schedule.phases[0];
  await stripe.subscriptionSchedules.update(
    schedule.id,
    {
      end_behavior: 'release',
      phases: [
        {
          items: [{ price: item.price.id, quantity: item.quantity ?? 1 }],
          start_date: phase?.start_date ?? item.current_period_start,
          end_date: item.current_period_end,
        },
        {
          items: [{ price: next.price, quantity: next.quantity }],
          start_date: item.current_period_end,
          duration: { interval: next.interval, interval_count: 1 },
        },
      ],
    },
    { idempotencyKey: `phases:${schedule.id}:${next.price}:${next.quantity}` },
  );
  return new Date(item.current_period_end * 1000);
}

/** A decrease withdrawn (the same seats ordered again): the schedule goes, the plan stays. */
export async function dropScheduledChange(stripe: Stripe, subscriptionId: string): Promise<void> {
  const current = await retrieveForChange(stripe, subscriptionId);
  const schedule = idOf(current.schedule);
  if (schedule) {
    await stripe.subscriptionSchedules.release(schedule, {}, { idempotencyKey: `release:${schedule}` });
  }
}
