import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../../testing/story-words.js';
import { ThankYouPage } from './thank-you-page.js';

const meta = {
  title: 'Screens/Payment/Thank You',
  component: ThankYouPage,
  parameters: { layout: 'fullscreen', route: '/thank-you', signedIn: true },
} satisfies Meta<typeof ThankYouPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('thankYou.title') })).toBeVisible();
    await expect(canvas.getByText(text('thankYou.message'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('thankYou.backHome') })).toHaveAttribute('href', '/');
  },
};

/** docs/subscriptions-and-money.md#credit-limit: an order above the credit limit waits for its payment. */
export const AwaitingApproval: Story = {
  parameters: { route: { pathname: '/thank-you', state: { awaitsApproval: true } } },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('thankYou.title') })).toBeVisible();
    await expect(canvas.getByText(text('thankYou.messageAwaiting'))).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
