import type { OpenInvoice } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, errorBody } from '../helpers/admin-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { checkoutOrder, subscriptionCalls } from '../helpers/subscription-calls.js';
import { buildTestApp } from '../helpers/test-app.js';

let h: PaymentsHarness;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  h = await startPaymentsHarness();
  adminToken = await adminSession(h.db);
  userToken = (await h.customer('not-an-admin@example.ch')).token;
});
afterAll(() => h.close());

const { info, payByCard } = subscriptionCalls(() => h);
const list = async (token = adminToken) => h.call('GET', '/admin/open-invoices', token);
const markPaid = (invoiceId: string, token = adminToken) =>
  h.call('POST', '/admin/open-invoices/mark-paid', token, { invoiceId });

/** An Enterprise customer on invoice (3 seats, monthly), with her one open invoice's Stripe id. */
async function enterpriseOnInvoice(email: string) {
  const { token, userId } = await h.customer(email);
  const ordered = await h.call(
    'POST',
    '/subscriptions/create-subscription-invoice',
    token,
    checkoutOrder('enterprise'),
  );
  expect(ordered.statusCode, ordered.body).toBe(200);
  await h.settle();
  const [invoice] = (await info(token)).invoices as Array<{ id: string; status: string }>;
  if (!invoice) throw new Error('no invoice after the order on invoice');
  expect(invoice.status).toBe('open');
  return { token, userId, invoiceId: invoice.id };
}

const listed = async (): Promise<OpenInvoice[]> => {
  const response = await list();
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const ourStatus = async (invoiceId: string) =>
  (
    await h.db.query<{ status: string }>('select status from invoices where stripe_invoice_id = $1', [
      invoiceId,
    ])
  ).rows[0]?.status;

describe('the open invoices paid by transfer (docs/admin.md#open-invoices)', () => {
  it('lists an Enterprise order on invoice; marked paid, it leaves the list and the account shows it paid', async () => {
    const { token, invoiceId } = await enterpriseOnInvoice('clinic@example.ch');
    const before = (await listed()).find((invoice) => invoice.invoiceId === invoiceId);
    expect(before).toMatchObject({
      customerEmail: 'clinic@example.ch',
      customerName: 'Anna Muster',
      overdue: false,
      remindedAt: null,
    });
    expect(before?.amountDue).toBeGreaterThan(0);

    const marked = await markPaid(invoiceId);
    expect(marked.statusCode, marked.body).toBe(200);
    // The answer is the list after the change, so the tab is redrawn from it.
    expect((marked.json() as OpenInvoice[]).map((invoice) => invoice.invoiceId)).not.toContain(invoiceId);
    expect((await listed()).map((invoice) => invoice.invoiceId)).not.toContain(invoiceId);
    // Our copy was synced with the call, before any webhook: the account page shows it paid.
    expect(await ourStatus(invoiceId)).toBe('paid');
    expect((await info(token)).invoices).toMatchObject([{ id: invoiceId, status: 'paid' }]);
    const atStripe = h.emulator.control.objects().invoices.find((invoice) => invoice.id === invoiceId);
    expect(atStripe?.status).toBe('paid');
    await h.settle();
    expect((await info(token)).invoices).toMatchObject([{ id: invoiceId, status: 'paid' }]);
  });

  it('refuses an invoice already paid with 409 invoice_not_open, and an unknown one with 404', async () => {
    const { invoiceId } = await enterpriseOnInvoice('twice@example.ch');
    expect((await markPaid(invoiceId)).statusCode).toBe(200);

    const again = await markPaid(invoiceId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody('invoice_not_open'));

    const unknown = await markPaid('in_never_issued');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBody('not_found'));

    const malformed = await h.call('POST', '/admin/open-invoices/mark-paid', adminToken, { invoiceId: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('tells the admin when Stripe had the invoice settled already, and brings our copy in line', async () => {
    const { invoiceId } = await enterpriseOnInvoice('paid-meanwhile@example.ch');
    // Paid at Stripe without our copy hearing of it yet: its webhooks are held.
    h.emulator.control.setWebhookBehaviour({ hold: true });
    await h.stripe.invoices.pay(invoiceId, { paid_out_of_band: true });
    expect(await ourStatus(invoiceId)).toBe('open');

    const response = await markPaid(invoiceId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody('invoice_not_open'));
    expect(await ourStatus(invoiceId)).toBe('paid');
    h.emulator.control.setWebhookBehaviour({ hold: false });
    await h.settle();
  });

  it('never lists nor marks an invoice charged to a card', async () => {
    const { token } = await h.customer('card@example.ch');
    expect((await payByCard(token, 'pm_card_visa')).statusCode).toBe(200);
    await h.settle();
    const [invoice] = (await info(token)).invoices as Array<{ id: string }>;
    if (!invoice) throw new Error('no card invoice');
    expect((await listed()).map((open) => open.invoiceId)).not.toContain(invoice.id);
    const response = await markPaid(invoice.id);
    expect(response.statusCode).toBe(404);
  });

  it('answers 503 payment_provider_unavailable while Stripe is down, and nothing changes', async () => {
    const { token, invoiceId } = await enterpriseOnInvoice('stripe-down@example.ch');
    const app = await buildTestApp(h.db, { stripe: { ...h.stripeConfig, apiUrl: 'http://127.0.0.1:9' } });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/open-invoices/mark-paid',
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { invoiceId },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(errorBody('payment_provider_unavailable'));
    } finally {
      await app.close();
    }
    expect(await ourStatus(invoiceId)).toBe('open');
    expect(h.emulator.control.objects().invoices.find((invoice) => invoice.id === invoiceId)?.status).toBe(
      'open',
    );
    expect((await listed()).map((invoice) => invoice.invoiceId)).toContain(invoiceId);
    expect((await info(token)).invoices).toMatchObject([{ id: invoiceId, status: 'open' }]);
  });

  it('answers a signed-in user who is no admin 403 on both calls, and one without a session 401', async () => {
    const { invoiceId } = await enterpriseOnInvoice('guarded@example.ch');
    expect((await list(userToken)).statusCode).toBe(403);
    const refused = await markPaid(invoiceId, userToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody('forbidden'));
    expect((await h.call('GET', '/admin/open-invoices')).statusCode).toBe(401);
    expect(await ourStatus(invoiceId)).toBe('open');
  });
});
