import { networkFailureOn, scenarios, serverErrorOn } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { LicenseAdjustmentPage } from './license-adjustment-page.js';

/** An amount as the site writes it in English: CHF and a no-break space (packages/i18n). */
const chf = (amount: string) => `CHF\u00a0${amount}`;

function renderAdjustment(handlers: RequestHandler[] = scenarios.enterprise.handlers()) {
  server.use(...handlers);
  return renderScreen('/license-adjustment', <LicenseAdjustmentPage />, { signedIn: true });
}

const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

async function loaded() {
  return (await screen.findByRole('spinbutton', { name: 'Number of licenses' })) as HTMLInputElement;
}

/** The question asked before more licences are paid (docs/licences.md#adjustment-charges). */
const question = () => screen.findByRole('alertdialog', { name: 'Add 2 licenses?' });

/** Fewer licences than the fixture's five: finalized at once, without a question. */
async function fewer(count: HTMLInputElement) {
  await userEvent.clear(count);
  await userEvent.type(count, '4');
}

/** Counts the requests to one call. */
function countCalls(pathEnd: string) {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(pathEnd)) calls.count += 1;
  });
  return calls;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  server.events.removeAllListeners();
});

describe('licence adjustment (docs/licences.md#license-adjustment)', () => {
  it('sends a visitor to /signin, to come back here after signing in', async () => {
    const { router } = renderScreen('/license-adjustment', <LicenseAdjustmentPage />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/license-adjustment' });
  });

  it('shows the current count and price, and the projection for the new count', async () => {
    renderAdjustment();
    expect(screen.getByText('Loading your subscription…')).toBeTruthy();
    const count = await loaded();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Adjust your licenses');
    expect(
      screen.getByText(
        'More licenses are charged today, in proportion to the time left in the billing period, and can be used once paid. Fewer licenses take effect at the end of the billing period.',
      ),
    ).toBeTruthy();
    // Five Enterprise seats billed annually: 468 each (packages/pricing).
    expect(value('Licenses')).toBe('5');
    expect(value('Current price')).toBe(`${chf("2'340.00")} per year`);
    expect(count.value).toBe('5');
    expect(value('Total per year')).toBe(chf("2'340.00"));

    await userEvent.clear(count);
    await userEvent.type(count, '6');
    await userEvent.tab();
    expect(value('Total per year')).toBe(chf("2'808.00"));
    // docs/subscriptions-and-money.md#vat: VAT 8.1 % included today, subtotal = total / 1.081.
    expect(value('Subtotal excl. VAT')).toBe(chf("2'597.59"));
    expect(value('VAT 8.1%')).toBe(chf('210.41'));
    expect(screen.getByText('Prices in CHF, VAT of 8.1% included.')).toBeTruthy();
  });

  it('keeps at least two licenses; anything that is not a number becomes two', async () => {
    renderAdjustment();
    const count = await loaded();
    for (const typed of ['1', 'abc']) {
      await userEvent.clear(count);
      await userEvent.type(count, typed);
      await userEvent.tab();
      expect(count.value).toBe('2');
      expect(value('Total per year')).toBe(chf('936.00'));
    }
  });

  it('finalizes: sends the new count, says so, and leads on to /account', async () => {
    const { router } = renderAdjustment();
    const sent = recordCalls('updateLicenses');
    const count = await loaded();
    await userEvent.clear(count);
    await userEvent.type(count, '7');
    await userEvent.tab();
    // Stripe's figures for the change come first (the mocks' stand-in: half the difference now).
    await screen.findByText('Due today', { selector: 'dt' });
    expect(value('Due today')).toBe(chf('468.00'));
    expect(value('Next charge')).toBe(`${chf("3'276.00")} on 12 March 2027`);
    expect(
      screen.getByText(
        'Charged today to the card of your subscription; the licenses can be used as soon as it is paid.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Finalize order' }));
    // docs/licences.md#adjustment-charges: asked first, with the licences added and the very amount
    // the page shows due today.
    const dialog = await question();
    expect(dialog.textContent).toContain(
      `Your subscription goes from 5 to 7 licenses. The card saved for your subscription is charged ${chf('468.00')} today; the new licenses can be used as soon as it is paid.`,
    );
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: `Pay ${chf('468.00')}` }));
    // docs/licences.md#adjustment-messages: on to the account, which says it (account-page tests).
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(sent).toEqual([{ newLicenseCount: 7 }]);
    expect(router.state.location.state).toEqual({
      licensesAdjusted: { kind: 'message', id: 'licenseAdjustment.success', tone: 'success' },
    });
  });

  it('going back from the question pays nothing, keeps the count and its figures, and returns to Finalize', async () => {
    renderAdjustment();
    const updates = countCalls('/subscriptions/update-licenses');
    const count = await loaded();
    await userEvent.clear(count);
    await userEvent.type(count, '7');
    await userEvent.tab();
    await screen.findByText('Due today', { selector: 'dt' });
    const previews = countCalls('/subscriptions/preview-change');
    const finalize = screen.getByRole('button', { name: 'Finalize order' });
    await userEvent.click(finalize);
    await userEvent.click(within(await question()).getByRole('button', { name: 'Back to the order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(finalize));
    expect(count.value).toBe('7');
    expect(value('Due today')).toBe(chf('468.00'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(updates.count).toBe(0);
    expect(previews.count).toBe(0);
    // Asked again, Escape declines just the same.
    await userEvent.click(finalize);
    await question();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(updates.count).toBe(0);
  });

  it('shows a refusal with the error prefix, and refreshes the subscription', async () => {
    renderAdjustment();
    const count = await loaded();
    const refreshes = countCalls('/subscriptions/subscription-info');
    // Three licences are in use: two is too few.
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.tab();
    // Finalize waits for the new count's figures (here: refused already by the preview).
    const finalize = screen.getByRole('button', { name: 'Finalize order' }) as HTMLButtonElement;
    await waitFor(() => expect(finalize.disabled).toBe(false));
    await userEvent.click(finalize);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The number of licenses cannot be lower than the number in use. Remove users first.',
    );
    await waitFor(() => expect(refreshes.count).toBe(1));
    expect((screen.getByRole('button', { name: 'Finalize order' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows a server error with the prefix', async () => {
    renderAdjustment([serverErrorOn('updateLicenses'), ...scenarios.enterprise.handlers()]);
    await fewer(await loaded());
    await userEvent.click(screen.getByRole('button', { name: 'Finalize order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: Something went wrong on our side. Please try again. If the problem persists, contact support.',
    );
  });

  it('shows the order error when no answer comes', async () => {
    renderAdjustment([networkFailureOn('updateLicenses'), ...scenarios.enterprise.handlers()]);
    await fewer(await loaded());
    await userEvent.click(screen.getByRole('button', { name: 'Finalize order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred during the order.');
  });

  it('says a declined card on file in words, and the licenses stay as they were', async () => {
    renderAdjustment(scenarios.moreLicensesDeclined.handlers());
    const count = await loaded();
    await userEvent.clear(count);
    await userEvent.type(count, '6');
    await userEvent.tab();
    await screen.findByText('Due today', { selector: 'dt' });
    await userEvent.click(screen.getByRole('button', { name: 'Finalize order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Add 1 license?' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect((await screen.findByRole('alert')).textContent).toBe('Card declined. Please try again.');
    await waitFor(() => expect(value('Licenses')).toBe('5'));
  });

  it('schedules fewer licenses for the end of the period, and says when on the account', async () => {
    const { router } = renderAdjustment();
    const count = await loaded();
    await userEvent.clear(count);
    await userEvent.type(count, '4');
    await userEvent.tab();
    expect(
      await screen.findByText('Fewer licenses take effect on 12 March 2027. Nothing is charged today.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Finalize order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.state).toEqual({
      licensesAdjusted: {
        kind: 'message',
        id: 'licenseAdjustment.scheduled',
        tone: 'success',
        values: { date: Date.parse('2027-03-12T00:00:00.000Z') },
      },
    });
  });

  it('goes back to /account', async () => {
    const { router } = renderAdjustment();
    await loaded();
    await userEvent.click(screen.getByRole('link', { name: 'Back to your account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('explains that only an Enterprise subscription has licenses to adjust', async () => {
    renderAdjustment(scenarios.premium.handlers());
    expect(
      await screen.findByText('Licenses can only be adjusted with an active Enterprise subscription.'),
    ).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your account' }).getAttribute('href')).toBe('/account');
  });

  it('says when the subscription could not be loaded, and tries again', async () => {
    renderAdjustment([serverErrorOn('subscriptionInfo'), ...scenarios.enterprise.handlers()]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your subscription could not be loaded.')).toBeTruthy();
    // In front of the failing answer. (resetHandlers(...) would make these the server's defaults
    // for every later test of the worker, past the set-up's reset.)
    server.use(...scenarios.enterprise.handlers());
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded();
  });
});
