import { formatChf } from '@app/i18n';
import {
  CARD_EXPIRY_WARNING_DAY,
  expiringCard,
  newCard,
  paymentFailedAccount,
  premiumAccount,
  premiumOnInvoiceAccount,
  type ScenarioName,
  savedBillingDetails,
  savedCard,
  scenarios,
} from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  closeWithKeyboard,
  type DialogClosing,
  expectEachClosingGivesFocusBack,
  expectFocusBack,
  openWithEnter,
} from '../../../testing/dialog-focus.js';
import { FAKE_STRIPE_WORDS, fakeStripeLoader } from '../../../testing/fake-stripe.js';
import { fill } from '../../../testing/fill.js';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AccountPage } from '../account-page/account-page.js';

/** The account page's states of docs/subscriptions-and-money.md#billing: what the customer pays, the card, unpaid renewals, resuming. */
const meta = {
  title: 'Screens/Account/Billing',
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

const phone = { viewport: { value: 'mobile390', isRotated: false } };

// Dialogs render in a portal, outside the story's canvas.
const body = () => within(document.body);

/**
 * "What you pay" is shown once the account and its billing details have been read. The page is
 * whole before the play function goes on: the screenshot measures the page's height once, when the
 * play function ends, and a section still loading then made the page grow under it, pictured cut
 * off and at another scale (a CI run of docs/measurements.md#ci-time: Card Expiring and Payment
 * Failed in German).
 */
async function overview(canvasElement: HTMLElement, { t }: StoryWords) {
  const section = within(
    await within(canvasElement).findByRole('region', { name: t('billing.overview.heading') }),
  );
  await section.findByText(savedBillingDetails.company ?? '');
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  return section;
}

const cardText = (words: StoryWords, card: typeof savedCard) =>
  words.text('billing.overview.card.value', {
    brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1),
    last4: card.last4,
    expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
  });

export const WhatYouPay: Story = {
  ...on('premium'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await overview(canvasElement, words);
    await expect(section.getByText(words.text('billing.overview.plan.premium'))).toBeVisible();
    await expect(section.getByText(words.text('billing.overview.frequency.annual'))).toBeVisible();
    await expect(
      section.getByText(
        words.text('billing.overview.nextCharge.value', {
          amount: words.chf(premiumAccount.nextCharge?.amount ?? 0),
          date: words.date(premiumAccount.nextCharge?.date ?? ''),
        }),
      ),
    ).toBeVisible();
    await expect(section.getByText(cardText(words, savedCard))).toBeVisible();
    await expect(await section.findByText(savedBillingDetails.company ?? '')).toBeVisible();
  },
};

/**
 * docs/subscriptions-and-money.md#billing: a plan ordered on invoice, paid by transfer. Its next invoice,
 * no debit and no card; its open invoice listed with what it asks (docs/subscriptions-and-money.md#invoices).
 */
export const PaidOnInvoice: Story = {
  ...on('paidOnInvoice'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await overview(canvasElement, words);
    await expect(section.getByText(words.text('billing.overview.nextInvoice.label'))).toBeVisible();
    await expect(section.getByText(words.text('billing.overview.paidBy.invoice'))).toBeVisible();
    await expect(section.queryByText(words.text('billing.overview.card.none'))).toBeNull();
    await expect(section.queryByRole('button', { name: words.t('billing.card.change') })).toBeNull();
    const invoices = within(
      await within(canvasElement).findByRole('table', { name: words.t('account.invoices.heading') }),
    );
    await expect(
      invoices.getByText(words.chf(premiumOnInvoiceAccount.invoices[0]?.amount_due ?? 0)),
    ).toBeVisible();
  },
};

/** Twenty days before the card stops working: the warning names the month it expires. */
export const CardExpiring: Story = {
  ...on('cardExpiring'),
  args: { today: new Date(CARD_EXPIRY_WARNING_DAY) },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await overview(canvasElement, words);
    const month = words.intl.formatDate(Date.UTC(expiringCard.expYear, expiringCard.expMonth - 1, 1), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(section.getByText(words.text('billing.card.expiring', { month }))).toBeVisible();
  },
};

export const PaymentFailed: Story = {
  ...on('paymentFailed'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await overview(canvasElement, words);
    await expect(await canvas.findByText(words.text('billing.problem.title.failed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.t('billing.problem.payNow') })).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: words.t('billing.invoice.payLabel', { number: 'INV-2026_0103' }) }),
    ).toBeEnabled();
  },
};

export const ActionRequired: Story = {
  ...on('actionRequired'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await overview(canvasElement, words);
    await expect(await canvas.findByText(words.text('billing.problem.title.actionRequired'))).toBeVisible();
  },
};

/** Opened from the mail's link (`/account#billing`): the banner is scrolled to and takes the focus. */
export const ActionRequiredFromMail: Story = {
  ...on('actionRequired'),
  parameters: { route: '/account#billing' },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    const title = await canvas.findByText(words.text('billing.problem.title.actionRequired'));
    const banner = title.closest<HTMLElement>('#billing');
    await waitFor(() => expect(banner).toHaveFocus());
    await overview(canvasElement, words);
  },
};

/** Pay now with a new card that asks for 3-D Secure: the invoice is paid and the banner goes. */
export const PayingInvoice: Story = {
  ...on('payingInvoice'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: words.t('billing.problem.payNow') }));
    const choice = within(await body().findByRole('dialog', { name: words.t('billing.pay.title') }));
    await userEvent.click(choice.getByRole('radio', { name: words.t('billing.pay.newCard') }));
    // Another card starts the payment anew, in a dialog of its own; the choice keeps the focus.
    const dialog = within(await body().findByRole('dialog', { name: words.t('billing.pay.title') }));
    await expect(dialog.getByRole('radio', { name: words.t('billing.pay.newCard') })).toHaveFocus();
    await dialog.findByRole('textbox', { name: FAKE_STRIPE_WORDS[words.language].number });
    const amount = formatChf(paymentFailedAccount.paymentProblem?.amountDue ?? 0, words.language);
    await userEvent.click(dialog.getByRole('button', { name: words.t('payment.card.pay', { amount }) }));
    await expect(await dialog.findByText(words.text('billing.pay.paid'))).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(words.text('billing.problem.title.failed'))).toBeNull());
  },
};

/** Pay now with the subscription's card: no card field, paid at once. */
export const PaidWithSavedCard: Story = {
  ...on('paymentFailed'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: words.t('billing.problem.payNow') }));
    const dialog = within(await body().findByRole('dialog', { name: words.t('billing.pay.title') }));
    await expect(
      dialog.queryByRole('textbox', { name: FAKE_STRIPE_WORDS[words.language].number }),
    ).toBeNull();
    const amount = formatChf(paymentFailedAccount.paymentProblem?.amountDue ?? 0, words.language);
    await userEvent.click(dialog.getByRole('button', { name: words.t('payment.card.pay', { amount }) }));
    await expect(await dialog.findByText(words.text('billing.pay.paid'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: words.t('payment.card.done') }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The banner goes with the account's reload, which the paid invoice starts.
    await waitFor(() => expect(canvas.queryByText(words.text('billing.problem.title.failed'))).toBeNull());
  },
};

async function changeCard(canvasElement: HTMLElement, words: StoryWords) {
  const section = await overview(canvasElement, words);
  await userEvent.click(section.getByRole('button', { name: words.t('billing.card.change') }));
  const dialog = within(await body().findByRole('dialog', { name: words.t('billing.card.dialog.title') }));
  await dialog.findByRole('textbox', { name: FAKE_STRIPE_WORDS[words.language].number });
  await userEvent.click(dialog.getByRole('button', { name: words.t('billing.card.save') }));
  return dialog;
}

export const CardChangeThreeDSecure: Story = {
  ...on('cardChangeThreeDSecure'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = await changeCard(canvasElement, words);
    await expect(await dialog.findByText(words.text('billing.card.saved'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: words.t('billing.card.done') }));
    const section = await overview(canvasElement, words);
    await expect(await section.findByText(cardText(words, newCard))).toBeVisible();
  },
};

/** 3-D Secure refused: our words for Stripe's code, never Stripe's own (docs/subscriptions-and-money.md#payment-errors). */
export const CardChangeThreeDSecureFails: Story = {
  ...on('cardChangeThreeDSecureFails'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const dialog = await changeCard(canvasElement, words);
    await expect(
      await dialog.findByText(words.text('payment.error.provider.authenticationFailed')),
    ).toBeVisible();
    await expect(dialog.queryByText(FAKE_STRIPE_WORDS[words.language].authenticationFailed)).toBeNull();
    await expect(dialog.getByRole('button', { name: words.t('billing.card.save') })).toBeEnabled();
  },
};

export const EditBillingDetails: Story = {
  ...on('premium'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await overview(canvasElement, words);
    await userEvent.click(section.getByRole('button', { name: words.t('billing.details.edit') }));
    const dialog = within(
      await body().findByRole('dialog', { name: words.t('billing.details.dialog.title') }),
    );
    const vat = dialog.getByLabelText(words.label('billing.details.vatNumber'));
    await expect(vat).toHaveValue(savedBillingDetails.vatNumber);
    await userEvent.clear(vat);
    await fill(vat, 'CHE-123');
    await userEvent.click(dialog.getByRole('button', { name: words.t('billing.details.save') }));
    await expect(await dialog.findByText(words.text('billing.details.error.invalidVat'))).toBeVisible();
    await userEvent.clear(vat);
    await fill(vat, 'CHE-116.281.710');
    await userEvent.click(dialog.getByRole('button', { name: words.t('billing.details.save') }));
    await expect(await section.findByText(words.text('billing.details.saved'))).toBeVisible();
    await expect(
      section.getByText(words.text('billing.overview.details.vat', { number: 'CHE-116.281.710' })),
    ).toBeVisible();
  },
};

/**
 * A cancelled subscription that still runs: Resume is its one next step (no Upgrade beside it,
 * docs/subscriptions-and-money.md#resume), resumed after the confirmation.
 */
export const Resume: Story = {
  ...on('resume'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: words.t('billing.resume.button') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: words.t('account.upgrade') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: words.t('billing.resume.button') }));
    await userEvent.click(
      await body().findByRole('button', { name: words.t('billing.resume.confirmButton') }),
    );
    await expect(await canvas.findByText(words.text('billing.resume.success'))).toBeVisible();
    await expect(await canvas.findByRole('button', { name: words.t('account.cancel.button') })).toBeVisible();
  },
};

/**
 * docs/routes-and-screens.md#focus-after-dialog: the question before resuming, opened with Enter and
 * closed with Escape or "Keep", gives the focus back to Resume.
 */
export const ResumeQuestionGivesFocusBack: Story = {
  ...on('resume'),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expectEachClosingGivesFocusBack(
      () => canvas.findByRole('button', { name: t('billing.resume.button') }),
      (opener) => openWithEnter(opener, t('billing.resume.title'), 'alertdialog'),
      ['Escape', { button: t('billing.resume.keep') }],
    );
  },
};

/**
 * docs/routes-and-screens.md#focus-after-dialog: the card change, the billing details and an
 * invoice's payment (from the banner's Pay now, and from the invoice's own Pay), each opened with
 * Enter and closed with Escape, Cancel or its ×, give the focus back to the button that opened
 * them, though the page disables it while the dialog is open.
 */
export const DialogsGiveFocusBack: Story = {
  ...on('paymentFailed'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { t } = words;
    const canvas = within(canvasElement);
    const section = await overview(canvasElement, words);
    const enabled = async (button: HTMLElement) => {
      await waitFor(() => expect(button).toBeEnabled());
      return button;
    };
    const payClosings: DialogClosing[] = [
      'Escape',
      { button: t('payment.card.cancel') },
      { button: t('payment.dialog.close') },
    ];
    await expectEachClosingGivesFocusBack(
      () => enabled(section.getByRole('button', { name: t('billing.card.change') })),
      (opener) => openWithEnter(opener, t('billing.card.dialog.title')),
      ['Escape', { button: t('billing.card.cancel') }, { button: t('billing.card.close') }],
    );
    await expectEachClosingGivesFocusBack(
      () => enabled(section.getByRole('button', { name: t('billing.details.edit') })),
      (opener) => openWithEnter(opener, t('billing.details.dialog.title')),
      ['Escape', { button: t('billing.details.cancel') }, { button: t('payment.dialog.close') }],
    );
    const payNow = () => enabled(canvas.getByRole('button', { name: t('billing.problem.payNow') }));
    await expectEachClosingGivesFocusBack(
      payNow,
      (opener) => openWithEnter(opener, t('billing.pay.title')),
      payClosings,
    );
    await expectEachClosingGivesFocusBack(
      () =>
        enabled(
          canvas.getByRole('button', { name: t('billing.invoice.payLabel', { number: 'INV-2026_0103' }) }),
        ),
      (opener) => openWithEnter(opener, t('billing.pay.title')),
      payClosings,
    );
    // Another card starts the payment anew, in a dialog of its own: the focus still goes back.
    const opener = await payNow();
    await openWithEnter(opener, t('billing.pay.title'));
    await userEvent.keyboard('{ArrowRight}');
    const dialog = await body().findByRole('dialog', { name: t('billing.pay.title') });
    await within(dialog).findByRole('textbox', { name: FAKE_STRIPE_WORDS[words.language].number });
    await closeWithKeyboard(dialog, 'Escape');
    await expectFocusBack(opener, 'Escape');
  },
};

/**
 * docs/routes-and-screens.md#narrow-screens: a 390 px phone shows the whole account page without
 * sideways scrolling, every action (the invoice's Pay included) in view.
 */
export const PaymentFailedOnPhone: Story = {
  ...PaymentFailed,
  globals: phone,
  play: async (context) => {
    await PaymentFailed.play?.(context);
    await expectFitsScreen(context.canvasElement);
  },
};
