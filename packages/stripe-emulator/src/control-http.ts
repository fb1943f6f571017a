import type { BillingSettings } from './context.js';
import type { AdvanceClockOptions, EmulatorControl, EmulatorObjects } from './control.js';
import { invalidRequest, unrecognizedUrl } from './errors.js';
import type { ChaosSettings } from './webhook-chaos.js';
import type { WebhookBehaviour } from './webhook-settings.js';

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
    case 'GET /_emulator/webhooks/chaos':
      return ok(control.webhookChaos());
    case 'POST /_emulator/webhooks/chaos':
      return ok(
        control.setWebhookChaos({
          seed: numberOf(body.seed, 'seed'),
          duplicateRate: numberOf(body.duplicateRate, 'duplicateRate'),
          lateRate: numberOf(body.lateRate, 'lateRate'),
          failRate: numberOf(body.failRate, 'failRate'),
          shuffle: booleanOf(body.shuffle),
        } as Partial<ChaosSettings>),
      );
    case 'DELETE /_emulator/webhooks/chaos':
      return ok(control.setWebhookChaos(null));
    case 'POST /_emulator/webhooks/flush': {
      const flushed = await control.flushWebhooks(numberOf(body.timeoutMs, 'timeoutMs'));
      return ok({ flushed, deliveries: control.deliveries() });
    }
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
  'GET/DELETE /_emulator/webhooks/chaos',
  'POST /_emulator/webhooks/chaos {seed?, duplicateRate?, lateRate?, failRate?, shuffle?}',
  'POST /_emulator/webhooks/flush {timeoutMs?}',
  'GET  /_emulator/clock',
  'GET/POST /_emulator/latency {ms}',
  'POST /_emulator/clock/advance {seconds? | to? | toNextBillingPeriod?, subscription?}',
  'GET/POST /_emulator/billing/settings {retryDays?, subscriptionAfterRetries?, invoiceAfterRetries?, upcomingRenewalDays?}',
  'POST /_emulator/payment_intents/{id}/authenticate {outcome: complete|fail}',
  'POST /_emulator/setup_intents/{id}/authenticate {outcome: complete|fail}',
];
