import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage } from './home-page.js';

const meta = {
  title: 'Screens/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/license');
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const GermanOnPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile390', isRotated: false } },
};

export const Italian: Story = { globals: { locale: 'it' } };
