import { scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { storyWords } from '../../../testing/story-words.js';
import { useAccountSettings } from '../account-settings/use-account-settings.js';
import { DeletionBanner } from './deletion-banner.js';

function Banner() {
  return <DeletionBanner actor={useAccountSettings()} />;
}

const meta = {
  title: 'Screens/Account/Deletion banner',
  component: Banner,
  decorators: [withRoutes('/account')],
  parameters: { layout: 'padded', route: '/account', signedIn: true },
  beforeEach({ msw }) {
    msw.use(...scenarios.deletionPending.handlers());
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in again within the 30 days: when the account goes, and the way to keep it. */
export const Pending: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await expect(
      await within(canvasElement).findByRole('button', { name: t('account.deletion.keep') }),
    ).toBeEnabled();
  },
};

/** docs/accounts.md#account-deletion: "Keep my account" is confirmed where the banner was, and focused. */
export const Kept: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('account.deletion.keep') }));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: t('account.deletion.keep') })).toBeNull(),
    );
    const kept = await canvas.findByRole('status');
    await expect(kept).toHaveTextContent(text('account.deletion.kept'));
    await expect(kept).toHaveFocus();
  },
};

/** docs/routes-and-screens.md#narrow-screens: on a phone nothing scrolls sideways, every action in view. */
export const PendingOnPhone: Story = {
  ...Pending,
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async (context) => {
    await Pending.play?.(context);
    await expectFitsScreen(context.canvasElement);
  },
};
