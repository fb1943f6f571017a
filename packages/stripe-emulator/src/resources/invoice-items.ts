import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { decimalString } from '../decimal-string.js';
import { missingParam } from '../errors.js';
import { newId } from '../ids.js';
import { newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import { findCustomer } from './customers.js';
import { findPrice } from './prices.js';

export function invoiceItemView(item: Stripe.InvoiceItem): Stripe.InvoiceItem {
  return structuredClone(item);
}

export interface NewInvoiceItem {
  customer: string;
  amount: number;
  currency: string;
  description: string;
  period: { start: number; end: number };
  quantity?: number;
  price?: Stripe.Price;
  subscription?: string;
  subscriptionItem?: string;
  proration?: boolean;
}

/** A pending line for the customer's next invoice (prorations are these, with proration=true). */
export function insertInvoiceItem(ctx: EmulatorContext, input: NewInvoiceItem): Stripe.InvoiceItem {
  const quantity = input.quantity ?? 1;
  const item: Stripe.InvoiceItem = {
    id: newId('ii'),
    object: 'invoiceitem',
    amount: input.amount,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    date: ctx.now(),
    description: input.description,
    discountable: !input.proration,
    discounts: [],
    invoice: null,
    livemode: false,
    metadata: {},
    net_amount: input.amount,
    parent: input.subscription
      ? {
          subscription_details: {
            subscription: input.subscription,
            ...(input.subscriptionItem ? { subscription_item: input.subscriptionItem } : {}),
          },
          type: 'subscription_details',
        }
      : null,
    period: input.period,
    pricing: input.price
      ? {
          price_details: {
            price: input.price.id,
            product: input.price.product as string,
          },
          type: 'price_details',
          unit_amount_decimal: input.price.unit_amount_decimal,
        }
      : { type: 'price_details', unit_amount_decimal: decimalString(Math.round(input.amount / quantity)) },
    proration: input.proration ?? false,
    quantity,
    quantity_decimal: decimalString(quantity),
    tax_rates: [],
    test_clock: null,
  };
  ctx.store.invoiceItems.set(item);
  ctx.emit('invoiceitem.created', invoiceItemView(item));
  return item;
}

export function subscriptionOfItem(item: Stripe.InvoiceItem): string | null {
  const subscription = item.parent?.subscription_details?.subscription;
  return (subscription as string | undefined) ?? null;
}

/** Items not yet on an invoice, for this customer (and, when given, this subscription only). */
export function pendingInvoiceItems(
  ctx: EmulatorContext,
  customerId: string,
  subscriptionId?: string,
): Stripe.InvoiceItem[] {
  return ctx.store.invoiceItems
    .values()
    .filter((item) => item.invoice === null && item.customer === customerId)
    .filter((item) => subscriptionId === undefined || subscriptionOfItem(item) === subscriptionId);
}

export function createInvoiceItem(ctx: EmulatorContext, params: Params): Stripe.InvoiceItem {
  params.allow(
    'amount',
    'currency',
    'customer',
    'description',
    'metadata',
    'period',
    'price',
    'pricing',
    'quantity',
  );
  const customer = findCustomer(ctx, params.requiredString('customer'));
  const quantity = params.int('quantity') ?? 1;
  const priceId = params.string('price') ?? params.object('pricing')?.string('price');
  const price = priceId ? findPrice(ctx, priceId) : undefined;
  const amount = price ? (price.unit_amount ?? 0) * quantity : params.int('amount');
  if (amount === undefined) throw missingParam('amount');
  const now = ctx.now();
  const item = insertInvoiceItem(ctx, {
    customer: customer.id,
    amount,
    currency: (price?.currency ?? params.requiredString('currency')).toLowerCase(),
    description: params.string('description') ?? 'Invoice item',
    period: { start: now, end: now },
    quantity,
    ...(price ? { price } : {}),
  });
  const metadata = params.metadata();
  if (metadata) item.metadata = metadata;
  return invoiceItemView(item);
}

export function listInvoiceItems(ctx: EmulatorContext, params: Params) {
  params.allow('customer', 'invoice', 'pending', 'limit', 'starting_after', 'ending_before', 'created');
  const customer = params.string('customer');
  const invoice = params.string('invoice');
  const pending = params.bool('pending');
  const items = ctx.store.invoiceItems
    .values()
    .filter((item) => customer === undefined || item.customer === customer)
    .filter((item) => invoice === undefined || item.invoice === invoice)
    .filter((item) => pending === undefined || (item.invoice === null) === pending)
    .map(invoiceItemView);
  return paginate(newestFirst(items), params, '/v1/invoiceitems');
}
