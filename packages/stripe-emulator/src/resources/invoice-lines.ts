// An invoice's lines: one per subscription item billed, one per pending invoice item collected.
import type Stripe from 'stripe';
import { formatAmount } from '../billing-periods.js';
import type { EmulatorContext } from '../context.js';
import { decimalString } from '../decimal-string.js';
import { newId } from '../ids.js';

export interface SubscriptionLine {
  item: Stripe.SubscriptionItem;
  period: { start: number; end: number };
}

export function subscriptionLine(
  ctx: EmulatorContext,
  invoiceId: string,
  subscriptionId: string,
  line: SubscriptionLine,
): Stripe.InvoiceLineItem {
  const { item, period } = line;
  const price = item.price;
  const quantity = item.quantity ?? 1;
  const amount = (price.unit_amount ?? 0) * quantity;
  const product = ctx.store.products.get(price.product as string)?.name ?? 'Subscription';
  const interval = price.recurring?.interval ?? 'month';
  return {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: price.currency,
    description: `${quantity} × ${product} (at ${formatAmount(price.unit_amount ?? 0, price.currency)} / ${interval})`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscriptionId,
        subscription_item: item.id,
      },
      type: 'subscription_item_details',
    },
    period,
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: price.id, product: price.product as string },
      type: 'price_details',
      unit_amount_decimal: price.unit_amount_decimal,
    },
    quantity,
    quantity_decimal: decimalString(quantity),
    subscription: subscriptionId,
    subtotal: amount,
    taxes: [],
  };
}

export function invoiceItemLine(invoiceId: string, item: Stripe.InvoiceItem): Stripe.InvoiceLineItem {
  const subscription = item.parent?.subscription_details?.subscription;
  const subscriptionId = (subscription as string | undefined) ?? null;
  return {
    id: newId('il'),
    object: 'line_item',
    amount: item.amount,
    currency: item.currency,
    description: item.description,
    discount_amounts: [],
    discountable: item.discountable,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: item.metadata ?? {},
    parent: {
      invoice_item_details: {
        invoice_item: item.id,
        proration: item.proration,
        proration_details: { credited_items: null },
        subscription: subscriptionId,
      },
      subscription_item_details: null,
      type: 'invoice_item_details',
    },
    period: item.period,
    pretax_credit_amounts: [],
    pricing: item.pricing,
    quantity: item.quantity,
    quantity_decimal: decimalString(item.quantity),
    subscription: subscriptionId,
    subtotal: item.amount,
    taxes: [],
  };
}
