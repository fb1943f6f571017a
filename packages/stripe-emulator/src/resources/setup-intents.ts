/**
 * SetupIntents (https://docs.stripe.com/api/setup_intents), cards only: saving a card for later off-session
 * charges without charging it, 3-D Secure included when the card asks for it on setup
 * (https://docs.stripe.com/payments/save-and-reuse). Confirming runs the card's test behaviour:
 * a card needing authentication waits in `requires_action` (Stripe.js shows the challenge); a
 * declining card fails with `last_setup_error`, except 4000 0000 0000 0341, which Stripe documents
 * as attaching fine and failing only when charged. On success the card is attached to the
 * intent's customer, and one authenticated here counts as authenticated for later renewals.
 */
import type Stripe from 'stripe';
import type { ApiKeyKind } from '../api-keys.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest } from '../errors.js';
import { randomToken } from '../ids.js';
import { newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import { checkClientSecret, inlinePaymentMethod } from './card-intents.js';
import { findCustomer } from './customers.js';
import { resolvePaymentMethod } from './payment-methods.js';
import { confirmSetup } from './setup-intent-confirmation.js';
import { findSetupIntent, setupIntentView } from './setup-intent-lookup.js';

export function createSetupIntent(ctx: EmulatorContext, params: Params): Stripe.SetupIntent {
  // At 2026-10-28.endive the types a SetupIntent may use are `allowed_payment_method_types`.
  params.allow(
    'allowed_payment_method_types',
    'automatic_payment_methods',
    'confirm',
    'customer',
    'description',
    'metadata',
    'payment_method',
    'payment_method_data',
    'payment_method_options',
    'return_url',
    'usage',
    'use_stripe_sdk',
  );
  const customerId = params.string('customer');
  if (customerId) findCustomer(ctx, customerId);
  const allowed = params.has('allowed_payment_method_types')
    ? params.strings('allowed_payment_method_types')
    : null;
  if (allowed?.some((type) => type !== 'card')) {
    throw invalidRequest(
      'The Stripe emulator supports SetupIntents for cards only.',
      'allowed_payment_method_types',
      'payment_method_unsupported_type',
    );
  }
  const usage = params.oneOf('usage', ['off_session', 'on_session'] as const) ?? 'off_session';
  const paymentMethodId = inlinePaymentMethod(ctx, params);
  const paymentMethod = paymentMethodId ? resolvePaymentMethod(ctx, paymentMethodId) : null;
  const id = `seti_${randomToken(24)}`;
  const setupIntent: Stripe.SetupIntent = {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: allowed ? (allowed as Stripe.SetupIntent.AllowedPaymentMethodType[]) : null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${randomToken(25)}`,
    created: ctx.now(),
    customer: customerId ?? null,
    description: params.nullableString('description') ?? null,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: params.metadata() ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: paymentMethod?.id ?? null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    usage,
  };
  ctx.store.setupIntents.set(setupIntent);
  ctx.emit('setup_intent.created', setupIntentView(setupIntent));
  if (params.bool('confirm')) confirmSetup(ctx, setupIntent, null);
  return setupIntentView(setupIntent);
}

export function confirmSetupIntent(
  ctx: EmulatorContext,
  id: string,
  params: Params,
  keyKind: ApiKeyKind,
): Stripe.SetupIntent {
  params.allow(
    'client_secret',
    'mandate_data',
    'payment_method',
    'payment_method_data',
    'payment_method_options',
    'return_url',
    'use_stripe_sdk',
  );
  const setupIntent = findSetupIntent(ctx, id);
  checkClientSecret('SetupIntent', setupIntent, params, keyKind);
  confirmSetup(ctx, setupIntent, inlinePaymentMethod(ctx, params));
  return setupIntentView(setupIntent);
}

export function retrieveSetupIntent(
  ctx: EmulatorContext,
  id: string,
  params: Params,
  keyKind: ApiKeyKind,
): Stripe.SetupIntent {
  params.allow('client_secret');
  const setupIntent = findSetupIntent(ctx, id);
  checkClientSecret('SetupIntent', setupIntent, params, keyKind);
  return setupIntentView(setupIntent);
}

/** A SetupIntent that succeeded or was canceled can no longer change. */
function assertNotFinished(setupIntent: Stripe.SetupIntent, verb: 'update' | 'cancel'): void {
  if (setupIntent.status === 'succeeded' || setupIntent.status === 'canceled') {
    throw invalidRequest(
      `You cannot ${verb} this SetupIntent because it has a status of ${setupIntent.status}.`,
      undefined,
      'setup_intent_unexpected_state',
    );
  }
}

export function updateSetupIntent(ctx: EmulatorContext, id: string, params: Params): Stripe.SetupIntent {
  params.allow('customer', 'description', 'metadata', 'payment_method');
  const setupIntent = findSetupIntent(ctx, id);
  assertNotFinished(setupIntent, 'update');
  const customerId = params.string('customer');
  if (customerId) setupIntent.customer = findCustomer(ctx, customerId).id;
  const description = params.nullableString('description');
  if (description !== undefined) setupIntent.description = description;
  const metadata = params.metadata(setupIntent.metadata ?? {});
  if (metadata) setupIntent.metadata = metadata;
  const paymentMethodId = params.string('payment_method');
  if (paymentMethodId) {
    setupIntent.payment_method = resolvePaymentMethod(ctx, paymentMethodId).id;
    setupIntent.status = 'requires_confirmation';
  }
  return setupIntentView(setupIntent);
}

export function cancelSetupIntent(ctx: EmulatorContext, id: string, params: Params): Stripe.SetupIntent {
  params.allow('cancellation_reason');
  const setupIntent = findSetupIntent(ctx, id);
  assertNotFinished(setupIntent, 'cancel');
  setupIntent.status = 'canceled';
  setupIntent.next_action = null;
  setupIntent.cancellation_reason =
    params.oneOf('cancellation_reason', ['abandoned', 'duplicate', 'requested_by_customer'] as const) ?? null;
  ctx.emit('setup_intent.canceled', setupIntentView(setupIntent));
  return setupIntentView(setupIntent);
}

export function listSetupIntents(ctx: EmulatorContext, params: Params) {
  params.allow(
    'attach_to_self',
    'created',
    'customer',
    'ending_before',
    'limit',
    'payment_method',
    'starting_after',
  );
  const customer = params.string('customer');
  const paymentMethod = params.string('payment_method');
  const intents = ctx.store.setupIntents
    .values()
    .filter((intent) => customer === undefined || intent.customer === customer)
    .filter((intent) => paymentMethod === undefined || intent.payment_method === paymentMethod)
    .map(setupIntentView);
  return paginate(newestFirst(intents), params, '/v1/setup_intents');
}
