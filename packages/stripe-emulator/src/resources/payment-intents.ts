import type Stripe from 'stripe';
import type { ApiKeyKind } from '../api-keys.js';
import type { EmulatorContext } from '../context.js';
import { cardError, invalidRequest, missingParam, resourceMissing, StripeApiError } from '../errors.js';
import { newId, randomToken } from '../ids.js';
import { newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import { cardExpired, EXPIRED_CARD } from '../test-cards.js';
import { findCustomer } from './customers.js';
import {
  attachPaymentMethod,
  createPaymentMethod,
  paymentMethodView,
  resolvePaymentMethod,
} from './payment-methods.js';

/**
 * How a charge is being made, which decides what a card that wants 3-D Secure does:
 * - on_session: the customer is present; the intent goes to requires_action (use_stripe_sdk).
 * - off_session: the merchant charges a saved card; Stripe declines with authentication_required.
 * - billing: a subscription renewal; the intent waits in requires_action and the invoice asks for
 *   action (invoice.payment_action_required), as Stripe Billing does.
 */
export type ChargeMode = 'on_session' | 'off_session' | 'billing';

const AUTHENTICATION_FAILURE_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export function paymentIntentView(paymentIntent: Stripe.PaymentIntent): Stripe.PaymentIntent {
  return structuredClone(paymentIntent);
}

export function findPaymentIntent(ctx: EmulatorContext, id: string): Stripe.PaymentIntent {
  const paymentIntent = ctx.store.paymentIntents.get(id);
  if (!paymentIntent) throw resourceMissing('payment_intent', id, 'intent');
  return paymentIntent;
}

/** The client secret is `<id>_secret_<random>`; Stripe.js finds the intent from it. */
export function paymentIntentIdFromSecret(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

export interface NewPaymentIntent {
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string | null;
  description?: string | null;
  setupFutureUsage?: 'off_session' | 'on_session' | null;
  metadata?: Record<string, string>;
}

export function insertPaymentIntent(ctx: EmulatorContext, input: NewPaymentIntent): Stripe.PaymentIntent {
  const id = newId('pi');
  const paymentIntent: Stripe.PaymentIntent = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomToken(25)}`,
    confirmation_method: 'automatic',
    created: ctx.now(),
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: input.description ?? null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: {
        installments: null,
        mandate_options: null,
        network: null,
        request_three_d_secure: 'automatic',
      },
    },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: input.setupFutureUsage ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
  ctx.store.paymentIntents.set(paymentIntent);
  ctx.emit('payment_intent.created', paymentIntentView(paymentIntent));
  return paymentIntent;
}

function succeed(
  ctx: EmulatorContext,
  paymentIntent: Stripe.PaymentIntent,
  paymentMethod: Stripe.PaymentMethod,
) {
  paymentIntent.status = 'succeeded';
  paymentIntent.amount_received = paymentIntent.amount;
  paymentIntent.latest_charge = newId('ch');
  paymentIntent.payment_method = paymentMethod.id;
  paymentIntent.next_action = null;
  paymentIntent.last_payment_error = null;
  // setup_future_usage saves the card on the customer, so renewals can charge it off-session.
  if (
    paymentIntent.setup_future_usage &&
    typeof paymentIntent.customer === 'string' &&
    !paymentMethod.customer
  ) {
    const customer = ctx.store.customers.get(paymentIntent.customer);
    if (customer) attachPaymentMethod(ctx, paymentMethod, customer);
  }
  ctx.emit('payment_intent.succeeded', paymentIntentView(paymentIntent));
  ctx.paymentIntentSettled(paymentIntent, 'succeeded');
}

function fail(
  ctx: EmulatorContext,
  paymentIntent: Stripe.PaymentIntent,
  paymentMethod: Stripe.PaymentMethod,
  error: Stripe.PaymentIntent.LastPaymentError,
) {
  paymentIntent.status = 'requires_payment_method';
  paymentIntent.payment_method = null;
  paymentIntent.next_action = null;
  paymentIntent.last_payment_error = { ...error, payment_method: paymentMethodView(paymentMethod) };
  ctx.emit('payment_intent.payment_failed', paymentIntentView(paymentIntent));
  ctx.paymentIntentSettled(paymentIntent, 'failed');
}

function requireAction(
  ctx: EmulatorContext,
  paymentIntent: Stripe.PaymentIntent,
  paymentMethod: Stripe.PaymentMethod,
) {
  paymentIntent.status = 'requires_action';
  paymentIntent.payment_method = paymentMethod.id;
  paymentIntent.last_payment_error = null;
  // Stripe.js reads use_stripe_sdk and runs the challenge; our stand-in shows its own (see stripe-js/).
  paymentIntent.next_action = {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'three_d_secure_redirect',
      stripe_js: `${ctx.publicUrl}/3ds/${paymentIntent.id}`,
      source: newId('src'),
    },
  } as Stripe.PaymentIntent.NextAction;
  ctx.emit('payment_intent.requires_action', paymentIntentView(paymentIntent));
  ctx.paymentIntentSettled(paymentIntent, 'requires_action');
}

/** The error a declined charge answers with: the intent's last_payment_error plus the intent. */
function declineError(paymentIntent: Stripe.PaymentIntent): StripeApiError {
  const lastError = paymentIntent.last_payment_error;
  const body = {
    ...(lastError as object),
    message: lastError?.message ?? 'Your card was declined.',
    payment_intent: paymentIntentView(paymentIntent),
  };
  if (lastError?.type === 'card_error') return cardError(body);
  return new StripeApiError(400, { ...body, type: 'invalid_request_error' });
}

/**
 * Runs a charge on `paymentIntent` with its card's test behaviour. Leaves the intent succeeded,
 * requires_action, or requires_payment_method (declined; the returned error is what the API answers).
 */
export function charge(
  ctx: EmulatorContext,
  paymentIntent: Stripe.PaymentIntent,
  paymentMethod: Stripe.PaymentMethod,
  mode: ChargeMode,
): StripeApiError | null {
  const card = ctx.store.cards.get(paymentMethod.id);
  const outcome = card?.card.outcome ?? { kind: 'succeed' as const };
  // A card saved long ago that has since expired is declined like any other refusal.
  const expired = paymentMethod.card ? cardExpired(paymentMethod.card, ctx.clock.nowMs()) : false;
  if (outcome.kind === 'decline' || expired) {
    const decline = expired || outcome.kind !== 'decline' ? EXPIRED_CARD : outcome;
    fail(ctx, paymentIntent, paymentMethod, {
      type: 'card_error',
      code: decline.code,
      decline_code: decline.declineCode,
      message: decline.message,
      doc_url: `https://docs.stripe.com/error-codes/${decline.code.replaceAll('_', '-')}`,
      charge: newId('ch'),
    });
    return declineError(paymentIntent);
  }
  const needsAuthentication =
    outcome.kind === 'authenticate' && (outcome.when === 'always' || !card?.authenticated);
  if (needsAuthentication) {
    if (mode === 'off_session') {
      fail(ctx, paymentIntent, paymentMethod, {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
        doc_url: 'https://docs.stripe.com/error-codes/authentication-required',
        charge: newId('ch'),
      });
      return declineError(paymentIntent);
    }
    requireAction(ctx, paymentIntent, paymentMethod);
    return null;
  }
  succeed(ctx, paymentIntent, paymentMethod);
  return null;
}

function assertConfirmable(paymentIntent: Stripe.PaymentIntent): void {
  if (['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(paymentIntent.status))
    return;
  const reason =
    paymentIntent.status === 'succeeded'
      ? 'it has already succeeded after being previously confirmed'
      : `it has a status of ${paymentIntent.status}`;
  throw invalidRequest(
    `You cannot confirm this PaymentIntent because ${reason}.`,
    undefined,
    'payment_intent_unexpected_state',
  );
}

export function confirm(
  ctx: EmulatorContext,
  paymentIntent: Stripe.PaymentIntent,
  paymentMethodId: string | null,
  mode: ChargeMode,
): StripeApiError | null {
  assertConfirmable(paymentIntent);
  const id = paymentMethodId ?? (paymentIntent.payment_method as string | null);
  if (!id) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a card, provide a `payment_method` or `payment_method_data`.",
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  const paymentMethod = resolvePaymentMethod(ctx, id);
  return charge(ctx, paymentIntent, paymentMethod, mode);
}

/** Publishable keys may only touch an intent whose client secret they hold (Stripe.js's model). */
function checkClientSecret(paymentIntent: Stripe.PaymentIntent, params: Params, keyKind: ApiKeyKind): void {
  if (keyKind !== 'publishable') return;
  const secret = params.string('client_secret');
  if (!secret) throw missingParam('client_secret');
  if (secret !== paymentIntent.client_secret) {
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      'client_secret',
      'payment_intent_invalid_parameter',
    );
  }
}

function offSessionMode(params: Params): ChargeMode {
  const value = params.string('off_session');
  return value === 'true' || value === 'one_off' || value === 'recurring' ? 'off_session' : 'on_session';
}

/** payment_method_data[type]=card&payment_method_data[card][...]: create the card inline. */
function inlinePaymentMethod(ctx: EmulatorContext, params: Params): string | null {
  const data = params.object('payment_method_data');
  if (data) return createPaymentMethod(ctx, data).id;
  return params.nullableString('payment_method') ?? null;
}

export function confirmPaymentIntent(
  ctx: EmulatorContext,
  id: string,
  params: Params,
  keyKind: ApiKeyKind,
): Stripe.PaymentIntent {
  params.allow(
    'client_secret',
    'error_on_requires_action',
    'mandate_data',
    'off_session',
    'payment_method',
    'payment_method_data',
    'payment_method_options',
    'payment_method_types',
    'receipt_email',
    'return_url',
    'save_payment_method',
    'setup_future_usage',
    'use_stripe_sdk',
  );
  const paymentIntent = findPaymentIntent(ctx, id);
  checkClientSecret(paymentIntent, params, keyKind);
  const setupFutureUsage = params.oneOf('setup_future_usage', ['off_session', 'on_session'] as const);
  if (setupFutureUsage) paymentIntent.setup_future_usage = setupFutureUsage;
  const error = confirm(ctx, paymentIntent, inlinePaymentMethod(ctx, params), offSessionMode(params));
  if (error) throw error;
  return paymentIntentView(paymentIntent);
}

export function createPaymentIntent(ctx: EmulatorContext, params: Params): Stripe.PaymentIntent {
  params.allow(
    'amount',
    'automatic_payment_methods',
    'capture_method',
    'confirm',
    'currency',
    'customer',
    'description',
    'metadata',
    'off_session',
    'payment_method',
    'payment_method_data',
    'payment_method_options',
    'payment_method_types',
    'receipt_email',
    'return_url',
    'setup_future_usage',
    'statement_descriptor',
    'statement_descriptor_suffix',
    'use_stripe_sdk',
  );
  const amount = params.int('amount');
  if (amount === undefined) throw missingParam('amount');
  if (amount < 50) {
    throw invalidRequest('Amount must be at least 50 cents', 'amount', 'amount_too_small');
  }
  const customerId = params.string('customer');
  if (customerId) findCustomer(ctx, customerId);
  const paymentMethodId = inlinePaymentMethod(ctx, params);
  const paymentMethod = paymentMethodId ? resolvePaymentMethod(ctx, paymentMethodId) : null;
  const paymentIntent = insertPaymentIntent(ctx, {
    amount,
    currency: params.requiredString('currency').toLowerCase(),
    customer: customerId ?? null,
    paymentMethod: paymentMethod?.id ?? null,
    description: params.nullableString('description') ?? null,
    setupFutureUsage: params.oneOf('setup_future_usage', ['off_session', 'on_session'] as const) ?? null,
    metadata: params.metadata() ?? {},
  });
  if (params.bool('confirm')) {
    const error = confirm(ctx, paymentIntent, null, offSessionMode(params));
    if (error) throw error;
  }
  return paymentIntentView(paymentIntent);
}

export function retrievePaymentIntent(
  ctx: EmulatorContext,
  id: string,
  params: Params,
  keyKind: ApiKeyKind,
): Stripe.PaymentIntent {
  params.allow('client_secret');
  const paymentIntent = findPaymentIntent(ctx, id);
  checkClientSecret(paymentIntent, params, keyKind);
  return paymentIntentView(paymentIntent);
}

export function cancelPaymentIntent(ctx: EmulatorContext, id: string, params: Params): Stripe.PaymentIntent {
  params.allow('cancellation_reason');
  const paymentIntent = findPaymentIntent(ctx, id);
  if (ctx.store.paymentIntentInvoice.has(id)) {
    throw invalidRequest(
      'You cannot cancel this PaymentIntent because it was created by an invoice.',
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'canceled') {
    throw invalidRequest(
      `You cannot cancel this PaymentIntent because it has a status of ${paymentIntent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  paymentIntent.status = 'canceled';
  paymentIntent.canceled_at = ctx.now();
  paymentIntent.next_action = null;
  paymentIntent.cancellation_reason =
    params.oneOf('cancellation_reason', [
      'duplicate',
      'fraudulent',
      'requested_by_customer',
      'abandoned',
    ] as const) ?? null;
  ctx.emit('payment_intent.canceled', paymentIntentView(paymentIntent));
  return paymentIntentView(paymentIntent);
}

export function listPaymentIntents(ctx: EmulatorContext, params: Params) {
  params.allow('customer', 'limit', 'starting_after', 'ending_before', 'created');
  const customer = params.string('customer');
  const intents = ctx.store.paymentIntents
    .values()
    .filter((intent) => customer === undefined || intent.customer === customer)
    .map(paymentIntentView);
  return paginate(newestFirst(intents), params, '/v1/payment_intents');
}

/**
 * The end of a 3-D Secure challenge (the test page's two buttons). Completing it marks the card
 * authenticated and runs the charge again; failing it leaves the intent needing a new card with
 * payment_intent_authentication_failure, as Stripe does.
 */
export function finishAuthentication(
  ctx: EmulatorContext,
  paymentIntent: Stripe.PaymentIntent,
  outcome: 'complete' | 'fail',
): Stripe.PaymentIntent {
  if (paymentIntent.status !== 'requires_action') {
    throw invalidRequest(
      `This PaymentIntent is not waiting for authentication (status ${paymentIntent.status}).`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  const paymentMethod = resolvePaymentMethod(ctx, paymentIntent.payment_method as string);
  if (outcome === 'fail') {
    fail(ctx, paymentIntent, paymentMethod, {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: AUTHENTICATION_FAILURE_MESSAGE,
      doc_url: 'https://docs.stripe.com/error-codes/payment-intent-authentication-failure',
    });
    return paymentIntentView(paymentIntent);
  }
  const card = ctx.store.cards.get(paymentMethod.id);
  if (card) card.authenticated = true;
  const outcomeAfter = card?.card.outcome;
  if (outcomeAfter?.kind === 'decline') charge(ctx, paymentIntent, paymentMethod, 'on_session');
  else succeed(ctx, paymentIntent, paymentMethod);
  return paymentIntentView(paymentIntent);
}

export function findPaymentIntentBySecret(
  ctx: EmulatorContext,
  id: string,
  clientSecret: string | undefined,
) {
  const paymentIntent = findPaymentIntent(ctx, id);
  if (clientSecret !== paymentIntent.client_secret) {
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      'client_secret',
    );
  }
  return paymentIntent;
}
