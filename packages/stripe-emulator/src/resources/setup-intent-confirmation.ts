// Confirming a SetupIntent with its card's test behaviour: saved, refused, or 3-D Secure first.
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, type StripeApiError } from '../errors.js';
import { cardExpired, EXPIRED_CARD } from '../test-cards.js';
import { AUTHENTICATION_FAILURE_MESSAGE, refusalError, threeDSecureAction } from './card-intents.js';
import { attachPaymentMethod, paymentMethodView, resolvePaymentMethod } from './payment-methods.js';
import { setupIntentView } from './setup-intent-lookup.js';

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
  return refusalError('SetupIntent', setupIntent.last_setup_error, setupIntentView(setupIntent));
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
    setupIntent.next_action = threeDSecureAction(ctx, setupIntent.id) as Stripe.SetupIntent.NextAction;
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

export function confirmSetup(
  ctx: EmulatorContext,
  setupIntent: Stripe.SetupIntent,
  paymentMethodId: string | null,
) {
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
