import type Stripe from 'stripe';

/** Why a request to the webhook path is refused (400): it is not Stripe's, or not an event. */
export type EventRefusal = 'invalid_signature' | 'not_an_event';

/**
 * docs/limits.md#webhook-timestamps: Stripe's SDK refuses a signature older than its tolerance but
 * not one dated ahead, so a signed body dated hours ahead would stay replayable until then.
 */
export const WEBHOOK_FUTURE_TOLERANCE_SECONDS = 5 * 60;

/** The `t=` of a Stripe-Signature header, in seconds; NaN when there is none or it is not a number. */
function signedAt(signature: string): number {
  const part = signature.split(',').find((item) => item.trim().startsWith('t='));
  const value = part?.trim().slice(2) ?? '';
  return /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN;
}

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
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Stripe.Event | EventRefusal {
  let event: unknown;
  try {
    if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new Error('unsigned');
    event = stripe.webhooks.constructEvent(body, signature, webhookSecret);
    if (!(signedAt(signature) <= nowSeconds + WEBHOOK_FUTURE_TOLERANCE_SECONDS)) throw new Error('ahead');
  } catch {
    return 'invalid_signature';
  }
  return isEvent(event) ? event : 'not_an_event';
}
