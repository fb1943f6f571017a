import type { ApiKeyKind } from './api-keys.js';
import type { EmulatorContext } from './context.js';
import { resourceMissing } from './errors.js';
import { newestFirst, paginate } from './lists.js';
import type { Params } from './params.js';
import {
  createCustomer,
  customerView,
  deleteCustomer,
  findCustomer,
  listCustomers,
  updateCustomer,
} from './resources/customers.js';
import { createInvoiceItem, listInvoiceItems } from './resources/invoice-items.js';
import { createInvoicePreview } from './resources/invoice-preview.js';
import {
  createInvoice,
  deleteDraftInvoice,
  finalizeInvoice,
  listInvoiceLines,
  listInvoicePayments,
  listInvoices,
  payInvoice,
  retrieveInvoice,
  sendInvoice,
  voidInvoiceHandler,
} from './resources/invoices.js';
import {
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  listPaymentIntents,
  retrievePaymentIntent,
} from './resources/payment-intents.js';
import {
  attachPaymentMethod,
  createPaymentMethod,
  detachPaymentMethod,
  listPaymentMethods,
  paymentMethodView,
  resolvePaymentMethod,
  updatePaymentMethod,
} from './resources/payment-methods.js';
import { createPrice, findPrice, listPrices, priceView, updatePrice } from './resources/prices.js';
import {
  createProduct,
  findProduct,
  listProducts,
  productView,
  updateProduct,
} from './resources/products.js';
import {
  cancelSetupIntent,
  confirmSetupIntent,
  createSetupIntent,
  listSetupIntents,
  retrieveSetupIntent,
  updateSetupIntent,
} from './resources/setup-intents.js';
import { cancelSubscription } from './resources/subscription-cancellation.js';
import { createSubscription } from './resources/subscription-creation.js';
import {
  createSchedule,
  findSchedule,
  releaseScheduleHandler,
  scheduleView,
  updateSchedule,
} from './resources/subscription-schedules.js';
import { listSubscriptions, retrieveSubscription, updateSubscription } from './resources/subscriptions.js';
import { createTaxId, deleteTaxId, listTaxIds, retrieveTaxId } from './resources/tax-ids.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  retrieveWebhookEndpoint,
  updateWebhookEndpoint,
} from './resources/webhook-endpoints.js';

export interface ApiCall {
  ctx: EmulatorContext;
  params: Params;
  /** Path parameters, e.g. `id` in /v1/customers/:id. */
  path: Record<string, string>;
  keyKind: ApiKeyKind;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: string;
  /** Stripe.js may call it with a publishable key. */
  publishable?: boolean;
  handler: (call: ApiCall) => unknown;
}

const id = (call: ApiCall): string => call.path.id as string;

/** The part of Stripe's v1 API this product uses (see README, "What is emulated"). */
export const ROUTES: Route[] = [
  { method: 'POST', pattern: '/v1/customers', handler: (c) => createCustomer(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/customers', handler: (c) => listCustomers(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/customers/:id',
    handler: (c) => customerView(findCustomer(c.ctx, id(c), 'id')),
  },
  { method: 'POST', pattern: '/v1/customers/:id', handler: (c) => updateCustomer(c.ctx, id(c), c.params) },
  { method: 'DELETE', pattern: '/v1/customers/:id', handler: (c) => deleteCustomer(c.ctx, id(c)) },
  {
    method: 'GET',
    pattern: '/v1/customers/:id/payment_methods',
    handler: (c) => {
      findCustomer(c.ctx, id(c), 'customer');
      return listPaymentMethods(c.ctx, c.params, id(c));
    },
  },

  {
    method: 'POST',
    pattern: '/v1/payment_methods',
    publishable: true,
    handler: (c) => createPaymentMethod(c.ctx, c.params),
  },
  { method: 'GET', pattern: '/v1/payment_methods', handler: (c) => listPaymentMethods(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/payment_methods/:id',
    handler: (c) => paymentMethodView(resolvePaymentMethod(c.ctx, id(c), 'payment_method')),
  },
  {
    method: 'POST',
    pattern: '/v1/payment_methods/:id',
    handler: (c) => updatePaymentMethod(c.ctx, id(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/payment_methods/:id/attach',
    handler: (c) => {
      c.params.allow('customer');
      const customer = findCustomer(c.ctx, c.params.requiredString('customer'));
      return paymentMethodView(attachPaymentMethod(c.ctx, resolvePaymentMethod(c.ctx, id(c)), customer));
    },
  },
  {
    method: 'POST',
    pattern: '/v1/payment_methods/:id/detach',
    handler: (c) => detachPaymentMethod(c.ctx, id(c)),
  },

  { method: 'POST', pattern: '/v1/products', handler: (c) => createProduct(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/products', handler: (c) => listProducts(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/products/:id',
    handler: (c) => productView(findProduct(c.ctx, id(c), 'id')),
  },
  { method: 'POST', pattern: '/v1/products/:id', handler: (c) => updateProduct(c.ctx, id(c), c.params) },

  { method: 'POST', pattern: '/v1/prices', handler: (c) => createPrice(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/prices', handler: (c) => listPrices(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/prices/:id', handler: (c) => priceView(findPrice(c.ctx, id(c), 'id')) },
  { method: 'POST', pattern: '/v1/prices/:id', handler: (c) => updatePrice(c.ctx, id(c), c.params) },

  { method: 'POST', pattern: '/v1/subscriptions', handler: (c) => createSubscription(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/subscriptions', handler: (c) => listSubscriptions(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/subscriptions/:id',
    handler: (c) => retrieveSubscription(c.ctx, id(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/subscriptions/:id',
    handler: (c) => updateSubscription(c.ctx, id(c), c.params),
  },
  {
    method: 'DELETE',
    pattern: '/v1/subscriptions/:id',
    handler: (c) => cancelSubscription(c.ctx, id(c), c.params),
  },

  {
    method: 'POST',
    pattern: '/v1/subscription_schedules',
    handler: (c) => createSchedule(c.ctx, c.params),
  },
  {
    method: 'GET',
    pattern: '/v1/subscription_schedules/:id',
    handler: (c) => {
      c.params.allow();
      return scheduleView(findSchedule(c.ctx, id(c), 'schedule'));
    },
  },
  {
    method: 'POST',
    pattern: '/v1/subscription_schedules/:id',
    handler: (c) => updateSchedule(c.ctx, id(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/subscription_schedules/:id/release',
    handler: (c) => releaseScheduleHandler(c.ctx, id(c), c.params),
  },

  {
    method: 'POST',
    pattern: '/v1/invoices/create_preview',
    handler: (c) => createInvoicePreview(c.ctx, c.params),
  },
  { method: 'POST', pattern: '/v1/invoices', handler: (c) => createInvoice(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/invoices', handler: (c) => listInvoices(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/invoices/:id', handler: (c) => retrieveInvoice(c.ctx, id(c), c.params) },
  { method: 'DELETE', pattern: '/v1/invoices/:id', handler: (c) => deleteDraftInvoice(c.ctx, id(c)) },
  {
    method: 'GET',
    pattern: '/v1/invoices/:id/lines',
    handler: (c) => listInvoiceLines(c.ctx, id(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/invoices/:id/finalize',
    handler: (c) => finalizeInvoice(c.ctx, id(c), c.params),
  },
  { method: 'POST', pattern: '/v1/invoices/:id/pay', handler: (c) => payInvoice(c.ctx, id(c), c.params) },
  {
    method: 'POST',
    pattern: '/v1/invoices/:id/void',
    handler: (c) => voidInvoiceHandler(c.ctx, id(c), c.params),
  },
  { method: 'POST', pattern: '/v1/invoices/:id/send', handler: (c) => sendInvoice(c.ctx, id(c), c.params) },
  { method: 'GET', pattern: '/v1/invoice_payments', handler: (c) => listInvoicePayments(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/invoice_payments/:id',
    handler: (c) => {
      const payment = c.ctx.store.invoicePayments.get(id(c));
      if (!payment) throw resourceMissing('invoice_payment', id(c), 'id');
      return structuredClone(payment);
    },
  },
  { method: 'POST', pattern: '/v1/invoiceitems', handler: (c) => createInvoiceItem(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/invoiceitems', handler: (c) => listInvoiceItems(c.ctx, c.params) },

  { method: 'POST', pattern: '/v1/payment_intents', handler: (c) => createPaymentIntent(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/payment_intents', handler: (c) => listPaymentIntents(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/payment_intents/:id',
    publishable: true,
    handler: (c) => retrievePaymentIntent(c.ctx, id(c), c.params, c.keyKind),
  },
  {
    method: 'POST',
    pattern: '/v1/payment_intents/:id/confirm',
    publishable: true,
    handler: (c) => confirmPaymentIntent(c.ctx, id(c), c.params, c.keyKind),
  },
  {
    method: 'POST',
    pattern: '/v1/payment_intents/:id/cancel',
    handler: (c) => cancelPaymentIntent(c.ctx, id(c), c.params),
  },

  { method: 'POST', pattern: '/v1/setup_intents', handler: (c) => createSetupIntent(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/setup_intents', handler: (c) => listSetupIntents(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/setup_intents/:id',
    publishable: true,
    handler: (c) => retrieveSetupIntent(c.ctx, id(c), c.params, c.keyKind),
  },
  {
    method: 'POST',
    pattern: '/v1/setup_intents/:id',
    handler: (c) => updateSetupIntent(c.ctx, id(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/setup_intents/:id/confirm',
    publishable: true,
    handler: (c) => confirmSetupIntent(c.ctx, id(c), c.params, c.keyKind),
  },
  {
    method: 'POST',
    pattern: '/v1/setup_intents/:id/cancel',
    handler: (c) => cancelSetupIntent(c.ctx, id(c), c.params),
  },

  {
    method: 'POST',
    pattern: '/v1/customers/:id/tax_ids',
    handler: (c) => createTaxId(c.ctx, id(c), c.params),
  },
  { method: 'GET', pattern: '/v1/customers/:id/tax_ids', handler: (c) => listTaxIds(c.ctx, id(c), c.params) },
  {
    method: 'GET',
    pattern: '/v1/customers/:id/tax_ids/:taxId',
    handler: (c) => retrieveTaxId(c.ctx, id(c), c.path.taxId as string, c.params),
  },
  {
    method: 'DELETE',
    pattern: '/v1/customers/:id/tax_ids/:taxId',
    handler: (c) => deleteTaxId(c.ctx, id(c), c.path.taxId as string),
  },

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
    handler: (c) => retrieveWebhookEndpoint(c.ctx, id(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/webhook_endpoints/:id',
    handler: (c) => updateWebhookEndpoint(c.ctx, id(c), c.params),
  },
  {
    method: 'DELETE',
    pattern: '/v1/webhook_endpoints/:id',
    handler: (c) => deleteWebhookEndpoint(c.ctx, id(c)),
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
      const event = c.ctx.store.events.get(id(c));
      if (!event) throw resourceMissing('event', id(c), 'id');
      return structuredClone(event);
    },
  },
];

export interface MatchedRoute {
  route: Route;
  path: Record<string, string>;
}

export function matchRoute(method: string, pathname: string): MatchedRoute | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const pattern = route.pattern.split('/');
    if (pattern.length !== segments.length) continue;
    const path: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] as string;
      if (part.startsWith(':')) {
        path[part.slice(1)] = decodeURIComponent(segment);
        return segment !== '';
      }
      return part === segment;
    });
    if (matches) return { route, path };
  }
  return null;
}
