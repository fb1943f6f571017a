import { scenarios, serverErrorOn } from '@app/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStripeLoader } from '../../../testing/fake-stripe.js';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { PaymentPage } from './payment-page.js';
import { BILLING, chf, openBilling, openCardDialog, renderPayment, summary } from './payment-page.testing.js';

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

describe('the payment page (docs/subscriptions-and-money.md#payment-page)', () => {
  it('sends a visitor to /signin, to come back to /payment with the chosen plan', async () => {
    const { router } = renderScreen('/payment', <PaymentPage stripeLoader={fakeStripeLoader()} />, {
      state: { licenseType: 'enterprise' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/payment', licenseType: 'enterprise' });
  });

  it('shows Premium, billed annually by default: 49 a month, 588 due today with its VAT split', async () => {
    await renderPayment();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Complete your subscription');
    const plan = within(screen.getByRole('article', { name: 'Premium' }));
    expect(plan.getByText('49.00')).toBeTruthy();
    expect(plan.getByText('per month')).toBeTruthy();
    expect(plan.getByText('Billed annually: CHF 588.00 per year')).toBeTruthy();
    expect(
      within(plan.getByRole('list', { name: 'Included in Premium' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(screen.getByRole('radio', { name: /Annual/ }).getAttribute('aria-checked')).toBe('true');
    // Premium is one user (docs/subscriptions-and-money.md#plans): nothing to choose.
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(summary('Users')).toBe('1');
    expect(summary('Due today')).toBe(chf('588.00'));
    // docs/subscriptions-and-money.md#vat: VAT 8.1 % included today, subtotal = total / 1.081.
    expect(summary('Subtotal excl. VAT')).toBe(chf('543.94'));
    expect(summary('VAT 8.1%')).toBe(chf('44.06'));
    expect(summary('Next billing date')).toBe('12 March 2027');
    expect(screen.getByText('Prices in CHF, VAT of 8.1% included.')).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Complete your subscription'));
  });

  it('prices monthly billing at 53.45, billed again a month later', async () => {
    const user = userEvent.setup();
    await renderPayment();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(within(screen.getByRole('article', { name: 'Premium' })).getByText('53.45')).toBeTruthy();
    expect(summary('Due today')).toBe(chf('53.45'));
    expect(summary('Next billing date')).toBe('12 April 2026');
  });

  it('takes any other licenseType as Premium', async () => {
    await renderPayment({ state: { licenseType: 'free' } });
    expect(screen.getByRole('article', { name: 'Premium' })).toBeTruthy();
  });

  it('lets Enterprise choose its users, at least two, a non-number becoming two (docs/subscriptions-and-money.md#seat-minimum)', async () => {
    const user = userEvent.setup();
    await renderPayment({ state: { licenseType: 'enterprise' } });
    const plan = within(screen.getByRole('article', { name: 'Enterprise' }));
    expect(plan.getByText('39.00')).toBeTruthy();
    expect(plan.getByText('per user per month')).toBeTruthy();
    const count = screen.getByRole('spinbutton', { name: 'Number of users' }) as HTMLInputElement;
    expect(count.value).toBe('2');
    expect(summary('Due today')).toBe(chf('936.00'));

    await user.clear(count);
    await user.type(count, '5');
    await user.tab();
    expect(summary('Users')).toBe('5');
    expect(summary('Due today')).toBe(chf("2'340.00"));

    await user.clear(count);
    await user.type(count, '1');
    await user.tab();
    expect(count.value).toBe('2');
    expect(summary('Due today')).toBe(chf('936.00'));

    await user.clear(count);
    await user.type(count, 'abc');
    await user.tab();
    expect(count.value).toBe('2');
  });

  it('offers payment on invoice only when the configuration turns it on', async () => {
    await renderPayment();
    expect(screen.getByRole('radio', { name: /Credit card/ }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('radio', { name: /On invoice/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Not available online')).toBeTruthy();
  });

  it('shows the order in French', async () => {
    await renderPayment({ language: 'fr' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Finaliser votre abonnement');
    expect(summary("À payer aujourd'hui")).toBe('588.00\u00a0CHF');
    // docs/languages.md#money-format: the big price too puts the currency after the figure, and the VAT
    // rate sets its "%" apart.
    const plan = screen.getByRole('article', { name: 'Premium' });
    expect(plan.textContent).toContain('49.00CHFpar mois');
    expect(summary('TVA 8,1 %')).toBe('44.06\u00a0CHF');
    expect(screen.getByText('TVA 8,1 %').textContent).toBe('TVA 8,1\u202f%');
  });
});

describe('the billing-info dialog (docs/subscriptions-and-money.md#billing-dialog)', () => {
  it('keeps Confirm disabled until all five fields are filled, and Cancel goes back to the order', async () => {
    const user = userEvent.setup();
    await renderPayment();
    const saved = recordCalls('saveBillingInfo');
    const dialog = await openBilling(user);
    expect(dialog.getByText('These details appear on your invoices. All fields are required.')).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    const entries = Object.entries(BILLING);
    for (const [label, value] of entries.slice(0, -1)) {
      await user.type(dialog.getByRole('textbox', { name: label }), value);
      expect(confirm.disabled).toBe(true);
    }
    // Spaces alone do not fill a field.
    await user.type(dialog.getByRole('textbox', { name: 'City' }), '   ');
    expect(confirm.disabled).toBe(true);
    await user.clear(dialog.getByRole('textbox', { name: 'City' }));
    await user.type(dialog.getByRole('textbox', { name: 'City' }), 'Lausanne');
    expect(confirm.disabled).toBe(false);

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([]);
  });

  it('saves the billing info, then opens the card dialog with the amount due', async () => {
    const user = userEvent.setup();
    await renderPayment();
    const saved = recordCalls('saveBillingInfo');
    const card = await openCardDialog(user);
    expect(saved).toEqual([
      {
        billingInfo: {
          firstName: 'Anna',
          lastName: 'Müller',
          address: 'Rue du Lac 12',
          postalCode: '1003',
          city: 'Lausanne',
        },
      },
    ]);
    expect(card.getByText('Amount due today: CHF 588.00')).toBeTruthy();
    expect(card.getByRole('group', { name: 'Card details' })).toBeTruthy();
    expect((card.getByRole('button', { name: `Pay ${chf('588.00')}` }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('only logs a failed save of the billing info and goes on to the card (docs/subscriptions-and-money.md#billing-dialog)', async () => {
    const user = userEvent.setup();
    await renderPayment({ handlers: [serverErrorOn('saveBillingInfo'), ...scenarios.free.handlers()] });
    await openCardDialog(user);
    expect(warn).toHaveBeenCalledWith('[payment] saveBillingInfo failed', expect.anything());
  });
});
