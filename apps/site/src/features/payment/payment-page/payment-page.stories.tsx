import type { EndpointName } from '@app/contracts';
import { formatChf, type MessageId } from '@app/i18n';
import {
  ACTIVATION_POLL_INTERVAL_MS,
  ACTIVATION_TIMEOUT_MS,
  AFTER_AUTHENTICATION_WAIT_MS,
} from '@app/machines';
import {
  createHandlers,
  endpointRoute,
  expiredSessionOn,
  freeAccount,
  networkFailureOn,
  type ScenarioName,
  scenarios,
  serverErrorOn,
} from '@app/mocks';
import { type Frequency, MINIMUM_USERS, nextBillingDate, type PaidPlan, quote } from '@app/pricing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SimulatedClock } from 'xstate';
import {
  type DialogClosing,
  expectEachClosingGivesFocusBack,
  openWithEnter,
} from '../../../testing/dialog-focus.js';
import {
  createFakeStripe,
  FAKE_STRIPE_WORDS,
  fakeStripeLoader,
  missingStripeLoader,
} from '../../../testing/fake-stripe.js';
import { fill } from '../../../testing/fill.js';
import { requestRecorder } from '../../../testing/request-recorder.js';
import { destination, expectSentToSignIn, withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { PaymentPage } from './payment-page.js';

/** The order date, fixed so the next billing date in the screenshots does not move with the calendar. */
const TODAY = new Date('2026-03-12T09:00:00Z');

/**
 * Stories run without Stripe and without the emulator: the page takes the same fake Stripe as
 * the unit tests, and the mocks answer the API.
 */
const meta = {
  title: 'Screens/Payment/Payment',
  component: PaymentPage,
  decorators: [withRoutes('/payment')],
  parameters: { layout: 'fullscreen', route: '/payment', signedIn: true },
  args: { stripeLoader: fakeStripeLoader(), today: TODAY },
} satisfies Meta<typeof PaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story on one of the mocks' named backends (a free account about to upgrade), `first` in front. */
const on = (scenario: ScenarioName, ...first: RequestHandler[]): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...first, ...scenarios[scenario].handlers());
  },
});

/** A free account whose /config offers payment on invoice, `first` in front. */
const withInvoices = (...first: RequestHandler[]): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...first, ...createHandlers({ account: freeAccount, invoicePaymentEnabled: true }));
  },
});

const pending = (call: EndpointName): RequestHandler => {
  const { method, path } = endpointRoute(call);
  return method(path, () => delay('infinite'));
};

/** /payment opened from the licence page's Enterprise card. */
const enterprise = { route: { pathname: '/payment', state: { licenseType: 'enterprise' } } };

const phone = { viewport: { value: 'mobile390', isRotated: false } };

// Dialogs render in a portal, outside the story's canvas.
const body = () => within(document.body);

/** The order shows once the page knows the account (subscription-info): its Continue button. */
const orderShown = (canvasElement: HTMLElement, { t }: StoryWords) =>
  within(canvasElement).findByRole('button', { name: t('payment.continue') });

const BILLING: ReadonlyArray<readonly [MessageId, string]> = [
  ['payment.billing.firstName', 'Anna'],
  ['payment.billing.lastName', 'Müller'],
  ['payment.billing.address', 'Rue du Lac 12'],
  ['payment.billing.postalCode', '1003'],
  ['payment.billing.city', 'Lausanne'],
];

/** The Pay button's name: the amount due today, as the dialog formats it. */
const payLabel = ({ t, language }: StoryWords, plan: PaidPlan = 'premium', frequency: Frequency = 'annual') =>
  t('payment.card.pay', {
    amount: formatChf(quote({ plan, frequency, userCount: MINIMUM_USERS[plan] }).totalCents, language),
  });

/** Continue, then the billing details filled in and confirmed. */
async function fillBilling(canvasElement: HTMLElement, words: StoryWords) {
  const { t } = words;
  await userEvent.click(await orderShown(canvasElement, words));
  const billing = within(await body().findByRole('dialog', { name: t('payment.billing.title') }));
  for (const [label, value] of BILLING) {
    await fill(billing.getByRole('textbox', { name: t(label) }), value);
  }
  await userEvent.click(billing.getByRole('button', { name: t('payment.billing.confirm') }));
}

/** Continue, the billing details, Confirm: the card dialog with its field ready. */
async function openCardDialog(canvasElement: HTMLElement, words: StoryWords) {
  await fillBilling(canvasElement, words);
  const card = within(await body().findByRole('dialog', { name: words.t('payment.card.title') }));
  await card.findByRole('textbox', { name: FAKE_STRIPE_WORDS[words.language].number });
  return card;
}

async function pay(canvasElement: HTMLElement, words: StoryWords, plan: PaidPlan = 'premium') {
  const card = await openCardDialog(canvasElement, words);
  await userEvent.click(card.getByRole('button', { name: payLabel(words, plan) }));
  return card;
}

/** Continue, once it can be pressed (a change's figures read). */
async function continueReady(canvasElement: HTMLElement, words: StoryWords) {
  const button = await orderShown(canvasElement, words);
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/**
 * Enter on Continue, the billing details filled where empty (they stay from a previous opening) and
 * confirmed with Enter: the card dialog once it has the focus and its card field.
 */
async function cardDialogByKeyboard(continueButton: HTMLElement, words: StoryWords) {
  const { t } = words;
  const billing = within(await openWithEnter(continueButton, t('payment.billing.title')));
  for (const [label, value] of BILLING) {
    const field = billing.getByRole('textbox', { name: t(label) });
    if ((field as HTMLInputElement).value === '') await fill(field, value);
  }
  billing.getByRole('button', { name: t('payment.billing.confirm') }).focus();
  await userEvent.keyboard('{Enter}');
  const card = await body().findByRole('dialog', { name: t('payment.card.title') });
  await within(card).findByRole('textbox', { name: FAKE_STRIPE_WORDS[words.language].number });
  await waitFor(() => expect(card).toContainElement(document.activeElement as HTMLElement | null));
  return card;
}

/** The card dialog's three ways out before paying: Escape, Cancel and its ×. */
const cardClosings = ({ t }: StoryWords): DialogClosing[] => [
  'Escape',
  { button: t('payment.card.cancel') },
  { button: t('payment.dialog.close') },
];

/** The card dialog's progress says this stage. */
const atStage = (card: ReturnType<typeof within>, { text }: StoryWords, stage: MessageId) =>
  waitFor(() => expect(card.getByRole('status')).toHaveTextContent(text(stage)));

/** docs/subscriptions-and-money.md#payment-page: Premium, annual by default, billing one year from today. */
export const Premium: Story = {
  ...on('free'),
  play: async ({ canvasElement, globals }) => {
    const { t, date } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('payment.title') })).toBeVisible();
    await orderShown(canvasElement, storyWords(globals));
    await expect(canvas.getByRole('article', { name: t('payment.plan.premium') })).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.getByText(date(nextBillingDate(TODAY, 'annual')))).toBeVisible();
  },
};

export const Enterprise: Story = {
  ...on('free'),
  parameters: enterprise,
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const count = await within(canvasElement).findByRole('spinbutton', {
      name: t('payment.userCount.label'),
    });
    await expect(count).toHaveValue(String(MINIMUM_USERS.enterprise));
    await userEvent.clear(count);
    await userEvent.type(count, '5{Enter}');
    await expect(count).toHaveValue('5');
  },
};

/** docs/licences.md#one-tap: the summary follows the count as it is typed, without leaving the field. */
export const SeatCountFollowsTyping: Story = {
  ...on('free'),
  parameters: enterprise,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { t, chf } = words;
    const canvas = within(canvasElement);
    await orderShown(canvasElement, words);
    const count = canvas.getByRole('spinbutton', { name: t('payment.userCount.label') });
    await userEvent.clear(count);
    await userEvent.type(count, '7');
    await expect(count).toHaveFocus();
    const dueToday = canvas.getByText(t('payment.summary.dueToday'));
    await waitFor(() =>
      expect(dueToday.nextElementSibling).toHaveTextContent(
        chf(quote({ plan: 'enterprise', frequency: 'annual', userCount: 7 }).totalCents),
      ),
    );
  },
};

/**
 * docs/subscriptions-and-money.md#payment-page: the rule above "Due today" is one line across the
 * list, not one per cell meeting a pixel or two apart.
 */
export const DueTodayRule: Story = {
  ...on('free'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await orderShown(canvasElement, words);
    const term = within(canvasElement).getByText(words.t('payment.summary.dueToday'));
    const row = term.parentElement as HTMLElement;
    const list = row.parentElement as HTMLElement;
    await expect(getComputedStyle(row).borderTopWidth).toBe('1px');
    await expect(getComputedStyle(term).borderTopWidth).toBe('0px');
    await expect(getComputedStyle(term.nextElementSibling as HTMLElement).borderTopWidth).toBe('0px');
    await expect(row.getBoundingClientRect().width).toBeCloseTo(list.getBoundingClientRect().width, 0);
  },
};

export const OnPhone: Story = {
  ...on('free'),
  parameters: enterprise,
  globals: phone,
  play: async ({ canvasElement, globals }) => {
    // Pictured once the order shows, not while the account is read.
    await orderShown(canvasElement, storyWords(globals));
  },
};

/** docs/subscriptions-and-money.md#billing-date: monthly billing starts one month from today. */
export const Monthly: Story = {
  ...on('free'),
  play: async ({ canvasElement, globals }) => {
    const { t, date } = storyWords(globals);
    const canvas = within(canvasElement);
    await orderShown(canvasElement, storyWords(globals));
    await userEvent.click(canvas.getByRole('radio', { name: t('payment.frequency.monthly') }));
    await expect(canvas.getByText(date(nextBillingDate(TODAY, 'monthly')))).toBeVisible();
  },
};

/** A visitor signs in first and comes back here (docs/routes-and-screens.md#signed-in-routes). */
export const SignedOut: Story = {
  ...on('anonymous'),
  parameters: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(await destination(canvasElement)).toBe('/signin');
  },
};

/**
 * The invoice option once /config has offered it: until then it is disabled and described as
 * not available online, which is part of its name.
 */
const invoiceOption = (canvasElement: HTMLElement, { t }: StoryWords) =>
  within(canvasElement).findByRole('radio', { name: t('payment.method.invoice') });

export const InvoiceOffered: Story = {
  ...withInvoices(),
  play: async ({ canvasElement, globals }) => {
    const invoice = await invoiceOption(canvasElement, storyWords(globals));
    await expect(invoice).toBeEnabled();
    await userEvent.click(invoice);
    await expect(invoice).toBeChecked();
  },
};

async function orderOnInvoice(canvasElement: HTMLElement, words: StoryWords) {
  const invoice = await invoiceOption(canvasElement, words);
  await userEvent.click(invoice);
  await fillBilling(canvasElement, words);
}

/**
 * docs/subscriptions-and-money.md#invoice-payment: the invoice subscription is created and the user goes to
 * /thank-you.
 */
export const InvoiceOrdered: Story = {
  ...withInvoices(),
  play: async ({ canvasElement, globals }) => {
    await orderOnInvoice(canvasElement, storyWords(globals));
    await expect(await destination(canvasElement)).toBe('/thank-you');
  },
};

export const InvoiceRefused: Story = {
  ...withInvoices(serverErrorOn('createSubscriptionInvoice')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await orderOnInvoice(canvasElement, words);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('errors.internal'));
    // The error keeps the focus the closing billing dialog would otherwise hand back to Continue.
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/**
 * docs/subscriptions-and-money.md#payment-errors: an order on invoice lost on the network: 'An error occurred
 * during the order.'
 */
export const InvoiceFailed: Story = {
  ...withInvoices(networkFailureOn('createSubscriptionInvoice')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await orderOnInvoice(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('payment.error.order'),
    );
  },
};

/**
 * docs/subscriptions-and-money.md#billing-dialog: Confirm stays disabled until all five fields are filled.
 */
export const BillingInformation: Story = {
  ...on('free'),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await userEvent.click(await orderShown(canvasElement, storyWords(globals)));
    const billing = within(await body().findByRole('dialog', { name: t('payment.billing.title') }));
    for (const [label, value] of BILLING.slice(0, 4)) {
      await fill(billing.getByRole('textbox', { name: t(label) }), value);
    }
    await expect(billing.getByRole('button', { name: t('payment.billing.confirm') })).toBeDisabled();
  },
};

/**
 * docs/routes-and-screens.md#focus-after-dialog: a keyboard user opens the billing dialog with Enter
 * on Continue and closes it with Escape, Cancel or its ×: the focus is back on Continue each time.
 */
export const BillingDialogGivesFocusBack: Story = {
  ...on('free'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { t } = words;
    await expectEachClosingGivesFocusBack(
      () => continueReady(canvasElement, words),
      (continueButton) => openWithEnter(continueButton, t('payment.billing.title')),
      ['Escape', { button: t('payment.billing.cancel') }, { button: t('payment.dialog.close') }],
    );
  },
};

/**
 * docs/routes-and-screens.md#focus-after-dialog: the card dialog, which opens from the billing
 * dialog, gives the focus back to Continue too when closed before paying (Escape, Cancel, ×); once
 * paid, Done goes on to the account (docs/subscriptions-and-money.md#card-dialog).
 */
export const CardDialogGivesFocusBack: Story = {
  ...on('cardSucceeds'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await expectEachClosingGivesFocusBack(
      () => continueReady(canvasElement, words),
      (continueButton) => cardDialogByKeyboard(continueButton, words),
      cardClosings(words),
    );
    const continueButton = await continueReady(canvasElement, words);
    const card = within(await cardDialogByKeyboard(continueButton, words));
    card.getByRole('button', { name: payLabel(words) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(card.getByRole('link', { name: words.t('payment.activated.account') })).toHaveFocus(),
    );
    card.getByRole('button', { name: words.t('payment.card.done') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await destination(canvasElement)).toBe('/account');
  },
};

/**
 * docs/routes-and-screens.md#focus-after-dialog: a subscriber's card dialog opens straight from
 * Continue; once closed, the change's figures are read again and Continue stays disabled until
 * they come, then takes the focus back.
 */
export const ChangeCardDialogGivesFocusBack: Story = {
  ...on('premiumMonthly'),
  parameters: enterprise,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await expectEachClosingGivesFocusBack(
      () => continueReady(canvasElement, words),
      (continueButton) => openWithEnter(continueButton, words.t('payment.card.title')),
      cardClosings(words),
    );
  },
};

export const CardForm: Story = {
  ...on('free'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await openCardDialog(canvasElement, words);
    await expect(card.getByRole('button', { name: payLabel(words) })).toBeEnabled();
    await expect(card.getByRole('button', { name: words.t('payment.card.cancel') })).toBeEnabled();
  },
};

export const CardFormOnPhone: Story = { ...CardForm, globals: phone };

export const Processing: Story = {
  ...on('free', pending('createSubscriptionCreditCard')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words);
    await atStage(card, words, 'payment.stage.processing');
    await expect(card.getByRole('button', { name: words.t('payment.card.cancel') })).toBeDisabled();
    await expect(card.getByRole('button', { name: payLabel(words) })).toBeDisabled();
  },
};

/** users/me stays pending: the activation stage holds (the 120 s limit is far off). */
export const Activating: Story = {
  ...on('activationTimesOut'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words);
    await atStage(card, words, 'payment.stage.activating');
    await expect(card.getByRole('button', { name: words.t('payment.card.cancel') })).toBeDisabled();
  },
};

export const Activated: Story = {
  ...on('cardSucceeds'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words);
    await expect(
      await card.findByRole('link', { name: words.t('payment.activated.account') }),
    ).toHaveAttribute('href', '/account');
    // docs/subscriptions-and-money.md#payment-stages: Done alone, and the stages say what was done,
    // not "Processing…".
    await expect(card.queryByRole('button', { name: payLabel(words) })).toBeNull();
    await expect(card.getByRole('button', { name: words.t('payment.card.done') })).toBeEnabled();
    const stages = within(card.getByRole('list', { name: words.t('payment.stage.label') }));
    await expect(stages.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      words.text('payment.stage.processed'),
      words.text('payment.stage.activationComplete'),
      words.text('payment.stage.activated'),
    ]);
  },
};

const userPolls = requestRecorder('usersMe');

/**
 * docs/subscriptions-and-money.md#card-payment on the real chart, its clock simulated: the card provider
 * confirms with the client secret, users/me is first read 1.5 s later, and answers active.
 */
const threeDSecureClock = new SimulatedClock();
export const ThreeDSecure: Story = {
  beforeEach({ msw }) {
    msw.use(userPolls.handler(), ...scenarios.cardNeedsThreeDSecure.handlers());
  },
  parameters: enterprise,
  args: { clock: threeDSecureClock },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words, 'enterprise');
    await atStage(card, words, 'payment.stage.activating');
    await expect(userPolls.count()).toBe(0);
    threeDSecureClock.increment(AFTER_AUTHENTICATION_WAIT_MS);
    await expect(await card.findByRole('link', { name: words.t('payment.activated.account') })).toBeVisible();
    await expect(userPolls.count()).toBe(1);
  },
};

/**
 * The card provider refuses the 3-D Secure confirmation: our words for its code, never its own
 * (docs/subscriptions-and-money.md#payment-errors), and Pay again.
 */
export const ThreeDSecureFailed: Story = {
  ...on('cardNeedsThreeDSecure'),
  args: {
    stripeLoader: fakeStripeLoader((language) =>
      createFakeStripe({
        confirmation: {
          error: FAKE_STRIPE_WORDS[language].authenticationFailed,
          code: 'payment_intent_authentication_failure',
        },
      }),
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words);
    const alert = await card.findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('payment.error.provider.authenticationFailed'));
    await expect(alert).not.toHaveTextContent(FAKE_STRIPE_WORDS[words.language].authenticationFailed);
    await expect(card.getByRole('button', { name: payLabel(words) })).toBeEnabled();
  },
};

/**
 * The provider fails the confirmation without a word of its own: "Payment failed"
 * (docs/subscriptions-and-money.md#payment-errors).
 */
export const ThreeDSecureWithoutAnswer: Story = {
  ...on('cardNeedsThreeDSecure'),
  args: { stripeLoader: fakeStripeLoader(createFakeStripe({ confirmation: { error: '' } })) },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words);
    await expect(await card.findByRole('alert')).toHaveTextContent(words.text('payment.error.paymentFailed'));
  },
};

/**
 * docs/subscriptions-and-money.md#card-payment: the payment intent needs another payment method: card
 * declined.
 */
export const Declined: Story = {
  ...on('cardDeclined'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words);
    await expect(await card.findByRole('alert')).toHaveTextContent(words.text('payment.error.cardDeclined'));
    await expect(card.getByRole('button', { name: payLabel(words) })).toBeEnabled();
  },
};

export const UnknownError: Story = {
  ...on('cardUnknownError'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words);
    await expect(await card.findByRole('alert')).toHaveTextContent(words.text('payment.error.unknown'));
  },
};

/**
 * docs/subscriptions-and-money.md#polling: users/me read every 4 s gives up 120 s after activation began,
 * with the activation-too-long message. The real chart on a simulated clock: one millisecond before the
 * limit the activation still holds, at the limit it fails.
 */
const activationClock = new SimulatedClock();
export const ActivationTimeout: Story = {
  beforeEach({ msw }) {
    msw.use(userPolls.handler(), ...scenarios.activationTimesOut.handlers());
  },
  args: { clock: activationClock },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words);
    await atStage(card, words, 'payment.stage.activating');
    activationClock.increment(ACTIVATION_POLL_INTERVAL_MS);
    await waitFor(() => expect(userPolls.count()).toBe(1));
    activationClock.increment(ACTIVATION_TIMEOUT_MS - ACTIVATION_POLL_INTERVAL_MS - 1);
    await expect(card.queryByRole('alert')).toBeNull();
    await expect(card.getByRole('status')).toHaveTextContent(words.text('payment.stage.activating'));
    activationClock.increment(1);
    await expect(await card.findByRole('alert')).toHaveTextContent(
      words.text('payment.error.activationTimeout'),
    );
    await expect(card.getByRole('button', { name: payLabel(words) })).toBeEnabled();
  },
};

/** A card the provider will not take: our words for its code, never the provider's. */
export const CardRefusedByProvider: Story = {
  ...on('free'),
  args: {
    stripeLoader: fakeStripeLoader((language) =>
      createFakeStripe({
        paymentMethod: { error: FAKE_STRIPE_WORDS[language].incompleteNumber, code: 'incomplete_number' },
      }),
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words);
    const alert = await card.findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('payment.error.provider.cardDetails'));
    await expect(alert).not.toHaveTextContent(FAKE_STRIPE_WORDS[words.language].incompleteNumber);
  },
};

/**
 * docs/subscriptions-and-money.md#payment-errors: Stripe.js never came: the field keeps loading, and paying
 * says the payment form is not ready.
 */
export const StripeNotReady: Story = {
  ...on('free'),
  args: { stripeLoader: missingStripeLoader },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await fillBilling(canvasElement, words);
    const card = within(await body().findByRole('dialog', { name: words.t('payment.card.title') }));
    await expect(card.getByText(words.text('payment.card.loading'))).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: payLabel(words) }));
    await expect(await card.findByRole('alert')).toHaveTextContent(
      words.text('payment.error.stripeNotReady'),
    );
  },
};

/** docs/subscriptions-and-money.md#payment-errors: the card field is missing from the page. */
export const CardFieldNotFound: Story = {
  ...on('free'),
  args: { stripeLoader: fakeStripeLoader(createFakeStripe({ withoutCardField: true })) },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words);
    await expect(await card.findByRole('alert')).toHaveTextContent(
      words.text('payment.error.cardFieldNotFound'),
    );
  },
};

/** docs/subscriptions-and-money.md#payment-errors: the server's error when it sent one... */
export const SubscriptionRefused: Story = {
  ...on('free', serverErrorOn('createSubscriptionCreditCard')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words);
    await expect(await card.findByRole('alert')).toHaveTextContent(words.text('errors.internal'));
  },
};

/** ...otherwise 'Your subscription could not be created. Please try again.' */
export const SubscriptionFailed: Story = {
  ...on('free', networkFailureOn('createSubscriptionCreditCard')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words);
    await expect(await card.findByRole('alert')).toHaveTextContent(
      words.text('payment.error.subscriptionCreation'),
    );
  },
};

/**
 * docs/accounts.md#deletion-ends-the-money: an account whose deletion is pending buys nothing; the
 * refusal says why and the way out (keep the account on the account page).
 */
export const DeletionPending: Story = {
  ...on('deletionPending'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const card = await pay(canvasElement, words);
    await expect(await card.findByRole('alert')).toHaveTextContent(
      words.text('account.error.deletionPending'),
    );
  },
};

/**
 * docs/accounts.md#session-end: a 401 on any of the payment's calls ends the session: token gone, on /signin.
 */
const sessionExpiredOn = (
  call: EndpointName,
  act: (canvasElement: HTMLElement, words: StoryWords) => Promise<void>,
  scenario: ScenarioName = 'free',
): Story => ({
  ...on(scenario, expiredSessionOn(call)),
  play: async ({ canvasElement, globals }) => {
    await act(canvasElement, storyWords(globals));
    await expectSentToSignIn(canvasElement);
  },
});

export const SessionExpiredOnBillingInfo: Story = sessionExpiredOn('saveBillingInfo', fillBilling);

export const SessionExpiredOnCardPayment: Story = sessionExpiredOn(
  'createSubscriptionCreditCard',
  async (canvas, words) => {
    await pay(canvas, words);
  },
);

/** users/me answers 401 at the first poll, 4 s (simulated) into the activation. */
const pollingClock = new SimulatedClock();
export const SessionExpiredWhilePolling: Story = {
  ...sessionExpiredOn(
    'usersMe',
    async (canvas, words) => {
      const card = await pay(canvas, words);
      await atStage(card, words, 'payment.stage.activating');
      pollingClock.increment(ACTIVATION_POLL_INTERVAL_MS);
    },
    'activationTimesOut',
  ),
  args: { clock: pollingClock },
};

export const SessionExpiredOnInvoice: Story = {
  ...withInvoices(expiredSessionOn('createSubscriptionInvoice')),
  play: async ({ canvasElement, globals }) => {
    await orderOnInvoice(canvasElement, storyWords(globals));
    await expectSentToSignIn(canvasElement);
  },
};

// docs/subscriptions-and-money.md#changes: a subscriber's order is a change, shown with Stripe's
// figures (the mocks' stand-in: half of the difference today; Premium monthly 53.45 to Enterprise x
// 2 monthly 85.10: 15.83).
const UPGRADE_DUE_TODAY = 1583;

/** The figures of a change have been read: "Due today" and its amount are shown. */
async function changeFigures(canvasElement: HTMLElement, { text }: StoryWords) {
  const term = await within(canvasElement).findByText(text('payment.change.dueToday'));
  return term.nextElementSibling;
}

/** A Premium monthly subscriber picks Enterprise: her plan, the new one, and what it costs now. */
export const ChangePreview: Story = {
  ...on('premiumMonthly'),
  parameters: enterprise,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await expect(await changeFigures(canvasElement, words)).toHaveTextContent(words.chf(UPGRADE_DUE_TODAY));
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: words.t('payment.change.heading') }),
    ).toBeVisible();
    await expect(canvas.getByText(words.text('payment.change.effectiveNow'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.t('payment.continue') })).toBeEnabled();
  },
};

/**
 * docs/subscriptions-and-money.md#card-on-file: a change paid now opens the card dialog on her card
 * on file, checked, with no card details to enter, and Pay names the amount previewed.
 */
export const ChangeWithCardOnFile: Story = {
  ...on('premiumMonthly'),
  parameters: enterprise,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await changeFigures(canvasElement, words);
    await userEvent.click(await continueReady(canvasElement, words));
    const card = within(await body().findByRole('dialog', { name: words.t('payment.card.title') }));
    const saved = await card.findByRole('radio', {
      name: words.t('billing.pay.savedCard', { card: 'Visa •••• 4242' }),
    });
    await expect(saved).toBeChecked();
    await expect(card.queryByRole('textbox', { name: FAKE_STRIPE_WORDS[words.language].number })).toBeNull();
    await expect(
      card.getByRole('button', {
        name: words.t('payment.card.pay', { amount: formatChf(UPGRADE_DUE_TODAY, words.language) }),
      }),
    ).toBeEnabled();
  },
};

/** The plan she already has, picked again: said before any dialog opens. */
export const AlreadyYourPlan: Story = {
  ...on('premiumMonthly'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await orderShown(canvasElement, words));
    await expect(await canvas.findByText(words.text('payment.change.alreadyYourPlan'))).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** The card is refused for the upgrade: the card provider's stage says so, and the plan stays. */
export const UpgradeRefused: Story = {
  ...on('changeDeclined'),
  parameters: enterprise,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await changeFigures(canvasElement, words);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.t('payment.continue') }));
    const card = within(await body().findByRole('dialog', { name: words.t('payment.card.title') }));
    // The card on file is offered first (docs/subscriptions-and-money.md#card-on-file); a new one is refused.
    await userEvent.click(await card.findByRole('radio', { name: words.t('billing.pay.newCard') }));
    await card.findByRole('textbox', { name: FAKE_STRIPE_WORDS[words.language].number });
    const payButton = card.getByRole('button', {
      name: words.t('payment.card.pay', { amount: formatChf(UPGRADE_DUE_TODAY, words.language) }),
    });
    await userEvent.click(payButton);
    await expect(await card.findByRole('alert')).toHaveTextContent(words.text('payment.error.cardDeclined'));
    await expect(payButton).toBeEnabled();
  },
};

/** A colleague's seat must be left before buying one's own plan: said before any dialog opens. */
export const SeatHolder: Story = {
  ...on('seatHolder'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await orderShown(canvasElement, words));
    await expect(await canvas.findByText(words.text('payment.change.licenseHeldElsewhere'))).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** Annual Enterprise to monthly: nothing today, from the renewal on; scheduled, and said so. */
export const ChangeScheduled: Story = {
  ...on('enterprise'),
  parameters: enterprise,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await orderShown(canvasElement, words);
    await userEvent.click(canvas.getByRole('radio', { name: words.t('payment.frequency.monthly') }));
    await expect(await changeFigures(canvasElement, words)).toHaveTextContent(words.chf(0));
    await userEvent.click(canvas.getByRole('button', { name: words.t('payment.change.schedule') }));
    await expect(
      await canvas.findByText(
        words.text('payment.change.scheduled', { date: Date.parse('2027-03-12T00:00:00.000Z') }),
      ),
    ).toBeVisible();
  },
};
