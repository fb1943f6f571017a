import { type ScenarioName, scenarios, twoFactorSetup } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fill } from '../../../testing/fill.js';
import { expectQrCodeDrawn } from '../../../testing/qr-code.js';
import { expectSentToSignIn, withRoutes } from '../../../testing/story-routes.js';
import { storyWords } from '../../../testing/story-words.js';
import { AdminPage } from './admin-page.js';

/**
 * docs/admin.md#admin-two-factor: the administration opens only with two-factor sign-in. An admin
 * without it is guided through its set-up before any tab; one who has it, in a session opened
 * without her code, signs in again.
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

/** Once she has kept her recovery codes, the tabs open in the same session. */
export const SetUpThenOpen: Story = {
  ...on('adminWithoutTwoFactor'),
  play: async ({ canvasElement, globals }) => {
    const { t, label } = storyWords(globals);
    const canvas = within(canvasElement);
    await fill(await canvas.findByLabelText(label('account.twoFactor.setup.code')), '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('account.twoFactor.setup.confirm') }));
    await userEvent.click(await canvas.findByRole('button', { name: t('account.twoFactor.setup.done') }));
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
