import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ClickRedirectPage } from './click-redirect-page.js';

const meta = {
  title: 'Screens/Redirect/Click',
  component: ClickRedirectPage,
  // The story keeps the page: the redirect is recorded instead of followed.
  args: { redirect: fn() },
  parameters: { layout: 'fullscreen', route: '/click?id=newsletter' },
} satisfies Meta<typeof ClickRedirectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Redirecting');
    await expect(args.redirect).toHaveBeenCalledWith('/api/tracking/click?id=newsletter');
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const German: Story = { globals: { locale: 'de' } };
export const Italian: Story = { globals: { locale: 'it' } };
