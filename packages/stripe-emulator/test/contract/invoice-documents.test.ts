import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { customerWithCard, emulatorForThisFile, seedCatalogue } from './emulator-fixture.js';

const env = emulatorForThisFile();

/**
 * What the API copies from an invoice to render its own PDF
 * (docs/subscriptions-and-money.md#invoices): the period, each line's price and period, the
 * collection method, the due date and when it was paid, as Stripe's invoice object (API 2026-10-28)
 * carries them.
 */
describe('what an invoice document is made of', () => {
  it('gives a paid subscription invoice its period, its lines priced per unit and when it was paid', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const { customer } = await customerWithCard(env.stripe);
    const subscription = await env.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalogue.enterpriseAnnual.id, quantity: 3 }],
    });
    const [invoice] = (await env.stripe.invoices.list({ subscription: subscription.id })).data;
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(invoice).toMatchObject({
      status: 'paid',
      total: 3 * 46800,
      currency: 'chf',
      collection_method: 'charge_automatically',
      due_date: null,
      period_start: expect.any(Number),
      period_end: expect.any(Number),
      lines: { has_more: false },
    });
    expect(invoice?.status_transitions.paid_at).toBeGreaterThanOrEqual(invoice?.created as number);
    const [line] = invoice?.lines.data ?? [];
    expect(line).toMatchObject({
      amount: 3 * 46800,
      quantity: 3,
      period: { start: item.current_period_start, end: item.current_period_end },
    });
    // SDK 23 reads decimal fields into its Decimal class; the wire carries a string.
    expect(String(line?.pricing?.unit_amount_decimal)).toBe('46800');
  });

  it('gives an invoice sent for transfer its due date, and no payment time while it is open', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const customer = await env.stripe.customers.create({ email: 'clinic@example.ch' });
    const subscription = await env.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalogue.enterpriseMonthly.id, quantity: 2 }],
      collection_method: 'send_invoice',
      days_until_due: 30,
    });
    const [invoice] = (await env.stripe.invoices.list({ subscription: subscription.id })).data;
    expect(invoice).toMatchObject({ status: 'open', collection_method: 'send_invoice' });
    expect(invoice?.due_date).toBe((invoice?.status_transitions.finalized_at as number) + 30 * 86_400);
    expect(invoice?.status_transitions.paid_at).toBeNull();
    const paid = await env.stripe.invoices.pay(invoice?.id as string, { paid_out_of_band: true });
    expect(paid.status_transitions.paid_at).toEqual(expect.any(Number));
  });

  it('embeds an invoice first 10 lines only; its lines list has them all', async () => {
    const customer = await env.stripe.customers.create({ email: 'clinic@example.ch' });
    for (let index = 1; index <= 12; index++) {
      await env.stripe.invoiceItems.create({
        customer: customer.id,
        amount: index * 100,
        currency: 'chf',
        description: `Item ${index}`,
      });
    }
    const draft = await env.stripe.invoices.create({
      customer: customer.id,
      pending_invoice_items_behavior: 'include',
    });
    expect(draft.lines.data).toHaveLength(10);
    expect(draft.lines.has_more).toBe(true);
    expect(draft.total).toBe(7800);
    const retrieved = await env.stripe.invoices.retrieve(draft.id as string);
    expect(retrieved.lines).toMatchObject({ has_more: true, url: `/v1/invoices/${draft.id}/lines` });
    const lines: Stripe.InvoiceLineItem[] = [];
    for await (const line of env.stripe.invoices.listLineItems(draft.id as string, { limit: 5 }))
      lines.push(line);
    expect(lines).toHaveLength(12);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(7800);
  });
});
