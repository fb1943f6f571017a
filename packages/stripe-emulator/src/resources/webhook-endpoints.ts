import type Stripe from 'stripe';
import { API_VERSION } from '../api-version.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, missingParam, resourceMissing } from '../errors.js';
import { randomToken } from '../ids.js';
import { newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import type { StoredWebhookEndpoint } from '../store.js';
import type { WebhookEndpoint } from '../webhook-settings.js';

/**
 * Webhook endpoints made through the API, as a deployment registers its own: create (the only
 * answer that shows the signing secret), retrieve, update, list and delete. Events go to each
 * enabled endpoint whose `enabled_events` name them (or `*`), signed with its own secret.
 * https://docs.stripe.com/api/webhook_endpoints
 */
function find(ctx: EmulatorContext, id: string): StoredWebhookEndpoint {
  const stored = ctx.store.webhookEndpoints.get(id);
  if (!stored) throw resourceMissing('webhook endpoint', id, 'id');
  return stored;
}

const view = (stored: StoredWebhookEndpoint): Stripe.WebhookEndpoint => structuredClone(stored.endpoint);

function readUrl(params: Params): string {
  const url = params.requiredString('url');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidRequest('Invalid URL: URL must be a valid http or https URL.', 'url', 'url_invalid');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw invalidRequest('Invalid URL: URL must be a valid http or https URL.', 'url', 'url_invalid');
  }
  return url;
}

function readEvents(params: Params): string[] {
  const events = params.strings('enabled_events');
  if (events.length === 0) throw missingParam('enabled_events');
  return events;
}

export function createWebhookEndpoint(ctx: EmulatorContext, params: Params): Stripe.WebhookEndpoint {
  params.allow('url', 'enabled_events', 'description', 'metadata', 'api_version');
  const id = `we_${randomToken(24)}`;
  const secret = `whsec_${randomToken(32)}`;
  const endpoint: Stripe.WebhookEndpoint = {
    id,
    object: 'webhook_endpoint',
    api_version: params.string('api_version') ?? null,
    application: null,
    created: ctx.now(),
    description: params.nullableString('description') ?? null,
    enabled_events: readEvents(params),
    livemode: false,
    metadata: params.metadata() ?? {},
    status: 'enabled',
    url: readUrl(params),
  };
  if (endpoint.api_version !== null && endpoint.api_version !== API_VERSION) {
    throw invalidRequest(`Invalid api_version: the emulator speaks ${API_VERSION} only.`, 'api_version');
  }
  ctx.store.webhookEndpoints.set({ id, endpoint, secret });
  return { ...structuredClone(endpoint), secret };
}

export function retrieveWebhookEndpoint(
  ctx: EmulatorContext,
  id: string,
  params: Params,
): Stripe.WebhookEndpoint {
  params.allow();
  return view(find(ctx, id));
}

export function updateWebhookEndpoint(
  ctx: EmulatorContext,
  id: string,
  params: Params,
): Stripe.WebhookEndpoint {
  params.allow('url', 'enabled_events', 'description', 'metadata', 'disabled');
  const stored = find(ctx, id);
  const { endpoint } = stored;
  if (params.has('url')) endpoint.url = readUrl(params);
  if (params.has('enabled_events')) endpoint.enabled_events = readEvents(params);
  const description = params.nullableString('description');
  if (description !== undefined) endpoint.description = description;
  const metadata = params.metadata(endpoint.metadata);
  if (metadata) endpoint.metadata = metadata;
  const disabled = params.bool('disabled');
  if (disabled !== undefined) endpoint.status = disabled ? 'disabled' : 'enabled';
  return view(stored);
}

export function listWebhookEndpoints(ctx: EmulatorContext, params: Params) {
  params.allow('limit', 'starting_after', 'ending_before');
  const endpoints = ctx.store.webhookEndpoints.values().map(view);
  return paginate(newestFirst(endpoints), params, '/v1/webhook_endpoints');
}

export function deleteWebhookEndpoint(ctx: EmulatorContext, id: string): Stripe.DeletedWebhookEndpoint {
  find(ctx, id);
  ctx.store.webhookEndpoints.delete(id);
  return { id, object: 'webhook_endpoint', deleted: true };
}

/** Where the dispatcher sends events besides the control endpoint: the enabled API endpoints. */
export function deliveryEndpoints(ctx: EmulatorContext): WebhookEndpoint[] {
  return ctx.store.webhookEndpoints
    .values()
    .filter((stored) => stored.endpoint.status === 'enabled')
    .map((stored) => ({
      url: stored.endpoint.url,
      secret: stored.secret,
      enabledEvents: stored.endpoint.enabled_events,
    }));
}
