import { createHmac } from 'node:crypto';
import type { EmulatorEvent } from './store.js';

/**
 * The header Stripe signs every webhook with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload"
 * keyed by the endpoint secret>`, which `stripe.webhooks.constructEvent` verifies.
 * https://docs.stripe.com/webhooks/signature
 */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Stripe sends events pretty-printed; the signature covers these exact bytes. */
export function webhookPayload(event: EmulatorEvent): string {
  return JSON.stringify(event, null, 2);
}
