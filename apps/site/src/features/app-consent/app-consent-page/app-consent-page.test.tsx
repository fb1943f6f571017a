import { apiError } from '@app/contracts';
import { endpointRoute, MOCK_DEVICE_NAME, MOCK_SIGNED_IN_AS, networkFailureOn, scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { AppConsentPage } from './app-consent-page.js';

const ROUTE = '/app/consent/:uid';
const open = (leave = vi.fn(), language?: 'de') => ({
  leave,
  ...renderScreen('/app/consent/abc123', <AppConsentPage leave={leave} />, {
    route: ROUTE,
    signedIn: true,
    ...(language ? { language } : {}),
  }),
});

describe('the Windows app consent screen (docs/desktop-app.md#consent)', () => {
  it('sends a visitor to sign in first, and back here after', async () => {
    const { router } = renderScreen('/app/consent/abc123', <AppConsentPage />, { route: ROUTE });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/app/consent/abc123' });
  });

  it('names the device and the account, with the focus on its heading', async () => {
    open();
    expect(
      await screen.findByText(`Dictation for Windows on ${MOCK_DEVICE_NAME} wants to use your license.`),
    ).toBeTruthy();
    expect(screen.getByText(`Signed in as ${MOCK_SIGNED_IN_AS}`)).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Connect the Windows app' }),
    );
  });

  it('shows a device name as text, never as markup', async () => {
    const { method, path } = endpointRoute('appSignIn');
    server.use(
      method(path, () =>
        HttpResponse.json({
          clientId: 'dictation-windows',
          deviceName: '<b>PC</b>',
          signedInAs: MOCK_SIGNED_IN_AS,
          deviceLimit: 3,
          devicesInUse: [],
          flow: 'loopback',
          requestedFrom: null,
          requestedAt: null,
        }),
      ),
    );
    open();
    expect(
      await screen.findByText('Dictation for Windows on <b>PC</b> wants to use your license.'),
    ).toBeTruthy();
  });

  it.each([
    ['Allow', 'approveAppSignIn'],
    ['Deny', 'refuseAppSignIn'],
  ] as const)('%s answers with %s and sends the browser where the API says', async (button, call) => {
    const { method, path } = endpointRoute(call);
    const redirectTo = `http://localhost:3000/oauth/authorize/abc123?answered-by=${call}`;
    server.use(method(path, () => HttpResponse.json({ redirectTo })));
    const { leave } = open();
    await userEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(redirectTo));
    expect(screen.getByText('Sending your answer…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allow' }).hasAttribute('disabled')).toBe(true);
  });

  it('says an answer that did not go through, and lets her answer again', async () => {
    server.use(networkFailureOn('approveAppSignIn'));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    expect(await screen.findByText('Your answer could not be sent.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allow' }).hasAttribute('disabled')).toBe(false);
  });

  it('says an expired request is over, with a way home', async () => {
    server.use(...scenarios.appSignInExpired.handlers());
    open();
    expect(
      await screen.findByText(
        'This sign-in request has expired or has already been answered. Start signing in again from the app.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('offers to try again after a network failure', async () => {
    server.use(networkFailureOn('appSignIn'));
    open();
    expect(await screen.findByText("The app's request could not be loaded.")).toBeTruthy();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Allow' })).toBeTruthy();
  });

  it('names the devices in use when the licence has no room, with the way to end one (docs/desktop-app.md#device-limit)', async () => {
    server.use(...scenarios.appDeviceLimit.handlers());
    open();
    expect(await screen.findByText('Your license is used on 3 devices, the most it allows:')).toBeTruthy();
    expect(screen.getByText('PC-Cabinet-1, last used 2 hours ago')).toBeTruthy();
    expect(screen.getByText('Laptop-Anna, last used yesterday')).toBeTruthy();
    expect(screen.getByText('Unnamed device, last used 9 days ago')).toBeTruthy();
    expect(screen.getByRole('link', { name: "your account's sessions" }).getAttribute('href')).toBe(
      '/account#account-sessions',
    );
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    // One ended in the session list: "Try again" reads the request again, and it can be allowed.
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Allow' })).toBeTruthy();
  });

  it('names the devices when another one took the last place while she was reading', async () => {
    const { method, path } = endpointRoute('approveAppSignIn');
    server.use(
      method(path, () => HttpResponse.json(apiError('app_device_limit'), { status: 409 }), { once: true }),
    );
    open();
    const allow = await screen.findByRole('button', { name: 'Allow' });
    server.use(...scenarios.appDeviceLimit.handlers());
    await userEvent.click(allow);
    expect(await screen.findByText('Your license is used on 3 devices, the most it allows:')).toBeTruthy();
  });

  it('speaks the interface language', async () => {
    open(vi.fn(), 'de');
    expect(
      await screen.findByText(
        `Die Diktier-App für Windows auf ${MOCK_DEVICE_NAME} möchte Ihre Lizenz verwenden.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erlauben' })).toBeTruthy();
  });
});
