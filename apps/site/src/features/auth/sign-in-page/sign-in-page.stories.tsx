import {
  type AuthenticationCredential,
  type RegistrationCredential,
  SIGNIN_LINK_VALID_MINUTES,
} from '@app/contracts';
import {
  endpointRoute,
  errorResponse,
  MOCK_RETRY_AFTER_SECONDS,
  MOCK_SESSION_TOKEN,
  MOCK_WRONG_CODE,
  networkFailureOn,
  refusalOn,
  scenarios,
  serverErrorOn,
} from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { passkeyCeremonies } from '../../../lib/passkeys.js';
import { expectAccessibleAuthentication } from '../../../testing/accessible-authentication.js';
import { fill } from '../../../testing/fill.js';
import { expectQrCodeDrawn } from '../../../testing/qr-code.js';
import { destination, withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { SignInPage } from './sign-in-page.js';

/** Her passkey's answers as the browser library hands them on: shapes only, signed by nothing. */
const assertion: AuthenticationCredential = {
  id: 'a2V5LW9mLWFubmEtMDAwMQ',
  rawId: 'a2V5LW9mLWFubmEtMDAwMQ',
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5Yg',
    signature: 'MEUCIQ',
  },
  clientExtensionResults: {},
};
const registration: RegistrationCredential = {
  id: 'bmV3LWtleS1vZi1hbm5hLTAx',
  rawId: 'bmV3LWtleS1vZi1hbm5hLTAx',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
  clientExtensionResults: {},
};

const meta = {
  title: 'Screens/Auth/Sign in',
  component: SignInPage,
  decorators: [withRoutes('/signin')],
  parameters: { layout: 'fullscreen', route: '/signin' },
  /**
   * A browser with WebAuthn (docs/passkeys.md#sign-in) whose authenticator answers at once: the
   * button shows in every language, and no autofill waits for ever. The offer after a password
   * (docs/passkeys.md#offer) ends quietly at its first call: these screens are the sign-in's.
   */
  beforeEach({ msw }) {
    spyOn(passkeyCeremonies, 'supported').mockReturnValue(true);
    spyOn(passkeyCeremonies, 'autofillSupported').mockResolvedValue(false);
    spyOn(passkeyCeremonies, 'authenticate').mockResolvedValue(assertion);
    spyOn(passkeyCeremonies, 'register').mockResolvedValue(registration);
    spyOn(passkeyCeremonies, 'signalUnknown').mockResolvedValue();
    msw.use(refusalOn('passkeyCreationOptions', 'passkey_limit_reached'));
  },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, { t, label }: StoryWords) {
  const canvas = within(canvasElement);
  await fill(canvas.getByLabelText(label('auth.signIn.email')), 'anna@praxis.ch');
  await fill(canvas.getByLabelText(label('auth.signIn.password')), 'secret7');
  await userEvent.click(canvas.getByRole('button', { name: t('auth.signIn.submit') }));
}

const refusedWith = (
  code: 'invalid_credentials' | 'confirmation_for_other_signup',
): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('signin');
    msw.use(method(path, () => errorResponse(code)));
  },
});

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth.signIn.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth.signIn.createAccount') })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(canvas.getByRole('link', { name: t('auth.signIn.forgotPassword') })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectAccessibleAuthentication(canvasElement);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};

/** The API's confirm-email link lands here with the outcome. */
export const EmailConfirmed: Story = {
  parameters: { route: '/signin?emailConfirmation=confirmed' },
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text('auth.signIn.emailConfirmation.confirmed'),
    );
  },
};

export const ConfirmationLinkInvalid: Story = {
  parameters: { route: '/signin?emailConfirmation=invalid' },
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      text('auth.signIn.emailConfirmation.invalid'),
    );
  },
};

/** The token of a live confirmation link, as confirm-email hands it on (docs/accounts.md#ownership). */
const CONFIRMATION = 'Y29uZmlybWF0aW9uLWxpbmstb2YtdGhlLXN0b3J5';
const confirmingRoute = `/signin?emailConfirmation=pending&confirmation=${CONFIRMATION}`;

/** A live confirmation link: the page asks for the password chosen at its sign-up. */
export const ConfirmationPending: Story = {
  parameters: { route: confirmingRoute },
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text('auth.signIn.emailConfirmation.pending'),
    );
  },
};

/** Her sign-in carries the link's token, which confirms the address; on to the plan she chose. */
export const ConfirmationSignsIn: Story = {
  parameters: { route: `${confirmingRoute}&plan=premium` },
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('signin');
    msw.use(
      method(path, async ({ request }) => {
        const body = (await request.json()) as { confirmation?: string };
        return body.confirmation === CONFIRMATION
          ? HttpResponse.json({ token: MOCK_SESSION_TOKEN })
          : errorResponse('email_not_confirmed');
      }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    await signIn(canvasElement, storyWords(globals));
    await expect(await destination(canvasElement)).toBe('/payment');
  },
};

/**
 * The link of another sign-up of her address (maybe a stranger's) with her password: nothing is
 * activated, and the page says her own mail's link still works.
 */
export const ConfirmationForOtherSignup: Story = {
  parameters: { route: confirmingRoute },
  ...refusedWith('confirmation_for_other_signup'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.confirmationForOtherSignup'),
    );
  },
};

/** docs/accounts.md#sign-in-checks: both fields are required; no call is made. */
export const ValidationError: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('auth.signIn.submit') }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(text('auth.signIn.error.required'));
    await expect(alert).toHaveFocus();
  },
};

export const WrongPassword: Story = {
  ...refusedWith('invalid_credentials'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.invalidCredentials'),
    );
  },
};

/**
 * docs/accounts.md#sign-in-unconfirmed: the right password of an address that awaits its confirmation;
 * the refusal takes the focus and offers to send the confirmation e-mail again.
 */
export const EmailNotConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.signinUnconfirmed.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('errors.emailNotConfirmed'));
    await expect(alert).toHaveFocus();
    await expect(
      await canvas.findByRole('button', { name: words.t('auth.signIn.resendConfirmation') }),
    ).toBeEnabled();
  },
};

/** ...sent again: the outcome takes the focus, in the page's language. */
export const EmailNotConfirmedResent: Story = {
  ...EmailNotConfirmed,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: words.t('auth.signIn.resendConfirmation') }),
    );
    const sent = await canvas.findByRole('status');
    await expect(sent).toHaveTextContent(words.text('auth.emailValidation.resent'));
    await waitFor(() => expect(sent).toHaveFocus());
  },
};

/**
 * docs/accounts.md#throttling: this client is slowed down; the refusal names the wait of its
 * Retry-After (docs/languages.md#wait), and the owner is offered a one-time sign-in link by e-mail.
 */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.signinThrottled.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      words.text('errors.rateLimitedSeconds', { seconds: MOCK_RETRY_AFTER_SECONDS }),
    );
    await expect(canvas.getByText(words.text('auth.signIn.linkOffer'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.t('auth.signIn.linkRequest') })).toBeEnabled();
  },
};

/** The link is mailed to the address typed above; the screen says so and the offer goes. */
export const SignInLinkSent: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.signinThrottled.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: words.t('auth.signIn.linkRequest') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      words.text('auth.signIn.linkSent', { minutes: SIGNIN_LINK_VALID_MINUTES }),
    );
    await expect(canvas.queryByRole('button', { name: words.t('auth.signIn.linkRequest') })).toBeNull();
  },
};

/** A server failure is said in the user's language, not the server's words. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(serverErrorOn('signin'));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.internal'),
    );
  },
};

/** docs/accounts.md#sign-in-errors: no answer at all is 'Invalid credentials or server issue.' */
export const NetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(networkFailureOn('signin'));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('auth.signIn.error.failed'),
    );
  },
};

export const Busy: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('signin');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    await expect(
      within(canvasElement).getByRole('button', { name: words.t('auth.signIn.submit') }),
    ).toBeDisabled();
  },
};

/** The token is stored under auth_token and the user goes home (no `from` here). */
export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    await signIn(canvasElement, storyWords(globals));
    await expect(await destination(canvasElement)).toBe('/');
    await waitFor(() => expect(window.localStorage.getItem('auth_token')).toBe(MOCK_SESSION_TOKEN));
  },
};

/**
 * docs/accounts.md#sign-in: sent here from a page that needs a session, the user goes back there after
 * signing in.
 */
export const SuccessReturnsToFrom: Story = {
  parameters: {
    route: { pathname: '/signin', state: { from: '/payment', licenseType: 'enterprise' } },
  },
  play: async ({ canvasElement, globals }) => {
    await signIn(canvasElement, storyWords(globals));
    await expect(await destination(canvasElement)).toBe('/payment');
  },
};

/** docs/accounts.md#email-validation: from /license's Premium: the page says what she signs in for. */
export const OnTheWayToPremium: Story = {
  parameters: {
    route: { pathname: '/signin', state: { from: '/payment', licenseType: 'premium' } },
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    await expect(
      within(canvasElement).getByText(text('auth.signIn.introForPlan', { plan: t('account.type.premium') })),
    ).toBeVisible();
  },
};

/** docs/accounts.md#email-validation: back from the confirmation mail with the plan: signing in goes on to /payment. */
export const EmailConfirmedOnTheWayToEnterprise: Story = {
  parameters: { route: '/signin?emailConfirmation=confirmed&plan=enterprise' },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      words.text('auth.signIn.emailConfirmation.confirmed'),
    );
    await expect(
      canvas.getByText(words.text('auth.signIn.introForPlan', { plan: words.t('account.type.enterprise') })),
    ).toBeVisible();
    await signIn(canvasElement, words);
    await expect(await destination(canvasElement)).toBe('/payment');
  },
};

/** docs/accounts.md#two-factor: with two-factor sign-in on, the password opens the code step, not a session. */
export const TwoFactorCode: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.twoFactorSignin.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: words.t('auth.twoFactor.title') }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(words.label('auth.twoFactor.code'))).toHaveFocus();
    await expect(window.localStorage.getItem('auth_token')).toBeNull();
    await expectAccessibleAuthentication(canvasElement);
  },
};

async function codeStep(canvasElement: HTMLElement, words: StoryWords, code: string) {
  await signIn(canvasElement, words);
  const canvas = within(canvasElement);
  await fill(await canvas.findByLabelText(words.label('auth.twoFactor.code')), code);
  await userEvent.click(canvas.getByRole('button', { name: words.t('auth.twoFactor.submit') }));
}

export const TwoFactorWrongCode: Story = {
  ...TwoFactorCode,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await codeStep(canvasElement, words, MOCK_WRONG_CODE);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.invalidTwoFactorCode'),
    );
  },
};

export const TwoFactorSignedIn: Story = {
  ...TwoFactorCode,
  play: async ({ canvasElement, globals }) => {
    await codeStep(canvasElement, storyWords(globals), '123456');
    await expect(await destination(canvasElement)).toBe('/');
    await waitFor(() => expect(window.localStorage.getItem('auth_token')).toBe(MOCK_SESSION_TOKEN));
  },
};

/** Without her phone: one of the recovery codes, in a field named for it. */
export const TwoFactorRecoveryCode: Story = {
  ...TwoFactorCode,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: words.t('auth.twoFactor.useRecovery') }));
    await expect(canvas.getByText(words.text('auth.twoFactor.recoveryIntro'))).toBeVisible();
    await expect(canvas.getByLabelText(words.label('auth.twoFactor.recoveryCode'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.t('auth.twoFactor.useApp') })).toBeVisible();
    await expectAccessibleAuthentication(canvasElement);
  },
};

/** The owner of her seat requires two-factor sign-in: she sets it up before anything else. */
export const TwoFactorSetupRequired: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.twoFactorSetupRequired.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: words.t('auth.twoFactor.setupRequired.title') }),
    ).toBeVisible();
    await expectQrCodeDrawn(
      await canvas.findByRole('img', { name: words.t('account.twoFactor.setup.qrAlt') }),
    );
    await expect(canvas.getByLabelText(words.label('account.twoFactor.setup.code'))).toBeVisible();
  },
};

/** ...and, her recovery codes kept, is signed in. */
export const TwoFactorSetupDone: Story = {
  ...TwoFactorSetupRequired,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    const canvas = within(canvasElement);
    await fill(await canvas.findByLabelText(words.label('account.twoFactor.setup.code')), '123456');
    await userEvent.click(canvas.getByRole('button', { name: words.t('account.twoFactor.setup.confirm') }));
    const codes = await canvas.findByRole('list', { name: words.t('account.twoFactor.setup.codesList') });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: words.t('account.twoFactor.setup.done') }));
    await expect(await destination(canvasElement)).toBe('/');
  },
};

/** Sent here by the account's deletion: when it will happen, and how to keep it. */
export const AccountDeleted: Story = {
  parameters: { route: { pathname: '/signin', state: { accountDeleted: '2026-12-25T10:00:00.000Z' } } },
  play: async ({ canvasElement, globals }) => {
    const { text, date } = storyWords(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text('auth.signIn.accountDeleted', { date: date('2026-12-25T10:00:00.000Z') }),
    );
  },
};

/** docs/passkeys.md#sign-in: "Sign in with a passkey", the browser's dialog, signs her in. */
export const PasskeySignedIn: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('signin.passkey.button') }));
    await expect(await destination(canvasElement)).toBe('/');
    await waitFor(() => expect(window.localStorage.getItem('auth_token')).toBe(MOCK_SESSION_TOKEN));
  },
};

/** A passkey the API refuses: said by its code, the form stays. */
export const PasskeyRefused: Story = {
  beforeEach({ msw }) {
    msw.use(refusalOn('passkeySignin', 'passkey_refused'));
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('signin.passkey.button') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('errors.passkeyRefused'));
    await expect(window.localStorage.getItem('auth_token')).toBeNull();
  },
};

/** docs/passkeys.md#second-step: her only second factor is a passkey, which finishes the sign-in. */
export const PasskeyStep: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.passkeySignin.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: words.t('signin.passkey.step.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(words.text('signin.passkey.step.lost'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.t('signin.passkey.step.submit') })).toBeVisible();
    await expect(window.localStorage.getItem('auth_token')).toBeNull();
  },
};

/** docs/passkeys.md#policy: her practice requires a passkey; she creates one or uses one she has. */
export const PasskeySetupStep: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.passkeySetupRequired.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: words.t('signin.passkey.setup.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.t('signin.passkey.setup.create') })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: words.t('signin.passkey.setup.useExisting') }),
    ).toBeVisible();
  },
};

/** The required two-factor set-up's recovery codes, then the passkey her practice requires. */
export const TwoFactorSetupThenPasskey: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.twoFactorSetupThenPasskey.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await signIn(canvasElement, words);
    const canvas = within(canvasElement);
    await fill(await canvas.findByLabelText(words.label('account.twoFactor.setup.code')), '123456');
    await userEvent.click(canvas.getByRole('button', { name: words.t('account.twoFactor.setup.confirm') }));
    const codes = await canvas.findByRole('list', { name: words.t('account.twoFactor.setup.codesList') });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: words.t('account.twoFactor.setup.done') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: words.t('signin.passkey.setup.title') }),
    ).toBeVisible();
    await expect(window.localStorage.getItem('auth_token')).toBeNull();
  },
};
