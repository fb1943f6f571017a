import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutPage } from './about-page.js';

const meta = {
  title: 'Screens/Content/About',
  component: AboutPage,
  parameters: { layout: 'fullscreen', route: '/about' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('About us');
    await expect(canvas.getByRole('link', { name: 'See the licenses' })).toHaveAttribute('href', '/license');
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const German: Story = { globals: { locale: 'de' } };

export const Italian: Story = { globals: { locale: 'it' } };
