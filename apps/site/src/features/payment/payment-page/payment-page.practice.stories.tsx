import { scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakeStripeLoader } from '../../../testing/fake-stripe.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { storyWords } from '../../../testing/story-words.js';
import { PaymentPage } from './payment-page.js';

/**
 * docs/licences.md#practice-view: /payment for a billing manager of another's practice, whose
 * `plan` lets her change the practice's plan and frequency: the practice's subscription, read from
 * GET /practice, and the API's preview of its change.
 */
const meta = {
  title: 'Screens/Payment/Practice',
  component: PaymentPage,
  decorators: [withRoutes('/payment')],
  parameters: {
    layout: 'fullscreen',
    route: { pathname: '/payment', state: { licenseType: 'enterprise' } },
    signedIn: true,
  },
  args: { stripeLoader: fakeStripeLoader(), today: new Date('2026-03-12T09:00:00Z') },
  beforeEach({ msw }) {
    msw.use(...scenarios.practiceBillingManager.handlers());
  },
} satisfies Meta<typeof PaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The practice's six annual Enterprise seats, switched to monthly: nothing today, from the renewal on. */
export const BillingManagerChange: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(words.text('payment.change.introPractice'))).toBeVisible();
    await userEvent.click(await canvas.findByRole('radio', { name: words.t('payment.frequency.monthly') }));
    const due = await canvas.findByText(words.text('payment.change.dueToday'));
    await expect(due.nextElementSibling).toHaveTextContent(words.chf(0));
    await expect(canvas.getByRole('button', { name: words.t('payment.change.schedule') })).toBeEnabled();
  },
};
