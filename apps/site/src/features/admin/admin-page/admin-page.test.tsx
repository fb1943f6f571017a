import type { RegistrationCredential } from '@app/contracts';
import { PRODUCT_NAME } from '@app/i18n';
import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import { scenarios, serverErrorOn } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { passkeyCeremonies } from '../../../lib/passkeys.js';
import { recordRequests } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { AdminPage } from './admin-page.js';
import { items, phraseList, renderAdmin } from './admin-page.testing.js';

/** What a stood-in authenticator answers: a shape the contract accepts, signed by nothing. */
const CREDENTIAL: RegistrationCredential = {
  id: 'kF3mZk1yT0Jx2vQnH8sLpA',
  rawId: 'kF3mZk1yT0Jx2vQnH8sLpA',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
  clientExtensionResults: {},
};

describe('/admin access (docs/admin.md#admin-access)', () => {
  it('sends a visitor to /signin, to come back to /admin', async () => {
    const { router } = renderScreen('/admin', <AdminPage />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/admin' });
  });

  it('ends the session of a signed-in user who is not an admin (the API answers 403)', async () => {
    // The default mocks are an Enterprise owner, not an admin: every admin call answers 403.
    const calls = recordRequests().requests;
    const { router } = renderScreen('/admin', <AdminPage />, { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    // Besides the top bar's read of the plan (users/me), only the page's first question.
    expect(calls.filter((call) => call !== 'GET /api/users/me')).toEqual(['GET /api/admin/access']);
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Blacklisted phrases' })).toBeNull();
  });
});

describe('/admin for an admin without two-factor sign-in (docs/admin.md#admin-two-factor)', () => {
  it('guides her through its set-up, then to a passkey, before any tab, then opens, signed in still', async () => {
    server.use(...scenarios.adminWithoutTwoFactor.handlers());
    // docs/passkeys.md#admins: the browser's authenticator is the journeys'; here it is stood in for.
    vi.spyOn(passkeyCeremonies, 'supported').mockReturnValue(true);
    const register = vi.spyOn(passkeyCeremonies, 'register').mockResolvedValue(CREDENTIAL);
    const user = userEvent.setup();
    renderScreen('/admin', <AdminPage />, { signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'First, set up two-factor sign-in' }),
    ).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    await user.type(await screen.findByRole('textbox', { name: '6-digit code from the app' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(await screen.findByRole('button', { name: 'I have kept them' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Then, add a passkey' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(items(await phraseList())).toEqual(['Merci docteur', 'Sous-titres réalisés par la communauté']);
    expect(register).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).not.toBeNull();
  });

  it('asks an admin whose session was opened without her code to sign in again, back to /admin', async () => {
    server.use(...scenarios.adminSessionWithoutCode.handlers());
    const user = userEvent.setup();
    const { router } = renderScreen('/admin', <AdminPage />, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/admin' });
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('/admin blacklist (docs/admin.md#blacklist)', () => {
  it('names the page and starts on the French list', async () => {
    await renderAdmin('adminFull');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Administration');
    expect(document.title).toBe(`Administration · ${PRODUCT_NAME}`);
    expect(screen.getByRole('tab', { name: 'Blacklist' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Français' }).getAttribute('aria-selected')).toBe('true');
    expect(items(await phraseList())).toEqual(['Merci docteur', 'Sous-titres réalisés par la communauté']);
  });

  it('shows each language its own list', async () => {
    const user = userEvent.setup();
    await renderAdmin('adminFull');
    await phraseList();
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await waitFor(async () =>
      expect(items(await phraseList())).toEqual(['Thanks for watching!', 'Subtitles by the community']),
    );
    await user.click(screen.getByRole('tab', { name: 'Deutsch' }));
    await waitFor(async () => expect(items(await phraseList())).toEqual(['Untertitel im Auftrag des ZDF']));
  });

  it('adds a trimmed phrase to the selected language and empties the field', async () => {
    const user = userEvent.setup();
    await renderAdmin('adminFull');
    await phraseList();
    await user.click(screen.getByRole('tab', { name: 'Italiano' }));
    await user.type(screen.getByRole('textbox', { name: 'New phrase' }), '  Grazie per la visione  ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(async () =>
      expect(items(await phraseList())).toEqual(['Sottotitoli a cura di QTSS', 'Grazie per la visione']),
    );
    expect((screen.getByRole('textbox', { name: 'New phrase' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('textbox', { name: 'New phrase' })).toBe(document.activeElement);
  });

  it('refuses a blank phrase without a call, and says why', async () => {
    const user = userEvent.setup();
    await renderAdmin('adminFull');
    await phraseList();
    const calls = recordRequests().requests;
    const field = screen.getByRole('textbox', { name: 'New phrase' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a phrase.')).toBeTruthy();
    expect(field).toBe(document.activeElement);
    expect(calls).toEqual([]);
    expect(items(await phraseList())).toHaveLength(2);
  });

  it('refuses a phrase already in the list without a call, keeping the list', async () => {
    const user = userEvent.setup();
    await renderAdmin('adminFull');
    await phraseList();
    const calls = recordRequests().requests;
    await user.type(screen.getByRole('textbox', { name: 'New phrase' }), 'Merci docteur ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('This phrase is already in the blacklist.')).toBeTruthy();
    expect(calls).toEqual([]);
    expect(items(await phraseList())).toEqual(['Merci docteur', 'Sous-titres réalisés par la communauté']);
  });

  it('refuses a phrase over 500 characters without a call, and says so (docs/admin.md#blacklist-phrase)', async () => {
    const user = userEvent.setup();
    await renderAdmin('adminFull');
    await phraseList();
    const calls = recordRequests().requests;
    const field = screen.getByRole('textbox', { name: 'New phrase' });
    await user.click(field);
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('At most 500 characters.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toHaveLength(501);
    expect(field).toBe(document.activeElement);
    expect(calls).toEqual([]);
    await user.type(field, '{Backspace}');
    expect(screen.queryByText('At most 500 characters.')).toBeNull();
  });

  it('refuses a phrase already in the list in another case, without a call', async () => {
    const user = userEvent.setup();
    await renderAdmin('adminFull');
    await phraseList();
    const calls = recordRequests().requests;
    await user.type(
      screen.getByRole('textbox', { name: 'New phrase' }),
      'SOUS-TITRES RÉALISÉS PAR LA COMMUNAUTÉ',
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('This phrase is already in the blacklist.')).toBeTruthy();
    expect(calls).toEqual([]);
    expect(items(await phraseList())).toEqual(['Merci docteur', 'Sous-titres réalisés par la communauté']);
  });

  it('deletes a phrase and keeps the keyboard focus in the list', async () => {
    const user = userEvent.setup();
    await renderAdmin('adminFull');
    await phraseList();
    await user.click(screen.getByRole('button', { name: 'Delete “Merci docteur”' }));
    await waitFor(async () =>
      expect(items(await phraseList())).toEqual(['Sous-titres réalisés par la communauté']),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Delete “Sous-titres réalisés par la communauté”' }),
      ),
    );
  });

  it('empties the lists silently when a call fails (docs/admin.md#admin-errors)', async () => {
    const user = userEvent.setup();
    await renderAdmin('adminFull');
    await phraseList();
    // In front of the scenario's handlers, which renderAdmin installed.
    server.use(serverErrorOn('removeBlacklistPhrase'));
    await user.click(screen.getByRole('button', { name: 'Delete “Merci docteur”' }));
    expect(await screen.findByText('No phrases in the blacklist.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(await screen.findByText('No phrases in the blacklist.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['en', 'Français', 'No phrases in the blacklist.'],
    ['fr', 'Deutsch', 'Aucune phrase dans la liste de blocage.'],
    ['de', 'Italiano', 'Keine Einträge in der Sperrliste.'],
    ['it', 'English', 'Nessuna frase nella lista di blocco.'],
  ] as const)('in %s, says a list is empty (%s)', async (language, tab, empty) => {
    const user = userEvent.setup();
    await renderAdmin('adminEmpty', language);
    await user.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByText(empty)).toBeTruthy();
    expect(screen.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('button', { name: /“|«/ })).toBeNull();
  });
});

describe('/admin in the other languages', () => {
  it.each([
    [
      'fr',
      'Administration',
      [
        'Liste de blocage',
        'Statistiques',
        'Utilisateurs',
        'Factures ouvertes',
        'E-mails non envoyés',
        "Journal d'audit",
      ],
      'Phrases de la liste de blocage',
    ],
    [
      'de',
      'Verwaltung',
      [
        'Sperrliste',
        'Statistiken',
        'Benutzer',
        'Offene Rechnungen',
        'Nicht gesendete E-Mails',
        'Audit-Protokoll',
      ],
      'Einträge der Sperrliste',
    ],
    [
      'it',
      'Amministrazione',
      [
        'Lista di blocco',
        'Statistiche',
        'Utenti',
        'Fatture aperte',
        'E-mail non inviate',
        'Registro di audit',
      ],
      'Frasi della lista di blocco',
    ],
  ] as const)('in %s', async (language, title, tabs, listName) => {
    await renderAdmin('adminFull', language);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    const sections = screen.getAllByRole('tablist')[0] as HTMLElement;
    expect(
      within(sections)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(tabs);
    expect(items(await screen.findByRole('list', { name: listName }))).toHaveLength(2);
  });
});
