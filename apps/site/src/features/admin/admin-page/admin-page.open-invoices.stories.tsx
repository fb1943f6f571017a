import type { EndpointName } from '@app/contracts';
import {
  endpointRoute,
  expiredSessionOn,
  openInvoices,
  refusalOn,
  type ScenarioName,
  scenarios,
  serverErrorOn,
} from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectEachClosingGivesFocusBack, openWithEnter } from '../../../testing/dialog-focus.js';
import { expectSentToSignIn, withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AdminPage } from './admin-page.js';
import { expectFitsPhone } from './admin-page.phone.testing.js';

/** Admin > Open invoices (docs/admin.md#open-invoices): the invoices paid by transfer still unpaid. */
const meta = {
  title: 'Screens/Admin/Open invoices',
  component: AdminPage,
  decorators: [withRoutes('/admin')],
  parameters: { layout: 'fullscreen', route: '/admin', signedIn: true },
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story on one of the mocks' named backends, with `first` answering in front of it. */
const on = (scenario: ScenarioName, ...first: RequestHandler[]): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...first, ...scenarios[scenario].handlers());
  },
});

/** A call that never answers, in front of the full lists. */
const pending = (call: EndpointName): RequestHandler => {
  const { method, path } = endpointRoute(call);
  return method(path, () => delay('infinite'));
};

const phone = { viewport: { value: 'mobile390', isRotated: false } };
const body = () => within(document.body);

const [reminded, overdue] = openInvoices;
if (!reminded || !overdue) throw new Error('The admin fixtures hold open invoices');

/** Opens the tab and, unless told not to, waits for its table. */
async function openTab(canvasElement: HTMLElement, { t }: StoryWords, waitForTable = true) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: t('admin.tab.invoices') }));
  if (!waitForTable) return canvas;
  return within(await canvas.findByRole('table', { name: t('admin.invoices.caption') }));
}

const markLabel = ({ t }: StoryWords, invoice: (typeof openInvoices)[number]) =>
  t('admin.invoices.markPaid.label', { number: invoice.number ?? '', customer: invoice.customerName ?? '' });

/** Asks to mark `invoice` paid and answers the question with "Mark as paid". */
async function markPaid(
  canvasElement: HTMLElement,
  words: StoryWords,
  invoice: (typeof openInvoices)[number],
) {
  const table = await openTab(canvasElement, words);
  await userEvent.click(table.getByRole('button', { name: markLabel(words, invoice) }));
  const dialog = await body().findByRole('alertdialog', { name: words.t('admin.invoices.confirm.title') });
  await userEvent.click(
    within(dialog).getByRole('button', { name: words.t('admin.invoices.confirm.confirm') }),
  );
  await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  return table;
}

/** Three open invoices: overdue and reminded, overdue, not yet due. */
export const List: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words);
    await expect(table.getAllByRole('rowheader')).toHaveLength(openInvoices.length);
    await expect(table.getAllByText(words.text('admin.invoices.overdue'))).toHaveLength(2);
    await expect(table.getByText(words.chf(reminded.amountDue))).toBeVisible();
    await expect(
      table.getByText(
        words.text('admin.invoices.reminder.sent', { date: words.date(reminded.remindedAt ?? '') }),
      ),
    ).toBeVisible();
  },
};

/** On a phone each invoice is a card of labelled lines: nothing scrolls sideways, every tab in sight. */
export const OnPhone: Story = {
  ...on('adminFull'),
  globals: phone,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words);
    await expect(table.getAllByRole('rowheader')).toHaveLength(openInvoices.length);
    await expect(table.getByRole('button', { name: markLabel(words, overdue) })).toBeVisible();
    await expectFitsPhone(canvasElement, words);
  },
};

export const Loading: Story = {
  ...on('adminFull', pending('listOpenInvoices')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = await openTab(canvasElement, words, false);
    await expect(await canvas.findByText(words.text('admin.invoices.loading'))).toBeVisible();
  },
};

export const Empty: Story = {
  ...on('adminEmpty'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words);
    await expect(table.getByText(words.text('admin.invoices.empty'))).toBeVisible();
  },
};

/** The question names the invoice, its customer and the amount; Cancel has the focus. */
export const Question: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words);
    await userEvent.click(table.getByRole('button', { name: markLabel(words, overdue) }));
    const dialog = await body().findByRole('alertdialog', { name: words.t('admin.invoices.confirm.title') });
    await expect(dialog).toHaveTextContent(words.chf(overdue.amountDue));
    await expect(
      within(dialog).getByRole('button', { name: words.t('admin.invoices.confirm.cancel') }),
    ).toHaveFocus();
  },
};

/**
 * docs/routes-and-screens.md#focus-after-dialog: the question, asked with Enter on a row's button
 * and closed with Escape or Cancel, gives the focus back to that button.
 */
export const QuestionGivesFocusBack: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words);
    await expectEachClosingGivesFocusBack(
      async () => table.getByRole('button', { name: markLabel(words, overdue) }),
      (opener) => openWithEnter(opener, words.t('admin.invoices.confirm.title'), 'alertdialog'),
      ['Escape', { button: words.t('admin.invoices.confirm.cancel') }],
    );
  },
};

/** Marked paid: the row is gone and the outcome is said above the table. */
export const MarkedPaid: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await markPaid(canvasElement, words, overdue);
    const success = words.text('admin.invoices.success', { number: overdue.number ?? '' });
    await expect(await within(canvasElement).findByText(success)).toBeVisible();
    await waitFor(() => expect(table.getAllByRole('rowheader')).toHaveLength(openInvoices.length - 1));
  },
};

/** Paid or voided meanwhile: refused, said, and the list read again. */
export const NoLongerOpen: Story = {
  ...on('adminFull', refusalOn('markInvoicePaid', 'invoice_not_open')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await markPaid(canvasElement, words, reminded);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('account.errors.invoiceNotOpen'));
  },
};

/** Stripe unreachable: nothing changed, the list stays, the admin tries again later. */
export const PaymentsUnavailable: Story = {
  ...on('adminFull', refusalOn('markInvoicePaid', 'payment_provider_unavailable')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await markPaid(canvasElement, words, reminded);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('errors.paymentProviderUnavailable'));
    await expect(table.getAllByRole('rowheader')).toHaveLength(openInvoices.length);
  },
};

/** A list that cannot be loaded says so, with "Try again", rather than claiming none is open. */
export const LoadError: Story = {
  ...on('adminFull', serverErrorOn('listOpenInvoices')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = await openTab(canvasElement, words, false);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('errors.internal'));
    await expect(within(alert).getByRole('button', { name: words.t('admin.invoices.retry') })).toBeVisible();
  },
};

/** docs/accounts.md#session-end: a 401 on the list ends the session, as on every admin call. */
export const SessionExpired: Story = {
  ...on('adminFull', expiredSessionOn('listOpenInvoices')),
  play: async ({ canvasElement, globals }) => {
    await openTab(canvasElement, storyWords(globals), false);
    await expectSentToSignIn(canvasElement);
  },
};
