import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import { MOCK_FAILING_SSO_TICKET, MOCK_SESSION_TOKEN, MOCK_SSO_TICKET, scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { SignInSsoPage } from './sign-in-sso-page.js';

const open = (search: string) =>
  renderScreen(`/signin/sso?${search}`, <SignInSsoPage />, { route: '/signin/sso' });
const FAILED =
  "The sign-in through your identity provider did not succeed. Please try again, or ask your practice's IT.";

describe('/signin/sso (docs/sso.md#sign-in)', () => {
  it('exchanges the ticket for a session at once and lands on the account, as after a sign-in', async () => {
    server.use(...scenarios.ssoSignInOffered.handlers());
    const calls = recordCalls('completeSsoSignIn');
    const { router } = open(`ticket=${MOCK_SSO_TICKET}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(calls).toEqual([{ ticket: MOCK_SSO_TICKET }]);
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe(MOCK_SESSION_TOKEN);
  });

  it('says a refused ticket did not sign her in, focused, with the way back to /signin', async () => {
    server.use(...scenarios.ssoTicketFailing.handlers());
    open(`ticket=${MOCK_FAILING_SSO_TICKET}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(FAILED);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/signin');
  });

  it('says the same of ?failed=1 without asking anything', async () => {
    const calls = recordCalls('completeSsoSignIn');
    open('failed=1');
    expect((await screen.findByRole('alert')).textContent).toBe(FAILED);
    expect(calls).toEqual([]);
  });
});
