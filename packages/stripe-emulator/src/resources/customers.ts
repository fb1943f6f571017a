import type Stripe from 'stripe';
import { changedAttributes, type EmulatorContext } from '../context.js';
import { resourceMissing } from '../errors.js';
import { newId, randomToken } from '../ids.js';
import { newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import { readAddress } from './address.js';
import { attachPaymentMethod, customerPaymentMethod, resolvePaymentMethod } from './payment-methods.js';
import { findTestClock } from './test-clock-lookup.js';

export function findCustomer(ctx: EmulatorContext, id: string, param = 'customer'): Stripe.Customer {
  const customer = ctx.store.customers.get(id);
  if (!customer) throw resourceMissing('customer', id, param);
  return customer;
}

export function customerView(customer: Stripe.Customer): Stripe.Customer {
  return structuredClone(customer);
}

const WRITABLE = [
  'address',
  'description',
  'email',
  'invoice_settings',
  'metadata',
  'name',
  'phone',
  'preferred_locales',
] as const;

/** invoice_settings[default_payment_method] must name a card attached to this customer. */
function applyInvoiceSettings(ctx: EmulatorContext, customer: Stripe.Customer, params: Params): void {
  const settings = params.object('invoice_settings');
  if (!settings) return;
  settings.allow('default_payment_method', 'footer', 'custom_fields', 'rendering_options');
  const footer = settings.nullableString('footer');
  if (footer !== undefined) customer.invoice_settings.footer = footer;
  const id = settings.nullableString('default_payment_method');
  if (id === undefined) return;
  if (id === null) {
    customer.invoice_settings.default_payment_method = null;
    return;
  }
  const param = 'invoice_settings[default_payment_method]';
  customer.invoice_settings.default_payment_method = customerPaymentMethod(ctx, customer, id, param).id;
}

function applyFields(customer: Stripe.Customer, params: Params): void {
  const address = readAddress(params);
  if (address !== undefined) customer.address = address;
  for (const field of ['description', 'email', 'name', 'phone'] as const) {
    const value = params.nullableString(field);
    if (value !== undefined) customer[field] = value;
  }
  const metadata = params.metadata(customer.metadata);
  if (metadata) customer.metadata = metadata;
  if (params.has('preferred_locales')) customer.preferred_locales = params.strings('preferred_locales');
}

export function createCustomer(ctx: EmulatorContext, params: Params): Stripe.Customer {
  params.allow(...WRITABLE, 'payment_method', 'shipping', 'tax_exempt', 'test_clock');
  const testClock = params.string('test_clock');
  if (testClock) findTestClock(ctx, testClock, 'test_clock');
  const customer: Stripe.Customer = {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: ctx.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: null,
    invoice_prefix: randomToken(8).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: testClock ?? null,
  };
  applyFields(customer, params);
  ctx.store.customers.set(customer);
  // `payment_method` on create attaches that card (https://docs.stripe.com/api/customers/create).
  const paymentMethodId = params.string('payment_method');
  if (paymentMethodId) {
    attachPaymentMethod(ctx, resolvePaymentMethod(ctx, paymentMethodId, 'payment_method'), customer);
  }
  applyInvoiceSettings(ctx, customer, params);
  ctx.emit('customer.created', customerView(customer));
  return customerView(customer);
}

export function updateCustomer(ctx: EmulatorContext, id: string, params: Params): Stripe.Customer {
  params.allow(...WRITABLE, 'shipping', 'tax_exempt');
  const customer = findCustomer(ctx, id, 'id');
  const before = customerView(customer);
  applyFields(customer, params);
  applyInvoiceSettings(ctx, customer, params);
  const previous = changedAttributes(
    before as unknown as Record<string, unknown>,
    customer as unknown as Record<string, unknown>,
  );
  if (Object.keys(previous).length > 0) ctx.emit('customer.updated', customerView(customer), previous);
  return customerView(customer);
}

export function listCustomers(ctx: EmulatorContext, params: Params) {
  params.allow('email', 'limit', 'starting_after', 'ending_before', 'created', 'test_clock');
  const email = params.string('email');
  const customers = ctx.store.customers
    .values()
    .filter((customer) => email === undefined || customer.email === email)
    .map(customerView);
  return paginate(newestFirst(customers), params, '/v1/customers');
}

export function deleteCustomer(ctx: EmulatorContext, id: string): Stripe.DeletedCustomer {
  const customer = findCustomer(ctx, id, 'id');
  ctx.store.customers.delete(id);
  ctx.emit('customer.deleted', customerView(customer));
  return { id, object: 'customer', deleted: true };
}
