import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../../testing/story-words.js';
import { ResetPasswordEmailSentPage } from './reset-password-email-sent-page.js';

const meta = {
  title: 'Screens/Auth/Reset password email sent',
  component: ResetPasswordEmailSentPage,
  parameters: { layout: 'fullscreen', route: '/reset-password-email-sent' },
} satisfies Meta<typeof ResetPasswordEmailSentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/accounts.md#reset-password-email-sent: the message, the spam warning and the way back to sign-in. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('auth.resetPasswordEmailSent.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(text('auth.resetPasswordEmailSent.spam'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('auth.resetPasswordEmailSent.backToSignIn') }),
    ).toHaveAttribute('href', '/signin');
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
