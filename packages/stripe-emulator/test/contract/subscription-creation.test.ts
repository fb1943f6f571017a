import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  type Catalogue,
  customerWithCard,
  emulatorForThisFile,
  firstPaymentIntentId,
  seedCatalogue,
} from './emulator-fixture.js';

const env = emulatorForThisFile();

/**
 * What the API does for a card payment (docs/subscriptions-and-money.md#card-payment): an incomplete
 * subscription and its first payment's secret.
 */
async function incompleteSubscription(catalogue: Catalogue, quantity = 1) {
  const customer = await env.stripe.customers.create({ email: 'doctor@example.ch' });
  const subscription = await env.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: catalogue.premiumMonthly.id, quantity }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    expand: ['latest_invoice.confirmation_secret'],
  });
  return { customer, subscription };
}

describe('subscription with payment_behavior=default_incomplete', () => {
  it('is incomplete, with an open first invoice whose confirmation_secret pays it', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const { customer, subscription } = await incompleteSubscription(catalogue);
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'incomplete',
      customer: customer.id,
    });
    expect(subscription.id).toMatch(/^sub_/);
    const [item] = subscription.items.data;
    expect(item).toMatchObject({
      object: 'subscription_item',
      quantity: 1,
      price: { id: catalogue.premiumMonthly.id },
    });
    expect(item?.id).toMatch(/^si_/);
    // Billing periods live on the items in this API version; monthly means one calendar month.
    const start = new Date((item?.current_period_start ?? 0) * 1000);
    const end = new Date((item?.current_period_end ?? 0) * 1000);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);

    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      object: 'invoice',
      status: 'open',
      billing_reason: 'subscription_create',
      amount_due: 5345,
      amount_paid: 0,
      currency: 'chf',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      confirmation_secret: { type: 'payment_intent' },
    });
    expect(invoice.number).toMatch(/^[A-Z0-9]{8}-0001$/);
    expect(invoice).not.toHaveProperty('payment_intent');
    expect(invoice.confirmation_secret?.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    const paymentIntent = await env.stripe.paymentIntents.retrieve(firstPaymentIntentId(subscription));
    expect(paymentIntent).toMatchObject({ amount: 5345, currency: 'chf', status: 'requires_payment_method' });
  });

  it('pays with 4242 4242 4242 4242: the intent succeeds, the invoice is paid, the subscription active', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const { customer, subscription } = await incompleteSubscription(catalogue);
    const card = await env.stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' },
    });
    const paymentIntent = await env.stripe.paymentIntents.confirm(firstPaymentIntentId(subscription), {
      payment_method: card.id,
    });
    expect(paymentIntent).toMatchObject({
      status: 'succeeded',
      amount_received: 5345,
      payment_method: card.id,
    });

    const active = await env.stripe.subscriptions.retrieve(subscription.id, {
      expand: ['latest_invoice.payments'],
    });
    expect(active.status).toBe('active');
    // save_default_payment_method=on_subscription keeps the card for renewals.
    expect(active.default_payment_method).toBe(card.id);
    const invoice = active.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 5345, amount_remaining: 0 });
    expect(invoice.payments?.data[0]).toMatchObject({
      object: 'invoice_payment',
      status: 'paid',
      amount_paid: 5345,
      payment: { type: 'payment_intent', payment_intent: paymentIntent.id },
    });
    expect((await env.stripe.paymentMethods.retrieve(card.id)).customer).toBe(customer.id);
  });

  it.each([['pm_card_threeDSecure2Required'], ['4000002500003155']])(
    'asks for 3-D Secure with %s, and succeeds once authenticated',
    async (card) => {
      const catalogue = await seedCatalogue(env.stripe);
      const { subscription } = await incompleteSubscription(catalogue);
      const paymentMethod = card.startsWith('pm_')
        ? card
        : (
            await env.stripe.paymentMethods.create({
              type: 'card',
              card: { number: card, exp_month: 1, exp_year: 2040 },
            })
          ).id;
      const id = firstPaymentIntentId(subscription);
      const pending = await env.stripe.paymentIntents.confirm(id, { payment_method: paymentMethod });
      expect(pending.status).toBe('requires_action');
      expect(pending.next_action?.type).toBe('use_stripe_sdk');
      expect((await env.stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');

      expect(env.emulator.control.authenticatePaymentIntent(id, 'complete').status).toBe('succeeded');
      expect((await env.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    },
  );

  it('leaves the intent needing a new card when 3-D Secure fails', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const { subscription } = await incompleteSubscription(catalogue);
    const id = firstPaymentIntentId(subscription);
    await env.stripe.paymentIntents.confirm(id, { payment_method: 'pm_card_threeDSecure2Required' });
    env.emulator.control.authenticatePaymentIntent(id, 'fail');
    const failed = await env.stripe.paymentIntents.retrieve(id);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error).toMatchObject({ code: 'payment_intent_authentication_failure' });
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');
  });

  it.each([
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['pm_card_chargeDeclined', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000002', 'generic_decline', 'Your card was declined.'],
  ])('declines %s with 402 card_declined / %s', async (card, declineCode, message) => {
    const catalogue = await seedCatalogue(env.stripe);
    const { subscription } = await incompleteSubscription(catalogue);
    const paymentMethod = card.startsWith('pm_')
      ? card
      : (
          await env.stripe.paymentMethods.create({
            type: 'card',
            card: { number: card, exp_month: 1, exp_year: 2040 },
          })
        ).id;
    const id = firstPaymentIntentId(subscription);
    const error = await env.stripe.paymentIntents
      .confirm(id, { payment_method: paymentMethod })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: declineCode,
      message,
      raw: { type: 'card_error', payment_intent: { id, status: 'requires_payment_method' } },
    });
    const paymentIntent = await env.stripe.paymentIntents.retrieve(id);
    expect(paymentIntent.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: declineCode,
    });
    const invoice = await env.stripe.invoices.retrieve((subscription.latest_invoice as Stripe.Invoice).id);
    expect(invoice).toMatchObject({ status: 'open', attempted: true, attempt_count: 1 });
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');
  });

  it('expires an unpaid incomplete subscription after 23 hours', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const { subscription } = await incompleteSubscription(catalogue);
    env.emulator.control.advanceClock({ seconds: 23 * 3600 + 1 });
    const expired = await env.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(expired.status).toBe('incomplete_expired');
    expect((expired.latest_invoice as Stripe.Invoice).status).toBe('void');
  });
});

describe('subscription charged at creation (allow_incomplete, error_if_incomplete)', () => {
  it('is active at once with a card that pays', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const { customer } = await customerWithCard(env.stripe);
    const subscription = await env.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalogue.enterpriseMonthly.id, quantity: 3 }],
      expand: ['latest_invoice'],
    });
    expect(subscription.status).toBe('active');
    expect(subscription.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 3 * 4255 });
  });

  it('stays incomplete with requires_action when the card needs 3-D Secure', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const { customer } = await customerWithCard(env.stripe, 'pm_card_threeDSecure2Required');
    const subscription = await env.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalogue.premiumMonthly.id }],
      payment_behavior: 'allow_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(subscription.status).toBe('incomplete');
    const paymentIntent = await env.stripe.paymentIntents.retrieve(firstPaymentIntentId(subscription));
    expect(paymentIntent.status).toBe('requires_action');
  });

  it('creates nothing and answers 402 with error_if_incomplete on a declined card', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const { customer } = await customerWithCard(env.stripe, 'pm_card_chargeDeclined');
    await expect(
      env.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: catalogue.premiumMonthly.id }],
        payment_behavior: 'error_if_incomplete',
      }),
    ).rejects.toMatchObject({ statusCode: 402, code: 'card_declined' });
    expect((await env.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toEqual([]);
  });

  it('refuses to charge a customer without a card', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const customer = await env.stripe.customers.create({});
    await expect(
      env.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: catalogue.premiumMonthly.id }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing' });
  });
});

describe('subscription with collection_method=send_invoice', () => {
  it('is active at once and sends an open invoice due in days_until_due', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const customer = await env.stripe.customers.create({ email: 'clinic@example.ch' });
    const subscription = await env.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalogue.enterpriseMonthly.id, quantity: 2 }],
      collection_method: 'send_invoice',
      days_until_due: 30,
      expand: ['latest_invoice'],
    });
    expect(subscription).toMatchObject({
      status: 'active',
      collection_method: 'send_invoice',
      days_until_due: 30,
    });
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', collection_method: 'send_invoice', amount_due: 8510 });
    expect(invoice.due_date).toBe(invoice.created + 30 * 86_400);
    expect(invoice.hosted_invoice_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invoice\/in_/);
    expect(invoice.invoice_pdf).toMatch(/\/pdf/);
    const paid = await env.stripe.invoices.pay(invoice.id, { paid_out_of_band: true });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 8510 });
  });

  it('needs days_until_due', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const customer = await env.stripe.customers.create({});
    await expect(
      env.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: catalogue.premiumMonthly.id }],
        collection_method: 'send_invoice',
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'days_until_due' });
  });
});
