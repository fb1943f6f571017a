import { splitVat, unitPriceCents, VAT_RATES, type VatRate } from '@app/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceDocumentOf } from '../../src/invoices/invoice-service.js';
import { findOwnInvoice } from '../../src/invoices/invoices-repository.js';
import { billingCalls } from '../helpers/billing-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { changeCalls, order } from '../helpers/subscription-calls.js';
import { TEST_CONFIG } from '../helpers/test-app.js';

/**
 * docs/subscriptions-and-money.md#vat: a new rate is one more row of the table, in force from its
 * first day. With a row to come (8.8 % from a day between a purchase and its renewal), the preview,
 * the charge and the invoice each read the rate of their own day, and agree with one another:
 * prices stay, only the split changes.
 */
let h: PaymentsHarness;
let rates: readonly VatRate[];
const DAY = 86_400_000;

beforeAll(async () => {
  // The emulator's clock stands at the real time of the file's start: the row begins ten days on.
  const from = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10) as VatRate['from'];
  rates = [...VAT_RATES, { from, percent: 8.8 }];
  h = await startPaymentsHarness({ vatRates: rates });
});
afterAll(() => h.close());

const { subscriber, renew } = billingCalls(() => h);
const { preview, pay, paidInvoices } = changeCalls(() => h);
const MONTHLY = unitPriceCents('premium', 'monthly');

async function documentOf(userId: string, invoiceId: string) {
  const row = await findOwnInvoice(h.db, userId, invoiceId);
  if (!row) throw new Error(`no invoice ${invoiceId}`);
  return invoiceDocumentOf(row, { ...TEST_CONFIG, vatRates: rates });
}

describe('a VAT rate that changes between a purchase and its renewal', () => {
  it('splits each amount at its own day’s rate: preview, charge and invoice agree across the change', async () => {
    const { token, userId, subscriptionId } = await subscriber('vat-change@example.ch', order('premium'));
    const [first] = await paidInvoices(userId);
    if (!first) throw new Error('no first invoice');
    expect(await documentOf(userId, first.id)).toMatchObject({
      total: MONTHLY,
      vatRatePercent: 8.1,
      vat: splitVat(MONTHLY, 8.1).vatCents,
    });
    const before = await preview(token, order('enterprise'));
    expect(before.vatRatePercent).toBe(8.1);
    expect(before.vatDueNow).toBe(splitVat(before.amountDueNow, 8.1).vatCents);

    // A month on, past the new rate's first day: the renewal is charged the same price.
    const renewal = await renew(subscriptionId);
    expect(renewal.amount_paid).toBe(MONTHLY);
    expect(await documentOf(userId, renewal.id)).toMatchObject({
      total: MONTHLY,
      vatRatePercent: 8.8,
      subtotal: splitVat(MONTHLY, 8.8).subtotalCents,
      vat: splitVat(MONTHLY, 8.8).vatCents,
    });

    const after = await preview(token, order('enterprise'));
    expect(after.vatRatePercent).toBe(8.8);
    expect(after.vatDueNow).toBe(splitVat(after.amountDueNow, 8.8).vatCents);
    expect((await pay(token, 'pm_card_visa', order('enterprise'))).statusCode).toBe(200);
    await h.settle();
    const change = (await paidInvoices(userId)).find(
      (invoice) => invoice.id !== first.id && invoice.id !== renewal.id,
    );
    if (!change) throw new Error('no invoice of the change');
    expect(change.amount_paid).toBe(after.amountDueNow);
    expect(await documentOf(userId, change.id)).toMatchObject({
      total: after.amountDueNow,
      vatRatePercent: 8.8,
      vat: after.vatDueNow,
    });
  });
});
