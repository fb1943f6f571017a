import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { emulatorForThisFile } from './emulator-fixture.js';

const env = emulatorForThisFile();

describe('customers', () => {
  it('creates, retrieves and updates a customer with an address and a default card', async () => {
    const { stripe } = env;
    const customer = await stripe.customers.create({
      email: 'doctor@example.ch',
      name: 'Dr. Anna Muster',
      metadata: { userId: 'u1' },
    });
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'doctor@example.ch',
      name: 'Dr. Anna Muster',
      metadata: { userId: 'u1' },
      address: null,
      invoice_settings: { default_payment_method: null },
      livemode: false,
    });
    expect(customer.id).toMatch(/^cus_/);

    const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const updated = await stripe.customers.update(customer.id, {
      address: { line1: 'Bahnhofstrasse 1', postal_code: '8001', city: 'Zürich', country: 'CH' },
      invoice_settings: { default_payment_method: card.id },
    });
    expect(updated.address).toEqual({
      line1: 'Bahnhofstrasse 1',
      line2: null,
      postal_code: '8001',
      city: 'Zürich',
      state: null,
      country: 'CH',
    });
    expect(updated.invoice_settings.default_payment_method).toBe(card.id);
    const retrieved = await stripe.customers.retrieve(customer.id, {
      expand: ['invoice_settings.default_payment_method'],
    });
    expect((retrieved as Stripe.Customer).invoice_settings.default_payment_method).toMatchObject({
      id: card.id,
      card: { last4: '4242', brand: 'visa' },
    });
  });

  it('refuses a default card that is not attached to the customer', async () => {
    const { stripe } = env;
    const customer = await stripe.customers.create({});
    const loose = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    await expect(
      stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: loose.id } }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'invoice_settings[default_payment_method]' });
  });

  // https://docs.stripe.com/api/customers/update: an empty string unsets a field
  // (https://docs.stripe.com/changelog/2013-08-12/allows-description-email-fields-null), and
  // detaching the default card leaves the customer without one.
  it('unsets its personal fields with empty strings and forgets a detached default card', async () => {
    const { stripe } = env;
    const customer = await stripe.customers.create({
      email: 'leaving@example.ch',
      name: 'Dr. Anna Muster',
      phone: '+41 44 000 00 00',
      description: 'Praxis Muster',
      address: { line1: 'Bahnhofstrasse 1', postal_code: '8001', city: 'Zürich', country: 'CH' },
      metadata: { userId: 'u9' },
    });
    const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });

    const cleared = await stripe.customers.update(customer.id, {
      name: '',
      email: '',
      phone: '',
      description: '',
      address: '',
    });
    expect(cleared).toMatchObject({
      name: null,
      email: null,
      phone: null,
      description: null,
      address: null,
      metadata: { userId: 'u9' },
    });
    await stripe.paymentMethods.detach(card.id);
    const cards = await stripe.customers.listPaymentMethods(customer.id);
    expect(cards.data).toEqual([]);
    const after = await stripe.customers.retrieve(customer.id);
    expect(after.deleted ? null : after.invoice_settings.default_payment_method).toBeNull();
  });

  it('finds customers by e-mail and deletes them', async () => {
    const { stripe } = env;
    const customer = await stripe.customers.create({ email: 'find@example.ch' });
    await stripe.customers.create({ email: 'other@example.ch' });
    const found = await stripe.customers.list({ email: 'find@example.ch' });
    expect(found.data.map((item) => item.id)).toEqual([customer.id]);
    await expect(stripe.customers.del(customer.id)).resolves.toMatchObject({
      id: customer.id,
      deleted: true,
    });
  });
});

describe('payment methods', () => {
  it('creates a card from card data, as Stripe.js sends it', async () => {
    const paymentMethod = await env.stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' },
      billing_details: { name: 'Anna Muster', address: { postal_code: '8001' } },
    });
    expect(paymentMethod).toMatchObject({
      object: 'payment_method',
      type: 'card',
      customer: null,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, checks: { cvc_check: 'pass' } },
      billing_details: { name: 'Anna Muster', address: { postal_code: '8001' } },
    });
    expect(paymentMethod.id).toMatch(/^pm_/);
  });

  it('creates a card from a test token', async () => {
    const paymentMethod = await env.stripe.paymentMethods.create({
      type: 'card',
      card: { token: 'tok_chargeDeclinedInsufficientFunds' },
    });
    expect(paymentMethod.card?.last4).toBe('9995');
  });

  it('answers an invalid card number with a 402 card_error', async () => {
    const error = await env.stripe.paymentMethods
      .create({ type: 'card', card: { number: '4242424242424241', exp_month: 1, exp_year: 2040 } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: 'incorrect_number', param: 'card[number]' });
  });

  it('treats test ids such as pm_card_visa as a fresh card each time', async () => {
    const { stripe } = env;
    const customer = await stripe.customers.create({});
    const first = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const second = await stripe.paymentMethods.attach('pm_card_threeDSecure2Required', {
      customer: customer.id,
    });
    expect(first.id).not.toBe(second.id);
    expect(first.id).not.toBe('pm_card_visa');
    expect(second.card?.last4).toBe('3220');
    const retrieved = await stripe.paymentMethods.retrieve(first.id);
    expect(retrieved.customer).toBe(customer.id);
    const listed = await stripe.customers.listPaymentMethods(customer.id);
    expect(listed.data.map((method) => method.id).sort()).toEqual([first.id, second.id].sort());
    const detached = await stripe.paymentMethods.detach(first.id);
    expect(detached.customer).toBeNull();
  });

  it('refuses to attach a card that belongs to another customer', async () => {
    const { stripe } = env;
    const [a, b] = [await stripe.customers.create({}), await stripe.customers.create({})];
    const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: a.id });
    await expect(stripe.paymentMethods.attach(card.id, { customer: b.id })).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
