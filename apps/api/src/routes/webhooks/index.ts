import { apiError } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Payments } from '../../payments/payments.js';
import { type EventRefusal, receiveEvent, verifyEvent } from '../../subscriptions/index.js';

export interface WebhooksOptions {
  db: Database;
  payments: Payments | null;
}

/** Stripe's own path for its events; not a call of the site, so not in the contracts' table. */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

const REFUSALS: Record<EventRefusal, string> = {
  invalid_signature: 'Invalid Stripe signature.',
  not_an_event: 'Not a Stripe event.',
};

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
    const event = verifyEvent(
      payments.stripe,
      payments.webhookSecret,
      request.body,
      request.headers['stripe-signature'],
    );
    if (typeof event === 'string') {
      return reply.code(400).send(apiError('validation_failed', { message: REFUSALS[event] }));
    }
    await receiveEvent({ db, payments, log: request.log }, event);
    return { received: true };
  });
}
