import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailValidationPage } from './email-validation-page.js';

const meta = {
  title: 'Screens/Auth/Email validation',
  component: EmailValidationPage,
  parameters: { layout: 'fullscreen', route: '/email-validation' },
} satisfies Meta<typeof EmailValidationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm your email address');
    await expect(canvas.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/signin');
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const GermanOnPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile390', isRotated: false } },
};
export const Italian: Story = { globals: { locale: 'it' } };
