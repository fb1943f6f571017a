import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCalls } from '../helpers/billing-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';

/**
 * Stripe's events late and out of order (docs/testing.md#chaos): a billing mail about an invoice
 * says what the invoice is when the event is applied, not what it was when Stripe sent it
 * (docs/subscriptions-and-money.md#billing-notices).
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
const { subscriber, chargeTo, renew, billingMails } = billingCalls(() => h);

describe('a renewal’s failure announced after it was paid', () => {
  it('mails no failure once the invoice is paid, only the payment', async () => {
    const email = 'late-failure@example.ch';
    const { subscriptionId } = await subscriber(email);
    await chargeTo(subscriptionId, 'pm_card_chargeCustomerFail');
    h.emulator.control.setWebhookBehaviour({ hold: true, types: ['invoice.payment_failed'] });
    try {
      const renewal = await renew(subscriptionId);
      // Paid with another card before Stripe's event of the failure reaches us.
      const card = await h.stripe.paymentMethods.attach('pm_card_visa', {
        customer: renewal.customer as string,
      });
      await h.stripe.invoices.pay(renewal.id as string, { payment_method: card.id });
      await h.settle();
    } finally {
      h.emulator.control.setWebhookBehaviour({ hold: false, types: null });
    }
    await h.settle();
    const mails = (await billingMails()).filter((mail) => mail.recipient === email);
    expect(mails.map((mail) => mail.template)).not.toContain('billing_payment_failed');
    expect(mails.filter((mail) => mail.template === 'billing_payment_received')).toHaveLength(2);
  });

  it('keeps the card chosen after the payment when the payment’s own event comes later', async () => {
    const { subscriptionId } = await subscriber('late-paid@example.ch');
    await chargeTo(subscriptionId, 'pm_card_chargeCustomerFail');
    const renewal = await renew(subscriptionId);
    h.emulator.control.setWebhookBehaviour({ hold: true, types: ['invoice.paid'] });
    let chosen: string;
    try {
      // The unpaid renewal paid with one card, then another card chosen for the next renewals,
      // before Stripe's invoice.paid (which makes the paying card the subscription's) reaches us.
      const payer = await h.stripe.paymentMethods.attach('pm_card_visa', {
        customer: renewal.customer as string,
      });
      await h.stripe.invoices.pay(renewal.id as string, { payment_method: payer.id });
      chosen = await chargeTo(subscriptionId, 'pm_card_mastercard');
    } finally {
      h.emulator.control.setWebhookBehaviour({ hold: false, types: null });
    }
    await h.settle();
    const subscription = await h.stripe.subscriptions.retrieve(subscriptionId);
    expect(subscription.default_payment_method).toBe(chosen);
    expect((await h.stripe.paymentMethods.retrieve(chosen)).customer).toBe(renewal.customer);
  });
});
