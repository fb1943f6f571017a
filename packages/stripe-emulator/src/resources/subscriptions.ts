import type Stripe from 'stripe';
import { addIntervals } from '../billing-periods.js';
import { changedAttributes, type EmulatorContext } from '../context.js';
import { cardError, invalidRequest, missingParam, resourceMissing } from '../errors.js';
import { newId } from '../ids.js';
import { newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import { findCustomer } from './customers.js';
import { attemptPayment, createDraftInvoice, finalize, voidInvoice } from './invoices.js';
import { attachPaymentMethod, resolvePaymentMethod } from './payment-methods.js';
import { assertPendingUpdateParams, holdUntilPaid, showIfStillPending, stateOf } from './pending-updates.js';
import {
  assertSameCadence,
  changeItems,
  createProrations,
  currentPeriod,
  newItem,
  readQuantity,
  recurringPrice,
} from './subscription-items.js';
import { subscriptionSnapshot } from './subscription-view.js';

export { currentPeriod };

export function subscriptionView(
  ctx: EmulatorContext,
  subscription: Stripe.Subscription,
): Stripe.Subscription {
  return subscriptionSnapshot(ctx, subscription);
}

export function findSubscription(
  ctx: EmulatorContext,
  id: string,
  param = 'subscription',
): Stripe.Subscription {
  const subscription = ctx.store.subscriptions.get(id);
  if (!subscription) throw resourceMissing('subscription', id, param);
  return subscription;
}

type PaymentBehavior =
  | 'allow_incomplete'
  | 'default_incomplete'
  | 'error_if_incomplete'
  | 'pending_if_incomplete';
const PAYMENT_BEHAVIORS = [
  'allow_incomplete',
  'default_incomplete',
  'error_if_incomplete',
  'pending_if_incomplete',
] as const;

/** A card for the subscription must belong to its customer; test ids are attached on the fly. */
function customerPaymentMethod(
  ctx: EmulatorContext,
  customer: Stripe.Customer,
  id: string,
  param: string,
): Stripe.PaymentMethod {
  const paymentMethod = resolvePaymentMethod(ctx, id, param);
  if (paymentMethod.customer === null && id.startsWith('pm_card_'))
    attachPaymentMethod(ctx, paymentMethod, customer);
  if (paymentMethod.customer !== customer.id) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      param,
      'resource_missing',
    );
  }
  return paymentMethod;
}

function chargingPaymentMethod(ctx: EmulatorContext, subscription: Stripe.Subscription): string | null {
  if (typeof subscription.default_payment_method === 'string') return subscription.default_payment_method;
  const customer = ctx.store.customers.get(subscription.customer as string);
  const fallback = customer?.invoice_settings.default_payment_method;
  return typeof fallback === 'string' ? fallback : null;
}

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

const NO_PAYMENT_METHOD =
  'This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://docs.stripe.com/billing/subscriptions/payment-methods-setting#payment-method-priority.';

function readCollection(params: Params, current?: Stripe.Subscription) {
  const collectionMethod =
    params.oneOf('collection_method', ['charge_automatically', 'send_invoice'] as const) ??
    (current?.collection_method as 'charge_automatically' | 'send_invoice' | undefined) ??
    'charge_automatically';
  let daysUntilDue = params.int('days_until_due') ?? current?.days_until_due ?? null;
  if (collectionMethod === 'send_invoice' && daysUntilDue === null) {
    throw invalidRequest(
      'Missing required param: days_until_due (required when collection_method is send_invoice).',
      'days_until_due',
      'parameter_missing',
    );
  }
  if (collectionMethod === 'charge_automatically') {
    if (params.int('days_until_due') !== undefined) {
      throw invalidRequest(
        'Invalid days_until_due: it can only be set when collection_method is send_invoice.',
        'days_until_due',
      );
    }
    daysUntilDue = null;
  }
  return { collectionMethod, daysUntilDue };
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
    newItem(ctx, id, price, quantity, period, metadata),
  );
  assertSameCadence(items);

  const chargeNow = collectionMethod === 'charge_automatically' && paymentBehavior !== 'default_incomplete';
  const payingWith =
    defaultPaymentMethod?.id ??
    (typeof customer.invoice_settings.default_payment_method === 'string'
      ? customer.invoice_settings.default_payment_method
      : null);
  if (chargeNow && !payingWith) throw invalidRequest(NO_PAYMENT_METHOD, undefined, 'resource_missing');
  if (chargeNow && payingWith && paymentBehavior === 'error_if_incomplete')
    refuseIfIncomplete(ctx, payingWith);

  const subscription: Stripe.Subscription = {
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
    currency: prices[0]?.price.currency as string,
    customer: customer.id,
    customer_account: null,
    days_until_due: daysUntilDue,
    default_payment_method: defaultPaymentMethod?.id ?? null,
    default_source: null,
    default_tax_rates: [],
    description: params.nullableString('description') ?? null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: { object: 'list', data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: params.metadata() ?? {},
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: saveDefault,
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
  ctx.emit('customer.subscription.created', subscriptionView(ctx, subscription));
  finalize(ctx, invoice);
  if (chargeNow && invoice.status === 'open') attemptPayment(ctx, invoice, 'on_session');
  return subscriptionView(ctx, subscription);
}

type CancellationDetails = Stripe.Subscription.CancellationDetails;

export function withCancellationDetails(
  subscription: Stripe.Subscription,
  patch: Partial<CancellationDetails>,
): CancellationDetails {
  return {
    comment: subscription.cancellation_details?.comment ?? null,
    feedback: subscription.cancellation_details?.feedback ?? null,
    feedback_option: subscription.cancellation_details?.feedback_option ?? null,
    reason: subscription.cancellation_details?.reason ?? null,
    ...patch,
  };
}

function readCancellationDetails(params: Params): Partial<CancellationDetails> {
  const details = params.object('cancellation_details');
  if (!details) return {};
  details.allow('comment', 'feedback', 'feedback_option');
  const patch: Partial<CancellationDetails> = {};
  const comment = details.nullableString('comment');
  if (comment !== undefined) patch.comment = comment;
  const feedback = details.nullableString('feedback');
  if (feedback !== undefined)
    patch.feedback = feedback as Stripe.Subscription.CancellationDetails.Feedback | null;
  return patch;
}

/** cancel_at_period_end: sets cancel_at to the period end (and canceled_at), or clears both to resume. */
function scheduleCancellation(
  ctx: EmulatorContext,
  subscription: Stripe.Subscription,
  cancel: boolean,
): void {
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? currentPeriod(subscription).end : null;
  subscription.canceled_at = cancel ? ctx.now() : null;
  subscription.cancellation_details = withCancellationDetails(subscription, {
    reason: cancel ? 'cancellation_requested' : null,
  });
}

export function updateSubscription(ctx: EmulatorContext, id: string, params: Params): Stripe.Subscription {
  params.allow(
    'cancel_at',
    'cancel_at_period_end',
    'cancellation_details',
    'collection_method',
    'days_until_due',
    'default_payment_method',
    'description',
    'items',
    'metadata',
    'off_session',
    'payment_behavior',
    'payment_settings',
    'proration_behavior',
    'proration_date',
  );
  const subscription = findSubscription(ctx, id, 'id');
  const before = subscriptionView(ctx, subscription);
  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  const limited = Object.keys(params.raw).every((key) =>
    ['metadata', 'cancellation_details', 'expand'].includes(key),
  );
  if (ended && !limited) {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const customer = findCustomer(ctx, subscription.customer as string);

  const paymentBehavior = params.oneOf('payment_behavior', PAYMENT_BEHAVIORS) ?? 'allow_incomplete';
  const pendingIfIncomplete = paymentBehavior === 'pending_if_incomplete';
  if (pendingIfIncomplete) assertPendingUpdateParams(params, subscription);
  const prorationBehavior =
    params.oneOf('proration_behavior', ['create_prorations', 'none', 'always_invoice'] as const) ??
    'create_prorations';
  const itemParams = params.list('items');
  // A new update replaces one still waiting for its payment: that invoice is voided first.
  const waiting = ctx.store.pendingChanges.get(subscription.id);
  if (itemParams.length > 0 && waiting) {
    const stale = ctx.store.invoices.get(waiting.invoiceId);
    if (stale?.status === 'open') voidInvoice(ctx, stale);
  }
  const state = stateOf(subscription);
  const { invoice } = changeItems(ctx, subscription, customer, itemParams, {
    prorationBehavior,
    prorationDate: params.int('proration_date') ?? ctx.now(),
  });

  const cancelAtPeriodEnd = params.bool('cancel_at_period_end');
  if (cancelAtPeriodEnd !== undefined) scheduleCancellation(ctx, subscription, cancelAtPeriodEnd);
  if (params.has('cancel_at')) {
    const cancelAt = params.int('cancel_at') ?? null;
    subscription.cancel_at = cancelAt;
    subscription.cancel_at_period_end = cancelAt !== null && cancelAt === currentPeriod(subscription).end;
    subscription.canceled_at = cancelAt === null ? null : ctx.now();
  }
  if (params.has('cancellation_details')) {
    subscription.cancellation_details = withCancellationDetails(
      subscription,
      readCancellationDetails(params),
    );
  }
  const defaultPaymentMethod = params.nullableString('default_payment_method');
  if (defaultPaymentMethod === null) subscription.default_payment_method = null;
  else if (defaultPaymentMethod) {
    subscription.default_payment_method = customerPaymentMethod(
      ctx,
      customer,
      defaultPaymentMethod,
      'default_payment_method',
    ).id;
  }
  if (params.has('collection_method') || params.has('days_until_due')) {
    const { collectionMethod, daysUntilDue } = readCollection(params, subscription);
    subscription.collection_method = collectionMethod;
    subscription.days_until_due = daysUntilDue;
  }
  const description = params.nullableString('description');
  if (description !== undefined) subscription.description = description;
  const metadata = params.metadata(subscription.metadata);
  if (metadata) subscription.metadata = metadata;
  const settings = params.object('payment_settings');
  if (settings) {
    settings.allow('save_default_payment_method', 'payment_method_types', 'payment_method_options');
    const save = settings.oneOf('save_default_payment_method', ['off', 'on_subscription'] as const);
    if (save && subscription.payment_settings)
      subscription.payment_settings.save_default_payment_method = save;
  }

  if (invoice) {
    subscription.latest_invoice = invoice.id;
    if (pendingIfIncomplete) holdUntilPaid(ctx, subscription, state, invoice);
    finalize(ctx, invoice);
    if (invoice.status === 'open' && invoice.collection_method === 'charge_automatically') {
      attemptPayment(ctx, invoice, 'billing', chargingPaymentMethod(ctx, subscription) ?? undefined);
    }
    showIfStillPending(ctx, subscription);
  }

  const after = subscriptionView(ctx, subscription);
  const previous = changedAttributes(
    before as unknown as Record<string, unknown>,
    after as unknown as Record<string, unknown>,
  );
  if (Object.keys(previous).length > 0) ctx.emit('customer.subscription.updated', after, previous);
  return subscriptionView(ctx, subscription);
}

/** Ends a subscription now (or at `at`, for one that reached its scheduled end). */
export function endSubscription(
  ctx: EmulatorContext,
  subscription: Stripe.Subscription,
  at = ctx.now(),
): void {
  subscription.status = 'canceled';
  subscription.ended_at = at;
  // A schedule ends with its subscription.
  const schedule = subscription.schedule
    ? ctx.store.subscriptionSchedules.get(subscription.schedule as string)
    : undefined;
  if (schedule && (schedule.status === 'active' || schedule.status === 'not_started')) {
    schedule.status = 'canceled';
    schedule.canceled_at = at;
    schedule.current_phase = null;
  }
  subscription.canceled_at = subscription.canceled_at ?? at;
  subscription.cancel_at_period_end = false;
  if (!subscription.cancellation_details?.reason) {
    subscription.cancellation_details = withCancellationDetails(subscription, {
      reason: 'cancellation_requested',
    });
  }
  ctx.emit('customer.subscription.deleted', subscriptionView(ctx, subscription));
}

export function cancelSubscription(ctx: EmulatorContext, id: string, params: Params): Stripe.Subscription {
  params.allow('cancellation_details', 'invoice_now', 'prorate');
  const subscription = findSubscription(ctx, id, 'id');
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    throw invalidRequest(
      `This subscription (${id}) has already been canceled.`,
      undefined,
      'resource_missing',
    );
  }
  subscription.cancellation_details = withCancellationDetails(subscription, {
    ...readCancellationDetails(params),
    reason: 'cancellation_requested',
  });
  subscription.canceled_at = ctx.now();
  if (params.bool('prorate') && subscription.status === 'active') {
    createProrations(
      ctx,
      subscription,
      subscription.items.data.map((item) => ({
        item,
        before: { price: item.price, quantity: item.quantity ?? 1 },
        after: null,
      })),
      ctx.now(),
    );
  }
  endSubscription(ctx, subscription);
  if (params.bool('invoice_now')) {
    const customer = findCustomer(ctx, subscription.customer as string);
    const now = ctx.now();
    const invoice = createDraftInvoice(ctx, {
      customer,
      subscription,
      billingReason: 'subscription_update',
      collectionMethod: subscription.collection_method as 'charge_automatically' | 'send_invoice',
      daysUntilDue: subscription.days_until_due,
      includePendingItems: true,
      period: { start: now, end: now },
      autoAdvance: true,
    });
    finalize(ctx, invoice);
  }
  return subscriptionView(ctx, subscription);
}

export function retrieveSubscription(ctx: EmulatorContext, id: string, params: Params): Stripe.Subscription {
  params.allow();
  return subscriptionView(ctx, findSubscription(ctx, id, 'id'));
}

export function listSubscriptions(ctx: EmulatorContext, params: Params) {
  params.allow(
    'automatic_tax',
    'collection_method',
    'created',
    'current_period_end',
    'current_period_start',
    'customer',
    'ending_before',
    'limit',
    'price',
    'starting_after',
    'status',
    'test_clock',
  );
  const customer = params.string('customer');
  const price = params.string('price');
  const status = params.string('status');
  const collectionMethod = params.string('collection_method');
  const subscriptions = ctx.store.subscriptions
    .values()
    .filter((subscription) => customer === undefined || subscription.customer === customer)
    .filter(
      (subscription) =>
        price === undefined || subscription.items.data.some((item) => item.price.id === price),
    )
    // Without `status`, Stripe lists every subscription that has not been canceled.
    .filter((subscription) =>
      status === 'all'
        ? true
        : status === undefined
          ? subscription.status !== 'canceled'
          : subscription.status === status,
    )
    .filter(
      (subscription) => collectionMethod === undefined || subscription.collection_method === collectionMethod,
    )
    .map((subscription) => subscriptionView(ctx, subscription));
  return paginate(newestFirst(subscriptions), params, '/v1/subscriptions');
}
