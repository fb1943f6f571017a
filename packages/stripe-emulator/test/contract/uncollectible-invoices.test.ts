import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { emulatorForThisFile, seedCatalogue } from './emulator-fixture.js';

/**
 * An open invoice written off as bad debt (https://docs.stripe.com/api/invoices/mark_uncollectible):
 * what the API does to an invoice paid by transfer that was never paid
 * (docs/subscriptions-and-money.md#overdue-invoices), before it ends the subscription.
 */
const env = emulatorForThisFile();

async function invoiceSentByPost(): Promise<{ subscription: Stripe.Subscription; invoice: Stripe.Invoice }> {
  const catalogue = await seedCatalogue(env.stripe);
  const customer = await env.stripe.customers.create({ email: 'transfer@example.ch' });
  const subscription = await env.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: catalogue.enterpriseAnnual.id, quantity: 3 }],
    collection_method: 'send_invoice',
    days_until_due: 30,
    expand: ['latest_invoice'],
  });
  return { subscription, invoice: subscription.latest_invoice as Stripe.Invoice };
}

describe('mark_uncollectible', () => {
  it('turns an open invoice uncollectible, still owed, and announces it', async () => {
    const { invoice } = await invoiceSentByPost();
    expect(invoice.status).toBe('open');
    const marked = await env.stripe.invoices.markUncollectible(invoice.id as string);
    expect(marked).toMatchObject({
      id: invoice.id,
      status: 'uncollectible',
      amount_remaining: invoice.amount_due,
      next_payment_attempt: null,
      status_transitions: { marked_uncollectible_at: env.emulator.control.now() },
    });
    expect((await env.stripe.invoices.retrieve(invoice.id as string)).status).toBe('uncollectible');
    const events = env.emulator.control.events('invoice.marked_uncollectible');
    expect(events.map((event) => (event.data.object as { id: string }).id)).toEqual([invoice.id]);
  });

  it('leaves the subscription as it was: cancelling it is a call of its own', async () => {
    const { subscription, invoice } = await invoiceSentByPost();
    await env.stripe.invoices.markUncollectible(invoice.id as string);
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    const cancelled = await env.stripe.subscriptions.cancel(subscription.id);
    expect(cancelled).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    });
  });

  it('refuses an invoice that is not open, as Stripe does', async () => {
    const { invoice } = await invoiceSentByPost();
    await env.stripe.invoices.pay(invoice.id as string, { paid_out_of_band: true });
    await expect(env.stripe.invoices.markUncollectible(invoice.id as string)).rejects.toMatchObject({
      statusCode: 400,
      code: 'invoice_not_editable',
    });
    expect((await env.stripe.invoices.retrieve(invoice.id as string)).status).toBe('paid');
  });
});

describe('paying an invoice written off', () => {
  it('takes a payment outside of Stripe: the invoice is paid, the cancelled subscription stays so', async () => {
    const { subscription, invoice } = await invoiceSentByPost();
    await env.stripe.invoices.markUncollectible(invoice.id as string);
    await env.stripe.subscriptions.cancel(subscription.id);
    const paid = await env.stripe.invoices.pay(invoice.id as string, { paid_out_of_band: true });
    expect(paid).toMatchObject({
      status: 'paid',
      amount_remaining: 0,
      status_transitions: { paid_at: env.emulator.control.now() },
    });
    expect(paid.status_transitions.marked_uncollectible_at).toEqual(expect.any(Number));
    const events = env.emulator.control.events('invoice.paid');
    expect(events.map((event) => (event.data.object as { id: string }).id)).toContain(invoice.id);
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
  });

  it('takes a card payment too', async () => {
    const { invoice } = await invoiceSentByPost();
    await env.stripe.invoices.markUncollectible(invoice.id as string);
    const card = await env.stripe.paymentMethods.attach('pm_card_visa', {
      customer: invoice.customer as string,
    });
    const paid = await env.stripe.invoices.pay(invoice.id as string, { payment_method: card.id });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
  });

  it('refuses a voided one, as Stripe does', async () => {
    const { invoice } = await invoiceSentByPost();
    await env.stripe.invoices.voidInvoice(invoice.id as string);
    await expect(
      env.stripe.invoices.pay(invoice.id as string, { paid_out_of_band: true }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'invoice_not_editable' });
  });

  it('voids an uncollectible invoice, as Stripe allows (https://docs.stripe.com/invoicing/overview)', async () => {
    const { invoice } = await invoiceSentByPost();
    await env.stripe.invoices.markUncollectible(invoice.id as string);
    const voided = await env.stripe.invoices.voidInvoice(invoice.id as string);
    expect(voided).toMatchObject({ status: 'void', amount_remaining: 0 });
    expect(env.emulator.control.events('invoice.voided')).toHaveLength(1);
  });
});
