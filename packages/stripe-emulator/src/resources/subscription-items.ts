import type Stripe from 'stripe';
import { addIntervals, nextPeriodEnd, shortDate } from '../billing-periods.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, missingParam, resourceMissing } from '../errors.js';
import { newId } from '../ids.js';
import type { Params } from '../params.js';
import { createDraftInvoice } from './invoice-drafts.js';
import { insertInvoiceItem } from './invoice-items.js';
import { findPrice, planOf } from './prices.js';

/** The period every item shares (this emulator bills all items of a subscription together). */
export function currentPeriod(subscription: Stripe.Subscription): { start: number; end: number } {
  const item = subscription.items.data[0];
  return { start: item?.current_period_start ?? subscription.start_date, end: item?.current_period_end ?? 0 };
}

/** The period after `period`, on the subscription's billing cycle anchor. */
export function periodAfter(
  subscription: Stripe.Subscription,
  recurring: Stripe.Price.Recurring,
  period: { start: number; end: number },
): { start: number; end: number } {
  return {
    start: period.end,
    end: nextPeriodEnd(
      subscription.billing_cycle_anchor,
      recurring.interval,
      recurring.interval_count,
      period.end,
    ),
  };
}

export function recurringPrice(ctx: EmulatorContext, id: string, param: string): Stripe.Price {
  const price = findPrice(ctx, id, param);
  if (!price.recurring) {
    throw invalidRequest(
      'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
      param,
    );
  }
  if (!price.active) {
    throw invalidRequest('The price specified is inactive. This field only accepts active prices.', param);
  }
  return price;
}

export function readQuantity(item: Params, index: number): number | undefined {
  const quantity = item.int('quantity');
  if (quantity !== undefined && quantity < 0) {
    throw invalidRequest(
      'Invalid integer: quantity must be greater than or equal to 0',
      `items[${index}][quantity]`,
      'parameter_invalid_integer',
    );
  }
  return quantity;
}

export function newItem(
  ctx: EmulatorContext,
  subscriptionId: string,
  price: Stripe.Price,
  quantity: number,
  period: { start: number; end: number },
  metadata: Record<string, string>,
): Stripe.SubscriptionItem {
  return {
    id: newId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: ctx.now(),
    current_period_end: period.end,
    current_period_start: period.start,
    current_trial: null,
    discounts: [],
    metadata,
    plan: planOf(price),
    price: structuredClone(price),
    quantity,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

export function assertSameCadence(items: Stripe.SubscriptionItem[]): void {
  const [first, ...rest] = items;
  for (const item of rest) {
    const field =
      item.price.currency !== first?.price.currency
        ? 'currency'
        : item.price.recurring?.interval !== first?.price.recurring?.interval ||
            item.price.recurring?.interval_count !== first?.price.recurring?.interval_count
          ? 'interval'
          : null;
    if (field) {
      throw invalidRequest(
        `Currency and interval fields must match across all plans on this subscription. Found mismatch in ${field} field.`,
        'items',
      );
    }
  }
}

function productName(ctx: EmulatorContext, price: Stripe.Price): string {
  return ctx.store.products.get(price.product as string)?.name ?? price.nickname ?? 'Subscription';
}

export interface ItemChange {
  item: Stripe.SubscriptionItem;
  before: { price: Stripe.Price; quantity: number } | null;
  after: { price: Stripe.Price; quantity: number } | null;
}

/**
 * Prorations as Stripe makes them: a credit for the unused time at the old price and quantity, a
 * charge for the remaining time at the new ones, both from the proration date to the period end,
 * as pending invoice items the next invoice collects.
 * https://docs.stripe.com/billing/subscriptions/prorations
 */
export function createProrations(
  ctx: EmulatorContext,
  subscription: Stripe.Subscription,
  changes: ItemChange[],
  prorationDate: number,
): void {
  const customerId = subscription.customer as string;
  for (const { item, before, after } of changes) {
    const start = item.current_period_start;
    const end = item.current_period_end;
    const at = Math.min(Math.max(prorationDate, start), end);
    const fraction = end > start ? (end - at) / (end - start) : 0;
    if (fraction <= 0) continue;
    const period = { start: at, end };
    const common = { customer: customerId, period, subscription: subscription.id, subscriptionItem: item.id };
    if (before && before.quantity > 0) {
      insertInvoiceItem(ctx, {
        ...common,
        amount: -Math.round((before.price.unit_amount ?? 0) * before.quantity * fraction),
        currency: before.price.currency,
        description: `Unused time on ${before.quantity} × ${productName(ctx, before.price)} after ${shortDate(at)}`,
        quantity: before.quantity,
        price: before.price,
        proration: true,
      });
    }
    if (after && after.quantity > 0) {
      insertInvoiceItem(ctx, {
        ...common,
        amount: Math.round((after.price.unit_amount ?? 0) * after.quantity * fraction),
        currency: after.price.currency,
        description: `Remaining time on ${after.quantity} × ${productName(ctx, after.price)} after ${shortDate(at)}`,
        quantity: after.quantity,
        price: after.price,
        proration: true,
      });
    }
  }
}

export function applyItemChanges(
  ctx: EmulatorContext,
  subscription: Stripe.Subscription,
  itemParams: Params[],
): ItemChange[] {
  const changes: ItemChange[] = [];
  const period = currentPeriod(subscription);
  itemParams.forEach((itemParam, index) => {
    itemParam.allow(
      'id',
      'price',
      'quantity',
      'deleted',
      'metadata',
      'clear_usage',
      'discounts',
      'tax_rates',
    );
    const id = itemParam.string('id');
    const priceId = itemParam.string('price');
    const quantity = readQuantity(itemParam, index);
    if (id) {
      const item = subscription.items.data.find((candidate) => candidate.id === id);
      if (!item) throw resourceMissing('subscription_item', id, `items[${index}][id]`);
      const before = { price: item.price, quantity: item.quantity ?? 1 };
      if (itemParam.bool('deleted')) {
        subscription.items.data = subscription.items.data.filter((candidate) => candidate.id !== id);
        changes.push({ item, before, after: null });
        return;
      }
      const price = priceId ? recurringPrice(ctx, priceId, `items[${index}][price]`) : item.price;
      const after = { price, quantity: quantity ?? item.quantity ?? 1 };
      const metadata = itemParam.metadata(item.metadata);
      if (metadata) item.metadata = metadata;
      if (after.price.id === before.price.id && after.quantity === before.quantity) return;
      item.price = structuredClone(price);
      item.plan = planOf(price);
      item.quantity = after.quantity;
      changes.push({ item, before, after });
      return;
    }
    if (!priceId) throw missingParam(`items[${index}][price]`);
    const price = recurringPrice(ctx, priceId, `items[${index}][price]`);
    const item = newItem(ctx, subscription.id, price, quantity ?? 1, period, itemParam.metadata() ?? {});
    subscription.items.data.push(item);
    changes.push({ item, before: null, after: { price, quantity: quantity ?? 1 } });
  });
  if (subscription.items.data.length === 0) {
    throw invalidRequest('A subscription must have at least one active plan.', 'items');
  }
  assertSameCadence(subscription.items.data);
  return changes;
}

export type ProrationBehavior = 'create_prorations' | 'none' | 'always_invoice';

export interface ItemUpdate {
  changes: ItemChange[];
  /** A new billing interval restarts the period at the change and is invoiced at once. */
  intervalChanged: boolean;
  /** The invoice the update bills now (a draft, not yet finalized), if it bills now. */
  invoice: Stripe.Invoice | null;
}

function cadenceOf(subscription: Stripe.Subscription): string {
  const recurring = subscription.items.data[0]?.price.recurring;
  return `${recurring?.interval}/${recurring?.interval_count}`;
}

/**
 * Changes a subscription's items as an update does, with its prorations and the invoice it bills
 * now, if any: `always_invoice` bills the prorations at once; a change of billing interval resets
 * the billing cycle anchor to now and bills the new period at once, less the unused time of the old
 * one unless prorations are off (https://docs.stripe.com/billing/subscriptions/billing-cycle,
 * https://docs.stripe.com/billing/subscriptions/prorations). Runs on previews' sandboxes too.
 */
export function changeItems(
  ctx: EmulatorContext,
  subscription: Stripe.Subscription,
  customer: Stripe.Customer,
  itemParams: Params[],
  options: { prorationBehavior: ProrationBehavior; prorationDate: number },
): ItemUpdate {
  const cadence = cadenceOf(subscription);
  const changes = applyItemChanges(ctx, subscription, itemParams);
  const billable = ['active', 'past_due', 'trialing'].includes(subscription.status);
  const intervalChanged = changes.length > 0 && cadenceOf(subscription) !== cadence;
  if (changes.length === 0 || !billable) return { changes, intervalChanged, invoice: null };
  const now = ctx.now();
  const draft = (
    subscriptionLines: { item: Stripe.SubscriptionItem; period: { start: number; end: number } }[],
  ) =>
    createDraftInvoice(ctx, {
      customer,
      subscription,
      billingReason: 'subscription_update',
      collectionMethod: subscription.collection_method as 'charge_automatically' | 'send_invoice',
      daysUntilDue: subscription.days_until_due,
      subscriptionLines,
      includePendingItems: true,
      period: { start: now, end: now },
      autoAdvance: true,
    });
  if (intervalChanged) {
    if (options.prorationBehavior !== 'none') {
      const unused = changes.map((change) => ({ ...change, after: null }));
      createProrations(ctx, subscription, unused, options.prorationDate);
    }
    const recurring = subscription.items.data[0]?.price.recurring as Stripe.Price.Recurring;
    const period = { start: now, end: addIntervals(now, recurring.interval, recurring.interval_count, 1) };
    for (const item of subscription.items.data) {
      item.current_period_start = period.start;
      item.current_period_end = period.end;
    }
    subscription.billing_cycle_anchor = now;
    const invoice = draft(subscription.items.data.map((item) => ({ item, period })));
    return { changes, intervalChanged, invoice };
  }
  if (options.prorationBehavior !== 'none') {
    createProrations(ctx, subscription, changes, options.prorationDate);
  }
  const invoice = options.prorationBehavior === 'always_invoice' ? draft([]) : null;
  return { changes, intervalChanged, invoice };
}
