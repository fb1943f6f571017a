import type Stripe from 'stripe';
import { advanceClockTo, nextRenewalChargeTime, runBilling } from './billing-cycle.js';
import type { BillingSettings, EmulatorContext } from './context.js';
import { invalidRequest } from './errors.js';
import { finishAuthentication } from './resources/payment-intent-charges.js';
import { findPaymentIntent } from './resources/payment-intent-lookup.js';
import { finishSetupAuthentication } from './resources/setup-intent-confirmation.js';
import { findSetupIntent } from './resources/setup-intent-lookup.js';
import type { EmulatorEvent } from './store.js';
import { type ChaosSettings, chaosSettings } from './webhook-chaos.js';
import type { WebhookBehaviour, WebhookDelivery, WebhookEndpoint } from './webhook-settings.js';
import type { WebhookDispatcher } from './webhooks.js';

export interface AdvanceClockOptions {
  /** Move forward by this many seconds. */
  seconds?: number;
  /** Move to this unix time (seconds). */
  to?: number;
  /**
   * Move to just after the next renewal has been invoiced and charged (period end + 1 hour), for
   * every live subscription or only `subscription`.
   */
  toNextBillingPeriod?: boolean;
  subscription?: string;
}

export interface AdvanceClockResult {
  /** Unix seconds after the move. */
  now: number;
  /** Invoices created while the clock moved (renewals, with their status after collection). */
  invoices: Stripe.Invoice[];
}

export interface EmulatorObjects {
  customers: Stripe.Customer[];
  paymentMethods: Stripe.PaymentMethod[];
  products: Stripe.Product[];
  prices: Stripe.Price[];
  subscriptions: Stripe.Subscription[];
  invoices: Stripe.Invoice[];
  invoiceItems: Stripe.InvoiceItem[];
  paymentIntents: Stripe.PaymentIntent[];
  setupIntents: Stripe.SetupIntent[];
  taxIds: Stripe.TaxId[];
  events: EmulatorEvent[];
}

/**
 * What tests (and the /_emulator/... routes) can do besides the Stripe API: reset, steer webhooks,
 * move time, finish a 3-D Secure challenge without a browser, and look at everything.
 */
export class EmulatorControl {
  private readonly ctx: EmulatorContext;
  private readonly webhooks: WebhookDispatcher;

  /** The Billing settings the emulator started with, which reset() puts back. */
  private readonly initialBillingSettings: BillingSettings;

  constructor(ctx: EmulatorContext, webhooks: WebhookDispatcher) {
    this.ctx = ctx;
    this.webhooks = webhooks;
    this.initialBillingSettings = structuredClone(ctx.billingSettings);
  }

  /**
   * Forgets every object, event and delivery, puts the clock and the Billing settings back; the
   * webhook endpoint stays.
   */
  reset(): void {
    this.ctx.billingSettings = structuredClone(this.initialBillingSettings);
    this.ctx.store.clear();
    this.ctx.clock.reset();
    this.webhooks.reset();
  }

  configureWebhooks(endpoint: WebhookEndpoint | null): void {
    this.webhooks.configure(endpoint);
  }

  webhookEndpoint(): WebhookEndpoint | null {
    return this.webhooks.endpoint;
  }

  webhookBehaviour(): WebhookBehaviour {
    return this.webhooks.behaviour;
  }

  setWebhookBehaviour(behaviour: Partial<WebhookBehaviour>): WebhookBehaviour {
    return this.webhooks.setBehaviour(behaviour);
  }

  releaseWebhooks(order: 'original' | 'reverse' = 'original'): number {
    return this.webhooks.release(order);
  }

  deliveries(): WebhookDelivery[] {
    return this.webhooks.deliveries();
  }

  /**
   * Chaos delivery (webhook-chaos.ts): events late, twice, shuffled and failing, by a seeded random
   * sequence; null turns it off (what it held back is sent). Answers the settings, seed included.
   */
  setWebhookChaos(settings: Partial<ChaosSettings> | null): ChaosSettings | null {
    if (settings === null) return this.webhooks.setChaos(null);
    try {
      return this.webhooks.setChaos(chaosSettings(settings));
    } catch (error) {
      throw invalidRequest((error as Error).message);
    }
  }

  webhookChaos(): ChaosSettings | null {
    const settings = this.webhooks.chaos?.settings;
    return settings ? { ...settings } : null;
  }

  /**
   * Sends at once every delivery chaos holds back (late ones, retries not yet due) and waits until
   * all were answered, as if the emulator's clock had moved past them all. Answers how many.
   */
  async flushWebhooks(timeoutMs?: number): Promise<number> {
    let sent = 0;
    for (;;) {
      await this.webhooks.idle(timeoutMs);
      const flushed = this.webhooks.chaos?.flush() ?? 0;
      if (flushed === 0) return sent;
      sent += flushed;
    }
  }

  /** Resolves when every delivery has been answered or has given up (held ones aside). */
  waitForWebhooks(timeoutMs?: number): Promise<void> {
    return this.webhooks.idle(timeoutMs);
  }

  events(type?: string): EmulatorEvent[] {
    return this.ctx.store.events
      .values()
      .filter((event) => type === undefined || event.type === type)
      .map((event) => structuredClone(event));
  }

  /** Every later Stripe API call waits this long before it is served (0: at once). */
  setLatency(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) throw invalidRequest('latency must be 0 or more milliseconds', 'ms');
    this.ctx.latencyMs = ms;
    return ms;
  }

  latency(): number {
    return this.ctx.latencyMs;
  }

  /** Unix seconds. */
  now(): number {
    return this.ctx.now();
  }

  advanceClock(options: AdvanceClockOptions): AdvanceClockResult {
    const before = new Set(this.ctx.store.invoices.values().map((invoice) => invoice.id));
    let target: number;
    if (options.toNextBillingPeriod) {
      runBilling(this.ctx);
      const next = nextRenewalChargeTime(this.ctx, options.subscription);
      if (next === null) throw invalidRequest('No live subscription to renew.', 'subscription');
      target = next;
    } else if (options.to !== undefined) {
      target = options.to;
    } else if (options.seconds !== undefined) {
      target = this.ctx.now() + options.seconds;
    } else {
      throw invalidRequest('Pass one of seconds, to or toNextBillingPeriod.');
    }
    if (target < this.ctx.now()) throw invalidRequest('The clock only moves forward.', 'to');
    advanceClockTo(this.ctx, target);
    this.webhooks.chaos?.due();
    return {
      now: this.ctx.now(),
      invoices: this.ctx.store.invoices
        .values()
        .filter((invoice) => !before.has(invoice.id))
        .map((invoice) => structuredClone(invoice)),
    };
  }

  /** The end of a 3-D Secure challenge, as if the customer pressed one of the two buttons. */
  authenticatePaymentIntent(id: string, outcome: 'complete' | 'fail'): Stripe.PaymentIntent {
    return finishAuthentication(this.ctx, findPaymentIntent(this.ctx, id), outcome);
  }

  /** The same for a card being saved (a SetupIntent waiting for 3-D Secure). */
  authenticateSetupIntent(id: string, outcome: 'complete' | 'fail'): Stripe.SetupIntent {
    return finishSetupAuthentication(this.ctx, findSetupIntent(this.ctx, id), outcome);
  }

  /** Retries of unpaid renewals and the days of `invoice.upcoming` (Stripe's Billing settings). */
  billingSettings(): BillingSettings {
    return structuredClone(this.ctx.billingSettings);
  }

  setBillingSettings(settings: Partial<BillingSettings>): BillingSettings {
    const next = { ...this.ctx.billingSettings, ...settings };
    const days = next.retryDays;
    if (!days.every((day, index) => Number.isFinite(day) && day > 0 && day > (days[index - 1] ?? 0))) {
      throw invalidRequest('retryDays must be increasing positive numbers of days', 'retryDays');
    }
    if (!(next.upcomingRenewalDays >= 0))
      throw invalidRequest('upcomingRenewalDays must be 0 or more', 'upcomingRenewalDays');
    if (!['cancel', 'unpaid', 'past_due'].includes(next.subscriptionAfterRetries)) {
      throw invalidRequest(
        'subscriptionAfterRetries must be cancel, unpaid or past_due',
        'subscriptionAfterRetries',
      );
    }
    if (!['uncollectible', 'past_due'].includes(next.invoiceAfterRetries)) {
      throw invalidRequest('invoiceAfterRetries must be uncollectible or past_due', 'invoiceAfterRetries');
    }
    this.ctx.billingSettings = next;
    return this.billingSettings();
  }

  objects(): EmulatorObjects {
    const { store } = this.ctx;
    const copy = <T>(rows: T[]): T[] => rows.map((row) => structuredClone(row));
    return {
      customers: copy(store.customers.values()),
      paymentMethods: copy(store.paymentMethods.values()),
      products: copy(store.products.values()),
      prices: copy(store.prices.values()),
      subscriptions: copy(store.subscriptions.values()),
      invoices: copy(store.invoices.values()),
      invoiceItems: copy(store.invoiceItems.values()),
      paymentIntents: copy(store.paymentIntents.values()),
      setupIntents: copy(store.setupIntents.values()),
      taxIds: copy(store.taxIds.values()),
      events: copy(store.events.values()),
    };
  }
}
