import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThankYouPage } from './thank-you-page.js';

const meta = {
  title: 'Screens/Payment/Thank You',
  component: ThankYouPage,
  parameters: { layout: 'fullscreen', route: '/thank-you', signedIn: true },
} satisfies Meta<typeof ThankYouPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your order');
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const GermanOnPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile390', isRotated: false } },
};

export const Italian: Story = { globals: { locale: 'it' } };
