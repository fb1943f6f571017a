import type { EndpointName } from '@app/contracts';
import {
  colleagueAccount,
  createHandlers,
  endpointRoute,
  enterpriseAccount,
  errorResponse,
  expiredSessionOn,
  networkFailureOn,
  premiumAccount,
  type ScenarioName,
  scenarios,
  serverErrorOn,
  TRIAL_END,
  trialEndedAccount,
} from '@app/mocks';
import { quote } from '@app/pricing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectEachClosingGivesFocusBack, openWithEnter } from '../../../testing/dialog-focus.js';
import { fill } from '../../../testing/fill.js';
import { requestRecorder } from '../../../testing/request-recorder.js';
import { expectSentToSignIn, withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AccountPage } from './account-page.js';
import { settled } from './account-page.stories.testing.js';

const meta = {
  title: 'Screens/Account/Account',
  component: AccountPage,
  decorators: [withRoutes('/account')],
  parameters: { layout: 'fullscreen', route: '/account', signedIn: true },
  // A fixed day, before the free fixture's trial ends, so the screenshots do not move with the calendar.
  args: { today: new Date('2026-11-25T10:00:00Z') },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story on one of the mocks' named backends, with `first` answering in front of it. */
const on = (scenario: ScenarioName, ...first: RequestHandler[]): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    // The first handler that matches answers: the story's own go before the scenario's.
    msw.use(...first, ...scenarios[scenario].handlers());
  },
});

/** The colleague of the Enterprise fixture whose licence can be removed. */
const COLLEAGUE = enterpriseAccount.licenses[1]?.email ?? '';
const INVITEE = 'lea.meier@praxis-lac.ch';

// Dialogs render in a portal, outside the story's canvas.
const body = () => within(document.body);

async function invite(canvasElement: HTMLElement, { t, label }: StoryWords, email = INVITEE) {
  const canvas = within(canvasElement);
  await fill(canvas.getByLabelText(label('account.licenses.email.label')), email);
  await userEvent.click(canvas.getByRole('button', { name: t('account.licenses.invite') }));
}

async function cancelSubscription(canvasElement: HTMLElement, { t }: StoryWords) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: t('account.cancel.button') }));
  await userEvent.click(await body().findByRole('button', { name: t('account.cancel.confirmButton') }));
}

/** Remove, then the question answered with "Remove license" (docs/licences.md#remove). */
async function removeColleague(canvasElement: HTMLElement, words: StoryWords) {
  const { t } = words;
  await askToRemoveColleague(canvasElement, words);
  const question = within(
    await body().findByRole('alertdialog', { name: t('account.licenses.removal.title') }),
  );
  await userEvent.click(question.getByRole('button', { name: t('account.licenses.removal.confirm') }));
}

async function askToRemoveColleague(canvasElement: HTMLElement, { t }: StoryWords) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: `${t('account.licenses.remove')} ${COLLEAGUE}` }),
  );
}

export const Free: Story = {
  ...on('free'),
  play: async ({ canvasElement, globals }) => {
    const { t, text, date } = storyWords(globals);
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('account.type.free'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('account.upgrade') })).toHaveAttribute(
      'href',
      '/payment',
    );
    await expect(canvas.queryByRole('heading', { name: t('account.invoices.heading') })).toBeNull();
    // docs/subscriptions-and-money.md#trial: the trial's end, not "Next renewal -".
    const trial = canvas.getByText(text('account.trial.label'));
    await expect(trial.nextElementSibling).toHaveTextContent(date(TRIAL_END));
    await expect(canvas.queryByText(text('account.renewal.label'))).toBeNull();
  },
};

/** A Free account whose trial is over says when it ended. */
export const TrialEnded: Story = {
  ...on('trialEnded'),
  play: async ({ canvasElement, globals }) => {
    const { text, date } = storyWords(globals);
    await settled(canvasElement);
    const ended = within(canvasElement).getByText(text('account.trial.endedLabel'));
    await expect(ended.nextElementSibling).toHaveTextContent(date(trialEndedAccount.trialEndsAt ?? ''));
  },
};

/**
 * docs/licences.md#seats: a colleague on the practice's Enterprise sees her seat and who manages
 * it; no cancel, no upgrade, no licences, no empty invoice table.
 */
export const Colleague: Story = {
  ...on('colleague'),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const manager = colleagueAccount.seat?.managedBy;
    await expect(canvas.getByText(text('account.seat.managedBy')).nextElementSibling).toHaveTextContent(
      text('account.seat.managerWithName', { name: manager?.name ?? '', email: manager?.email ?? '' }),
    );
    await expect(canvas.getByText(text('account.seat.note'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('account.cancel.button') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('account.upgrade') })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('account.licenses.heading') })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('account.invoices.heading') })).toBeNull();
  },
};

export const Premium: Story = {
  ...on('premium'),
  play: async ({ canvasElement, globals }) => {
    const { t, text, date } = storyWords(globals);
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('account.renewal.label'))).toBeVisible();
    await expect(canvas.getByText(date(premiumAccount.nextRenewalDate ?? ''))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('account.cancel.button') })).toBeEnabled();
    // docs/subscriptions-and-money.md#invoices: the PDF is saved from this page with the session: a
    // download, no new tab.
    const [invoice] = premiumAccount.invoices;
    const pdf = canvas.getByRole('link', {
      name: t('account.invoices.downloadLabel', { number: invoice?.number ?? '' }),
    });
    await expect(pdf).toHaveTextContent(text('account.invoices.download'));
    await expect(pdf).not.toHaveAttribute('target');
  },
};

/** docs/subscriptions-and-money.md#account-page: a missing renewal date shows '-'. */
export const RenewalDateMissing: Story = {
  beforeEach({ msw }) {
    msw.use(...createHandlers({ account: { ...premiumAccount, nextRenewalDate: null } }));
  },
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await settled(canvasElement);
    const renewal = within(canvasElement).getByText(text('account.renewal.label'));
    await expect(renewal.nextElementSibling).toHaveTextContent(/^-$/);
  },
};

export const Enterprise: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: t('account.licenses.table.caption') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('account.licenses.adjust') })).toHaveAttribute(
      'href',
      '/license-adjustment',
    );
  },
};

/**
 * docs/routes-and-screens.md#focus-after-dialog: the owner's questions and the deletion dialog,
 * each opened with Enter and closed with Escape or its safe answer (and the dialog's ×), give the
 * focus back to the button that opened them.
 */
export const DialogsGiveFocusBack: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const button = async (name: string) => canvas.getByRole('button', { name });
    await expectEachClosingGivesFocusBack(
      () => button(t('account.cancel.button')),
      (opener) => openWithEnter(opener, t('account.cancel.title'), 'alertdialog'),
      ['Escape', { button: t('account.cancel.keep') }],
    );
    await expectEachClosingGivesFocusBack(
      () => button(`${t('account.licenses.remove')} ${COLLEAGUE}`),
      (opener) => openWithEnter(opener, t('account.licenses.removal.title'), 'alertdialog'),
      ['Escape', { button: t('account.licenses.removal.keep') }],
    );
    await expectEachClosingGivesFocusBack(
      () => button(t('account.deletion.button')),
      (opener) => openWithEnter(opener, t('account.deletion.title')),
      ['Escape', { button: t('account.deletion.cancel') }, { button: t('account.dialog.close') }],
    );
  },
};

/**
 * docs/licences.md#licence-statuses: a licence status the site does not know shows as an error-coloured
 * pending.
 */
export const EnterpriseFull: Story = {
  ...on('enterpriseFull'),
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await settled(canvasElement);
    await expect(within(canvasElement).getAllByText(text('account.licenses.status.pending'))).toHaveLength(2);
  },
};

/**
 * docs/subscriptions-and-money.md#cancel: the cancellation date instead of the renewal date, and the upgrade
 * button again.
 */
export const Cancelled: Story = {
  ...on('cancelled'),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('account.cancellation.label'))).toBeVisible();
    await expect(canvas.queryByText(text('account.renewal.label'))).toBeNull();
    // docs/subscriptions-and-money.md#resume: one next step while the plan still runs.
    await expect(await canvas.findByRole('button', { name: t('billing.resume.button') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('account.upgrade') })).toBeNull();
  },
};

export const NoInvoices: Story = {
  ...on('noInvoices'),
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await settled(canvasElement);
    await expect(within(canvasElement).getByText(text('account.invoices.empty'))).toBeVisible();
  },
};

/** docs/subscriptions-and-money.md#invoices: every status in the language's words, never Stripe's. */
export const ManyInvoices: Story = {
  ...on('manyInvoices'),
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('account.invoices.status.uncollectible'))).toBeVisible();
    await expect(canvas.queryByText('uncollectible')).toBeNull();
    await expect(canvas.getByText(text('account.invoices.status.open'))).toBeVisible();
    await expect(canvas.getAllByText(text('account.invoices.status.paid'))).toHaveLength(2);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('subscriptionInfo');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await expect(await within(canvasElement).findByText(text('account.type.loading'))).toBeVisible();
  },
};

/**
 * The account details' own alert, once the security, passkeys and sessions sections have said
 * their failure too: the screenshot measures the page when the play function ends, and a section still loading
 * then grew the page under it (a CI run of docs/measurements.md#ci-time: Server Error in German,
 * pictured cut off).
 */
async function accountAlert(canvasElement: HTMLElement, { text }: StoryWords): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const title = await canvas.findByText(text('account.error.load'));
  const alert = title.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error('the loading error is not an alert');
  await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(4));
  return alert;
}

export const ServerError: Story = {
  ...on('serverError'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { t, text } = words;
    const alert = await accountAlert(canvasElement, words);
    await expect(alert).toHaveTextContent(text('account.error.load'));
    await expect(alert).toHaveTextContent(text('errors.internal'));
    await expect(within(alert).getByRole('button', { name: t('account.error.retry') })).toBeEnabled();
  },
};

export const NetworkFailure: Story = {
  ...on('networkFailure'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await expect(await accountAlert(canvasElement, words)).toHaveTextContent(words.text('errors.network'));
  },
};

export const CancelConfirmation: Story = {
  ...on('premium'),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    await settled(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('account.cancel.button') }));
    const dialog = await body().findByRole('alertdialog', { name: t('account.cancel.title') });
    await expect(dialog).toHaveTextContent(text('account.cancel.confirm'));
    await expect(within(dialog).getByRole('button', { name: t('account.cancel.keep') })).toBeEnabled();
  },
};

export const CancelSucceeded: Story = {
  ...on('premium'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await cancelSubscription(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(words.text('account.cancel.success'));
    await expect(await canvas.findByRole('button', { name: words.t('billing.resume.button') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: words.t('account.upgrade') })).toBeNull();
  },
};

/**
 * docs/subscriptions-and-money.md#cancel: the account could not be reloaded after the cancellation; the
 * invoices say so.
 */
export const ReloadFailed: Story = {
  beforeEach({ msw }) {
    // The first load answers from the scenario (a resolver that returns nothing passes the
    // request on); every reload after it fails.
    let loads = 0;
    const { method, path } = endpointRoute('subscriptionInfo');
    msw.use(
      method(path, () => {
        loads += 1;
        return loads > 1 ? errorResponse('internal_error') : undefined;
      }),
      ...scenarios.premium.handlers(),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await cancelSubscription(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(words.text('account.invoices.error.load'))).toBeVisible();
    await expect(canvas.getByRole('table', { name: words.t('account.invoices.heading') })).toBeVisible();
  },
};

/** docs/subscriptions-and-money.md#cancel: the server's error when it sent one. */
export const CancelFailed: Story = {
  ...on(
    'premium',
    (() => {
      const { method, path } = endpointRoute('unsubscribe');
      return method(path, () => errorResponse('payment_provider_unavailable'));
    })(),
  ),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await cancelSubscription(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('errors.paymentProviderUnavailable'),
    );
  },
};

/** docs/subscriptions-and-money.md#cancel: no answer at all is 'An error occurred. Please try again.' */
export const CancelException: Story = {
  ...on('premium', networkFailureOn('unsubscribe')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await cancelSubscription(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('account.cancel.error.exception'),
    );
  },
};

export const InvitationSent: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await invite(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      words.text('account.licenses.inviteSent'),
    );
    // The new licence's row, found by its remove button.
    const remove = await canvas.findByRole('button', {
      name: `${words.t('account.licenses.remove')} ${INVITEE}`,
    });
    // Enabled again once the list has been refreshed.
    await waitFor(() => expect(remove).toBeEnabled());
  },
};

export const InvalidEmail: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await invite(canvasElement, words, 'lea.meier');
    const field = within(canvasElement).getByLabelText(words.label('account.licenses.email.label'));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(words.text('account.licenses.error.invalidEmail'));
    await expect(field).toHaveFocus();
  },
};

/** docs/licences.md#invite: a refusal is shown with the server's error. */
export const InvitationRefused: Story = {
  ...on('enterpriseFull'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await invite(canvasElement, words);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('account.errors.noSeatAvailable'),
    );
  },
};

const accountLoads = requestRecorder('subscriptionInfo');

/**
 * docs/licences.md#invite: an invitation lost on the network is only logged; the licences are loaded again
 * and the address stays in the field, ready to be sent again.
 */
export const InvitationLost: Story = {
  beforeEach({ msw }) {
    msw.use(accountLoads.handler(), networkFailureOn('sendInvitation'), ...scenarios.enterprise.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await invite(canvasElement, words);
    const canvas = within(canvasElement);
    await waitFor(() => expect(accountLoads.count()).toBe(2));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: words.t('account.licenses.invite') })).toBeEnabled(),
    );
    await expect(canvas.getByLabelText(words.label('account.licenses.email.label'))).toHaveValue(INVITEE);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/**
 * docs/licences.md#remove: Remove asks first, saying the licence stays paid for someone else, with what the
 * subscription keeps costing.
 */
export const LicenseRemovalQuestion: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await askToRemoveColleague(canvasElement, words);
    const question = await body().findByRole('alertdialog', {
      name: words.t('account.licenses.removal.title'),
    });
    const { totalCents } = quote({
      plan: 'enterprise',
      frequency: 'annual',
      userCount: enterpriseAccount.numberOfLicenses,
    });
    await expect(question).toHaveTextContent(words.chf(totalCents));
    await expect(
      within(question).getByRole('button', { name: words.t('account.licenses.removal.keep') }),
    ).toHaveFocus();
  },
};

export const LicenseRemoved: Story = {
  ...on('enterprise'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await removeColleague(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(words.text('account.licenses.removed'));
    await waitFor(() => expect(canvas.queryByText(COLLEAGUE)).toBeNull());
  },
};

export const LicenseRemovalFailed: Story = {
  ...on('enterprise', serverErrorOn('dissociate')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await removeColleague(canvasElement, words);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(words.text('errors.internal'));
    const remove = await canvas.findByRole('button', {
      name: `${words.t('account.licenses.remove')} ${COLLEAGUE}`,
    });
    // Enabled again once the list has been refreshed.
    await waitFor(() => expect(remove).toBeEnabled());
  },
};

/**
 * docs/accounts.md#session-end: a 401 on any of the account's calls ends the session: the token is gone and
 * the user is on /signin.
 */
const sessionExpiredOn = (
  call: EndpointName,
  scenario: ScenarioName,
  act: (canvasElement: HTMLElement, words: StoryWords) => Promise<void> = async () => {},
): Story => ({
  ...on(scenario, expiredSessionOn(call)),
  play: async ({ canvasElement, globals }) => {
    await act(canvasElement, storyWords(globals));
    await expectSentToSignIn(canvasElement);
  },
});

export const SessionExpiredOnLoad = sessionExpiredOn('subscriptionInfo', 'enterprise');

export const SessionExpiredOnInvitation = sessionExpiredOn(
  'sendInvitation',
  'enterprise',
  async (canvas, words) => {
    await settled(canvas);
    await invite(canvas, words);
  },
);

export const SessionExpiredOnRemoval = sessionExpiredOn('dissociate', 'enterprise', async (canvas, words) => {
  await settled(canvas);
  await removeColleague(canvas, words);
});

export const SessionExpiredOnCancel = sessionExpiredOn('unsubscribe', 'premium', async (canvas, words) => {
  await settled(canvas);
  await cancelSubscription(canvas, words);
});
