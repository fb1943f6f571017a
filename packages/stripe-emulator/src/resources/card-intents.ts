// What PaymentIntents and SetupIntents share: both confirm a card, with its client secret, its
// 3-D Secure challenge and the error a refusal answers.
import type Stripe from 'stripe';
import type { ApiKeyKind } from '../api-keys.js';
import type { EmulatorContext } from '../context.js';
import { cardError, invalidRequest, missingParam, StripeApiError } from '../errors.js';
import { newId } from '../ids.js';
import type { Params } from '../params.js';
import { createPaymentMethod } from './payment-methods.js';

export type IntentName = 'PaymentIntent' | 'SetupIntent';

const FIELD: Record<IntentName, 'payment_intent' | 'setup_intent'> = {
  PaymentIntent: 'payment_intent',
  SetupIntent: 'setup_intent',
};

export const AUTHENTICATION_FAILURE_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

function secretMismatch(name: IntentName, code?: string): StripeApiError {
  return invalidRequest(
    `The client_secret provided does not match the client_secret associated with the ${name}.`,
    'client_secret',
    code,
  );
}

/** Publishable keys may only touch an intent whose client secret they hold (Stripe.js's model). */
export function checkClientSecret(
  name: IntentName,
  intent: { client_secret: string | null },
  params: Params,
  keyKind: ApiKeyKind,
): void {
  if (keyKind !== 'publishable') return;
  const secret = params.string('client_secret');
  if (!secret) throw missingParam('client_secret');
  if (secret !== intent.client_secret) throw secretMismatch(name, `${FIELD[name]}_invalid_parameter`);
}

/** The 3-D Secure page opens an intent by its id and client secret, as Stripe.js would. */
export function assertClientSecret(
  name: IntentName,
  intent: { client_secret: string | null },
  clientSecret: string | undefined,
): void {
  if (clientSecret !== intent.client_secret) throw secretMismatch(name);
}

/** payment_method_data[type]=card&payment_method_data[card][...]: create the card inline. */
export function inlinePaymentMethod(ctx: EmulatorContext, params: Params): string | null {
  const data = params.object('payment_method_data');
  if (data) return createPaymentMethod(ctx, data).id;
  return params.nullableString('payment_method') ?? null;
}

/** Stripe.js reads use_stripe_sdk and runs the challenge; our stand-in shows its own (see stripe-js/). */
export function threeDSecureAction(ctx: EmulatorContext, intentId: string) {
  return {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'three_d_secure_redirect',
      stripe_js: `${ctx.publicUrl}/3ds/${intentId}`,
      source: newId('src'),
    },
  };
}

/** The error a refused confirmation answers with: the intent's last error plus the intent. */
export function refusalError(
  name: IntentName,
  lastError: Stripe.PaymentIntent.LastPaymentError | Stripe.SetupIntent.LastSetupError | null,
  view: object,
): StripeApiError {
  const body = {
    ...(lastError as object),
    message: lastError?.message ?? 'Your card was declined.',
    [FIELD[name]]: view,
  };
  if (lastError?.type === 'card_error') return cardError(body);
  return new StripeApiError(400, { ...body, type: 'invalid_request_error' });
}
