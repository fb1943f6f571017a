import { creditInvoices, type ScenarioName, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AdminPage } from './admin-page.js';
import { expectFitsPhone } from './admin-page.phone.testing.js';

/**
 * Admin > Open invoices with credit at stake: a first order above the credit limit waiting for its
 * approval (docs/admin.md#approve-order) and an invoice written off whose transfer may still come
 * (docs/subscriptions-and-money.md#overdue-invoices).
 */
const meta = {
  title: 'Screens/Admin/Open invoices, credit',
  component: AdminPage,
  decorators: [withRoutes('/admin')],
  parameters: { layout: 'fullscreen', route: '/admin', signedIn: true },
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const on = (scenario: ScenarioName): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...scenarios[scenario].handlers());
  },
});

const body = () => within(document.body);
const phone = { viewport: { value: 'mobile390', isRotated: false } };

const waiting = creditInvoices.find((invoice) => invoice.awaitsApproval);
const writtenOff = creditInvoices.find((invoice) => invoice.status === 'uncollectible');
if (!waiting || !writtenOff) throw new Error('The credit fixtures hold an order waiting and a write-off');

const named = (invoice: (typeof creditInvoices)[number]) => ({
  number: invoice.number ?? '',
  customer: invoice.customerName ?? '',
});

async function openTab(canvasElement: HTMLElement, { t }: StoryWords) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: t('admin.tab.invoices') }));
  return within(await canvas.findByRole('table', { name: t('admin.invoices.caption') }));
}

/** The order waiting says so and can be approved; the write-off, last, can still be marked paid. */
export const AwaitingApprovalAndWrittenOff: Story = {
  ...on('adminCredit'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words);
    await expect(table.getAllByRole('rowheader')).toHaveLength(creditInvoices.length);
    await expect(table.getByText(words.text('admin.invoices.awaitsApproval'))).toBeVisible();
    await expect(
      table.getByRole('button', { name: words.t('admin.invoices.approve.label', named(waiting)) }),
    ).toBeEnabled();
    await expect(table.getByText(words.text('admin.invoices.writtenOff'))).toBeVisible();
    await expect(
      table.getByRole('button', { name: words.t('admin.invoices.markPaid.label', named(writtenOff)) }),
    ).toBeEnabled();
    // Only the order waiting has Approve.
    await expect(table.getAllByText(words.text('admin.invoices.approve.action'))).toHaveLength(1);
  },
};

export const AwaitingApprovalOnPhone: Story = {
  ...on('adminCredit'),
  globals: phone,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words);
    await expect(
      table.getByRole('button', { name: words.t('admin.invoices.approve.label', named(waiting)) }),
    ).toBeVisible();
    await expectFitsPhone(canvasElement, words);
  },
};

/** The question names the invoice, the customer and the amount, and says the approval is recorded. */
export const ApproveQuestion: Story = {
  ...on('adminCredit'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words);
    await userEvent.click(
      table.getByRole('button', { name: words.t('admin.invoices.approve.label', named(waiting)) }),
    );
    const dialog = await body().findByRole('alertdialog', { name: words.t('admin.invoices.approve.title') });
    await expect(dialog).toHaveTextContent(words.chf(waiting.amountDue));
    await expect(
      within(dialog).getByRole('button', { name: words.t('admin.invoices.approve.cancel') }),
    ).toHaveFocus();
  },
};

/** Approved: said above the table; the invoice stays until its transfer, no longer waiting. */
export const Approved: Story = {
  ...on('adminCredit'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words);
    await userEvent.click(
      table.getByRole('button', { name: words.t('admin.invoices.approve.label', named(waiting)) }),
    );
    const dialog = await body().findByRole('alertdialog', { name: words.t('admin.invoices.approve.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: words.t('admin.invoices.approve.confirm') }),
    );
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    const success = words.text('admin.invoices.approve.success', { number: waiting.number ?? '' });
    await expect(await within(canvasElement).findByText(success)).toBeVisible();
    await waitFor(() => expect(table.queryByText(words.text('admin.invoices.awaitsApproval'))).toBeNull());
    await expect(table.getAllByRole('rowheader')).toHaveLength(creditInvoices.length);
  },
};

/** A transfer that came after the write-off: the admin finds the invoice and records it. */
export const WrittenOffMarkedPaid: Story = {
  ...on('adminCredit'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words);
    await userEvent.click(
      table.getByRole('button', { name: words.t('admin.invoices.markPaid.label', named(writtenOff)) }),
    );
    const dialog = await body().findByRole('alertdialog', { name: words.t('admin.invoices.confirm.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: words.t('admin.invoices.confirm.confirm') }),
    );
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    const success = words.text('admin.invoices.success', { number: writtenOff.number ?? '' });
    await expect(await within(canvasElement).findByText(success)).toBeVisible();
    await waitFor(() => expect(table.queryByText(words.text('admin.invoices.writtenOff'))).toBeNull());
  },
};
