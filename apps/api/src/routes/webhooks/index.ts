import { apiError } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/database.js';
import type { Payments } from '../../payments/payments.js';
import { receiveEvent } from '../../subscriptions/webhook-events/webhook-events-service.js';

export interface WebhooksOptions {
  db: Database;
  payments: Payments | null;
}

/** Stripe's own path for its events; not a call of the site, so not in the contracts' table. */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

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
 * Stripe's events. The signature is checked on the raw body with the signing secret; a verified
 * event is stored, then applied (src/subscriptions/webhook-events/). Stripe gets 2xx once the
 * event is kept, whatever applying it comes to: one that cannot be applied is retried by our
 * worker, not by Stripe. A signed body that is no event at all is a 400.
 */
export async function webhooksRoutes(app: FastifyInstance, { db, payments }: WebhooksOptions) {
  // Signatures are over the exact bytes Stripe sent, so this scope keeps the body as a Buffer.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
    if (!payments?.webhookSecret) return reply.code(503).send(apiError('payment_provider_unavailable'));
    const signature = request.headers['stripe-signature'];
    let event: unknown;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
      event = payments.stripe.webhooks.constructEvent(request.body, signature, payments.webhookSecret);
    } catch {
      return reply.code(400).send(apiError('validation_failed', { message: 'Invalid Stripe signature.' }));
    }
    if (!isEvent(event)) {
      return reply.code(400).send(apiError('validation_failed', { message: 'Not a Stripe event.' }));
    }
    await receiveEvent({ db, payments, log: request.log }, event);
    return { received: true };
  });
}
