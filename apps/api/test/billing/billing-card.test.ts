import { unitPriceCents } from '@app/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCalls } from '../helpers/billing-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { order } from '../helpers/subscription-calls.js';

/**
 * docs/subscriptions-and-money.md#billing: what the customer pays (subscription-info's card and
 * next charge), changing the card through a SetupIntent with 3-D Secure, and the billing details
 * with a Swiss UID/VAT number.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
const { info, subscriber } = billingCalls(() => h);

/** The saved card of a SetupIntent confirmed with `card`, as Stripe.js leaves it, 3-D Secure done as told. */
async function savedCard(
  token: string,
  card: string,
  authentication: 'complete' | 'fail' | 'skip' = 'complete',
) {
  const setup = await h.call('POST', '/subscriptions/payment-method/setup', token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { clientSecret } = setup.json() as { clientSecret: string };
  const id = clientSecret.split('_secret_')[0] as string;
  const confirmed = await h.stripe.setupIntents.confirm(id, { payment_method: card });
  if (authentication === 'skip') return confirmed.payment_method as string;
  if (confirmed.status === 'requires_action') h.emulator.control.authenticateSetupIntent(id, authentication);
  return (await h.stripe.setupIntents.retrieve(id)).payment_method as string | null;
}

const update = (token: string, paymentMethodId: unknown) =>
  h.call('POST', '/subscriptions/payment-method', token, { paymentMethodId });

describe('what the customer pays, in subscription-info', () => {
  it('shows the card, and the next charge from Stripe’s upcoming invoice: amount and date', async () => {
    const { token } = await subscriber(
      'pays@example.ch',
      order('enterprise', 'annual', 3),
      'pm_card_mastercard',
    );
    const account = await info(token);
    expect(account.paymentMethod).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: expect.any(Number),
    });
    expect(account.nextCharge).toEqual({
      amount: 3 * unitPriceCents('enterprise', 'annual'),
      date: account.nextRenewalDate,
    });
    expect(account.paymentProblem).toBeNull();
    expect(account.paidBy).toBe('card');
  });

  it('shows no next charge once cancelled, and a decrease waiting for the renewal at its new price', async () => {
    const { token } = await subscriber('next@example.ch', order('enterprise', 'monthly', 4));
    await h.call('POST', '/subscriptions/update-licenses', token, { newLicenseCount: 2 });
    await h.settle();
    expect((await info(token)).nextCharge.amount).toBe(2 * unitPriceCents('enterprise', 'monthly'));
    await h.call('POST', '/subscriptions/unsubscribe', token);
    await h.settle();
    expect((await info(token)).nextCharge).toBeNull();
  });
});

describe('changing the card', () => {
  it('saves a card through a SetupIntent, makes it the subscription’s card and detaches the old one', async () => {
    const { token, subscriptionId } = await subscriber('card@example.ch');
    const before = (await h.stripe.subscriptions.retrieve(subscriptionId)).default_payment_method as string;
    const card = await savedCard(token, 'pm_card_mastercard');
    const response = await update(token, card);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().paymentMethod).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).default_payment_method).toBe(card);
    expect((await h.stripe.paymentMethods.retrieve(before)).customer).toBeNull();
    expect((await info(token)).paymentMethod).toMatchObject({ last4: '4444' });
    // Nothing was charged for the card.
    const invoices = await h.stripe.invoices.list({ subscription: subscriptionId });
    expect(invoices.data).toHaveLength(1);
  });

  it('takes a card whose bank asked for 3-D Secure only once it was passed; renewals then charge it off-session', async () => {
    const { token, subscriptionId } = await subscriber('card-3ds@example.ch');
    const before = (await info(token)).paymentMethod;
    const waiting = await savedCard(token, 'pm_card_authenticationRequiredOnSetup', 'skip');
    expect((await update(token, waiting)).json()).toMatchObject({ code: 'card_not_confirmed' });
    const failed = await savedCard(token, 'pm_card_authenticationRequiredOnSetup', 'fail');
    expect(failed).toBeNull();
    expect((await info(token)).paymentMethod).toEqual(before);

    const card = await savedCard(token, 'pm_card_authenticationRequiredOnSetup', 'complete');
    expect((await update(token, card)).statusCode).toBe(200);
    expect((await info(token)).paymentMethod).toMatchObject({ last4: '3155' });
    const { invoices } = h.emulator.control.advanceClock({
      toNextBillingPeriod: true,
      subscription: subscriptionId,
    });
    await h.settle();
    expect(invoices.find((invoice) => invoice.billing_reason === 'subscription_cycle')?.status).toBe('paid');
  });

  it('refuses a card no SetupIntent of this customer saved, and bad input, changing nothing', async () => {
    const { token, subscriptionId } = await subscriber('card-foreign@example.ch');
    const other = await subscriber('card-other@example.ch');
    const theirs = await savedCard(other.token, 'pm_card_amex');
    const before = (await h.stripe.subscriptions.retrieve(subscriptionId)).default_payment_method;
    expect((await update(token, theirs)).json()).toMatchObject({ code: 'card_not_confirmed' });
    const loose = await h.stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2040 },
    });
    expect((await update(token, loose.id)).statusCode).toBe(409);
    for (const bad of ['card_123', '', 42, null]) {
      const response = await update(token, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).default_payment_method).toBe(before);
  });

  it('needs a subscription of one’s own', async () => {
    const { token } = await h.customer('card-free@example.ch');
    const setup = await h.call('POST', '/subscriptions/payment-method/setup', token);
    expect(setup.statusCode).toBe(409);
    expect(setup.json().code).toBe('no_active_subscription');
    expect((await update(token, 'pm_card_visa')).json().code).toBe('no_active_subscription');
    expect((await h.call('POST', '/subscriptions/payment-method/setup')).statusCode).toBe(401);
  });
});

describe('billing details', () => {
  const FIVE = {
    firstName: 'Anna',
    lastName: 'Muster',
    address: 'Bahnhofstrasse 1',
    postalCode: '8001',
    city: 'Zürich',
  };
  const save = (token: string, billingInfo: object) =>
    h.call('POST', '/subscriptions/save-billing-info', token, { billingInfo });
  const saved = async (token: string) =>
    (await h.call('GET', '/subscriptions/billing-info', token)).json().billingInfo;
  const taxIds = async (userId: string) => {
    const { rows } = await h.db.query<{ stripe_customer_id: string }>(
      'select stripe_customer_id from users where id = $1',
      [userId],
    );
    const list = await h.stripe.customers.listTaxIds(rows[0]?.stripe_customer_id as string);
    return list.data.map((taxId) => [taxId.type, taxId.value]);
  };

  it('are answered as saved, the optional fields null when absent; five fields alone still do (docs/calls.md#save-billing-info)', async () => {
    const { token } = await h.customer('details@example.ch', { billingInfo: false });
    expect(await saved(token)).toBeNull();
    expect((await save(token, FIVE)).statusCode).toBe(200);
    expect(await saved(token)).toEqual({ ...FIVE, company: null, vatNumber: null, invoiceEmail: null });
  });

  it('keep a normalised UID/VAT number as the Stripe customer’s tax id, replaced or removed with the details', async () => {
    const { token, userId } = await subscriber('vat@example.ch');
    const details = {
      ...FIVE,
      company: 'Praxis Muster',
      vatNumber: 'che 116 281 710 mwst',
      invoiceEmail: 'Treuhand@Example.ch',
    };
    expect((await save(token, details)).statusCode).toBe(200);
    expect(await saved(token)).toEqual({
      ...FIVE,
      company: 'Praxis Muster',
      vatNumber: 'CHE-116.281.710 MWST',
      invoiceEmail: 'treuhand@example.ch',
    });
    expect(await taxIds(userId)).toEqual([['ch_vat', 'CHE-116.281.710 MWST']]);
    const customer = await h.stripe.customers.list({ email: 'vat@example.ch' });
    expect(customer.data[0]?.name).toBe('Praxis Muster');
    await save(token, { ...details, vatNumber: 'CHE-109.322.551' });
    expect(await taxIds(userId)).toEqual([['ch_uid', 'CHE-109.322.551']]);
    // The five fields of docs/calls.md#save-billing-info alone (the payment page's dialog) keep the rest as
    // saved.
    await save(token, { ...FIVE, city: 'Bern' });
    expect(await saved(token)).toMatchObject({
      city: 'Bern',
      company: 'Praxis Muster',
      vatNumber: 'CHE-109.322.551',
    });
    expect(await taxIds(userId)).toEqual([['ch_uid', 'CHE-109.322.551']]);
    // A blank field clears it, and the tax id goes with it.
    await save(token, { ...FIVE, company: '', vatNumber: ' ', invoiceEmail: '' });
    expect(await saved(token)).toEqual({ ...FIVE, company: null, vatNumber: null, invoiceEmail: null });
    expect(await taxIds(userId)).toEqual([]);
  });

  it('refuse a UID with a wrong check digit or a malformed invoice address, saving nothing', async () => {
    const { token } = await h.customer('vat-bad@example.ch');
    const before = await saved(token);
    for (const [field, value] of [
      ['vatNumber', 'CHE-116.281.711'],
      ['vatNumber', 'DE123456789'],
      ['invoiceEmail', 'treuhand'],
      ['company', 'x'.repeat(201)],
    ] as const) {
      const response = await save(token, { ...FIVE, firstName: 'Changed', [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().issues[0].path).toEqual(['billingInfo', field]);
    }
    expect(await saved(token)).toEqual(before);
  });
});
