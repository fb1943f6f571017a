import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import { endpointRoute, errorResponse, scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../../testing/record-requests.js';
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
  describe('Enterprise licences (docs/licences.md#licence-management)', () => {
    it('shows the counts, the licences with their statuses and the way to adjust them', async () => {
      renderAccount('enterprise');
      await loaded();
      const licenses = section('Licenses');
      // docs/licences.md#seat-counts: paid, in use (hers and Marc's), offered (Claire's), free.
      expect(count('Paid licenses')).toBe('5');
      expect(count('Licenses in use')).toBe('2');
      expect(count('Invitations awaiting an answer')).toBe('1');
      expect(count('Available licenses')).toBe('2');
      expect(licenses.getByText(/taken as soon as its invitation is sent/)).toBeTruthy();
      const table = within(licenses.getByRole('table', { name: 'Assigned licenses' }));
      expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        '#',
        'Email',
        'Status',
        'Last used',
        'Minutes this month',
        'Actions',
      ]);
      const owner = within(table.getByRole('row', { name: /dr\.anna\.muller/ }));
      expect(owner.getByText('1')).toBeTruthy();
      expect(owner.getByText('Active')).toBeTruthy();
      expect(owner.getByText('Your own license')).toBeTruthy();
      expect(owner.queryByRole('button')).toBeNull();
      const claire = within(table.getByRole('row', { name: /claire\.dubois/ }));
      expect(claire.getByText('Pending')).toBeTruthy();
      expect(claire.getByRole('button', { name: 'Remove claire.dubois@praxis-lac.ch' })).toBeTruthy();
      // docs/licences.md#reassign: her invitation is unanswered, so it can be reassigned; Marc used
      // the app the day before, so his cannot.
      expect(claire.getByRole('button', { name: 'Reassign claire.dubois@praxis-lac.ch' })).toBeTruthy();
      const marc = within(table.getByRole('row', { name: /marc\.rossi/ }));
      expect(marc.queryByRole('button', { name: /Reassign/ })).toBeNull();
      expect(licenses.getByRole('link', { name: 'Adjust the number of licenses' }).getAttribute('href')).toBe(
        '/license-adjustment',
      );
      expect(screen.getByRole('heading', { name: 'Invoices' })).toBeTruthy();
    });

    it('shows an unknown licence status as a pending label in the error colour (docs/licences.md#licence-statuses)', async () => {
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

    it('only logs an invitation that got no answer, and refreshes (docs/licences.md#invite)', async () => {
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
      // docs/licences.md#remove: asked first, with what the subscription keeps costing.
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

  describe("the dictation app's use (docs/desktop-app.md#usage-shown)", () => {
    it("shows the owner each active seat's last use and minutes this month, nothing for a pending one", async () => {
      renderAccount('enterprise');
      await loaded();
      const table = within(screen.getByRole('table', { name: 'Assigned licenses' }));
      const row = (name: RegExp) => within(table.getByRole('row', { name }));
      // 45,270 seconds and 41,700 seconds: 755 and 695 whole minutes, rounded.
      expect(row(/dr\.anna\.muller/).getByText('25 November 2026')).toBeTruthy();
      expect(row(/dr\.anna\.muller/).getByText('755')).toBeTruthy();
      expect(row(/marc\.rossi/).getByText('24 November 2026')).toBeTruthy();
      expect(row(/marc\.rossi/).getByText('695')).toBeTruthy();
      expect(row(/claire\.dubois/).queryByText(/November|Never used/)).toBeNull();
    });

    it('shows a Premium user her own minutes this month and last use', async () => {
      renderAccount('premium');
      await loaded();
      expect(count('Dictation app this month')).toBe('755 minutes, last used on 25 November 2026');
    });

    it('says "Never used" on an account without any use', async () => {
      renderAccount('free');
      await loaded();
      expect(count('Dictation app this month')).toBe('Never used');
    });
  });
});
