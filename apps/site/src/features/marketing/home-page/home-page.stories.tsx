import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage } from './home-page.js';

const meta = {
  title: 'Screens/Marketing/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Medical dictation, assisted by AI',
    );
    await expect(canvas.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/license');
    await expect(canvas.getAllByRole('link', { name: 'Try free for 15 days' })).toHaveLength(2);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const GermanOnPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile390', isRotated: false } },
};

export const Italian: Story = { globals: { locale: 'it' } };
