import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { emulatorForThisFile } from './emulator-fixture.js';

/**
 * A customer's Swiss tax ids (https://docs.stripe.com/api/tax_ids): `ch_uid` and `ch_vat`, their
 * format checked as Stripe checks it at creation (`tax_id_invalid`), listed, read and deleted.
 */
const env = emulatorForThisFile();

describe('tax ids', () => {
  it('stores a ch_vat and a ch_uid on the customer, lists them newest first, and deletes one', async () => {
    const customer = await env.stripe.customers.create({ email: 'praxis@example.ch' });
    const vat = await env.stripe.customers.createTaxId(customer.id, {
      type: 'ch_vat',
      value: 'CHE-116.281.710 MWST',
    });
    expect(vat).toMatchObject({
      object: 'tax_id',
      type: 'ch_vat',
      value: 'CHE-116.281.710 MWST',
      country: 'CH',
      customer: customer.id,
      owner: { type: 'customer', customer: customer.id },
    });
    const uid = await env.stripe.customers.createTaxId(customer.id, {
      type: 'ch_uid',
      value: 'CHE-109.322.551',
    });
    const listed = await env.stripe.customers.listTaxIds(customer.id);
    expect(listed.data.map((taxId) => taxId.id)).toEqual([uid.id, vat.id]);
    expect((await env.stripe.customers.retrieveTaxId(customer.id, vat.id)).value).toBe(
      'CHE-116.281.710 MWST',
    );
    expect(await env.stripe.customers.deleteTaxId(customer.id, vat.id)).toEqual({
      id: vat.id,
      object: 'tax_id',
      deleted: true,
    });
    expect((await env.stripe.customers.listTaxIds(customer.id)).data.map((taxId) => taxId.id)).toEqual([
      uid.id,
    ]);
    expect(env.emulator.control.events('customer.tax_id.created')).toHaveLength(2);
    expect(env.emulator.control.events('customer.tax_id.deleted')).toHaveLength(1);
  });

  it('refuses a value of the wrong format, an unsupported type and another customer’s id', async () => {
    const customer = await env.stripe.customers.create({});
    const other = await env.stripe.customers.create({});
    const refused = (promise: Promise<unknown>) => promise.catch((error: Stripe.errors.StripeError) => error);
    expect(
      await refused(
        env.stripe.customers.createTaxId(customer.id, { type: 'ch_vat', value: 'CHE-116.281.710' }),
      ),
    ).toMatchObject({
      statusCode: 400,
      code: 'tax_id_invalid',
    });
    expect(
      await refused(env.stripe.customers.createTaxId(customer.id, { type: 'eu_vat', value: 'DE123456789' })),
    ).toMatchObject({
      statusCode: 400,
      param: 'type',
    });
    const mine = await env.stripe.customers.createTaxId(customer.id, {
      type: 'ch_uid',
      value: 'CHE-116.281.710',
    });
    expect(await refused(env.stripe.customers.deleteTaxId(other.id, mine.id))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
