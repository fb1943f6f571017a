import type Stripe from 'stripe';
import { API_VERSION } from './api-version.js';
import type { EmulatorClock } from './clock.js';
import { newId } from './ids.js';
import type { EmulatorEvent, Store } from './store.js';

export interface RequestInfo {
  id: string;
  idempotencyKey: string | null;
}

export type PaymentIntentOutcome = 'succeeded' | 'failed' | 'requires_action';

/** What billing does when a PaymentIntent settles (wired by emulator.ts to the invoices). */
export type SettlementHook = (
  ctx: EmulatorContext,
  paymentIntent: Stripe.PaymentIntent,
  outcome: PaymentIntentOutcome,
) => void;

/**
 * The account's Billing settings that decide what happens to an unpaid renewal and when renewals
 * are announced (Dashboard: Billing > Revenue recovery > Retries; Billing > Subscriptions and
 * emails > Upcoming renewal events). The defaults are the settings this product asks for.
 */
export interface BillingSettings {
  /**
   * Days after the first failed attempt at which Stripe tries again (its Smart Retries pick the
   * moments; a custom schedule names them). Default: 8 retries within 2 weeks, Stripe's
   * recommendation.
   */
  retryDays: readonly number[];
  /** The subscription once every retry failed: canceled (customer.subscription.deleted), unpaid or left past_due. */
  subscriptionAfterRetries: 'cancel' | 'unpaid' | 'past_due';
  /** The invoice once every retry failed: marked uncollectible, or left open (past due). */
  invoiceAfterRetries: 'uncollectible' | 'past_due';
  /** `invoice.upcoming` is sent this many days before a subscription renews. */
  upcomingRenewalDays: number;
}

export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  retryDays: [1, 3, 5, 7, 9, 11, 13, 14],
  subscriptionAfterRetries: 'cancel',
  invoiceAfterRetries: 'uncollectible',
  upcomingRenewalDays: 14,
};

/**
 * What every resource needs: the account's objects, the clock, the public address (for
 * invoice_pdf and hosted_invoice_url), and the way to announce a change as an Event.
 */
export class EmulatorContext {
  readonly store: Store;
  readonly clock: EmulatorClock;
  publicUrl: string;
  /** Added to every API call before it is served: a slow Stripe, on demand (control API). */
  latencyMs = 0;
  billingSettings: BillingSettings = DEFAULT_BILLING_SETTINGS;
  /** The API request being served, stamped on the events it causes (`event.request`). */
  request: RequestInfo | null = null;
  /** Sets `pending_webhooks` and queues the deliveries. */
  private readonly onEvent: (event: EmulatorEvent) => void;
  /**
   * Told when a PaymentIntent settles. Billing subscribes (an invoice learns it was paid) so that
   * payment-intents.ts need not know about invoices, as in Stripe's own model.
   */
  settlement: SettlementHook = () => {};

  constructor(options: {
    store: Store;
    clock: EmulatorClock;
    publicUrl: string;
    onEvent: (event: EmulatorEvent) => void;
  }) {
    this.store = options.store;
    this.clock = options.clock;
    this.publicUrl = options.publicUrl;
    this.onEvent = options.onEvent;
  }

  now(): number {
    return this.clock.now();
  }

  paymentIntentSettled(paymentIntent: Stripe.PaymentIntent, outcome: PaymentIntentOutcome): void {
    this.settlement(this, paymentIntent, outcome);
  }

  /**
   * A throw-away copy of the account at this moment, whose events go nowhere: previews run the
   * same billing code on it as the real call would, so a preview and the charge cannot disagree.
   */
  sandbox(): EmulatorContext {
    const copy = new EmulatorContext({
      store: this.store.copy(),
      clock: this.clock,
      publicUrl: this.publicUrl,
      onEvent: () => {},
    });
    copy.settlement = this.settlement;
    copy.billingSettings = this.billingSettings;
    return copy;
  }

  /**
   * Records an event whose `data.object` is a snapshot of the object now (as Stripe's are), and
   * hands it to webhook delivery.
   */
  emit(type: string, object: object, previousAttributes?: Record<string, unknown>): EmulatorEvent {
    const event: EmulatorEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.now(),
      data: {
        object: structuredClone(object) as Record<string, unknown>,
        ...(previousAttributes && Object.keys(previousAttributes).length > 0
          ? { previous_attributes: structuredClone(previousAttributes) }
          : {}),
      },
      livemode: false,
      pending_webhooks: 0,
      request: { id: this.request?.id ?? null, idempotency_key: this.request?.idempotencyKey ?? null },
      type,
    };
    this.store.events.set(event);
    this.onEvent(event);
    return event;
  }
}

/** Top-level fields whose value changed, with their old values: Stripe's `previous_attributes`. */
export function changedAttributes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
  }
  return previous;
}
