import type Stripe from 'stripe';

/** Why a request to the webhook path is refused (400): it is not Stripe's, or not an event. */
export type EventRefusal = 'invalid_signature' | 'not_an_event';

/** A verified event still needs these to be kept: Stripe's own envelope. */
function isEvent(value: unknown): value is Stripe.Event {
  const event = value as { id?: unknown; type?: unknown } | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    typeof event.type === 'string'
  );
}

/**
 * The event Stripe sent, or why it is refused. The signature is checked on the raw body (the exact
 * bytes Stripe signed) with the signing secret.
 */
export function verifyEvent(
  stripe: Stripe,
  webhookSecret: string,
  body: unknown,
  signature: unknown,
): Stripe.Event | EventRefusal {
  let event: unknown;
  try {
    if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new Error('unsigned');
    event = stripe.webhooks.constructEvent(body, signature, webhookSecret);
  } catch {
    return 'invalid_signature';
  }
  return isEvent(event) ? event : 'not_an_event';
}
