import { apiError } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/database.js';
import type { Payments } from '../../payments/payments.js';
import { subscriptionOfEvent, syncSubscription } from '../../subscriptions/sync-subscription.js';

export interface WebhooksOptions {
  db: Database;
  payments: Payments | null;
}

/** Stripe's own path for its events; not a call of the site, so not in the contracts' table. */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/**
 * Stripe's events. The signature is checked on the raw body with the signing secret; each event
 * is recorded by id and processed once, in the transaction that applies it, so a duplicate is a
 * no-op and a failure (Stripe down while re-reading) leaves nothing half-done and is retried by
 * Stripe. Processing re-reads the subscription from Stripe, which makes the order of events
 * irrelevant.
 */
export async function webhooksRoutes(app: FastifyInstance, { db, payments }: WebhooksOptions) {
  // Signatures are over the exact bytes Stripe sent, so this scope keeps the body as a Buffer.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
    if (!payments?.webhookSecret) return reply.code(503).send(apiError('payment_provider_unavailable'));
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
      event = payments.stripe.webhooks.constructEvent(request.body, signature, payments.webhookSecret);
    } catch {
      return reply.code(400).send(apiError('validation_failed', { message: 'Invalid Stripe signature.' }));
    }
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'insert into stripe_events (id, type) values ($1, $2) on conflict (id) do nothing returning id',
        [event.id, event.type],
      );
      if (rows.length === 0) return;
      const subscriptionId = subscriptionOfEvent(event);
      if (subscriptionId) await syncSubscription(tx, payments.stripe, subscriptionId);
      await tx.query('update stripe_events set processed_at = now() where id = $1', [event.id]);
    });
    return { received: true };
  });
}
