import { scenarios } from '@app/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chf, renderPayment, summary } from './payment-page.testing.js';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // The card dialog's choice of card measures itself (Radix), which jsdom cannot.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // Some failures are only logged (docs/languages.md#error-text); the tests that expect it assert on this
  // spy.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a subscriber’s order is a change (docs/subscriptions-and-money.md#changes)', () => {
  it('shows the plan she has, the one she chose, and Stripe’s figures, then pays them in the card dialog', async () => {
    const user = userEvent.setup();
    await renderPayment({
      handlers: scenarios.premiumMonthly.handlers(),
      state: { licenseType: 'enterprise' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Your change' })).toBeTruthy();
    expect(summary('Current plan')).toBe('Premium, monthly, 1 user');
    expect(summary('New plan')).toBe('Enterprise, monthly, 2 users');
    await screen.findByText('Due today', { selector: 'dt' });
    // The mocks' stand-in for Stripe: half of 2 × 42.55 less 53.45 today, 85.10 a month after.
    expect(summary('Due today')).toBe(chf('15.83'));
    expect(summary('Of which VAT 8.1%')).toBe(chf('1.19'));
    expect(summary('Next charge')).toBe(`${chf('85.10')} on 12 March 2027`);
    expect(screen.getByText('The change applies as soon as this amount is paid.')).toBeTruthy();
    // Billing details are on file: Continue goes straight to the card, for the amount shown.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const card = within(await screen.findByRole('dialog', { name: 'Card payment' }));
    // docs/subscriptions-and-money.md#card-on-file: the card on file pays, no card details asked.
    const saved = card.getByRole('radio', { name: 'My card: Visa •••• 4242' });
    expect(saved.getAttribute('aria-checked')).toBe('true');
    expect(card.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    // Another card can pay instead: then its details are asked.
    await user.click(card.getByRole('radio', { name: 'Another card, which then pays my renewals' }));
    await card.findByRole('textbox', { name: 'Card number' });
    await user.click(saved);
    expect(card.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(card.getByRole('button', { name: `Pay ${chf('15.83')}` })).toBeTruthy();
    await user.click(card.getByRole('button', { name: `Pay ${chf('15.83')}` }));
    expect(
      await card.findByText('Your subscription has been changed. Thank you for your trust.'),
    ).toBeTruthy();
  });

  it('says “already your plan” for the plan she has, before any dialog opens', async () => {
    const user = userEvent.setup();
    await renderPayment({ handlers: scenarios.premiumMonthly.handlers() });
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      (await screen.findByText(/This is already your plan, with the same billing frequency/)).closest(
        '[role="status"]',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a seat holder to leave her seat first, and opens nothing', async () => {
    const user = userEvent.setup();
    await renderPayment({ handlers: scenarios.seatHolder.handlers() });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(/You hold a license on a colleague's Enterprise subscription/),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('schedules a change that lowers something, nothing charged, and says when', async () => {
    const user = userEvent.setup();
    await renderPayment({ handlers: scenarios.enterprise.handlers(), state: { licenseType: 'enterprise' } });
    // Five annual Enterprise seats: monthly billing from the renewal on.
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(
      await screen.findByText('The change takes effect on 12 March 2027. Nothing is charged today.'),
    ).toBeTruthy();
    expect(summary('Due today')).toBe(chf('0.00'));
    expect(summary('Next charge')).toBe(`${chf('212.75')} on 12 March 2027`);
    await user.click(screen.getByRole('button', { name: 'Schedule the change' }));
    expect(
      await screen.findByText(
        'Your change is scheduled: it takes effect on 12 March 2027. Nothing is charged today.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Schedule the change' })).toBeNull();
  });
});
