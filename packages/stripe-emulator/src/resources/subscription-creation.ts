// POST /v1/subscriptions: the subscription, its first invoice, and the first payment's attempt.
import type Stripe from 'stripe';
import { addIntervals } from '../billing-periods.js';
import type { EmulatorContext } from '../context.js';
import { cardError, invalidRequest, missingParam } from '../errors.js';
import { newId } from '../ids.js';
import type { Params } from '../params.js';
import { findCustomer } from './customers.js';
import { attemptPayment, finalize, NO_PAYMENT_METHOD } from './invoice-collection.js';
import { createDraftInvoice } from './invoice-drafts.js';
import { customerPaymentMethod } from './payment-methods.js';
import { scheduleCancellation } from './subscription-cancellation.js';
import { assertSameCadence, newItem, readQuantity, recurringPrice } from './subscription-items.js';
import { PAYMENT_BEHAVIORS, type PaymentBehavior, readCollection } from './subscription-params.js';
import { subscriptionSnapshot } from './subscription-view.js';

/**
 * error_if_incomplete must not create anything when the first payment cannot succeed now
 * (https://docs.stripe.com/billing/subscriptions/overview#payment-behavior), so the card's
 * test behaviour is looked at before any object exists.
 */
function refuseIfIncomplete(ctx: EmulatorContext, paymentMethodId: string): void {
  const card = ctx.store.cards.get(paymentMethodId);
  const outcome = card?.card.outcome;
  if (outcome?.kind === 'decline') {
    throw cardError({ code: outcome.code, decline_code: outcome.declineCode, message: outcome.message });
  }
  if (outcome?.kind === 'authenticate' && (outcome.when === 'always' || !card?.authenticated)) {
    throw cardError({
      code: 'authentication_required',
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    });
  }
}

/** The items asked for, all billed from now to the end of their first period. */
function firstItems(ctx: EmulatorContext, subscriptionId: string, itemParams: Params[], now: number) {
  const prices = itemParams.map((item, index) => {
    item.allow('price', 'quantity', 'metadata', 'discounts', 'tax_rates');
    return {
      price: recurringPrice(ctx, item.requiredString('price'), `items[${index}][price]`),
      quantity: readQuantity(item, index) ?? 1,
      metadata: item.metadata() ?? {},
    };
  });
  const recurring = prices[0]?.price.recurring as Stripe.Price.Recurring;
  const period = { start: now, end: addIntervals(now, recurring.interval, recurring.interval_count, 1) };
  const items = prices.map(({ price, quantity, metadata }) =>
    newItem(ctx, subscriptionId, price, quantity, period, metadata),
  );
  assertSameCadence(items);
  return { items, period, currency: prices[0]?.price.currency as string };
}

interface NewSubscription {
  id: string;
  now: number;
  customer: Stripe.Customer;
  items: Stripe.SubscriptionItem[];
  currency: string;
  collectionMethod: 'charge_automatically' | 'send_invoice';
  daysUntilDue: number | null;
  defaultPaymentMethod: string | null;
  description: string | null;
  metadata: Stripe.Metadata;
  saveDefault: 'off' | 'on_subscription';
}

/** The object as Stripe returns a new subscription of this API version, before its first invoice. */
function newSubscription(input: NewSubscription): Stripe.Subscription {
  const { id, now, collectionMethod } = input;
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    // Flexible is the default for new subscriptions since 2025-09-30.clover.
    billing_mode: { type: 'flexible', flexible: { proration_discounts: 'included' }, updated_at: now },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: collectionMethod,
    created: now,
    currency: input.currency,
    customer: input.customer.id,
    customer_account: null,
    days_until_due: input.daysUntilDue,
    default_payment_method: input.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: input.description,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: input.items,
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: input.saveDefault,
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    // send_invoice subscriptions are active at once; charged ones wait for their first payment.
    status: collectionMethod === 'send_invoice' ? 'active' : 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: null,
  };
}

export function createSubscription(ctx: EmulatorContext, params: Params): Stripe.Subscription {
  params.allow(
    'cancel_at_period_end',
    'collection_method',
    'currency',
    'customer',
    'days_until_due',
    'default_payment_method',
    'description',
    'items',
    'metadata',
    'off_session',
    'payment_behavior',
    'payment_settings',
    'proration_behavior',
  );
  const customer = findCustomer(ctx, params.requiredString('customer'));
  const itemParams = params.list('items');
  if (itemParams.length === 0) throw missingParam('items');
  const { collectionMethod, daysUntilDue } = readCollection(params);
  const paymentBehavior: PaymentBehavior =
    params.oneOf('payment_behavior', PAYMENT_BEHAVIORS) ?? 'allow_incomplete';
  const defaultPaymentMethodId = params.nullableString('default_payment_method') ?? null;
  const defaultPaymentMethod = defaultPaymentMethodId
    ? customerPaymentMethod(ctx, customer, defaultPaymentMethodId, 'default_payment_method')
    : null;
  const settings = params.object('payment_settings');
  settings?.allow('save_default_payment_method', 'payment_method_types', 'payment_method_options');
  const saveDefault =
    settings?.oneOf('save_default_payment_method', ['off', 'on_subscription'] as const) ?? 'off';

  const now = ctx.now();
  const id = newId('sub');
  const { items, period, currency } = firstItems(ctx, id, itemParams, now);

  const chargeNow = collectionMethod === 'charge_automatically' && paymentBehavior !== 'default_incomplete';
  const payingWith =
    defaultPaymentMethod?.id ??
    (typeof customer.invoice_settings.default_payment_method === 'string'
      ? customer.invoice_settings.default_payment_method
      : null);
  if (chargeNow && !payingWith) throw invalidRequest(NO_PAYMENT_METHOD, undefined, 'resource_missing');
  if (chargeNow && payingWith && paymentBehavior === 'error_if_incomplete')
    refuseIfIncomplete(ctx, payingWith);

  const subscription = newSubscription({
    id,
    now,
    customer,
    items,
    currency,
    collectionMethod,
    daysUntilDue,
    defaultPaymentMethod: defaultPaymentMethod?.id ?? null,
    description: params.nullableString('description') ?? null,
    metadata: params.metadata() ?? {},
    saveDefault,
  });
  if (params.bool('cancel_at_period_end')) scheduleCancellation(ctx, subscription, true);
  ctx.store.subscriptions.set(subscription);
  if (!customer.currency) customer.currency = subscription.currency;

  const invoice = createDraftInvoice(ctx, {
    customer,
    subscription,
    billingReason: 'subscription_create',
    collectionMethod,
    daysUntilDue,
    subscriptionLines: items.map((item) => ({ item, period })),
    includePendingItems: true,
    period: { start: now, end: now },
    autoAdvance: collectionMethod === 'charge_automatically',
    defaultPaymentMethod: null,
  });
  subscription.latest_invoice = invoice.id;
  ctx.emit('customer.subscription.created', subscriptionSnapshot(ctx, subscription));
  finalize(ctx, invoice);
  if (chargeNow && invoice.status === 'open') attemptPayment(ctx, invoice, 'on_session');
  return subscriptionSnapshot(ctx, subscription);
}
