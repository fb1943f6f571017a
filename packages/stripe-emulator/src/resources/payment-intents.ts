// PaymentIntents: the object, and the HTTP handlers of /v1/payment_intents.
import type Stripe from 'stripe';
import type { ApiKeyKind } from '../api-keys.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, missingParam } from '../errors.js';
import { newId, randomToken } from '../ids.js';
import { newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import { checkClientSecret, inlinePaymentMethod } from './card-intents.js';
import { findCustomer } from './customers.js';
import { type ChargeMode, confirm } from './payment-intent-charges.js';
import { findPaymentIntent, paymentIntentView } from './payment-intent-lookup.js';
import { resolvePaymentMethod } from './payment-methods.js';

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

function offSessionMode(params: Params): ChargeMode {
  const value = params.string('off_session');
  return value === 'true' || value === 'one_off' || value === 'recurring' ? 'off_session' : 'on_session';
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
  checkClientSecret('PaymentIntent', paymentIntent, params, keyKind);
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
  checkClientSecret('PaymentIntent', paymentIntent, params, keyKind);
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
