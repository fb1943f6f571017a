// What a webhook delivery is sent to and how: the endpoint, misbehaviour on demand, retries,
// and the record of each delivery the control API shows.

export interface WebhookEndpoint {
  url: string;
  secret: string;
  /** Event types to send (default all, `['*']`). */
  enabledEvents?: string[];
}

/**
 * Misbehaviour on demand, so the API's handling of real-world delivery is testable: Stripe may
 * deliver late, more than once, and out of order (https://docs.stripe.com/webhooks#best-practices).
 */
export interface WebhookBehaviour {
  /** Wait this long before the first attempt (e.g. to make activation slower than the site's polling). */
  delayMs: number;
  /** Extra copies of each event (same event id), delivered right after it. */
  duplicate: number;
  /** Collect bursts of events and deliver each burst newest first. */
  reorder: boolean;
  /** A burst ends when no event came for this long. */
  reorderWindowMs: number;
  /** Keep events until `release()` is called. */
  hold: boolean;
  /** Event types the settings above apply to; null for all. */
  types: string[] | null;
}

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** Backoff before the second attempt, doubled for each further one. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** An attempt that gets no answer in this time counts as failed. */
  timeoutMs: number;
}

export interface DeliveryAttempt {
  at: string;
  status: number | null;
  error: string | null;
  durationMs: number;
}

export type DeliveryStatus =
  | 'held'
  /** Chaos: late, or waiting for a retry, until the emulator's clock passes nextAttemptAt or a flush. */
  | 'late'
  | 'scheduled'
  | 'queued'
  | 'delivering'
  | 'retrying'
  | 'delivered'
  | 'failed';

export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: string;
  url: string;
  status: DeliveryStatus;
  /** 0 for the event itself, 1.. for duplicates. */
  copy: number;
  attempts: DeliveryAttempt[];
  nextAttemptAt: string | null;
  /** What chaos delivery decided for it: late until (emulator time), attempts failed on purpose. */
  chaos?: { lateUntil: string | null; failures: number };
}

export const DEFAULT_BEHAVIOUR: WebhookBehaviour = {
  delayMs: 0,
  duplicate: 0,
  reorder: false,
  reorderWindowMs: 150,
  hold: false,
  types: null,
};

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 5,
  initialDelayMs: 500,
  maxDelayMs: 10_000,
  timeoutMs: 10_000,
};
