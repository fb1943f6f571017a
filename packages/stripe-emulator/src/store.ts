import type Stripe from 'stripe';
import type { TestCard } from './test-cards.js';

/** One kind of object, in creation order (Stripe lists newest first, see lists.ts). */
export class Table<T extends { id: string }> {
  private readonly rows = new Map<string, T>();

  get(id: string): T | undefined {
    return this.rows.get(id);
  }

  set(row: T): T {
    this.rows.set(row.id, row);
    return row;
  }

  delete(id: string): void {
    this.rows.delete(id);
  }

  values(): T[] {
    return [...this.rows.values()];
  }

  get size(): number {
    return this.rows.size;
  }

  clear(): void {
    this.rows.clear();
  }

  /** A deep copy, for previews that must not touch the real account. */
  copy(): Table<T> {
    const copy = new Table<T>();
    for (const row of this.rows.values()) copy.set(structuredClone(row));
    return copy;
  }
}

export interface EmulatorEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** What a card does, kept beside the PaymentMethod (Stripe never shows the number again). */
export interface CardState {
  card: TestCard;
  /** Set once a 3-D Secure challenge on this card succeeded (see CardOutcome 'once'). */
  authenticated: boolean;
}

/**
 * What a subscription becomes once the invoice of a pending update is paid: the items and billing
 * period the update computed, kept aside while the subscription goes on as before.
 * https://docs.stripe.com/billing/subscriptions/pending-updates
 */
export interface PendingChange {
  invoiceId: string;
  items: Stripe.SubscriptionItem[];
  billingCycleAnchor: number;
}

/** A webhook endpoint created through the API, with its signing secret (shown once, at creation). */
export interface StoredWebhookEndpoint {
  id: string;
  endpoint: Stripe.WebhookEndpoint;
  secret: string;
}

/** The whole emulated account. Stripe-shaped objects, plus the links Stripe keeps out of sight. */
export class Store {
  readonly customers = new Table<Stripe.Customer>();
  readonly paymentMethods = new Table<Stripe.PaymentMethod>();
  readonly cards = new Map<string, CardState>();
  readonly products = new Table<Stripe.Product>();
  readonly prices = new Table<Stripe.Price>();
  readonly subscriptions = new Table<Stripe.Subscription>();
  readonly invoices = new Table<Stripe.Invoice>();
  readonly invoiceItems = new Table<Stripe.InvoiceItem>();
  readonly invoicePayments = new Table<Stripe.InvoicePayment>();
  readonly paymentIntents = new Table<Stripe.PaymentIntent>();
  readonly setupIntents = new Table<Stripe.SetupIntent>();
  readonly taxIds = new Table<Stripe.TaxId>();
  readonly subscriptionSchedules = new Table<Stripe.SubscriptionSchedule>();
  readonly events = new Table<EmulatorEvent>();
  readonly testClocks = new Table<Stripe.TestHelpers.TestClock>();
  /** sub_ -> the change its `pending_update` stands for. */
  readonly pendingChanges = new Map<string, PendingChange>();
  /** Endpoints created with POST /v1/webhook_endpoints; kept by reset, like the control endpoint. */
  readonly webhookEndpoints = new Table<StoredWebhookEndpoint>();
  /** pi_ -> in_: endive's PaymentIntent has no `invoice` field, but the invoice must learn of its payment. */
  readonly paymentIntentInvoice = new Map<string, string>();
  /** Idempotency-Key -> the first request's fingerprint and stored answer. */
  readonly idempotency = new Map<string, { fingerprint: string; status: number; body: string }>();
  /** Open invoices already announced as overdue (invoice.overdue is sent once). */
  readonly overdueInvoices = new Set<string>();
  /** `<subscription>:<period end>` of each renewal already announced by invoice.upcoming. */
  readonly upcomingAnnounced = new Set<string>();
  /** in_ -> when its first collection failed: Stripe's retries are counted from then. */
  readonly firstFailures = new Map<string, number>();

  clear(): void {
    for (const table of [
      this.customers,
      this.paymentMethods,
      this.products,
      this.prices,
      this.subscriptions,
      this.invoices,
      this.invoiceItems,
      this.invoicePayments,
      this.paymentIntents,
      this.setupIntents,
      this.taxIds,
      this.subscriptionSchedules,
      this.events,
      this.testClocks,
    ]) {
      table.clear();
    }
    this.pendingChanges.clear();
    this.cards.clear();
    this.paymentIntentInvoice.clear();
    this.overdueInvoices.clear();
    this.upcomingAnnounced.clear();
    this.firstFailures.clear();
    this.idempotency.clear();
  }

  /**
   * A deep copy of the account's objects (not its idempotency memory nor its webhook endpoints),
   * on which a preview can run the real billing code without changing anything.
   */
  copy(): Store {
    const copy = new Store();
    const tables = [
      'customers',
      'paymentMethods',
      'products',
      'prices',
      'subscriptions',
      'invoices',
      'invoiceItems',
      'invoicePayments',
      'paymentIntents',
      'setupIntents',
      'taxIds',
      'subscriptionSchedules',
    ] as const;
    for (const name of tables) {
      const source = this[name] as Table<{ id: string }>;
      const target = copy[name] as Table<{ id: string }>;
      for (const row of source.copy().values()) target.set(row);
    }
    for (const [id, state] of this.cards) copy.cards.set(id, structuredClone(state));
    for (const [id, change] of this.pendingChanges) copy.pendingChanges.set(id, structuredClone(change));
    for (const [pi, invoice] of this.paymentIntentInvoice) copy.paymentIntentInvoice.set(pi, invoice);
    for (const key of this.upcomingAnnounced) copy.upcomingAnnounced.add(key);
    for (const [invoice, at] of this.firstFailures) copy.firstFailures.set(invoice, at);
    return copy;
  }
}
