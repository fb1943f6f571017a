import { endpointRoute, MOCK_SSO_START_URL, scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerNavigation } from '../../../lib/leave-for-provider.js';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { SignInPage } from './sign-in-page.js';

let leave: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  leave = vi.spyOn(providerNavigation, 'leave').mockImplementation(() => {});
});
afterEach(() => leave.mockRestore());

const main = () => within(screen.getByRole('main'));
const email = () => screen.getByLabelText(/^Email address/);
const password = () => screen.queryByLabelText(/^Password/);
const PRACTICE_ADDRESS = 'luca.bernasconi@praxis-lac.ch';

describe('/signin, e-mail first (docs/sso.md#sign-in)', () => {
  it('asks nothing before an address is typed, and changes nothing for an address without a provider', async () => {
    server.use(...scenarios.ssoSignInOffered.handlers());
    const discovered = recordCalls('ssoDiscover');
    renderScreen('/signin', <SignInPage />);
    await userEvent.click(email());
    await userEvent.tab();
    expect(discovered).toEqual([]);
    await userEvent.type(email(), 'anna@praxis.ch');
    await userEvent.tab();
    await waitFor(() => expect(discovered).toEqual([{ email: 'anna@praxis.ch' }]));
    expect(password()).toBeTruthy();
    expect(main().queryByRole('link', { name: 'Continue with your provider' })).toBeNull();
  });

  it('offers the provider on leaving the field, beside the password', async () => {
    server.use(...scenarios.ssoSignInOffered.handlers());
    renderScreen('/signin', <SignInPage />);
    await userEvent.type(email(), PRACTICE_ADDRESS);
    await userEvent.tab();
    const link = await main().findByRole('link', { name: 'Continue with your provider' });
    expect(link.getAttribute('href')).toBe(MOCK_SSO_START_URL);
    expect(password()).toBeTruthy();
  });

  it('hides the password when the provider is required, and the button goes to it', async () => {
    server.use(...scenarios.ssoSignInEnforced.handlers());
    const signins = recordCalls('signin');
    renderScreen('/signin', <SignInPage />);
    await userEvent.type(email(), PRACTICE_ADDRESS);
    await userEvent.tab();
    expect(await main().findByText(/no password is needed here/)).toBeTruthy();
    expect(password()).toBeNull();
    await userEvent.click(main().getByRole('button', { name: 'Continue with your provider' }));
    expect(leave).toHaveBeenCalledWith(MOCK_SSO_START_URL);
    expect(signins).toEqual([]);
  });

  it('sends her on after a password refused sso_required: the message and the provider’s button', async () => {
    // The question about her address is still on its way when she submits her password.
    let answerDiscovery = () => {};
    const discovery = new Promise<void>((resolve) => {
      answerDiscovery = resolve;
    });
    const { method, path } = endpointRoute('ssoDiscover');
    server.use(
      method(path, async () => {
        await discovery;
        return undefined;
      }),
      ...scenarios.ssoSignInEnforced.handlers(),
    );
    renderScreen('/signin', <SignInPage />);
    await userEvent.type(email(), PRACTICE_ADDRESS);
    await userEvent.type(password() as HTMLElement, 'secret7{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your practice signs you in through its identity provider. Continue with your provider.',
    );
    answerDiscovery();
    expect(await main().findByRole('button', { name: 'Continue with your provider' })).toBeTruthy();
    await waitFor(() => expect(password()).toBeNull());
  });
});
