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
 * SetupIntents (https://docs.stripe.com/api/setup_intents), cards only: saving a card for later off-session
 * charges without charging it, 3-D Secure included when the card asks for it on setup
 * (https://docs.stripe.com/payments/save-and-reuse). Confirming runs the card's test behaviour:
 * a card needing authentication waits in `requires_action` (Stripe.js shows the challenge); a
 * declining card fails with `last_setup_error`, except 4000 0000 0000 0341, which Stripe documents
 * as attaching fine and failing only when charged. On success the card is attached to the
 * intent's customer, and one authenticated here counts as authenticated for later renewals.
 */

export function setupIntentView(setupIntent: Stripe.SetupIntent): Stripe.SetupIntent {
  return structuredClone(setupIntent);
}

export function findSetupIntent(ctx: EmulatorContext, id: string): Stripe.SetupIntent {
  const setupIntent = ctx.store.setupIntents.get(id);
  if (!setupIntent) throw resourceMissing('setup_intent', id, 'intent');
  return setupIntent;
}

const AUTHENTICATION_FAILURE_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

function fail(
  ctx: EmulatorContext,
  setupIntent: Stripe.SetupIntent,
  paymentMethod: Stripe.PaymentMethod,
  error: Omit<Stripe.SetupIntent.LastSetupError, 'payment_method'>,
): void {
  setupIntent.status = 'requires_payment_method';
  setupIntent.payment_method = null;
  setupIntent.next_action = null;
  setupIntent.last_setup_error = { ...error, payment_method: paymentMethodView(paymentMethod) };
  ctx.emit('setup_intent.setup_failed', setupIntentView(setupIntent));
}

function succeed(ctx: EmulatorContext, setupIntent: Stripe.SetupIntent, paymentMethod: Stripe.PaymentMethod) {
  setupIntent.status = 'succeeded';
  setupIntent.payment_method = paymentMethod.id;
  setupIntent.next_action = null;
  setupIntent.last_setup_error = null;
  if (typeof setupIntent.customer === 'string') {
    const customer = ctx.store.customers.get(setupIntent.customer);
    if (customer) attachPaymentMethod(ctx, paymentMethod, customer);
  }
  ctx.emit('setup_intent.succeeded', setupIntentView(setupIntent));
}

/** The error a failed confirmation answers with: the intent's last_setup_error plus the intent. */
function setupError(setupIntent: Stripe.SetupIntent): StripeApiError {
  const lastError = setupIntent.last_setup_error;
  const body = {
    ...(lastError as object),
    message: lastError?.message ?? 'Your card was declined.',
    setup_intent: setupIntentView(setupIntent),
  };
  if (lastError?.type === 'card_error') return cardError(body);
  return new StripeApiError(400, { ...body, type: 'invalid_request_error' });
}

/** Runs the card's setup behaviour; answers the error to send when it was refused. */
function runSetup(
  ctx: EmulatorContext,
  setupIntent: Stripe.SetupIntent,
  paymentMethod: Stripe.PaymentMethod,
): StripeApiError | null {
  const card = ctx.store.cards.get(paymentMethod.id);
  const outcome = card?.card.outcome ?? { kind: 'succeed' as const };
  const expired = paymentMethod.card && cardExpired(paymentMethod.card, ctx.clock.nowMs());
  if (expired || (outcome.kind === 'decline' && !card?.card.attachesThenDeclines)) {
    const decline = expired ? EXPIRED_CARD : outcome.kind === 'decline' ? outcome : EXPIRED_CARD;
    fail(ctx, setupIntent, paymentMethod, {
      type: 'card_error',
      code: decline.code,
      decline_code: decline.declineCode,
      message: decline.message,
      doc_url: `https://docs.stripe.com/error-codes/${decline.code.replaceAll('_', '-')}`,
    });
    return setupError(setupIntent);
  }
  if (outcome.kind === 'authenticate' && (outcome.when === 'always' || !card?.authenticated)) {
    setupIntent.status = 'requires_action';
    setupIntent.payment_method = paymentMethod.id;
    setupIntent.last_setup_error = null;
    setupIntent.next_action = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: {
        type: 'three_d_secure_redirect',
        stripe_js: `${ctx.publicUrl}/3ds/${setupIntent.id}`,
        source: newId('src'),
      },
    } as Stripe.SetupIntent.NextAction;
    ctx.emit('setup_intent.requires_action', setupIntentView(setupIntent));
    return null;
  }
  succeed(ctx, setupIntent, paymentMethod);
  return null;
}

function assertConfirmable(setupIntent: Stripe.SetupIntent): void {
  if (['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(setupIntent.status))
    return;
  throw invalidRequest(
    `You cannot confirm this SetupIntent because it has a status of ${setupIntent.status}.`,
    undefined,
    'setup_intent_unexpected_state',
  );
}

function confirm(ctx: EmulatorContext, setupIntent: Stripe.SetupIntent, paymentMethodId: string | null) {
  assertConfirmable(setupIntent);
  const id = paymentMethodId ?? (setupIntent.payment_method as string | null);
  if (!id) {
    throw invalidRequest(
      "You cannot confirm this SetupIntent because it's missing a payment method. To confirm the SetupIntent with a card, provide a `payment_method` or `payment_method_data`.",
      undefined,
      'setup_intent_unexpected_state',
    );
  }
  const paymentMethod = resolvePaymentMethod(ctx, id);
  if (
    paymentMethod.customer !== null &&
    typeof setupIntent.customer === 'string' &&
    paymentMethod.customer !== setupIntent.customer
  ) {
    throw invalidRequest(
      'The payment method you provided has already been attached to a customer.',
      'payment_method',
      'payment_method_unexpected_state',
    );
  }
  const error = runSetup(ctx, setupIntent, paymentMethod);
  if (error) throw error;
}

/** Publishable keys may only touch an intent whose client secret they hold (Stripe.js's model). */
function checkClientSecret(setupIntent: Stripe.SetupIntent, params: Params, keyKind: ApiKeyKind): void {
  if (keyKind !== 'publishable') return;
  const secret = params.string('client_secret');
  if (!secret) throw missingParam('client_secret');
  if (secret !== setupIntent.client_secret) {
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with the SetupIntent.',
      'client_secret',
      'setup_intent_invalid_parameter',
    );
  }
}

function inlinePaymentMethod(ctx: EmulatorContext, params: Params): string | null {
  const data = params.object('payment_method_data');
  if (data) return createPaymentMethod(ctx, data).id;
  return params.nullableString('payment_method') ?? null;
}

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
  if (params.bool('confirm')) confirm(ctx, setupIntent, null);
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
  checkClientSecret(setupIntent, params, keyKind);
  confirm(ctx, setupIntent, inlinePaymentMethod(ctx, params));
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
  checkClientSecret(setupIntent, params, keyKind);
  return setupIntentView(setupIntent);
}

export function updateSetupIntent(ctx: EmulatorContext, id: string, params: Params): Stripe.SetupIntent {
  params.allow('customer', 'description', 'metadata', 'payment_method');
  const setupIntent = findSetupIntent(ctx, id);
  if (setupIntent.status === 'succeeded' || setupIntent.status === 'canceled') {
    throw invalidRequest(
      `You cannot update this SetupIntent because it has a status of ${setupIntent.status}.`,
      undefined,
      'setup_intent_unexpected_state',
    );
  }
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
  if (setupIntent.status === 'succeeded' || setupIntent.status === 'canceled') {
    throw invalidRequest(
      `You cannot cancel this SetupIntent because it has a status of ${setupIntent.status}.`,
      undefined,
      'setup_intent_unexpected_state',
    );
  }
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

/**
 * The end of a 3-D Secure challenge on a SetupIntent (the test page's two buttons): completing
 * it saves the card, authenticated; failing it leaves the intent needing another card with
 * setup_intent_authentication_failure, as Stripe does.
 */
export function finishSetupAuthentication(
  ctx: EmulatorContext,
  setupIntent: Stripe.SetupIntent,
  outcome: 'complete' | 'fail',
): Stripe.SetupIntent {
  if (setupIntent.status !== 'requires_action') {
    throw invalidRequest(
      `This SetupIntent is not waiting for authentication (status ${setupIntent.status}).`,
      undefined,
      'setup_intent_unexpected_state',
    );
  }
  const paymentMethod = resolvePaymentMethod(ctx, setupIntent.payment_method as string);
  if (outcome === 'fail') {
    fail(ctx, setupIntent, paymentMethod, {
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
      message: AUTHENTICATION_FAILURE_MESSAGE,
      doc_url: 'https://docs.stripe.com/error-codes/setup-intent-authentication-failure',
    });
    return setupIntentView(setupIntent);
  }
  const card = ctx.store.cards.get(paymentMethod.id);
  if (card) card.authenticated = true;
  succeed(ctx, setupIntent, paymentMethod);
  return setupIntentView(setupIntent);
}

export function findSetupIntentBySecret(ctx: EmulatorContext, id: string, clientSecret: string | undefined) {
  const setupIntent = findSetupIntent(ctx, id);
  if (clientSecret !== setupIntent.client_secret) {
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with the SetupIntent.',
      'client_secret',
    );
  }
  return setupIntent;
}
