import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyWords } from '../../../testing/story-words.js';
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

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { t } = storyWords(globals);
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: t('common.redirecting') }),
    ).toBeVisible();
    await expect(args.redirect).toHaveBeenCalledWith('/api/tracking/click?id=newsletter');
  },
};

/** docs/routes-and-screens.md#click: without an id the click is tracked as 'unknown'. */
export const WithoutId: Story = {
  parameters: { route: '/click' },
  play: async ({ args }) => {
    await expect(args.redirect).toHaveBeenCalledWith('/api/tracking/click?id=unknown');
  },
};
