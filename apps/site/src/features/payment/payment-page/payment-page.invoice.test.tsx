import { createHandlers, freeAccount, premiumOnInvoiceAccount, serverErrorOn } from '@app/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordCalls } from '../../../testing/record-requests.js';
import { chf, fillBilling, openBilling, renderPayment, summary } from './payment-page.testing.js';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Some failures are only logged (docs/languages.md#error-text); the tests that expect it assert on this
  // spy.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
});

describe('paying on invoice (docs/subscriptions-and-money.md#invoice-payment)', () => {
  it('creates the invoice subscription after the billing info and goes to /thank-you', async () => {
    const user = userEvent.setup();
    const { router } = await renderPayment({
      handlers: createHandlers({ account: freeAccount, invoicePaymentEnabled: true }),
      state: { licenseType: 'enterprise' },
    });
    const invoices = recordCalls('createSubscriptionInvoice');
    const invoice = screen.getByRole('radio', { name: /On invoice/ }) as HTMLButtonElement;
    await waitFor(() => expect(invoice.disabled).toBe(false));
    await user.click(invoice);
    const billing = await openBilling(user);
    await fillBilling(user, billing);
    await user.click(billing.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(invoices).toEqual([{ licenseType: 'enterprise', frequency: 'annual', userCount: 2 }]);
  });

  it('says the total is payable within 30 days on invoice, and due today only by card', async () => {
    const user = userEvent.setup();
    await renderPayment({
      handlers: createHandlers({ account: freeAccount, invoicePaymentEnabled: true }),
      state: { licenseType: 'enterprise' },
    });
    expect(summary('Due today')).toBe(chf('936.00'));
    const invoice = screen.getByRole('radio', { name: /On invoice/ }) as HTMLButtonElement;
    await waitFor(() => expect(invoice.disabled).toBe(false));
    await user.click(invoice);
    expect(summary('Payable within 30 days')).toBe(chf('936.00'));
    expect(screen.queryByText('Due today')).toBeNull();
  });

  it('says a change to a subscription paid on invoice is invoiced, not due today', async () => {
    await renderPayment({
      handlers: createHandlers({ account: premiumOnInvoiceAccount, invoicePaymentEnabled: true }),
      state: { licenseType: 'enterprise' },
    });
    expect(await screen.findByText('Invoiced today, payable within 30 days')).toBeTruthy();
    expect(screen.queryByText('Due today')).toBeNull();
  });

  it('shows the server error on the order when the invoice subscription fails', async () => {
    const user = userEvent.setup();
    const { router } = await renderPayment({
      handlers: [
        serverErrorOn('createSubscriptionInvoice'),
        ...createHandlers({ account: freeAccount, invoicePaymentEnabled: true }),
      ],
    });
    const invoice = screen.getByRole('radio', { name: /On invoice/ }) as HTMLButtonElement;
    await waitFor(() => expect(invoice.disabled).toBe(false));
    await user.click(invoice);
    const billing = await openBilling(user);
    await fillBilling(user, billing);
    await user.click(billing.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Something went wrong on our side. Please try again. If the problem persists, contact support.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/payment');
  });
});
