// The subscriptions' HTTP handlers but create and cancel: retrieve, list and update.
import type Stripe from 'stripe';
import { changedAttributes, type EmulatorContext } from '../context.js';
import { invalidRequest } from '../errors.js';
import { newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import { findCustomer } from './customers.js';
import { attemptPayment, finalize, voidInvoice } from './invoice-collection.js';
import { customerPaymentMethod } from './payment-methods.js';
import { assertPendingUpdateParams, holdUntilPaid, showIfStillPending, stateOf } from './pending-updates.js';
import {
  readCancellationDetails,
  scheduleCancellation,
  withCancellationDetails,
} from './subscription-cancellation.js';
import { changeItems, currentPeriod } from './subscription-items.js';
import { PAYMENT_BEHAVIORS, readCollection } from './subscription-params.js';
import { findSubscription, subscriptionSnapshot } from './subscription-view.js';

export { currentPeriod };

export function subscriptionView(
  ctx: EmulatorContext,
  subscription: Stripe.Subscription,
): Stripe.Subscription {
  return subscriptionSnapshot(ctx, subscription);
}

function chargingPaymentMethod(ctx: EmulatorContext, subscription: Stripe.Subscription): string | null {
  if (typeof subscription.default_payment_method === 'string') return subscription.default_payment_method;
  const customer = ctx.store.customers.get(subscription.customer as string);
  const fallback = customer?.invoice_settings.default_payment_method;
  return typeof fallback === 'string' ? fallback : null;
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
