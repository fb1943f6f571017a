import { MOCK_WRONG_CODE, recoveryCodes, scenarios, serverErrorOn, twoFactorSetup } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectAccessibleAuthentication } from '../../testing/accessible-authentication.js';
import { fill } from '../../testing/fill.js';
import { expectQrCodeDrawn } from '../../testing/qr-code.js';
import { withRoutes } from '../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../testing/story-words.js';
import { useSession } from '../session-provider/session-provider.js';
import { TwoFactorSetup } from './two-factor-setup.js';

/** The set-up as the account page uses it, with the session's calls. */
function AccountSetup() {
  const { call } = useSession();
  return (
    <TwoFactorSetup
      startSetup={() => call('startTwoFactorSetup')}
      confirmSetup={(input) => call('confirmTwoFactorSetup', input)}
      onFinished={() => {}}
      onCancelled={() => {}}
    />
  );
}

const meta = {
  title: 'Screens/Account/Two-factor set-up',
  component: AccountSetup,
  decorators: [withRoutes('/account')],
  parameters: { layout: 'padded', route: '/account', signedIn: true },
  beforeEach({ msw }) {
    msw.use(...scenarios.premium.handlers());
  },
} satisfies Meta<typeof AccountSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

async function confirmWith(canvasElement: HTMLElement, { t, label }: StoryWords, code: string) {
  const canvas = within(canvasElement);
  await fill(await canvas.findByLabelText(label('account.twoFactor.setup.code')), code);
  await userEvent.click(canvas.getByRole('button', { name: t('account.twoFactor.setup.confirm') }));
}

/** The QR code, and the same secret as text, in groups of four. */
export const Scan: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expectQrCodeDrawn(await canvas.findByRole('img', { name: t('account.twoFactor.setup.qrAlt') }));
    await expect(canvas.getByText(twoFactorSetup.secret.replace(/(.{4})(?=.)/g, '$1 '))).toBeVisible();
    await expectAccessibleAuthentication(canvasElement);
  },
};

/**
 * docs/accounts.md#two-factor-setup-code: a wrong code asks for the app's current one, and names no
 * recovery codes, which do not exist yet.
 */
export const WrongCode: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await confirmWith(canvasElement, words, MOCK_WRONG_CODE);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.invalidTwoFactorSetupCode'),
    );
  },
};

/** Ten codes, shown once, and the heading that takes the focus. */
export const RecoveryCodes: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await confirmWith(canvasElement, words, '123456');
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: words.t('account.twoFactor.setup.codesList') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(recoveryCodes.length);
    await expect(
      canvas.getByRole('heading', { name: words.t('account.twoFactor.setup.codesTitle') }),
    ).toHaveFocus();
  },
};

export const StartFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverErrorOn('startTwoFactorSetup'));
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text('errors.internal'));
    await expect(canvas.getByRole('button', { name: t('account.twoFactor.setup.retry') })).toBeEnabled();
  },
};
