import { premiumOnInvoiceAccount } from '@app/mocks';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loaded, renderAccount, section } from './account-page.testing.js';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

/** docs/subscriptions-and-money.md#billing and #invoices: a plan ordered on invoice, paid by transfer. */
describe('the account of a plan paid on invoice', () => {
  it('lists an open invoice with what is due, not the nothing paid so far', async () => {
    renderAccount('paidOnInvoice');
    await loaded();
    const table = within(await screen.findByRole('table', { name: 'Invoices' }));
    const row = within(table.getByRole('row', { name: /INV-2026_0401/ }));
    expect(row.getByText('Open')).toBeTruthy();
    expect(row.getByText('CHF 588.00')).toBeTruthy();
    expect(row.queryByText('CHF 0.00')).toBeNull();
  });

  it('names the next invoice, not a debit, and no card', async () => {
    renderAccount('paidOnInvoice');
    await loaded();
    const billing = section('What you pay');
    expect(await billing.findByText('Next invoice')).toBeTruthy();
    expect(billing.queryByText('Next charge')).toBeNull();
    expect(billing.getByText('On invoice, by bank transfer')).toBeTruthy();
    expect(billing.queryByText('Card')).toBeNull();
    expect(billing.queryByText('No card on file')).toBeNull();
    expect(billing.queryByRole('button', { name: 'Change card' })).toBeNull();
    expect(premiumOnInvoiceAccount.paymentMethod).toBeNull();
  });

  it('says it in German', async () => {
    renderAccount('paidOnInvoice', { language: 'de' });
    await loaded();
    const billing = section('Was Sie bezahlen');
    expect(await billing.findByText('Nächste Rechnung')).toBeTruthy();
    expect(billing.queryByText('Nächste Abbuchung')).toBeNull();
    expect(billing.queryByText('Keine Karte hinterlegt')).toBeNull();
  });
});
