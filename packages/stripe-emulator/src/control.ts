import type Stripe from 'stripe';
import { advanceClockTo, nextRenewalChargeTime, runBilling } from './billing-cycle.js';
import type { BillingSettings, EmulatorContext } from './context.js';
import { invalidRequest, unrecognizedUrl } from './errors.js';
import { finishAuthentication } from './resources/payment-intent-charges.js';
import { findPaymentIntent } from './resources/payment-intent-lookup.js';
import { finishSetupAuthentication } from './resources/setup-intent-confirmation.js';
import { findSetupIntent } from './resources/setup-intent-lookup.js';
import type { EmulatorEvent } from './store.js';
import type { WebhookBehaviour, WebhookDelivery, WebhookDispatcher, WebhookEndpoint } from './webhooks.js';

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

type Json = Record<string, unknown>;

function numberOf(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) throw invalidRequest(`${name} must be a number`, name);
  return number;
}

function booleanOf(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return value === true || value === 'true';
}

function stringList(value: unknown): string[] | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (Array.isArray(value)) return value.map(String);
  return String(value)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The control API over HTTP, JSON in and out (bodies may also be form-encoded). Routes are listed
 * in the package README and by GET /_emulator.
 */
export async function handleControlRequest(
  control: EmulatorControl,
  method: string,
  path: string,
  body: Json,
  query: URLSearchParams,
): Promise<{ status: number; body: unknown }> {
  const route = `${method} ${path.replace(/\/+$/, '')}`;
  const ok = (value: unknown) => ({ status: 200, body: value });
  switch (route) {
    case 'GET /_emulator':
      return ok({ routes: CONTROL_ROUTES });
    case 'GET /_emulator/health':
      return ok({ ok: true, now: control.now() });
    case 'POST /_emulator/reset':
      control.reset();
      return ok({ ok: true });
    case 'GET /_emulator/objects': {
      const objects = control.objects();
      const type = query.get('type');
      if (type) {
        if (!(type in objects)) throw invalidRequest(`Unknown object type: ${type}`, 'type');
        return ok(objects[type as keyof EmulatorObjects]);
      }
      return ok(objects);
    }
    case 'GET /_emulator/events':
      return ok(control.events(query.get('type') ?? undefined));
    case 'GET /_emulator/webhooks/endpoint':
      return ok(control.webhookEndpoint());
    case 'PUT /_emulator/webhooks/endpoint':
    case 'POST /_emulator/webhooks/endpoint': {
      if (typeof body.url !== 'string' || typeof body.secret !== 'string') {
        throw invalidRequest('url and secret are required', 'url');
      }
      const enabledEvents = stringList(body.enabledEvents) ?? undefined;
      control.configureWebhooks({
        url: body.url,
        secret: body.secret,
        ...(enabledEvents ? { enabledEvents } : {}),
      });
      return ok(control.webhookEndpoint());
    }
    case 'DELETE /_emulator/webhooks/endpoint':
      control.configureWebhooks(null);
      return ok(null);
    case 'GET /_emulator/webhooks/behaviour':
      return ok(control.webhookBehaviour());
    case 'POST /_emulator/webhooks/behaviour': {
      const behaviour: Partial<WebhookBehaviour> = {};
      const delayMs = numberOf(body.delayMs, 'delayMs');
      if (delayMs !== undefined) behaviour.delayMs = delayMs;
      const duplicate =
        body.duplicate === true ? 1 : body.duplicate === false ? 0 : numberOf(body.duplicate, 'duplicate');
      if (duplicate !== undefined) behaviour.duplicate = duplicate;
      const reorder = booleanOf(body.reorder);
      if (reorder !== undefined) behaviour.reorder = reorder;
      const reorderWindowMs = numberOf(body.reorderWindowMs, 'reorderWindowMs');
      if (reorderWindowMs !== undefined) behaviour.reorderWindowMs = reorderWindowMs;
      const hold = booleanOf(body.hold);
      if (hold !== undefined) behaviour.hold = hold;
      const types = stringList(body.types);
      if (types !== undefined) behaviour.types = types;
      return ok(control.setWebhookBehaviour(behaviour));
    }
    case 'POST /_emulator/webhooks/release':
      return ok({ released: control.releaseWebhooks(body.order === 'reverse' ? 'reverse' : 'original') });
    case 'GET /_emulator/webhooks/deliveries':
      return ok(control.deliveries());
    case 'POST /_emulator/webhooks/wait':
      await control.waitForWebhooks(numberOf(body.timeoutMs, 'timeoutMs'));
      return ok(control.deliveries());
    case 'GET /_emulator/clock':
      return ok({ now: control.now() });
    case 'GET /_emulator/latency':
      return ok({ ms: control.latency() });
    case 'POST /_emulator/latency':
      return ok({ ms: control.setLatency(numberOf(body.ms, 'ms') ?? 0) });
    case 'GET /_emulator/billing/settings':
      return ok(control.billingSettings());
    case 'POST /_emulator/billing/settings': {
      const settings: Partial<BillingSettings> = {};
      if (body.retryDays !== undefined) {
        settings.retryDays = (stringList(body.retryDays) ?? []).map((day) => numberOf(day, 'retryDays') ?? 0);
      }
      const upcoming = numberOf(body.upcomingRenewalDays, 'upcomingRenewalDays');
      if (upcoming !== undefined) settings.upcomingRenewalDays = upcoming;
      if (typeof body.subscriptionAfterRetries === 'string') {
        settings.subscriptionAfterRetries =
          body.subscriptionAfterRetries as BillingSettings['subscriptionAfterRetries'];
      }
      if (typeof body.invoiceAfterRetries === 'string') {
        settings.invoiceAfterRetries = body.invoiceAfterRetries as BillingSettings['invoiceAfterRetries'];
      }
      return ok(control.setBillingSettings(settings));
    }
    case 'POST /_emulator/clock/advance': {
      const options: AdvanceClockOptions = {};
      const seconds = numberOf(body.seconds, 'seconds');
      if (seconds !== undefined) options.seconds = seconds;
      const to = numberOf(body.to, 'to');
      if (to !== undefined) options.to = to;
      if (booleanOf(body.toNextBillingPeriod)) options.toNextBillingPeriod = true;
      if (typeof body.subscription === 'string') options.subscription = body.subscription;
      return ok(control.advanceClock(options));
    }
    default: {
      const authenticate = /^POST \/_emulator\/(payment_intents|setup_intents)\/([^/]+)\/authenticate$/.exec(
        route,
      );
      if (authenticate) {
        const outcome = body.outcome === 'fail' ? 'fail' : 'complete';
        const id = decodeURIComponent(authenticate[2] as string);
        return ok(
          authenticate[1] === 'setup_intents'
            ? control.authenticateSetupIntent(id, outcome)
            : control.authenticatePaymentIntent(id, outcome),
        );
      }
      throw unrecognizedUrl(method, path);
    }
  }
}

export const CONTROL_ROUTES = [
  'GET  /_emulator/health',
  'POST /_emulator/reset',
  'GET  /_emulator/objects[?type=customers|paymentMethods|products|prices|subscriptions|invoices|invoiceItems|paymentIntents|setupIntents|taxIds|events]',
  'GET  /_emulator/events[?type=invoice.paid]',
  'GET  /_emulator/webhooks/endpoint',
  'PUT  /_emulator/webhooks/endpoint {url, secret, enabledEvents?}',
  'DELETE /_emulator/webhooks/endpoint',
  'GET  /_emulator/webhooks/behaviour',
  'POST /_emulator/webhooks/behaviour {delayMs?, duplicate?, reorder?, reorderWindowMs?, hold?, types?}',
  'POST /_emulator/webhooks/release {order?: original|reverse}',
  'GET  /_emulator/webhooks/deliveries',
  'POST /_emulator/webhooks/wait {timeoutMs?}',
  'GET  /_emulator/clock',
  'GET/POST /_emulator/latency {ms}',
  'POST /_emulator/clock/advance {seconds? | to? | toNextBillingPeriod?, subscription?}',
  'GET/POST /_emulator/billing/settings {retryDays?, subscriptionAfterRetries?, invoiceAfterRetries?, upcomingRenewalDays?}',
  'POST /_emulator/payment_intents/{id}/authenticate {outcome: complete|fail}',
  'POST /_emulator/setup_intents/{id}/authenticate {outcome: complete|fail}',
];
