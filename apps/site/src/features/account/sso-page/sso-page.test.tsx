import { type ScenarioName, scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerNavigation } from '../../../lib/leave-for-provider.js';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { loaded, renderAccount } from '../account-page/account-page.testing.js';
import { SsoPage } from './sso-page.js';

let warn: ReturnType<typeof vi.spyOn>;
let leave: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  leave = vi.spyOn(providerNavigation, 'leave').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  leave.mockRestore();
});

const open = (scenario: ScenarioName, path = '/account/sso') => {
  server.use(...scenarios[scenario].handlers());
  return renderScreen(path, <SsoPage />, { signedIn: true, route: '/account/sso' });
};

/** A step's card, once the settings have been read. */
const step = async (name: RegExp) => within(await screen.findByRole('region', { name }));

describe('/account/sso (docs/sso.md#set-up)', () => {
  it('shows the TXT record to publish and proves the domain on Check (#domain-proof)', async () => {
    open('ssoDomainClaimed');
    const domains = await step(/Your domains/);
    expect(domains.getByText('To prove')).toBeTruthy();
    expect(domains.getByText('_dictation-sso.praxis-lac.ch')).toBeTruthy();
    expect(domains.getByText(/^dictation-sso-verification=/)).toBeTruthy();
    await userEvent.click(domains.getByRole('button', { name: 'Check praxis-lac.ch' }));
    await waitFor(() => expect(domains.getByText('Proven')).toBeTruthy());
    expect(domains.queryByText('_dictation-sso.praxis-lac.ch')).toBeNull();
  });

  it('refuses a shared domain in words and keeps what was typed (#shared-domains)', async () => {
    open('ssoNothingSetUp');
    const domains = await step(/Your domains/);
    const field = domains.getByLabelText(/^Domain/);
    await userEvent.type(field, 'hin.ch');
    await userEvent.click(domains.getByRole('button', { name: 'Add domain' }));
    const alert = await domains.findByRole('alert');
    expect(alert.textContent).toContain('cannot be claimed by a practice');
    expect((field as HTMLInputElement).value).toBe('hin.ch');
  });

  it('keeps the requirement disabled, with its reason, until the provider is tested (#test-before-enforce)', async () => {
    open('ssoConnected');
    const enforce = await step(/Require sign-in through the provider/);
    const button = enforce.getByRole('button', { name: 'Require sign-in through the provider' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(enforce.getByText(/before requiring it/)).toBeTruthy();
  });

  it('requires the provider once tested, after a confirmation that names the break-glass password', async () => {
    open('ssoTested');
    const calls = recordCalls('setSsoEnforcement');
    const enforce = await step(/Require sign-in through the provider/);
    await userEvent.click(enforce.getByRole('button', { name: 'Require sign-in through the provider' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/keeps a password with two-factor sign-in/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Require the provider' }));
    await waitFor(() => expect(enforce.getByText('Required')).toBeTruthy());
    expect(calls).toEqual([{ enforced: true }]);
  });

  it('sends her to the provider for the test, and says how it went on her return', async () => {
    open('ssoConnected', '/account/sso?test=passed');
    const test = await step(/Test the sign-in/);
    expect(test.getByText('The sign-in through your provider succeeded.')).toBeTruthy();
    await userEvent.click(test.getByRole('button', { name: 'Sign in with your provider now' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/account/sso?test=passed'));
  });

  it('shows a new SCIM token once, with its warning, and only its date afterwards (#scim-token)', async () => {
    const view = open('ssoTested');
    const scim = await step(/Provisioning by your directory/);
    await userEvent.click(scim.getByRole('button', { name: 'Create token' }));
    expect(await scim.findByText(/it is shown only once/)).toBeTruthy();
    const token = scim.getByText(/^scim_/).textContent;
    expect(token?.length).toBeGreaterThan(32);
    expect(scim.getByRole('button', { name: 'Create a new token' })).toBeTruthy();
    view.unmount();
    renderScreen('/account/sso', <SsoPage />, { signedIn: true });
    const again = await step(/Provisioning by your directory/);
    expect(again.queryByText(/^scim_/)).toBeNull();
  });

  it('tells a billing manager her role does not allow it, and shows no step (#who)', async () => {
    open('ssoBillingManager');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your role in the practice does not allow this',
    );
    expect(screen.queryByRole('region', { name: /Your domains/ })).toBeNull();
  });
});

describe('the way to /account/sso from the account page (docs/sso.md#who)', () => {
  it.each([
    ['practiceOwner', true],
    ['practiceAdmin', true],
    ['practiceBillingManager', false],
    ['practiceMember', false],
  ] as const)('%s: the link shown: %s', async (scenario, shown) => {
    renderAccount(scenario);
    await loaded();
    const region = within(await screen.findByRole('region', { name: 'Your practice' }));
    const link = region.queryByRole('link', { name: 'Set up single sign-on' });
    expect(link?.getAttribute('href') ?? null).toBe(shown ? '/account/sso' : null);
  });
});
