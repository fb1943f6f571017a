import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { invalidRequest } from '../errors.js';
import type { Params } from '../params.js';
import { subscriptionSnapshot } from './subscription-view.js';

/**
 * Pending updates (`payment_behavior=pending_if_incomplete`): an update that bills now changes the
 * subscription only once its invoice is paid. Until then the subscription goes on as before, with
 * the change in `pending_update`; paid, the change applies; voided or expired (23 hours at most,
 * never past the period's end), it is discarded.
 * https://docs.stripe.com/billing/subscriptions/pending-updates,
 * https://docs.stripe.com/billing/subscriptions/pending-updates-reference
 */
const PENDING_UPDATE_MAX_SECONDS = 23 * 3600;

/**
 * The only parameters a pending update takes (the reference's list, plus cancel_at_period_end
 * since 2026-09-30.endive); anything else is refused rather than applied without payment.
 */
const PENDING_UPDATE_PARAMS = [
  'expand',
  'payment_behavior',
  'proration_behavior',
  'proration_date',
  'billing_cycle_anchor',
  'items',
  'trial_end',
  'trial_from_plan',
  'add_invoice_items',
  'cancel_at_period_end',
];

export function assertPendingUpdateParams(params: Params, subscription: Stripe.Subscription): void {
  for (const key of Object.keys(params.raw)) {
    if (PENDING_UPDATE_PARAMS.includes(key)) continue;
    throw invalidRequest(
      `When \`payment_behavior\` is \`pending_if_incomplete\`, you can only pass the parameters supported by pending updates: ${PENDING_UPDATE_PARAMS.join(', ')}.`,
      key,
    );
  }
  if (subscription.collection_method === 'send_invoice') {
    throw invalidRequest(
      'Pending updates are not supported on subscriptions with `collection_method=send_invoice`.',
      'payment_behavior',
    );
  }
}

/** What the subscription was before an update, to go back to while its invoice is unpaid. */
export interface SubscriptionState {
  items: Stripe.SubscriptionItem[];
  billingCycleAnchor: number;
}

export function stateOf(subscription: Stripe.Subscription): SubscriptionState {
  return {
    items: structuredClone(subscription.items.data),
    billingCycleAnchor: subscription.billing_cycle_anchor,
  };
}

/**
 * Sets the change aside until `invoice` is paid and puts the subscription back as it was. Done
 * before the payment is attempted, so a payment that succeeds at once applies it straight away
 * (and one that fails leaves the subscription in good standing, not past_due).
 */
export function holdUntilPaid(
  ctx: EmulatorContext,
  subscription: Stripe.Subscription,
  before: SubscriptionState,
  invoice: Stripe.Invoice,
): void {
  ctx.store.pendingChanges.set(subscription.id, {
    invoiceId: invoice.id,
    items: structuredClone(subscription.items.data),
    billingCycleAnchor: subscription.billing_cycle_anchor,
  });
  subscription.items.data = structuredClone(before.items);
  subscription.billing_cycle_anchor = before.billingCycleAnchor;
}

/** After the payment attempt: a change still waiting shows in `pending_update`. */
export function showIfStillPending(ctx: EmulatorContext, subscription: Stripe.Subscription): void {
  const change = ctx.store.pendingChanges.get(subscription.id);
  if (!change) return;
  const periodEnd = subscription.items.data[0]?.current_period_end ?? ctx.now();
  subscription.pending_update = {
    billing_cycle_anchor:
      change.billingCycleAnchor === subscription.billing_cycle_anchor ? null : change.billingCycleAnchor,
    cancel_at_period_end: null,
    discount: null,
    discounts: null,
    expires_at: Math.min(ctx.now() + PENDING_UPDATE_MAX_SECONDS, periodEnd),
    metadata: null,
    subscription_items: structuredClone(change.items),
    trial_end: null,
    trial_from_plan: null,
  };
}

export function isPendingUpdateInvoice(ctx: EmulatorContext, invoice: Stripe.Invoice): boolean {
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  if (typeof subscriptionId !== 'string') return false;
  return ctx.store.pendingChanges.get(subscriptionId)?.invoiceId === invoice.id;
}

function subscriptionOf(ctx: EmulatorContext, invoice: Stripe.Invoice): Stripe.Subscription | undefined {
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  return typeof subscriptionId === 'string' ? ctx.store.subscriptions.get(subscriptionId) : undefined;
}

/** The invoice of a pending update was paid: the change applies now. */
export function applyPendingChange(ctx: EmulatorContext, invoice: Stripe.Invoice): void {
  const subscription = subscriptionOf(ctx, invoice);
  if (!subscription || !isPendingUpdateInvoice(ctx, invoice)) return;
  const change = ctx.store.pendingChanges.get(subscription.id);
  if (!change) return;
  ctx.store.pendingChanges.delete(subscription.id);
  const shown = subscription.pending_update !== null;
  const before = subscriptionSnapshot(ctx, subscription);
  subscription.items.data = structuredClone(change.items);
  subscription.billing_cycle_anchor = change.billingCycleAnchor;
  subscription.pending_update = null;
  // Paid at once, the update never showed as pending: its own customer.subscription.updated says it all.
  if (!shown) return;
  const after = subscriptionSnapshot(ctx, subscription);
  ctx.emit('customer.subscription.pending_update_applied', after, {
    items: before.items,
    pending_update: before.pending_update,
  });
  ctx.emit('customer.subscription.updated', after, {
    items: before.items,
    billing_cycle_anchor: before.billing_cycle_anchor,
    pending_update: before.pending_update,
  });
}

/** The invoice of a pending update was voided (by hand, or on expiry): the change is discarded. */
export function discardPendingChange(
  ctx: EmulatorContext,
  invoice: Stripe.Invoice,
  reason: 'voided' | 'expired',
): void {
  const subscription = subscriptionOf(ctx, invoice);
  if (!subscription || !isPendingUpdateInvoice(ctx, invoice)) return;
  ctx.store.pendingChanges.delete(subscription.id);
  const before = subscription.pending_update;
  subscription.pending_update = null;
  if (!before) return;
  const type =
    reason === 'expired' ? 'customer.subscription.pending_update_expired' : 'customer.subscription.updated';
  ctx.emit(type, subscriptionSnapshot(ctx, subscription), { pending_update: before });
}

/** Pending updates whose time is up; billing voids their invoices (which discards them). */
export function expiredPendingInvoices(ctx: EmulatorContext): string[] {
  const now = ctx.now();
  const invoices: string[] = [];
  for (const [subscriptionId, change] of ctx.store.pendingChanges) {
    const expiresAt = ctx.store.subscriptions.get(subscriptionId)?.pending_update?.expires_at;
    if (expiresAt !== undefined && expiresAt <= now) invoices.push(change.invoiceId);
  }
  return invoices;
}

/** The moments pending updates expire, for the clock to stop at. */
export function pendingUpdateExpiries(ctx: EmulatorContext): number[] {
  return [...ctx.store.pendingChanges.keys()]
    .map((id) => ctx.store.subscriptions.get(id)?.pending_update?.expires_at)
    .filter((time): time is number => time !== undefined);
}
