import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, resourceMissing } from '../errors.js';
import { randomToken } from '../ids.js';
import { newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import { findCustomer } from './customers.js';

/**
 * A customer's tax ids (https://docs.stripe.com/api/tax_ids, /v1/customers/:id/tax_ids), for the
 * two Swiss types this product stores: `ch_uid` (the business UID, CHE-123.456.789, optionally
 * followed by HR) and `ch_vat` (the VAT number, CHE-123.456.789 MWST, TVA or IVA). Stripe checks
 * the format of a value when it is created (`tax_id_invalid`); its verification against the
 * register is not emulated, so `verification` stays null as for types Stripe does not verify.
 * https://docs.stripe.com/billing/customer/tax-ids
 */
const FORMATS: Readonly<Record<string, RegExp>> = {
  ch_uid: /^CHE-?\d{3}\.?\d{3}\.?\d{3}( ?HR)?$/,
  ch_vat: /^CHE-?\d{3}\.?\d{3}\.?\d{3} ?(MWST|TVA|IVA)$/,
};

export function taxIdView(taxId: Stripe.TaxId): Stripe.TaxId {
  return structuredClone(taxId);
}

export function createTaxId(ctx: EmulatorContext, customerId: string, params: Params): Stripe.TaxId {
  params.allow('type', 'value');
  const customer = findCustomer(ctx, customerId, 'customer');
  const type = params.requiredString('type');
  const format = FORMATS[type];
  if (!format) {
    throw invalidRequest(
      `The Stripe emulator stores the Swiss tax ids ch_uid and ch_vat only, not '${type}'.`,
      'type',
      'parameter_invalid_string',
    );
  }
  const value = params.requiredString('value');
  if (!format.test(value)) {
    throw invalidRequest(`Invalid value for ${type}.`, 'value', 'tax_id_invalid');
  }
  const taxId: Stripe.TaxId = {
    id: `txi_${randomToken(24)}`,
    object: 'tax_id',
    country: 'CH',
    created: ctx.now(),
    customer: customer.id,
    customer_account: null,
    livemode: false,
    owner: { customer: customer.id, customer_account: null, type: 'customer' },
    type: type as Stripe.TaxId.Type,
    value,
    verification: null,
  };
  ctx.store.taxIds.set(taxId);
  ctx.emit('customer.tax_id.created', taxIdView(taxId));
  return taxIdView(taxId);
}

function findTaxId(ctx: EmulatorContext, customerId: string, id: string): Stripe.TaxId {
  findCustomer(ctx, customerId, 'customer');
  const taxId = ctx.store.taxIds.get(id);
  if (!taxId || taxId.customer !== customerId) throw resourceMissing('tax_id', id, 'id');
  return taxId;
}

export function retrieveTaxId(ctx: EmulatorContext, customerId: string, id: string, params: Params) {
  params.allow();
  return taxIdView(findTaxId(ctx, customerId, id));
}

export function deleteTaxId(ctx: EmulatorContext, customerId: string, id: string): Stripe.DeletedTaxId {
  const taxId = findTaxId(ctx, customerId, id);
  ctx.store.taxIds.delete(id);
  ctx.emit('customer.tax_id.deleted', taxIdView(taxId));
  return { id, object: 'tax_id', deleted: true };
}

export function listTaxIds(ctx: EmulatorContext, customerId: string, params: Params) {
  params.allow('limit', 'starting_after', 'ending_before');
  findCustomer(ctx, customerId, 'customer');
  const taxIds = ctx.store.taxIds
    .values()
    .filter((taxId) => taxId.customer === customerId)
    .map(taxIdView);
  return paginate(newestFirst(taxIds), params, `/v1/customers/${customerId}/tax_ids`);
}
