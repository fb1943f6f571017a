import {
  endpointRoute,
  MOCK_FAILING_SSO_TICKET,
  MOCK_SSO_START_URL,
  MOCK_SSO_TICKET,
  scenarios,
} from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { passkeyCeremonies } from '../../../lib/passkeys.js';
import { fill } from '../../../testing/fill.js';
import { destination, withRoutes } from '../../../testing/story-routes.js';
import { storyWords } from '../../../testing/story-words.js';
import { SignInSsoPage } from '../sign-in-sso-page/sign-in-sso-page.js';
import { SignInPage } from './sign-in-page.js';

/** docs/routes-and-screens.md#signin-sso: /signin e-mail first, and the provider's return at /signin/sso. */
const meta = {
  title: 'Screens/Auth/Sign in through the provider',
  component: SignInPage,
  decorators: [withRoutes('/signin', { '/signin/sso': <SignInSsoPage /> })],
  parameters: { layout: 'fullscreen', route: '/signin' },
  // A browser with WebAuthn (docs/passkeys.md#sign-in), in every environment alike, whose autofill
  // is not waited for.
  beforeEach() {
    spyOn(passkeyCeremonies, 'supported').mockReturnValue(true);
    spyOn(passkeyCeremonies, 'autofillSupported').mockResolvedValue(false);
  },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PRACTICE_ADDRESS = 'luca.bernasconi@praxis-lac.ch';

/** Types her practice's address and leaves the field, as the page asks then. */
async function typeAddress(canvasElement: HTMLElement, label: RegExp) {
  await fill(within(canvasElement).getByLabelText(label), PRACTICE_ADDRESS);
  await userEvent.tab();
}

/** Her practice has a provider: offered under the address, the password still there. */
export const ProviderOffered: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.ssoSignInOffered.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t, label } = storyWords(globals);
    await typeAddress(canvasElement, label('auth.signIn.email'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('auth.signIn.sso.continue') })).toHaveAttribute(
      'href',
      MOCK_SSO_START_URL,
    );
    await expect(canvas.getByLabelText(label('auth.signIn.password'))).toBeVisible();
  },
};

/** Her practice requires its provider: no password field, the button goes to the provider. */
export const ProviderRequired: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.ssoSignInEnforced.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t, label, text } = storyWords(globals);
    await typeAddress(canvasElement, label('auth.signIn.email'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('auth.signIn.sso.required'))).toBeVisible();
    await expect(canvas.queryByLabelText(label('auth.signIn.password'))).toBeNull();
    await expect(canvas.getByRole('button', { name: t('auth.signIn.sso.continue') })).toBeVisible();
  },
};

let answerDiscovery = () => {};

/** A password sent before the page knew her address's provider: refused sso_required, she is sent on. */
export const PasswordRefusedSsoRequired: Story = {
  beforeEach({ msw }) {
    const gate = new Promise<void>((resolve) => {
      answerDiscovery = resolve;
    });
    const { method, path } = endpointRoute('ssoDiscover');
    msw.use(
      method(path, async () => {
        await gate;
        return undefined;
      }),
      ...scenarios.ssoSignInEnforced.handlers(),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const { t, label, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await fill(canvas.getByLabelText(label('auth.signIn.email')), PRACTICE_ADDRESS);
    await fill(canvas.getByLabelText(label('auth.signIn.password')), 'secret7');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.signIn.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('errors.ssoRequired'));
    answerDiscovery();
    await expect(await canvas.findByRole('button', { name: t('auth.signIn.sso.continue') })).toBeVisible();
  },
};

/** The provider's return: the ticket exchanged at once, then the account. */
export const TicketExchanged: Story = {
  parameters: { route: `/signin/sso?ticket=${MOCK_SSO_TICKET}` },
  beforeEach({ msw }) {
    msw.use(...scenarios.ssoSignInOffered.handlers());
  },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await destination(canvasElement)).toBe('/account'));
  },
};

/** A ticket refused: the sign-in did not succeed, the way back to /signin. */
export const TicketRefused: Story = {
  parameters: { route: `/signin/sso?ticket=${MOCK_FAILING_SSO_TICKET}` },
  beforeEach({ msw }) {
    msw.use(...scenarios.ssoTicketFailing.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('errors.ssoSignInFailed'));
    await expect(canvas.getByRole('link', { name: t('auth.signInLink.backToSignIn') })).toHaveAttribute(
      'href',
      '/signin',
    );
  },
};

/** The API already knew the return failed (`?failed=1`): the same words, nothing asked. */
export const ReturnFailed: Story = {
  parameters: { route: '/signin/sso?failed=1' },
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      text('errors.ssoSignInFailed'),
    );
  },
};
