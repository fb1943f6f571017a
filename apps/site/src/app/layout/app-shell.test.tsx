import { endpointRoute, MOCK_SESSION_TOKEN } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen.js';

const banner = () => within(screen.getByRole('banner'));

describe('the top bar', () => {
  it('highlights the free trial off /license (docs/routes-and-screens.md#top-bar)', () => {
    renderScreen('/download', <h1>Download</h1>);
    expect(banner().getByRole('link', { name: 'Try for free' }).getAttribute('href')).toBe('/license');
  });

  it('does not show the free-trial link on /license itself', () => {
    renderScreen('/license', <h1>Licences</h1>);
    expect(banner().queryByRole('link', { name: 'Try for free' })).toBeNull();
    expect(banner().getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(banner().getByRole('link', { name: 'Sign up' })).toBeTruthy();
  });

  it('offers account and sign-out when signed in; sign-out removes the token, revokes it and goes home', async () => {
    const revoked: (string | null)[] = [];
    const { method, path } = endpointRoute('signout');
    server.use(
      method(path, ({ request }) => {
        revoked.push(request.headers.get('authorization'));
        return HttpResponse.json({ message: 'Signed out.' });
      }),
    );
    const { router } = renderScreen('/download', <h1>Download</h1>, { signedIn: true });
    expect(banner().getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    await userEvent.click(banner().getByRole('button', { name: 'Sign out' }));
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(revoked).toEqual([`Bearer ${MOCK_SESSION_TOKEN}`]);
    expect(banner().getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('persists the chosen language under "lang" and translates the page', async () => {
    renderScreen('/', <h1>Home</h1>);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(window.localStorage.getItem('lang')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeTruthy();
  });
});

describe('the footer', () => {
  it('links to about, terms, privacy and contact, with the company and the support hours', () => {
    renderScreen('/', <h1>Home</h1>);
    const footer = within(screen.getByRole('contentinfo'));
    const links = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/about', '/terms', '/privacy', '/contact']);
    expect(footer.getByText(/Lausanne, Switzerland/)).toBeTruthy();
    expect(footer.getByText(/every day, 8:00 to 19:00/)).toBeTruthy();
  });
});

describe('navigation', () => {
  it("moves the focus to the new page's heading", async () => {
    renderScreen('/', <Link to="/next">Next</Link>, {
      otherRoutes: [{ path: '/next', element: <h1>Next page</h1> }],
    });
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Next page' })),
    );
  });
});
