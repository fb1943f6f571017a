import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import { endpointRoute, errorResponse, scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../../testing/record-requests.js';
import { type RenderOptions, renderScreen } from '../../../testing/render-screen.js';
import { AccountPage } from './account-page.js';

type ScenarioName = keyof typeof scenarios;

/** The day the page is seen: before the free fixture's trial ends (TRIAL_END, 4 December 2026). */
const TODAY = new Date('2026-11-25T10:00:00Z');

function renderAccount(scenario: ScenarioName | null, options: RenderOptions = {}) {
  if (scenario) server.use(...scenarios[scenario].handlers());
  return renderScreen('/account', <AccountPage today={TODAY} />, { signedIn: true, ...options });
}

/** Waits until the subscription info has arrived (the account type no longer says Loading…). */
async function loaded() {
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const count = (name: string) => screen.getByText(name).nextElementSibling?.textContent;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // SPEC §8 logs failed loads and lost invitations; the tests that expect it assert on this spy.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('the account page (SPEC §2 Account)', () => {
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
    // Issue 23: sign-up + 15 days, not "Next renewal -".
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

  it("shows a colleague her own seat and who manages it, and none of the holder's actions (issue 23)", async () => {
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
    const pdf = cells.getByRole('link', { name: 'View PDF (opens in a new tab)' });
    expect(pdf.getAttribute('href')).toBe('https://files.example.ch/invoices/in_2026_0101.pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(pdf.getAttribute('rel')).toContain('noopener');
  });

  describe('cancelling (SPEC §4, §8)', () => {
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

    it('cancels after the confirmation: success, the end date instead of the renewal, upgrade again', async () => {
      renderAccount('premium');
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
      expect((await screen.findByRole('status')).textContent).toContain(
        'Your subscription has been successfully canceled.',
      );
      await waitFor(() => expect(count('Subscription ends on')).toBe('12 March 2027'));
      expect(screen.queryByText('Next renewal')).toBeNull();
      await waitFor(() => expect(screen.getByRole('link', { name: 'Upgrade' })).toBeTruthy());
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

  it('shows the cancellation date of a cancelled account and upgrades on the same plan', async () => {
    const { router } = renderAccount('cancelled');
    await loaded();
    expect(count('Subscription ends on')).toBe('12 March 2027');
    expect(screen.queryByText('Next renewal')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.state).toEqual({ licenseType: 'premium' });
  });

  describe('invoices', () => {
    it("says 'No invoices available.' when there are none", async () => {
      renderAccount('noInvoices');
      await loaded();
      expect(
        within(screen.getByRole('table', { name: 'Invoices' })).getByText('No invoices available.'),
      ).toBeTruthy();
    });

    it("says 'Error loading invoices.' above the last ones when the account cannot be reloaded (SPEC §8)", async () => {
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
      expect(row('INV-2026_0004').getByText('CHF 0.00')).toBeTruthy();
      expect(row('INV-2026_0003').getByText('Paid')).toBeTruthy();
      expect(row('INV-2026_0001').getByText('uncollectible')).toBeTruthy();
      expect(row('INV-2026_0001').queryByRole('link')).toBeNull();
      expect(row('INV-2026_0001').getByText('-')).toBeTruthy();
      expect(table.getAllByRole('link', { name: 'View PDF (opens in a new tab)' })).toHaveLength(3);
    });
  });

  describe('Enterprise licences (SPEC §2, §4)', () => {
    it('shows the counts, the licences with their statuses and the way to adjust them', async () => {
      renderAccount('enterprise');
      await loaded();
      const licenses = section('Licenses');
      expect(count('Total licenses')).toBe('5');
      expect(count('Available licenses')).toBe('2');
      const table = within(licenses.getByRole('table', { name: 'Assigned licenses' }));
      expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        '#',
        'Email',
        'Status',
        'Remove',
      ]);
      const owner = within(table.getByRole('row', { name: /dr\.anna\.muller/ }));
      expect(owner.getByText('1')).toBeTruthy();
      expect(owner.getByText('Active')).toBeTruthy();
      expect(owner.getByText('Your own license')).toBeTruthy();
      expect(owner.queryByRole('button')).toBeNull();
      const claire = within(table.getByRole('row', { name: /claire\.dubois/ }));
      expect(claire.getByText('Pending')).toBeTruthy();
      expect(claire.getByRole('button', { name: 'Remove claire.dubois@praxis-lac.ch' })).toBeTruthy();
      expect(licenses.getByRole('link', { name: 'Adjust the number of licenses' }).getAttribute('href')).toBe(
        '/license-adjustment',
      );
      expect(screen.getByRole('heading', { name: 'Invoices' })).toBeTruthy();
    });

    it('shows an unknown licence status as a pending label in the error colour (SPEC §3)', async () => {
      renderAccount('enterpriseFull');
      await loaded();
      const table = within(screen.getByRole('table', { name: 'Assigned licenses' }));
      const revoked = within(table.getByRole('row', { name: /lukas\.weber/ })).getByText('Pending');
      const pending = within(table.getByRole('row', { name: /claire\.dubois/ })).getByText('Pending');
      expect(revoked.className).not.toBe(pending.className);
      expect(count('Available licenses')).toBe('0');
    });

    it('invites in the interface language, says so, clears the field and shows the new licence', async () => {
      const invitations = recordRequests('sendInvitation').bodies;
      renderAccount('enterprise', { language: 'de' });
      await waitFor(() => expect(screen.queryByText('Wird geladen…')).toBeNull());
      const field = screen.getByLabelText(/E-Mail-Adresse der einzuladenden Person/);
      await userEvent.type(field, ' lea.meier@praxis-lac.ch ');
      await userEvent.click(screen.getByRole('button', { name: 'Einladung senden' }));
      expect((await screen.findByRole('status')).textContent).toContain('Eine Einladung wurde versendet.');
      expect(invitations).toEqual([
        {
          recipientEmail: 'lea.meier@praxis-lac.ch',
          subscriptionToken: 'sub_mock_0123456789abcdef',
          lang: 'de',
        },
      ]);
      const row = await screen.findByRole('row', { name: /lea\.meier/ });
      expect(within(row).getByText('Ausstehend')).toBeTruthy();
      expect(count('Verfügbare Lizenzen')).toBe('1');
      expect((field as HTMLInputElement).value).toBe('');
    });

    it('refuses an address that is not one, on the field, without a call', async () => {
      const invitations = recordRequests('sendInvitation').bodies;
      renderAccount('enterprise');
      await loaded();
      const field = screen.getByLabelText(/Email address of the person to invite/);
      await userEvent.type(field, 'not-an-address');
      await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
      expect(document.activeElement).toBe(field);
      expect(invitations).toEqual([]);
      // Typing again takes the message away.
      await userEvent.type(field, 'x');
      expect(field.getAttribute('aria-invalid')).toBeNull();
    });

    it("shows the server's refusal when no licence is free", async () => {
      renderAccount('enterpriseFull');
      await loaded();
      await userEvent.type(
        screen.getByLabelText(/Email address of the person to invite/),
        'lea.meier@praxis-lac.ch',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
      expect((await screen.findByRole('alert')).textContent).toContain('All your licenses are in use.');
    });

    it('only logs an invitation that got no answer, and refreshes (SPEC §8)', async () => {
      server.use(...scenarios.enterprise.handlers());
      const { method, path } = endpointRoute('sendInvitation');
      server.use(method(path, () => HttpResponse.error()));
      const loads = recordRequests('subscriptionInfo').requests;
      renderAccount(null);
      await loaded();
      await userEvent.type(
        screen.getByLabelText(/Email address of the person to invite/),
        'lea.meier@praxis-lac.ch',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
      await waitFor(() => expect(loads.length).toBe(2));
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith('[account] sendInvitation failed', expect.anything()),
      );
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('removes a licence, says so, frees the seat and puts the focus back on the section', async () => {
      const removals = recordRequests('dissociate').bodies;
      renderAccount('enterprise');
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Remove marc.rossi@praxis-lac.ch' }));
      // Issue 23: asked first, with what the subscription keeps costing.
      const question = await screen.findByRole('alertdialog', { name: 'Remove this license?' });
      expect(question.textContent).toContain(
        'marc.rossi@praxis-lac.ch will no longer be able to use Dictation Health.',
      );
      expect(question.textContent).toContain("you keep paying CHF\u00a02'340.00 per year for 5 licenses");
      expect(removals).toEqual([]);
      await userEvent.click(within(question).getByRole('button', { name: 'Remove license' }));
      expect((await screen.findByRole('status')).textContent).toContain('The license has been removed.');
      await waitFor(() => expect(screen.queryByRole('row', { name: /marc\.rossi/ })).toBeNull());
      expect(count('Available licenses')).toBe('3');
      expect(removals).toEqual([
        { subscriptionToken: 'sub_mock_0123456789abcdef', email: 'marc.rossi@praxis-lac.ch' },
      ]);
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Licenses' })),
      );
    });

    it('keeps the licence when the question is answered "Keep license", focus back on its button', async () => {
      const removals = recordRequests('dissociate').bodies;
      renderAccount('enterprise');
      await loaded();
      const remove = screen.getByRole('button', { name: 'Remove marc.rossi@praxis-lac.ch' });
      await userEvent.click(remove);
      const question = await screen.findByRole('alertdialog', { name: 'Remove this license?' });
      await userEvent.click(within(question).getByRole('button', { name: 'Keep license' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(screen.getByRole('row', { name: /marc\.rossi/ })).toBeTruthy();
      expect(document.activeElement).toBe(remove);
      expect(removals).toEqual([]);
    });

    it('shows why a removal failed', async () => {
      server.use(...scenarios.enterprise.handlers());
      const { method, path } = endpointRoute('dissociate');
      server.use(method(path, () => errorResponse('internal_error')));
      renderAccount(null);
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Remove marc.rossi@praxis-lac.ch' }));
      const question = await screen.findByRole('alertdialog', { name: 'Remove this license?' });
      await userEvent.click(within(question).getByRole('button', { name: 'Remove license' }));
      expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side.');
      expect(screen.getByRole('row', { name: /marc\.rossi/ })).toBeTruthy();
    });
  });

  describe('when the account cannot be loaded', () => {
    it('says so with the server error and loads again on request', async () => {
      renderAccount('serverError');
      // The sessions and security sections say their own failure too.
      const alert = (await screen.findAllByRole('alert')).find((element) =>
        element.textContent?.includes('Your account details could not be loaded.'),
      );
      if (!alert) throw new Error('no alert about the account details');
      expect(alert.textContent).toContain('Your account details could not be loaded.');
      expect(alert.textContent).toContain('Something went wrong on our side.');
      expect(warn).toHaveBeenCalledWith('[account] subscriptionInfo failed', expect.anything());
      server.use(...scenarios.premium.handlers());
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(count('Next renewal')).toBe('12 March 2027'));
      expect(screen.queryByText('Your account details could not be loaded.')).toBeNull();
    });

    it('names the network when nothing answers', async () => {
      renderAccount('networkFailure');
      expect((await screen.findAllByRole('alert'))[0]?.textContent).toContain(
        'The server cannot be reached.',
      );
    });

    it('ends an expired session and sends the user to /signin, to come back here', async () => {
      // The session reads where the user was from the browser's address.
      window.history.replaceState(null, '', '/account');
      const { router } = renderAccount('sessionExpired');
      await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
      expect(router.state.location.state).toEqual({ from: '/account' });
      expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
      window.history.replaceState(null, '', '/');
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
