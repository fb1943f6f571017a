import type { Database } from '../../db/database.js';
import type { Payments } from '../../payments/payments.js';
import { applyDueEvents, type EventLog } from './webhook-events-service.js';

export interface WebhookEventWorker {
  /** Applies every event due now, once (the loop calls it; tests call it directly). */
  drain(): Promise<{ applied: number; failed: number }>;
  /** Ends the loop and waits for a pass under way. */
  stop(): Promise<void>;
}

export const DEFAULT_EVENT_INTERVAL_MS = 10_000;

/**
 * Retries the Stripe events a request could not apply
 * (docs/subscriptions-and-money.md#stripe-events), like the mail outbox's worker: one per API
 * process, a due event claimed by one of them only.
 */
export function startWebhookEventWorker(options: {
  db: Database;
  payments: Payments;
  log: EventLog;
  intervalMs?: number;
}): WebhookEventWorker {
  const { intervalMs = DEFAULT_EVENT_INTERVAL_MS } = options;
  const context = { db: options.db, payments: options.payments, log: options.log };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;

  async function drain() {
    const total = { applied: 0, failed: 0 };
    // A failed event is put off into the future, so every round takes new ones and the loop ends.
    for (;;) {
      const round = await applyDueEvents(context);
      total.applied += round.applied;
      total.failed += round.failed;
      if (round.applied + round.failed === 0) return total;
    }
  }

  const schedule = () => {
    timer = setTimeout(() => {
      pass = drain()
        .then(() => undefined)
        .catch((error: unknown) => {
          // The database may be briefly away; the next pass tries again.
          options.log.error(
            { error: error instanceof Error ? error.message : String(error) },
            'stripe event pass failed',
          );
        })
        .finally(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
    // The HTTP server keeps the process alive; this timer alone must not.
    timer.unref();
  };
  schedule();

  return {
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
