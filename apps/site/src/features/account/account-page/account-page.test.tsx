import { endpointRoute, errorResponse, scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { AccountPage } from './account-page.js';
import { count, loaded, renderAccount, section } from './account-page.testing.js';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Failed loads and lost invitations are only logged (docs/subscriptions-and-money.md#account-page,
  // docs/licences.md#invite); the tests that expect it assert on this spy.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('the account page (docs/subscriptions-and-money.md#account-page)', () => {
  it('sends a visitor to /signin, to come back to /account after signing in', async () => {
    const { router } = renderScreen('/account', <AccountPage />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/account' });
  });

  it('says Loading… until the account type is known, then names the page', async () => {
    renderAccount('free');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your account');
    await loaded();
    expect(document.title).toContain('Your account');
  });

  it('offers a free account the upgrade, no cancel, no licences and no invoices; its trial end instead of a renewal', async () => {
    const { router } = renderAccount('free');
    await loaded();
    const subscription = section('Subscription');
    expect(subscription.getByText('Free')).toBeTruthy();
    // docs/subscriptions-and-money.md#trial: sign-up + 15 days, not "Next renewal -".
    expect(count('Free trial ends on')).toBe('4 December 2026');
    expect(screen.queryByText('Next renewal')).toBeNull();
    expect(subscription.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Licenses' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invoices' })).toBeNull();
    await userEvent.click(subscription.getByRole('link', { name: 'Upgrade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.state).toBeNull();
  });

  it('says when the trial of a Free account has ended', async () => {
    renderAccount('trialEnded');
    await loaded();
    expect(count('Free trial ended on')).toBe('20 October 2026');
  });

  it("shows a colleague her own seat and who manages it, and none of the holder's actions (docs/licences.md#seats)", async () => {
    renderAccount('colleague');
    await loaded();
    const subscription = section('Subscription');
    expect(subscription.getByText('Enterprise')).toBeTruthy();
    expect(count('Your license')).toBe('Active');
    expect(count('Managed by')).toBe('Anna Müller (dr.anna.muller@praxis-lac.ch)');
    expect(
      subscription.getByText(/^Your license belongs to your practice's Enterprise subscription/),
    ).toBeTruthy();
    expect(subscription.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(subscription.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Licenses' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invoices' })).toBeNull();
    expect(screen.queryByText('No invoices available.')).toBeNull();
  });

  it('goes back home', async () => {
    const { router } = renderAccount('free');
    await loaded();
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a Premium account with its renewal date, the cancel button and its invoice', async () => {
    renderAccount('premium');
    await loaded();
    expect(section('Subscription').getByText('Premium')).toBeTruthy();
    expect(count('Next renewal')).toBe('12 March 2027');
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Licenses' })).toBeNull();

    const invoices = within(screen.getByRole('table', { name: 'Invoices' }));
    const row = invoices.getByRole('row', { name: /INV-2026_0101/ });
    const cells = within(row);
    expect(cells.getByRole('rowheader').textContent).toBe('INV-2026_0101');
    expect(cells.getByText('12 March 2026')).toBeTruthy();
    expect(cells.getByText('CHF 588.00')).toBeTruthy();
    expect(cells.getByText('Paid')).toBeTruthy();
    const pdf = cells.getByRole('link', { name: 'Download PDF: invoice INV-2026_0101' });
    expect(pdf.getAttribute('href')).toBe('https://files.example.ch/invoices/in_2026_0101.pdf');
    // Saved from this page, with the session (docs/subscriptions-and-money.md#invoices): no new tab
    // to announce.
    expect(pdf.getAttribute('target')).toBeNull();
  });

  describe('cancelling (docs/subscriptions-and-money.md#cancel)', () => {
    it('asks first, and keeping the subscription calls nothing', async () => {
      const calls = recordRequests('unsubscribe').bodies;
      renderAccount('premium');
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription' });
      expect(within(dialog).getByText('Are you sure you want to cancel your subscription?')).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my subscription' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(calls).toEqual([]);
      expect(count('Next renewal')).toBe('12 March 2027');
    });

    it('cancels after the confirmation: success, the end date instead of the renewal, resuming as the one next step', async () => {
      renderAccount('premium');
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
      expect((await screen.findByRole('status')).textContent).toContain(
        'Your subscription has been successfully canceled.',
      );
      await waitFor(() => expect(count('Subscription ends on')).toBe('12 March 2027'));
      expect(screen.queryByText('Next renewal')).toBeNull();
      // docs/subscriptions-and-money.md#resume: the running plan goes on with Resume; no second order beside it.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeTruthy());
      expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    });

    it("shows the server's refusal", async () => {
      server.use(...scenarios.premium.handlers());
      const { method, path } = endpointRoute('unsubscribe');
      server.use(method(path, () => errorResponse('payment_provider_unavailable')));
      renderAccount(null);
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Payments are temporarily unavailable. Please try again in a few minutes.',
      );
      expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    });

    it('says "An error occurred. Please try again." when the request gets no answer', async () => {
      server.use(...scenarios.premium.handlers());
      const { method, path } = endpointRoute('unsubscribe');
      server.use(method(path, () => HttpResponse.error()));
      renderAccount(null);
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'An error occurred. Please try again.',
      );
    });

    it('disables the cancel button while the request runs', async () => {
      server.use(...scenarios.premium.handlers());
      let answer: () => void = () => {};
      const { method, path } = endpointRoute('unsubscribe');
      server.use(
        method(
          path,
          () =>
            new Promise<Response>((resolve) => {
              answer = () =>
                resolve(HttpResponse.json({ message: 'ok', cancellationDate: '2027-03-12T00:00:00.000Z' }));
            }),
        ),
      );
      renderAccount(null);
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Cancel subscription' }).hasAttribute('disabled')).toBe(
          true,
        ),
      );
      answer();
      expect(await screen.findByText('Your subscription has been successfully canceled.')).toBeTruthy();
    });
  });

  it('shows the cancellation date of a cancelled account that still runs, with Resume as its one next step', async () => {
    renderAccount('cancelled');
    await loaded();
    expect(count('Subscription ends on')).toBe('12 March 2027');
    expect(screen.queryByText('Next renewal')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeTruthy();
    // docs/subscriptions-and-money.md#resume: no order of a second subscription beside it.
    expect(await screen.findByRole('button', { name: 'Resume subscription' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  describe('invoices', () => {
    it("says 'No invoices available.' when there are none", async () => {
      renderAccount('noInvoices');
      await loaded();
      expect(
        within(screen.getByRole('table', { name: 'Invoices' })).getByText('No invoices available.'),
      ).toBeTruthy();
    });

    it("says 'Error loading invoices.' above the last ones when the account cannot be reloaded (docs/subscriptions-and-money.md#invoices)", async () => {
      renderAccount('premium');
      await loaded();
      const table = () => within(screen.getByRole('table', { name: 'Invoices' }));
      const rowsBefore = table().getAllByRole('row').length;
      expect(screen.queryByText('Error loading invoices.')).toBeNull();
      // The cancellation goes through; the reload after it does not.
      const { method, path } = endpointRoute('subscriptionInfo');
      server.use(method(path, () => errorResponse('internal_error')));
      await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
      expect(await screen.findByText('Error loading invoices.')).toBeTruthy();
      expect(table().getAllByRole('row')).toHaveLength(rowsBefore);
    });

    it('translates paid and open, shows any other status raw, and "-" without a PDF', async () => {
      renderAccount('manyInvoices');
      await loaded();
      const table = within(screen.getByRole('table', { name: 'Invoices' }));
      const row = (number: string) => within(table.getByRole('row', { name: new RegExp(number) }));
      expect(row('INV-2026_0004').getByText('Open')).toBeTruthy();
      // docs/subscriptions-and-money.md#invoices: an open invoice shows what is due.
      expect(row('INV-2026_0004').getByText('CHF 53.45')).toBeTruthy();
      expect(row('INV-2026_0003').getByText('Paid')).toBeTruthy();
      expect(row('INV-2026_0001').getByText('Written off')).toBeTruthy();
      expect(table.queryByText('uncollectible')).toBeNull();
      expect(row('INV-2026_0001').queryByRole('link')).toBeNull();
      expect(row('INV-2026_0001').getByText('-')).toBeTruthy();
      expect(table.getAllByRole('link', { name: /^Download PDF: invoice / })).toHaveLength(3);
    });

    describe("an invoice's PDF (docs/subscriptions-and-money.md#invoices: ours, behind the session)", () => {
      const saved: Blob[] = [];
      beforeEach(() => {
        saved.length = 0;
        // jsdom has no object URLs; the blob handed to the browser is what the test reads.
        URL.createObjectURL = (blob: Blob | MediaSource) => {
          saved.push(blob as Blob);
          return 'blob:invoice';
        };
        URL.revokeObjectURL = () => {};
      });

      it('is fetched with the session and saved, without leaving the page', async () => {
        const requests = recordRequests('invoicePdf');
        renderAccount('premium');
        await loaded();
        const row = within(screen.getByRole('row', { name: /INV-2026_0101/ }));
        await userEvent.click(row.getByRole('link', { name: 'Download PDF: invoice INV-2026_0101' }));
        await waitFor(() => expect(saved).toHaveLength(1));
        expect(requests.requests).toEqual([expect.stringMatching(/^GET \/api\/invoices\/[^/]+\/pdf$/)]);
        expect(new TextDecoder().decode((await saved[0]?.arrayBuffer())?.slice(0, 5))).toBe('%PDF-');
        expect(screen.queryByRole('alert')).toBeNull();
      });

      it('names the invoice whose PDF did not arrive, until the next attempt', async () => {
        renderAccount('premium');
        await loaded();
        const { method, path } = endpointRoute('invoicePdf');
        server.use(method(path, () => HttpResponse.error(), { once: true }));
        const link = within(screen.getByRole('row', { name: /INV-2026_0101/ })).getByRole('link', {
          name: 'Download PDF: invoice INV-2026_0101',
        });
        await userEvent.click(link);
        expect((await screen.findByRole('alert')).textContent).toBe(
          'The PDF of invoice INV-2026_0101 could not be downloaded. Please try again.',
        );
        expect(saved).toHaveLength(0);
        await userEvent.click(link);
        await waitFor(() => expect(saved).toHaveLength(1));
        expect(screen.queryByText(/could not be downloaded/)).toBeNull();
      });
    });
  });

  it('speaks French in French, with Swiss dates', async () => {
    renderAccount('enterprise', { language: 'fr' });
    await waitFor(() => expect(screen.queryByText('Chargement…')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Votre compte');
    expect(count('Prochain renouvellement')).toBe('12 mars 2027');
    expect(screen.getByRole('button', { name: "Résilier l'abonnement" })).toBeTruthy();
    expect(screen.getByText('Entreprise')).toBeTruthy();
  });
});
