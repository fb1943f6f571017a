// A PaymentIntent by id or by client secret, as the API shows it.
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { resourceMissing } from '../errors.js';
import { assertClientSecret } from './card-intents.js';

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

export function findPaymentIntentBySecret(
  ctx: EmulatorContext,
  id: string,
  clientSecret: string | undefined,
) {
  const paymentIntent = findPaymentIntent(ctx, id);
  assertClientSecret('PaymentIntent', paymentIntent, clientSecret);
  return paymentIntent;
}
