import { type ScenarioName, scenarios } from '@app/mocks';
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

/** docs/routes-and-screens.md#thank-you: the page says what the account shows. */
const on = (scenario: ScenarioName): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...scenarios[scenario].handlers());
  },
});

export const Default: Story = {
  ...on('paidOnInvoice'),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('thankYou.title') })).toBeVisible();
    await expect(canvas.getByText(text('thankYou.message'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('thankYou.backHome') })).toHaveAttribute('href', '/');
  },
};

/** docs/subscriptions-and-money.md#credit-limit: an order above the credit limit waits for its payment. */
export const AwaitingApproval: Story = {
  ...on('orderAwaiting'),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('thankYou.title') })).toBeVisible();
    await expect(canvas.getByText(text('thankYou.messageAwaiting'))).toBeVisible();
  },
};

export const OnPhone: Story = {
  ...on('paidOnInvoice'),
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await within(canvasElement).findByRole('heading', { level: 1, name: t('thankYou.title') });
  },
};
