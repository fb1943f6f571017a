import { resourceMissing } from '../errors.js';
import { createInvoiceItem, listInvoiceItems } from '../resources/invoice-items.js';
import { createInvoicePreview } from '../resources/invoice-preview.js';
import {
  createInvoice,
  deleteDraftInvoice,
  finalizeInvoice,
  listInvoiceLines,
  listInvoicePayments,
  listInvoices,
  markUncollectibleHandler,
  payInvoice,
  retrieveInvoice,
  sendInvoice,
  voidInvoiceHandler,
} from '../resources/invoices.js';
import { cancelSubscription } from '../resources/subscription-cancellation.js';
import { createSubscription } from '../resources/subscription-creation.js';
import {
  createSchedule,
  findSchedule,
  releaseScheduleHandler,
  scheduleView,
  updateSchedule,
} from '../resources/subscription-schedules.js';
import { listSubscriptions, retrieveSubscription, updateSubscription } from '../resources/subscriptions.js';
import { pathId, type Route } from './route.js';

/** Subscriptions, their schedules, invoices, invoice payments and invoice items. */
export const BILLING_ROUTES: Route[] = [
  { method: 'POST', pattern: '/v1/subscriptions', handler: (c) => createSubscription(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/subscriptions', handler: (c) => listSubscriptions(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/subscriptions/:id',
    handler: (c) => retrieveSubscription(c.ctx, pathId(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/subscriptions/:id',
    handler: (c) => updateSubscription(c.ctx, pathId(c), c.params),
  },
  {
    method: 'DELETE',
    pattern: '/v1/subscriptions/:id',
    handler: (c) => cancelSubscription(c.ctx, pathId(c), c.params),
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
      return scheduleView(findSchedule(c.ctx, pathId(c), 'schedule'));
    },
  },
  {
    method: 'POST',
    pattern: '/v1/subscription_schedules/:id',
    handler: (c) => updateSchedule(c.ctx, pathId(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/subscription_schedules/:id/release',
    handler: (c) => releaseScheduleHandler(c.ctx, pathId(c), c.params),
  },

  {
    method: 'POST',
    pattern: '/v1/invoices/create_preview',
    handler: (c) => createInvoicePreview(c.ctx, c.params),
  },
  { method: 'POST', pattern: '/v1/invoices', handler: (c) => createInvoice(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/invoices', handler: (c) => listInvoices(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/invoices/:id', handler: (c) => retrieveInvoice(c.ctx, pathId(c), c.params) },
  { method: 'DELETE', pattern: '/v1/invoices/:id', handler: (c) => deleteDraftInvoice(c.ctx, pathId(c)) },
  {
    method: 'GET',
    pattern: '/v1/invoices/:id/lines',
    handler: (c) => listInvoiceLines(c.ctx, pathId(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/invoices/:id/finalize',
    handler: (c) => finalizeInvoice(c.ctx, pathId(c), c.params),
  },
  { method: 'POST', pattern: '/v1/invoices/:id/pay', handler: (c) => payInvoice(c.ctx, pathId(c), c.params) },
  {
    method: 'POST',
    pattern: '/v1/invoices/:id/void',
    handler: (c) => voidInvoiceHandler(c.ctx, pathId(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/invoices/:id/mark_uncollectible',
    handler: (c) => markUncollectibleHandler(c.ctx, pathId(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/invoices/:id/send',
    handler: (c) => sendInvoice(c.ctx, pathId(c), c.params),
  },
  { method: 'GET', pattern: '/v1/invoice_payments', handler: (c) => listInvoicePayments(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/invoice_payments/:id',
    handler: (c) => {
      const payment = c.ctx.store.invoicePayments.get(pathId(c));
      if (!payment) throw resourceMissing('invoice_payment', pathId(c), 'id');
      return structuredClone(payment);
    },
  },
  { method: 'POST', pattern: '/v1/invoiceitems', handler: (c) => createInvoiceItem(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/invoiceitems', handler: (c) => listInvoiceItems(c.ctx, c.params) },
];
