import { DEFAULT_CREDIT_LIMIT_CENTS } from '@app/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayments } from '../../src/payments/payments.js';
import { payByInvoice } from '../../src/subscriptions/checkout/checkout-service.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { changeCalls, order } from '../helpers/subscription-calls.js';

/**
 * What an order on invoice may not do (docs/subscriptions-and-money.md#invoice-orders): be served
 * unpaid where the card path would wait for the payment, run up unpaid invoices, or be placed
 * twice by a retry.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const { info, subscriber, stripeSubscriptionOf } = changeCalls(() => h);
const credit = { limitCents: DEFAULT_CREDIT_LIMIT_CENTS };
const byInvoice = (token: string, body: ReturnType<typeof order>) =>
  h.call('POST', '/subscriptions/create-subscription-invoice', token, body);

/** A customer whose order on invoice is served, with that order's open invoice. */
async function invoiceCustomer(email: string) {
  const customer = await h.customer(email);
  const ordered = await byInvoice(customer.token, order('enterprise', 'monthly', 3));
  expect(ordered.statusCode, ordered.body).toBe(200);
  await h.settle();
  const [invoice] = (await info(customer.token)).invoices as Array<{ id: string; status: string }>;
  if (!invoice) throw new Error('no invoice after the order on invoice');
  return { ...customer, invoiceId: invoice.id };
}

describe('a change to a subscription paid by card, asked for on invoice', () => {
  it('is refused with 409 change_needs_payment, and a failing card gets nothing on credit', async () => {
    const { token, userId } = await subscriber('card-then-invoice@example.ch', order('premium'));
    const subscriptionId = await stripeSubscriptionOf(userId);
    const customer = (await h.stripe.subscriptions.retrieve(subscriptionId)).customer as string;
    const failing = await h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer });
    await h.stripe.subscriptions.update(subscriptionId, { default_payment_method: failing.id });

    const response = await byInvoice(token, order('enterprise', 'monthly', 1000));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'change_needs_payment' });
    await h.settle();
    expect(await info(token)).toMatchObject({ accountType: 'premium', numberOfLicenses: 1 });
    const atStripe = await h.stripe.subscriptions.retrieve(subscriptionId);
    expect(atStripe.items.data[0]?.quantity).toBe(1);
    expect((await h.stripe.invoices.list({ subscription: subscriptionId })).data).toHaveLength(1);
  });

  it('still schedules a decrease, which charges nothing now', async () => {
    const { token } = await subscriber('card-decrease@example.ch', order('enterprise', 'monthly', 3));
    const response = await byInvoice(token, order('enterprise', 'monthly', 2));
    expect(response.statusCode, response.body).toBe(200);
    await h.settle();
    expect((await info(token)).scheduledChange).toMatchObject({ numberOfLicenses: 2 });
  });
});

describe('an order on invoice while an invoice is unpaid', () => {
  it('is refused with 409 unpaid_invoice while the earlier order on invoice is unpaid', async () => {
    const { token, userId } = await invoiceCustomer('unpaid-earlier@example.ch');
    const subscriptionId = await stripeSubscriptionOf(userId);

    const response = await byInvoice(token, order('enterprise', 'monthly', 1000));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'unpaid_invoice' });
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).items.data[0]?.quantity).toBe(3);
  });

  it('is refused while an invoice is written off, and served again once it is paid', async () => {
    const { token, userId, invoiceId } = await invoiceCustomer('written-off@example.ch');
    const subscriptionId = await stripeSubscriptionOf(userId);
    await h.stripe.invoices.markUncollectible(invoiceId);
    await h.stripe.subscriptions.cancel(subscriptionId);
    await h.settle();
    expect((await info(token)).accountType).toBe('free');

    const refused = await byInvoice(token, order('premium'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'unpaid_invoice' });

    await h.stripe.invoices.pay(invoiceId, { paid_out_of_band: true });
    await h.settle();
    const served = await byInvoice(token, order('premium'));
    expect(served.statusCode, served.body).toBe(200);
  });
});

describe('an order on invoice tried again after its answer was lost', () => {
  it('creates one subscription at Stripe, not two', async () => {
    const { token, userId } = await h.customer('lost-answer@example.ch');
    const payments = createPayments(h.stripeConfig);
    const { stripe } = payments;
    // Stripe creates the subscription, then the answer never reaches us (and no webhook yet).
    h.emulator.control.setWebhookBehaviour({ hold: true });
    const create = stripe.subscriptions.create.bind(stripe.subscriptions);
    const losing = Object.create(stripe.subscriptions, {
      create: {
        value: async (...args: Parameters<typeof create>) => {
          await create(...args);
          throw new Error('connection reset before the answer');
        },
      },
    });
    const lostStripe = Object.create(stripe, { subscriptions: { value: losing } });
    await expect(
      payByInvoice(
        { db: h.db, payments: { ...payments, stripe: lostStripe } },
        userId,
        order('premium'),
        credit,
      ),
    ).rejects.toThrow('connection reset');

    await payByInvoice({ db: h.db, payments }, userId, order('premium'), credit);
    h.emulator.control.setWebhookBehaviour({ hold: false });
    h.emulator.control.releaseWebhooks();
    await h.settle();

    const { stripe_customer_id } = (
      await h.db.query<{ stripe_customer_id: string }>('select stripe_customer_id from users where id = $1', [
        userId,
      ])
    ).rows[0] ?? { stripe_customer_id: '' };
    const atStripe = await h.stripe.subscriptions.list({ customer: stripe_customer_id, status: 'all' });
    expect(atStripe.data).toHaveLength(1);
    expect(await info(token)).toMatchObject({ accountType: 'premium' });
  });
});
