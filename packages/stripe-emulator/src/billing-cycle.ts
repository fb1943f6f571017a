import type Stripe from 'stripe';
import type { EmulatorContext } from './context.js';
import { retryTimes, runRetries } from './dunning.js';
import { attemptPayment, finalize, voidInvoice } from './resources/invoice-collection.js';
import { createRenewalDraft } from './resources/invoice-drafts.js';
import { upcomingInvoice } from './resources/invoice-preview.js';
import { expiredPendingInvoices, pendingUpdateExpiries } from './resources/pending-updates.js';
import { endSubscription } from './resources/subscription-cancellation.js';
import { periodAfter } from './resources/subscription-items.js';
import { advanceSchedule } from './resources/subscription-schedules.js';
import { currentPeriod, subscriptionView } from './resources/subscriptions.js';

/**
 * Everything Stripe Billing does as time passes, run whenever the emulator's clock is read for a
 * request or moved by the control API:
 * - a subscription whose first invoice is unpaid after 23 hours becomes incomplete_expired;
 * - at a period end, a subscription set to cancel ends; otherwise the next phase of its schedule
 *   applies, if any, and it renews: its items move to the next period and a draft renewal invoice
 *   is created (with pending prorations);
 * - a pending update unpaid at its expiry is discarded and its invoice voided;
 * - an hour later the draft is finalized and charged (charge_automatically) or sent (send_invoice);
 * - a sent invoice past its due date makes its subscription past_due;
 * - an unpaid renewal is retried, then given up (dunning.ts);
 * - `invoice.upcoming` announces a renewal the set number of days before it.
 * https://docs.stripe.com/billing/subscriptions/overview#subscription-lifecycle
 */
const INCOMPLETE_EXPIRY_SECONDS = 23 * 3600;

function isLive(subscription: Stripe.Subscription): boolean {
  return ['active', 'past_due', 'trialing', 'unpaid'].includes(subscription.status);
}

function expireIncomplete(ctx: EmulatorContext, subscription: Stripe.Subscription): void {
  subscription.status = 'incomplete_expired';
  subscription.ended_at = ctx.now();
  const invoice =
    typeof subscription.latest_invoice === 'string'
      ? ctx.store.invoices.get(subscription.latest_invoice)
      : undefined;
  if (invoice?.status === 'open') voidInvoice(ctx, invoice);
  ctx.emit('customer.subscription.updated', subscriptionView(ctx, subscription), { status: 'incomplete' });
}

function renew(
  ctx: EmulatorContext,
  subscription: Stripe.Subscription,
  before = subscriptionView(ctx, subscription),
): void {
  const period = currentPeriod(subscription);
  const recurring = subscription.items.data[0]?.price.recurring;
  if (!recurring) return;
  const next = periodAfter(subscription, recurring, period);
  for (const item of subscription.items.data) {
    item.current_period_start = next.start;
    item.current_period_end = next.end;
  }
  const customer = ctx.store.customers.get(subscription.customer as string);
  if (!customer) return;
  const invoice = createRenewalDraft(ctx, {
    customer,
    subscription,
    period,
    next,
    includePendingItems: true,
  });
  subscription.latest_invoice = invoice.id;
  ctx.emit('customer.subscription.updated', subscriptionView(ctx, subscription), {
    items: before.items,
    latest_invoice: before.latest_invoice,
  });
}

function finalizeAndCollect(ctx: EmulatorContext, invoice: Stripe.Invoice): void {
  finalize(ctx, invoice);
  if (invoice.status === 'open' && invoice.collection_method === 'charge_automatically') {
    attemptPayment(ctx, invoice, 'billing');
  }
}

function markOverdue(ctx: EmulatorContext, invoice: Stripe.Invoice): void {
  ctx.store.overdueInvoices.add(invoice.id);
  ctx.emit('invoice.overdue', structuredClone(invoice));
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  const subscription =
    typeof subscriptionId === 'string' ? ctx.store.subscriptions.get(subscriptionId) : undefined;
  if (subscription?.status === 'active') {
    subscription.status = 'past_due';
    ctx.emit('customer.subscription.updated', subscriptionView(ctx, subscription), { status: 'active' });
  }
}

const DAY = 86_400;

/**
 * When a renewal is announced (https://docs.stripe.com/api/events/types#event_types-invoice.upcoming):
 * for a subscription charged automatically that will renew (not set to end), the set number of
 * days before its period ends, if the period is longer than that.
 */
function upcomingAt(ctx: EmulatorContext, subscription: Stripe.Subscription): number | null {
  if (!isLive(subscription) || subscription.collection_method !== 'charge_automatically') return null;
  const period = currentPeriod(subscription);
  if (subscription.cancel_at !== null && subscription.cancel_at <= period.end) return null;
  if (ctx.store.upcomingAnnounced.has(`${subscription.id}:${period.end}`)) return null;
  const at = period.end - ctx.billingSettings.upcomingRenewalDays * DAY;
  return at > period.start ? at : null;
}

/** The renewal's invoice as Stripe previews it, sent without an id (the invoice does not exist yet). */
function announceRenewal(ctx: EmulatorContext, subscription: Stripe.Subscription): void {
  const { end } = currentPeriod(subscription);
  ctx.store.upcomingAnnounced.add(`${subscription.id}:${end}`);
  const { id: _none, ...preview } = upcomingInvoice(ctx, subscription);
  ctx.emit('invoice.upcoming', preview);
}

/** Runs everything due at the clock's current time. */
export function runBilling(ctx: EmulatorContext): void {
  const now = ctx.now();
  for (const subscription of ctx.store.subscriptions.values()) {
    const at = upcomingAt(ctx, subscription);
    if (at !== null && at <= now && now < currentPeriod(subscription).end) announceRenewal(ctx, subscription);
  }
  for (const subscription of ctx.store.subscriptions.values()) {
    if (subscription.status === 'incomplete' && subscription.created + INCOMPLETE_EXPIRY_SECONDS <= now) {
      expireIncomplete(ctx, subscription);
      continue;
    }
    // Bounded: a clock moved years ahead renews period by period, not forever.
    for (let guard = 0; guard < 1000 && isLive(subscription); guard++) {
      const { end } = currentPeriod(subscription);
      if (subscription.cancel_at !== null && subscription.cancel_at <= Math.min(end, now)) {
        endSubscription(ctx, subscription, subscription.cancel_at);
        break;
      }
      if (end > now) break;
      const before = subscriptionView(ctx, subscription);
      advanceSchedule(ctx, subscription, end);
      renew(ctx, subscription, before);
    }
  }
  // A pending update not paid in time is discarded with its invoice.
  for (const id of expiredPendingInvoices(ctx)) {
    const invoice = ctx.store.invoices.get(id);
    if (invoice?.status === 'open') voidInvoice(ctx, invoice, 'expired');
  }
  for (const invoice of ctx.store.invoices.values()) {
    if (
      invoice.status === 'draft' &&
      invoice.auto_advance &&
      (invoice.automatically_finalizes_at ?? Infinity) <= now
    ) {
      finalizeAndCollect(ctx, invoice);
    }
    if (
      invoice.status === 'open' &&
      invoice.due_date !== null &&
      invoice.due_date < now &&
      !ctx.store.overdueInvoices.has(invoice.id)
    ) {
      markOverdue(ctx, invoice);
    }
  }
  runRetries(ctx);
}

/** The next moment (after now) at which runBilling would do something, or null. */
export function nextBillingTime(ctx: EmulatorContext): number | null {
  const now = ctx.now();
  const times: number[] = [];
  for (const subscription of ctx.store.subscriptions.values()) {
    if (subscription.status === 'incomplete') times.push(subscription.created + INCOMPLETE_EXPIRY_SECONDS);
    if (isLive(subscription)) {
      times.push(currentPeriod(subscription).end);
      if (subscription.cancel_at !== null) times.push(subscription.cancel_at);
    }
  }
  for (const invoice of ctx.store.invoices.values()) {
    if (invoice.status === 'draft' && invoice.auto_advance && invoice.automatically_finalizes_at !== null) {
      times.push(invoice.automatically_finalizes_at);
    }
    if (
      invoice.status === 'open' &&
      invoice.due_date !== null &&
      !ctx.store.overdueInvoices.has(invoice.id)
    ) {
      times.push(invoice.due_date + 1);
    }
  }
  times.push(...pendingUpdateExpiries(ctx));
  times.push(...retryTimes(ctx));
  for (const subscription of ctx.store.subscriptions.values()) {
    const at = upcomingAt(ctx, subscription);
    if (at !== null) times.push(at);
  }
  const future = times.filter((time) => time > now);
  return future.length > 0 ? Math.min(...future) : null;
}

/**
 * Moves the clock to `target`, stopping at each moment something falls due so that objects carry
 * the times they would have had (a renewal invoice is dated at its period end, not at `target`).
 */
export function advanceClockTo(ctx: EmulatorContext, target: number): void {
  runBilling(ctx);
  for (let guard = 0; guard < 10_000; guard++) {
    const next = nextBillingTime(ctx);
    if (next === null || next > target) break;
    ctx.clock.advanceTo(next);
    runBilling(ctx);
  }
  ctx.clock.advanceTo(target);
  runBilling(ctx);
}

/**
 * The moment a renewal has been invoiced and charged: the earliest period end among live
 * subscriptions (or the one given), plus the hour Stripe leaves a renewal draft open.
 */
export function nextRenewalChargeTime(ctx: EmulatorContext, subscriptionId?: string): number | null {
  const ends = ctx.store.subscriptions
    .values()
    .filter((subscription) => isLive(subscription))
    .filter((subscription) => subscriptionId === undefined || subscription.id === subscriptionId)
    .map((subscription) => currentPeriod(subscription).end);
  return ends.length > 0 ? Math.min(...ends) + 3600 : null;
}
