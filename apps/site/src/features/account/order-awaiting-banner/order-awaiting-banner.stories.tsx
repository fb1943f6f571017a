import { formatChf } from '@app/i18n';
import { orderAwaitingAccount, type ScenarioName, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAKE_STRIPE_WORDS, fakeStripeLoader } from '../../../testing/fake-stripe.js';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { storyWords } from '../../../testing/story-words.js';
import { AccountPage } from '../account-page/account-page.js';

/**
 * docs/subscriptions-and-money.md#credit-limit: the account page of a first order on invoice above
 * the credit limit, placed and waiting for its invoice's payment or the admin's approval.
 */
const meta = {
  title: 'Screens/Account/Order awaiting payment',
  component: AccountPage,
  decorators: [withRoutes('/account')],
  parameters: { layout: 'fullscreen', route: '/account', signedIn: true },
  args: { stripeLoader: fakeStripeLoader(), today: new Date('2026-11-20T09:00:00Z') },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const on = (scenario: ScenarioName): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...scenarios[scenario].handlers());
  },
});

const body = () => within(document.body);
const order = orderAwaitingAccount.orderAwaiting;
if (!order) throw new Error('The fixture holds an order awaiting');

/** The plan starts when the invoice is paid or approved: said, with the order, its amount and Pay now. */
export const Awaiting: Story = {
  ...on('orderAwaiting'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    const title = await canvas.findByText(words.text('account.awaiting.title'));
    await expect(title).toBeVisible();
    await expect(title.closest('#billing')).toHaveTextContent(words.chf(order.amountDue));
    await expect(canvas.getByRole('button', { name: words.t('account.awaiting.payNow') })).toBeEnabled();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
};

export const AwaitingOnPhone: Story = {
  ...Awaiting,
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async (context) => {
    await Awaiting.play?.(context);
    // docs/routes-and-screens.md#narrow-screens: nothing scrolls sideways, every action in view.
    await expectFitsScreen(context.canvasElement);
  },
};

/** Paid by card from the banner: the plan starts and the banner goes. */
export const PaidByCard: Story = {
  ...on('orderAwaiting'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: words.t('account.awaiting.payNow') }));
    const dialog = within(await body().findByRole('dialog', { name: words.t('billing.pay.title') }));
    const amount = formatChf(order.amountDue, words.language);
    // Paying before the card field is in is refused ("the payment form is not ready yet"), as a
    // hurried click on the real page would be: the visitor, like this story, waits for the field.
    await dialog.findByRole('textbox', { name: FAKE_STRIPE_WORDS[words.language].number });
    await userEvent.click(
      await dialog.findByRole('button', { name: words.t('payment.card.pay', { amount }) }),
    );
    await expect(await dialog.findByText(words.text('billing.pay.paid'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: words.t('payment.card.done') }));
    await waitFor(() => expect(canvas.queryByText(words.text('account.awaiting.title'))).toBeNull());
  },
};
