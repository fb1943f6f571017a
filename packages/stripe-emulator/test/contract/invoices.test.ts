import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { type Catalogue, customerWithCard, emulatorForThisFile, seedCatalogue } from './emulator-fixture.js';

const env = emulatorForThisFile();

async function paidSubscription(seeded?: Catalogue) {
  const catalogue = seeded ?? (await seedCatalogue(env.stripe));
  const { customer } = await customerWithCard(env.stripe);
  const subscription = await env.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: catalogue.premiumMonthly.id }],
    expand: ['latest_invoice'],
  });
  return { customer, subscription, invoice: subscription.latest_invoice as Stripe.Invoice };
}

/** Checks a PDF's cross-reference table: each offset must point at the object it names. */
function checkPdfStructure(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const table = text.slice(startxref).split('\n');
  const count = Number(table[1]?.split(' ')[1]);
  for (let index = 1; index < count; index++) {
    const offset = Number(table[2 + index]?.slice(0, 10));
    expect(text.slice(offset, offset + `${index} 0 obj`.length)).toBe(`${index} 0 obj`);
  }
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + '\nendstream'.length)).toBe('\nendstream');
}

describe('invoices', () => {
  it('lists by customer and by subscription, newest first, and retrieves one', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const first = await paidSubscription(catalogue);
    const second = await paidSubscription(catalogue);
    const byCustomer = await env.stripe.invoices.list({ customer: first.customer.id });
    expect(byCustomer.data.map((invoice) => invoice.id)).toEqual([first.invoice.id]);
    const bySubscription = await env.stripe.invoices.list({ subscription: second.subscription.id });
    expect(bySubscription.data.map((invoice) => invoice.id)).toEqual([second.invoice.id]);
    env.emulator.control.advanceClock({ toNextBillingPeriod: true, subscription: first.subscription.id });
    const after = await env.stripe.invoices.list({ customer: first.customer.id });
    expect(after.data).toHaveLength(2);
    expect(after.data[0]?.billing_reason).toBe('subscription_cycle');
    const retrieved = await env.stripe.invoices.retrieve(first.invoice.id);
    expect(retrieved).toMatchObject({
      id: first.invoice.id,
      object: 'invoice',
      status: 'paid',
      amount_paid: 5345,
      amount_due: 5345,
      currency: 'chf',
      customer: first.customer.id,
      customer_email: 'doctor@example.ch',
    });
    expect(retrieved.number).toBeTruthy();
    expect(typeof retrieved.created).toBe('number');
    expect(retrieved.lines.data[0]).toMatchObject({
      object: 'line_item',
      amount: 5345,
      quantity: 1,
      description: '1 × Premium (at CHF 53.45 / month)',
      parent: { type: 'subscription_item_details' },
    });
  });

  it('leaves a renewal as a draft for an hour; finalize opens it and pay collects it', async () => {
    const { subscription } = await paidSubscription();
    const end = subscription.items.data[0]?.current_period_end as number;
    const { invoices } = env.emulator.control.advanceClock({ to: end + 60 });
    const [draft] = invoices;
    expect(draft).toMatchObject({ status: 'draft', number: null, auto_advance: true, invoice_pdf: null });
    const finalized = await env.stripe.invoices.finalizeInvoice(draft?.id as string);
    expect(finalized).toMatchObject({ status: 'open', amount_due: 5345 });
    expect(finalized.number).toMatch(/-0002$/);
    await expect(env.stripe.invoices.finalizeInvoice(finalized.id)).rejects.toMatchObject({
      statusCode: 400,
      message: "This invoice is already finalized, you can't re-finalize a non-draft invoice.",
    });
    const paid = await env.stripe.invoices.pay(finalized.id);
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 5345, amount_remaining: 0 });
    expect(paid.status_transitions.paid_at).not.toBeNull();
    await expect(env.stripe.invoices.pay(finalized.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('answers pay with a declined card with 402, and with 3-D Secure needed with invoice_payment_intent_requires_action', async () => {
    const { customer, subscription } = await paidSubscription();
    const end = subscription.items.data[0]?.current_period_end as number;
    const { invoices } = env.emulator.control.advanceClock({ to: end + 60 });
    const invoice = await env.stripe.invoices.finalizeInvoice(invoices[0]?.id as string);
    const declined = await env.stripe.paymentMethods.attach('pm_card_chargeDeclined', {
      customer: customer.id,
    });
    await expect(env.stripe.invoices.pay(invoice.id, { payment_method: declined.id })).rejects.toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    const secure = await env.stripe.paymentMethods.attach('pm_card_authenticationRequired', {
      customer: customer.id,
    });
    await expect(env.stripe.invoices.pay(invoice.id, { payment_method: secure.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'invoice_payment_intent_requires_action',
    });
    expect((await env.stripe.invoices.retrieve(invoice.id)).status).toBe('open');
  });

  it('serves a valid PDF with the number, the date and the amount in CHF', async () => {
    const { invoice } = await paidSubscription();
    const response = await fetch(invoice.invoice_pdf as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    checkPdfStructure(pdf);
    const text = pdf.toString('latin1');
    expect(text).toContain(`(Invoice number ${invoice.number})`);
    expect(text).toContain('(CHF 53.45)');
    const date = new Date(invoice.created * 1000).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(text).toContain(`(Date of issue ${date})`);
  });

  it('serves the hosted invoice page', async () => {
    const { invoice } = await paidSubscription();
    const response = await fetch(invoice.hosted_invoice_url as string);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain(`Invoice ${invoice.number}`);
    expect(html).toContain('CHF 53.45');
  });

  it('bills a one-off invoice from pending invoice items', async () => {
    const { customer } = await customerWithCard(env.stripe);
    await env.stripe.invoiceItems.create({
      customer: customer.id,
      amount: 4900,
      currency: 'chf',
      description: 'Extra licence',
    });
    const draft = await env.stripe.invoices.create({
      customer: customer.id,
      pending_invoice_items_behavior: 'include',
    });
    expect(draft).toMatchObject({ status: 'draft', total: 4900, billing_reason: 'manual' });
    const open = await env.stripe.invoices.finalizeInvoice(draft.id);
    expect(open.status).toBe('open');
    const paid = await env.stripe.invoices.pay(open.id);
    expect(paid.status).toBe('paid');
    const payments = await env.stripe.invoicePayments.list({ invoice: paid.id });
    expect(payments.data[0]).toMatchObject({ status: 'paid', amount_paid: 4900 });
  });
});
