// Charging a PaymentIntent with its card's test behaviour: success, decline, or 3-D Secure.
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, type StripeApiError } from '../errors.js';
import { newId } from '../ids.js';
import { cardExpired, EXPIRED_CARD } from '../test-cards.js';
import { AUTHENTICATION_FAILURE_MESSAGE, refusalError, threeDSecureAction } from './card-intents.js';
import { paymentIntentView } from './payment-intent-lookup.js';
import { attachPaymentMethod, paymentMethodView, resolvePaymentMethod } from './payment-methods.js';

/**
 * How a charge is being made, which decides what a card that wants 3-D Secure does:
 * - on_session: the customer is present; the intent goes to requires_action (use_stripe_sdk).
 * - off_session: the merchant charges a saved card; Stripe declines with authentication_required.
 * - billing: a subscription renewal; the intent waits in requires_action and the invoice asks for
 *   action (invoice.payment_action_required), as Stripe Billing does.
 */
export type ChargeMode = 'on_session' | 'off_session' | 'billing';

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
  paymentIntent.next_action = threeDSecureAction(ctx, paymentIntent.id) as Stripe.PaymentIntent.NextAction;
  ctx.emit('payment_intent.requires_action', paymentIntentView(paymentIntent));
  ctx.paymentIntentSettled(paymentIntent, 'requires_action');
}

/** The error a declined charge answers with: the intent's last_payment_error plus the intent. */
function declineError(paymentIntent: Stripe.PaymentIntent): StripeApiError {
  return refusalError('PaymentIntent', paymentIntent.last_payment_error, paymentIntentView(paymentIntent));
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
