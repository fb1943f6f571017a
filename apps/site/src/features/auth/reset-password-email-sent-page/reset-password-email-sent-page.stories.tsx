import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResetPasswordEmailSentPage } from './reset-password-email-sent-page.js';

const meta = {
  title: 'Screens/Auth/Reset password email sent',
  component: ResetPasswordEmailSentPage,
  parameters: { layout: 'fullscreen', route: '/reset-password-email-sent' },
} satisfies Meta<typeof ResetPasswordEmailSentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Check your inbox');
    await expect(canvas.getByText(/spam or junk folder/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/signin');
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const GermanOnPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile390', isRotated: false } },
};
export const Italian: Story = { globals: { locale: 'it' } };
