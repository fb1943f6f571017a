import { unitPriceCents } from '@app/pricing';
import { isQRReferenceValid } from 'swissqrbill/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceDocumentOf } from '../../src/invoices/invoice-service.js';
import { findOwnInvoice } from '../../src/invoices/invoices-repository.js';
import { billingCalls } from '../helpers/billing-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { order } from '../helpers/subscription-calls.js';
import { buildTestApp, TEST_CONFIG } from '../helpers/test-app.js';
import { BILLING_INFO } from '../helpers/users.js';

/**
 * docs/subscriptions-and-money.md#invoices: GET /invoices/{id}/pdf renders the owner's invoice from
 * our copy, which the sync fills from Stripe (lines, period, due date, who it was billed to), so it
 * opens while Stripe is down; nobody else learns whether an invoice exists.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
const { info, subscriber, renew } = billingCalls(() => h);

const pdfOf = (id: string, token?: string) => h.call('GET', `/invoices/${encodeURIComponent(id)}/pdf`, token);
const UNIT = unitPriceCents('enterprise', 'annual');

interface InvoiceRow {
  total: number;
  created: Date;
  period_start: Date;
  period_end: Date;
  lines: Array<{
    description: string;
    quantity: number;
    unitAmount: number;
    amount: number;
    periodEnd: string;
  }>;
  billed_to: Record<string, unknown> | null;
  collection_method: string;
  due_date: Date;
  paid_at: Date | null;
  status: string;
}

async function invoiceRow(id: string): Promise<InvoiceRow> {
  const { rows } = await h.db.query<InvoiceRow>('select * from invoices where stripe_invoice_id = $1', [id]);
  if (!rows[0]) throw new Error(`no invoice ${id}`);
  return rows[0];
}

/** The document the PDF is rendered from, as the route builds it. */
async function documentOf(userId: string, id: string) {
  const row = await findOwnInvoice(h.db, userId, id);
  if (!row) throw new Error(`no invoice ${id} of ${userId}`);
  return invoiceDocumentOf(row, TEST_CONFIG);
}

describe('an invoice PDF', () => {
  it('answers its owner a PDF named by the invoice number, from lines, period and payment the sync stored', async () => {
    const { token, userId } = await subscriber('pdf-owner@example.ch', order('enterprise', 'annual', 3));
    const [invoice] = (await info(token)).invoices;
    expect(invoice.invoice_pdf).toMatch(new RegExp(`/api/invoices/${invoice.id}/pdf$`));

    const row = await invoiceRow(invoice.id);
    expect(row).toMatchObject({
      total: 3 * UNIT,
      currency: 'chf',
      collection_method: 'charge_automatically',
      due_date: null,
      status: 'paid',
      billed_to: { ...BILLING_INFO, company: null, vatNumber: null, email: 'pdf-owner@example.ch' },
    });
    expect(row.paid_at).toBeInstanceOf(Date);
    // Stripe's period of a first invoice is its creation; the service period is its line's.
    expect(row.period_end.getTime()).toBe(row.period_start.getTime());
    // The plan read from the line's price, so the PDF names it in the customer's language.
    expect(row.lines).toEqual([
      expect.objectContaining({
        quantity: 3,
        unitAmount: UNIT,
        amount: 3 * UNIT,
        plan: { plan: 'enterprise', frequency: 'annual' },
        proration: false,
      }),
    ]);
    expect(row.lines[0]?.description).toMatch(/Enterprise/);

    const answer = await pdfOf(invoice.id, token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const document = await documentOf(userId, invoice.id);
    // 1404.00 with 8.1 % included, the rate on its day: 1298.80 + 105.20; no QR-bill on an invoice paid by card.
    expect(document).toMatchObject({
      total: 3 * UNIT,
      vatRatePercent: 8.1,
      subtotal: 129880,
      vat: 10520,
      transfer: null,
    });
    // The service period is the line's: the year the annual subscription pays for.
    const [line] = document.lines;
    expect(document.periodStart).toEqual(line?.periodStart);
    expect(document.periodEnd).toEqual(line?.periodEnd);
    const days = ((line?.periodEnd?.getTime() ?? 0) - (line?.periodStart?.getTime() ?? 0)) / 86_400_000;
    expect([365, 366]).toContain(days);
    expect(document.subtotal + document.vat).toBe(document.total);
  });

  it('answers the same 404 for another account invoice and for one that does not exist, 401 signed out', async () => {
    const owner = await subscriber('pdf-owner-2@example.ch');
    const [invoice] = (await info(owner.token)).invoices;
    const stranger = await h.customer('pdf-stranger@example.ch');
    const theirs = await pdfOf(invoice.id, stranger.token);
    const missing = await pdfOf('in_does_not_exist', stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json()).toMatchObject({ error: true, code: 'not_found' });
    expect((await pdfOf(invoice.id)).statusCode).toBe(401);
  });

  it('opens while Stripe is unreachable: nothing is asked of Stripe', async () => {
    const { token } = await subscriber('pdf-outage@example.ch');
    const [invoice] = (await info(token)).invoices;
    const unreachable = {
      ...h.stripeConfig,
      apiUrl: 'http://127.0.0.1:9',
      network: { timeoutMs: 500, maxRetries: 0 },
    };
    const app = await buildTestApp(h.db, { stripe: unreachable });
    try {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/invoices/${invoice.id}/pdf`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await app.close();
    }
  });

  it('keeps the address an invoice was issued to after the billing details change', async () => {
    const { token, subscriptionId } = await subscriber('pdf-moved@example.ch');
    const [first] = (await info(token)).invoices;
    const moved = { ...BILLING_INFO, address: 'Rue du Lac 3', postalCode: '1003', city: 'Lausanne' };
    const saved = await h.call('POST', '/subscriptions/save-billing-info', token, {
      billingInfo: { ...moved, invoiceEmail: 'compta@example.ch' },
    });
    expect(saved.statusCode).toBe(200);
    const renewal = await renew(subscriptionId);
    expect((await invoiceRow(first.id)).billed_to).toMatchObject({
      city: 'Zürich',
      email: 'pdf-moved@example.ch',
    });
    expect((await invoiceRow(renewal.id as string)).billed_to).toMatchObject({
      city: 'Lausanne',
      email: 'compta@example.ch',
    });
  });
});

describe('an invoice paid by transfer', () => {
  it('is stored with its due date, and its document carries the QR-IBAN and a valid QR reference while open', async () => {
    const { token, userId } = await h.customer('pdf-transfer@example.ch');
    const ordered = await h.call(
      'POST',
      '/subscriptions/create-subscription-invoice',
      token,
      order('enterprise'),
    );
    expect(ordered.statusCode).toBe(200);
    await h.settle();
    const { rows } = await h.db.query<{ stripe_invoice_id: string }>(
      'select i.stripe_invoice_id from invoices i join subscriptions s on s.id = i.subscription_id where s.owner_id = $1',
      [userId],
    );
    const id = rows[0]?.stripe_invoice_id as string;
    const row = await invoiceRow(id);
    expect(row).toMatchObject({ collection_method: 'send_invoice', status: 'open', paid_at: null });
    // payment on invoice: payable within 30 days (days_until_due 30).
    expect(row.due_date.getTime() - row.created.getTime()).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);

    const document = await documentOf(userId, id);
    expect(document.transfer?.qrIban).toBe('CH4431999123000889012');
    expect(document.transfer?.reference).toMatch(/^\d{27}$/);
    expect(isQRReferenceValid(document.transfer?.reference as string)).toBe(true);
    expect(document.dueDate).toEqual(row.due_date);
    expect((await pdfOf(id, token)).statusCode).toBe(200);
  });
});
