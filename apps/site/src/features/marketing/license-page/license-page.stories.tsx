import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LicensePage } from './license-page.js';

const meta = {
  title: 'Screens/Marketing/License',
  component: LicensePage,
  parameters: { layout: 'fullscreen', route: '/license' },
} satisfies Meta<typeof LicensePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Choose Premium' })).toHaveAttribute('href', '/signin');
  },
};

export const SignedIn: Story = {
  parameters: { signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Choose Enterprise' })).toHaveAttribute('href', '/payment');
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const GermanOnPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile390', isRotated: false } },
};

export const Italian: Story = { globals: { locale: 'it' } };
