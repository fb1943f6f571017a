import type { RegistrationCredential } from '@app/contracts';
import { type ScenarioName, scenarios, twoFactorSetup } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { passkeyCeremonies } from '../../../lib/passkeys.js';
import { expectAccessibleAuthentication } from '../../../testing/accessible-authentication.js';
import { fill } from '../../../testing/fill.js';
import { expectQrCodeDrawn } from '../../../testing/qr-code.js';
import { expectSentToSignIn, withRoutes } from '../../../testing/story-routes.js';
import { storyWords } from '../../../testing/story-words.js';
import { AdminPage } from './admin-page.js';

/**
 * docs/admin.md#admin-two-factor: the administration opens only with two-factor sign-in. An admin
 * without it is guided through its set-up before any tab; one who has it, in a session opened
 * without her code, signs in again. Then a session without a passkey adds one (docs/passkeys.md#admins).
 */
const meta = {
  title: 'Screens/Admin/Two-factor',
  component: AdminPage,
  decorators: [withRoutes('/admin')],
  parameters: { layout: 'fullscreen', route: '/admin', signedIn: true },
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const on = (scenario: ScenarioName): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...scenarios[scenario].handlers());
  },
});

/** Why the administration asks for it, then the account's own set-up: QR code and secret. */
export const GuidedSetUp: Story = {
  ...on('adminWithoutTwoFactor'),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('admin.twoFactor.heading') }),
    ).toBeVisible();
    await expect(canvas.getByText(text('admin.twoFactor.intro'))).toBeVisible();
    await expectQrCodeDrawn(await canvas.findByRole('img', { name: t('account.twoFactor.setup.qrAlt') }));
    await expect(canvas.getByText(twoFactorSetup.secret.replace(/(.{4})(?=.)/g, '$1 '))).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** The browser creates a passkey when asked (the journeys' virtual authenticator does it for real). */
function standInAuthenticator() {
  const supported = spyOn(passkeyCeremonies, 'supported').mockReturnValue(true);
  const register = spyOn(passkeyCeremonies, 'register').mockResolvedValue(CREDENTIAL);
  return () => {
    supported.mockRestore();
    register.mockRestore();
  };
}

const CREDENTIAL: RegistrationCredential = {
  id: 'kF3mZk1yT0Jx2vQnH8sLpA',
  rawId: 'kF3mZk1yT0Jx2vQnH8sLpA',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
  clientExtensionResults: {},
};

/**
 * Once she has kept her recovery codes, a passkey is asked for (docs/passkeys.md#admins); once added,
 * the tabs open in the same session.
 */
export const SetUpThenOpen: Story = {
  beforeEach: [({ msw }) => msw.use(...scenarios.adminWithoutTwoFactor.handlers()), standInAuthenticator],
  play: async ({ canvasElement, globals }) => {
    const { t, label } = storyWords(globals);
    const canvas = within(canvasElement);
    await fill(await canvas.findByLabelText(label('account.twoFactor.setup.code')), '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('account.twoFactor.setup.confirm') }));
    await userEvent.click(await canvas.findByRole('button', { name: t('account.twoFactor.setup.done') }));
    await userEvent.click(await canvas.findByRole('button', { name: t('account.passkeys.add') }));
    await expect(await canvas.findByRole('tab', { name: t('admin.tab.blacklist') })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: t('admin.blacklist.list.label') })).toBeVisible();
  },
};

/** Two-factor sign-in on, but this session was opened without her code. */
export const SignInAgain: Story = {
  ...on('adminSessionWithoutCode'),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('admin.twoFactor.signInAgainAction') }),
    ).toBeVisible();
    await expect(canvas.getByText(text('admin.twoFactor.signInAgain'))).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** "Sign in again" ends this session and leads to sign-in, to come back to /admin. */
export const SignInAgainLeaves: Story = {
  ...on('adminSessionWithoutCode'),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('admin.twoFactor.signInAgainAction') }),
    );
    await expectSentToSignIn(canvasElement);
  },
};

/** docs/passkeys.md#admins: two factors, but no passkey in this session: why, and "Add a passkey". */
export const PasskeyAsked: Story = {
  beforeEach: [({ msw }) => msw.use(...scenarios.adminWithoutPasskey.handlers()), standInAuthenticator],
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('admin.passkey.heading') }),
    ).toBeVisible();
    await expect(canvas.getByText(text('admin.passkey.intro'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('account.passkeys.add') })).toBeEnabled();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expectAccessibleAuthentication(canvasElement);
  },
};

/** The passkey added counts for this session: the tabs open without signing in again. */
export const PasskeyAddedThenOpen: Story = {
  beforeEach: [({ msw }) => msw.use(...scenarios.adminWithoutPasskey.handlers()), standInAuthenticator],
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('account.passkeys.add') }));
    await expect(await canvas.findByRole('tab', { name: t('admin.tab.blacklist') })).toBeVisible();
    await expect(passkeyCeremonies.register).toHaveBeenCalledOnce();
  },
};
