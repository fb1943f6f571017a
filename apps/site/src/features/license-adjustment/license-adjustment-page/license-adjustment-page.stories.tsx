import type { EndpointName } from '@app/contracts';
import {
  createHandlers,
  endpointRoute,
  enterpriseAccount,
  expiredSessionOn,
  networkFailureOn,
  type ScenarioName,
  scenarios,
  serverErrorOn,
} from '@app/mocks';
import { LICENSE_ADJUSTMENT_MINIMUM_USERS, licenseAdjustmentQuote } from '@app/pricing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectEachClosingGivesFocusBack, openWithEnter } from '../../../testing/dialog-focus.js';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import { requestRecorder } from '../../../testing/request-recorder.js';
import { destination, expectSentToSignIn, withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { LicenseAdjustmentPage } from './license-adjustment-page.js';

const meta = {
  title: 'Screens/Account/License Adjustment',
  component: LicenseAdjustmentPage,
  decorators: [withRoutes('/license-adjustment')],
  parameters: { layout: 'fullscreen', route: '/license-adjustment', signedIn: true },
} satisfies Meta<typeof LicenseAdjustmentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story on one of the mocks' named backends, with `first` answering in front of it. */
const on = (scenario: ScenarioName, ...first: RequestHandler[]): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...first, ...scenarios[scenario].handlers());
  },
});

const countField = (canvasElement: HTMLElement, { t }: StoryWords) =>
  within(canvasElement).findByRole('spinbutton', { name: t('licenseAdjustment.new.label') });

/** The new licence count, typed and committed by leaving the field (Enter would also submit). */
async function setCount(canvasElement: HTMLElement, words: StoryWords, count: string) {
  const field = await countField(canvasElement, words);
  await userEvent.clear(field);
  await userEvent.type(field, count);
  await userEvent.tab();
}

/** Once the new count's figures have been read (more licences are only paid as shown). */
async function figuresRead(canvasElement: HTMLElement, { text }: StoryWords) {
  await waitFor(() =>
    expect(within(canvasElement).queryByText(text('licenseAdjustment.preview.loading'))).toBeNull(),
  );
}

// Dialogs render in a portal, outside the story's canvas.
const body = () => within(document.body);

/** The amount the page shows due today, exactly as written there. */
const dueToday = (canvasElement: HTMLElement, { text }: StoryWords) =>
  within(canvasElement).getByText(text('licenseAdjustment.preview.dueToday')).nextElementSibling
    ?.textContent ?? '';

/** The question asked before more licences are paid (docs/licences.md#adjustment-charges), for `added` licences. */
const question = async ({ t }: StoryWords, added: number) =>
  within(
    await body().findByRole('alertdialog', { name: t('licenseAdjustment.confirmation.title', { added }) }),
  );

/**
 * The new count, its figures, then Finalize; more licences than the fixture's five are asked
 * about first, and the question answered with its Pay button, which names the amount due today.
 */
async function finalize(canvasElement: HTMLElement, words: StoryWords, count: string) {
  await setCount(canvasElement, words, count);
  await figuresRead(canvasElement, words);
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: words.t('licenseAdjustment.finalize') }),
  );
  const added = Number(count) - enterpriseAccount.numberOfLicenses;
  if (added <= 0) return;
  const dialog = await question(words, added);
  const amount = dueToday(canvasElement, words);
  await userEvent.click(
    dialog.getByRole('button', { name: words.t('licenseAdjustment.confirmation.confirm', { amount }) }),
  );
}

/** Five Enterprise seats billed annually, three in use; the total follows the new count. */
export const Enterprise: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await setCount(canvasElement, words, '8');
    await figuresRead(canvasElement, words);
    const canvas = within(canvasElement);
    const total = licenseAdjustmentQuote({ frequency: 'annual', newLicenseCount: 8 }).totalCents;
    const totalTerm = canvas.getByText(
      words.text('licenseAdjustment.summary.total', { frequency: 'annual' }),
    );
    await expect(totalTerm.nextElementSibling).toHaveTextContent(words.chf(total));
    await expect(canvas.getByRole('button', { name: words.t('licenseAdjustment.finalize') })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: words.t('licenseAdjustment.back') })).toHaveAttribute(
      'href',
      '/account',
    );
  },
};

export const OnPhone: Story = {
  ...on('enterprise'),
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await countField(canvasElement, storyWords(globals));
    await expectFitsScreen(canvasElement);
  },
};

/**
 * docs/licences.md#one-tap: on a phone the number typed is not left by a blur of its own; the one
 * tap on Finalize both leaves the field and asks the question, whose Pay is in view.
 */
export const OneTapOnPhone: Story = {
  ...on('enterprise'),
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const field = await countField(canvasElement, words);
    await userEvent.clear(field);
    await userEvent.type(field, '7');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: words.t('licenseAdjustment.finalize') }),
    );
    const dialog = await question(words, 2);
    const amount = dueToday(canvasElement, words);
    await expect(
      dialog.getByRole('button', { name: words.t('licenseAdjustment.confirmation.confirm', { amount }) }),
    ).toBeVisible();
  },
};

/** docs/licences.md#license-adjustment: at least two licences; anything else, or no number, becomes two. */
export const BelowMinimum: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await setCount(canvasElement, words, '1');
    await expect(await countField(canvasElement, words)).toHaveValue(
      String(LICENSE_ADJUSTMENT_MINIMUM_USERS),
    );
    await setCount(canvasElement, words, 'x');
    await expect(await countField(canvasElement, words)).toHaveValue(
      String(LICENSE_ADJUSTMENT_MINIMUM_USERS),
    );
    // Pictured once the minimum's figures have been read: while they load, the page is taller,
    // and its screenshot came out at another size in one run of two.
    await figuresRead(canvasElement, words);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('subscriptionInfo');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await expect(await within(canvasElement).findByText(text('licenseAdjustment.loading'))).toBeVisible();
  },
};

export const Finalizing: Story = {
  ...on(
    'enterprise',
    (() => {
      const { method, path } = endpointRoute('updateLicenses');
      return method(path, () => delay('infinite'));
    })(),
  ),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await finalize(canvasElement, words, '6');
    await expect(await countField(canvasElement, words)).toBeDisabled();
  },
};

/**
 * docs/licences.md#adjustment-messages: success goes on to /account, which says it (the account's
 * tests).
 */
export const Finalized: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await finalize(canvasElement, words, '6');
    await expect(await destination(canvasElement)).toBe('/account');
  },
};

/** docs/licences.md#adjustment-messages: the number already held orders nothing, and says so. */
export const NothingToOrder: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await countField(canvasElement, words);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.t('licenseAdjustment.finalize') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      words.text('licenseAdjustment.unchanged'),
    );
    await expect(canvas.queryByText(words.text('licenseAdjustment.success'))).toBeNull();
  },
};

/**
 * Three licences are in use: two is refused, with the error prefix of docs/licences.md#adjustment-messages.
 */
export const Refused: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await finalize(canvasElement, words, '2');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('common.error.withMessage', { message: words.t('account.errors.seatsBelowInUse') }),
    );
  },
};

/** docs/licences.md#adjustment-messages: no answer at all is the order error. */
export const OrderFailed: Story = {
  ...on('enterprise', networkFailureOn('updateLicenses')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await finalize(canvasElement, words, '6');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('licenseAdjustment.error.order'),
    );
  },
};

export const NotEnterprise: Story = {
  ...on('premium'),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('licenseAdjustment.notEnterprise'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('licenseAdjustment.back') })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
  },
};

/** A cancelled Enterprise subscription has no licences to adjust either. */
export const EnterpriseCancelled: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...createHandlers({
        account: { ...enterpriseAccount, cancellationDate: enterpriseAccount.nextRenewalDate },
      }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await expect(
      await within(canvasElement).findByText(text('licenseAdjustment.notEnterprise')),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverErrorOn('subscriptionInfo'));
  },
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(text('licenseAdjustment.error.load'));
    await expect(within(alert).getByRole('button', { name: t('licenseAdjustment.retry') })).toBeEnabled();
  },
};

/** After a failed load, Try again loads the subscription once more. */
export const LoadRetried: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('subscriptionInfo');
    msw.use(
      method(path, () => HttpResponse.error(), { once: true }),
      ...scenarios.enterprise.handlers(),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('errors.network'));
    await userEvent.click(within(alert).getByRole('button', { name: words.t('licenseAdjustment.retry') }));
    await expect(await countField(canvasElement, words)).toHaveValue(
      String(enterpriseAccount.numberOfLicenses),
    );
    await waitFor(() => expect(within(canvasElement).queryByRole('alert')).toBeNull());
  },
};

/** docs/accounts.md#session-end: a 401 on the screen's calls ends the session. */
const sessionExpiredOn = (
  call: EndpointName,
  act: (canvasElement: HTMLElement, words: StoryWords) => Promise<void> = async () => {},
): Story => ({
  ...on('enterprise', expiredSessionOn(call)),
  play: async ({ canvasElement, globals }) => {
    await act(canvasElement, storyWords(globals));
    await expectSentToSignIn(canvasElement);
  },
});

export const SessionExpiredOnLoad: Story = sessionExpiredOn('subscriptionInfo');

export const SessionExpiredOnFinalize: Story = sessionExpiredOn('updateLicenses', (canvas, words) =>
  finalize(canvas, words, '6'),
);

/** More licences: Stripe's figures (the mocks' stand-in) for what is charged today, and when. */
export const MorePreviewed: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await setCount(canvasElement, words, '7');
    const term = await within(canvasElement).findByText(words.text('licenseAdjustment.preview.dueToday'));
    // Five to seven annual seats: half of two seats' year today, in the mocks.
    await expect(term.nextElementSibling).toHaveTextContent(words.chf(46_800));
    await expect(
      within(canvasElement).getByText(words.text('licenseAdjustment.preview.effectiveNow')),
    ).toBeVisible();
  },
};

/** Fewer licences wait for the period's end: nothing today, and the date it applies. */
export const FewerScheduled: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await setCount(canvasElement, words, '4');
    const date = Date.parse('2027-03-12T00:00:00.000Z');
    await expect(
      await within(canvasElement).findByText(
        words.text('licenseAdjustment.preview.effectiveAtPeriodEnd', { date }),
      ),
    ).toBeVisible();
  },
};

/** The card on file is refused for more licences: said in words, the licences stay as they were. */
export const MoreLicensesDeclined: Story = {
  ...on('moreLicensesDeclined'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await finalize(canvasElement, words, '6');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('payment.error.cardDeclined'),
    );
  },
};

/**
 * docs/licences.md#adjustment-charges: Finalize with two more licences asks first, saying how many
 * are added, the amount charged today (the page's own "Due today") and that the saved card pays it.
 */
export const MoreConfirming: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await setCount(canvasElement, words, '7');
    await figuresRead(canvasElement, words);
    const amount = dueToday(canvasElement, words);
    // Five to seven annual seats: half of two seats' year today, in the mocks.
    await expect(amount.replace(/\s+/g, ' ')).toBe(words.chf(46_800));
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: words.t('licenseAdjustment.finalize') }),
    );
    const dialog = await question(words, 2);
    await expect(
      body().getByText(
        words.text('licenseAdjustment.confirmation.description', { current: 5, count: 7, amount }),
      ),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: words.t('licenseAdjustment.confirmation.confirm', { amount }) }),
    ).toBeVisible();
    // The safe choice has the focus.
    await waitFor(() =>
      expect(
        dialog.getByRole('button', { name: words.t('licenseAdjustment.confirmation.cancel') }),
      ).toHaveFocus(),
    );
  },
};

const updates = requestRecorder('updateLicenses');

/**
 * docs/routes-and-screens.md#focus-after-dialog: the question, asked with Enter on Finalize and
 * closed with Escape or going back, gives the focus back to Finalize.
 */
export const QuestionGivesFocusBack: Story = {
  beforeEach({ msw }) {
    msw.use(updates.handler(), ...scenarios.enterprise.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { t } = words;
    await setCount(canvasElement, words, '7');
    await figuresRead(canvasElement, words);
    await expectEachClosingGivesFocusBack(
      async () => within(canvasElement).getByRole('button', { name: t('licenseAdjustment.finalize') }),
      (opener) =>
        openWithEnter(opener, t('licenseAdjustment.confirmation.title', { added: 2 }), 'alertdialog'),
      ['Escape', { button: t('licenseAdjustment.confirmation.cancel') }],
    );
    await expect(updates.count()).toBe(0);
  },
};

/** Going back from the question pays nothing: the count and its figures stay, focus is on Finalize. */
export const MoreQuestionDeclined: Story = {
  beforeEach({ msw }) {
    msw.use(updates.handler(), ...scenarios.enterprise.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await setCount(canvasElement, words, '7');
    await figuresRead(canvasElement, words);
    const finalizeButton = within(canvasElement).getByRole('button', {
      name: words.t('licenseAdjustment.finalize'),
    });
    await userEvent.click(finalizeButton);
    const dialog = await question(words, 2);
    await userEvent.click(
      dialog.getByRole('button', { name: words.t('licenseAdjustment.confirmation.cancel') }),
    );
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(finalizeButton).toHaveFocus());
    await expect(await countField(canvasElement, words)).toHaveValue('7');
    await expect(dueToday(canvasElement, words).replace(/\s+/g, ' ')).toBe(words.chf(46_800));
    await expect(updates.count()).toBe(0);
  },
};
