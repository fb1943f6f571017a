import { resourceMissing } from '../errors.js';
import { newestFirst, paginate } from '../lists.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  retrieveWebhookEndpoint,
  updateWebhookEndpoint,
} from '../resources/webhook-endpoints.js';
import { pathId, type Route } from './route.js';

/** Webhook endpoints and events. */
export const EVENT_ROUTES: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/webhook_endpoints',
    handler: (c) => createWebhookEndpoint(c.ctx, c.params),
  },
  {
    method: 'GET',
    pattern: '/v1/webhook_endpoints',
    handler: (c) => listWebhookEndpoints(c.ctx, c.params),
  },
  {
    method: 'GET',
    pattern: '/v1/webhook_endpoints/:id',
    handler: (c) => retrieveWebhookEndpoint(c.ctx, pathId(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/webhook_endpoints/:id',
    handler: (c) => updateWebhookEndpoint(c.ctx, pathId(c), c.params),
  },
  {
    method: 'DELETE',
    pattern: '/v1/webhook_endpoints/:id',
    handler: (c) => deleteWebhookEndpoint(c.ctx, pathId(c)),
  },

  {
    method: 'GET',
    pattern: '/v1/events',
    handler: (c) => {
      c.params.allow(
        'type',
        'types',
        'limit',
        'starting_after',
        'ending_before',
        'created',
        'delivery_success',
      );
      const type = c.params.string('type');
      const types = c.params.strings('types');
      const matches = (eventType: string) =>
        (type === undefined ||
          eventType === type ||
          (type.endsWith('.*') && eventType.startsWith(type.slice(0, -1)))) &&
        (types.length === 0 || types.includes(eventType));
      const events = c.ctx.store.events
        .values()
        .filter((event) => matches(event.type))
        .map((event) => structuredClone(event));
      return paginate(newestFirst(events), c.params, '/v1/events');
    },
  },
  {
    method: 'GET',
    pattern: '/v1/events/:id',
    handler: (c) => {
      const event = c.ctx.store.events.get(pathId(c));
      if (!event) throw resourceMissing('event', pathId(c), 'id');
      return structuredClone(event);
    },
  },
];
