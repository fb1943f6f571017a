import { auditChainBroken, auditEntries, type ScenarioName, scenarios, serverErrorOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AdminPage } from './admin-page.js';
import { expectFitsPhone } from './admin-page.phone.testing.js';

/** Admin > Audit log (docs/admin.md#admin-page, docs/audit-log.md#chain): every entry, and Verify. */
const meta = {
  title: 'Screens/Admin/Audit log',
  component: AdminPage,
  decorators: [withRoutes('/admin')],
  parameters: { layout: 'fullscreen', route: '/admin', signedIn: true },
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const on = (scenario: ScenarioName, ...first: RequestHandler[]): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...first, ...scenarios[scenario].handlers());
  },
});

/** Opens the tab; unless told not to, waits for its table. */
async function openTab(canvasElement: HTMLElement, { t }: StoryWords, waitForTable = true) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: t('admin.tab.audit') }));
  if (!waitForTable) return canvas;
  return within(await canvas.findByRole('table', { name: t('admin.audit.caption') }));
}

const filterKind = async (
  canvasElement: HTMLElement,
  words: StoryWords,
  kind: 'account.activity.kind.seatsDrift',
) => {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(
    canvas.getByLabelText(words.label('account.activity.filters.kind')),
    words.text(kind),
  );
  await userEvent.click(canvas.getByRole('button', { name: words.t('account.activity.filters.submit') }));
};

/** The newest 50 of every entry: people, the site's admin, Stripe and our jobs. */
export const List: Story = {
  ...on('auditAdmin'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words);
    await expect(table.getAllByRole('rowheader')).toHaveLength(50);
    await expect(
      within(canvasElement).getByRole('button', { name: words.t('account.activity.loadOlder') }),
    ).toBeVisible();
  },
};

/** On a phone each entry is a card of labelled lines: nothing scrolls sideways, every tab in sight. */
export const OnPhone: Story = {
  ...on('auditAdmin'),
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await openTab(canvasElement, words);
    await filterKind(canvasElement, words, 'account.activity.kind.seatsDrift');
    await within(canvasElement).findByRole('table', { name: words.t('admin.audit.caption') });
    await expectFitsPhone(canvasElement, words);
  },
};

/** The daily reconciliation's finding (docs/licences.md#seat-reconciliation), read in words. */
export const SeatsDrift: Story = {
  ...on('auditAdmin'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await openTab(canvasElement, words);
    await filterKind(canvasElement, words, 'account.activity.kind.seatsDrift');
    const table = within(
      await within(canvasElement).findByRole('table', { name: words.t('admin.audit.caption') }),
    );
    await expect(
      await table.findByText(
        words.text('account.activity.change.drift', { ours: 5, taken: 5, stripe: 4, status: 'active' }),
      ),
    ).toBeVisible();
    await expect(table.getAllByRole('rowheader')).toHaveLength(1);
  },
};

export const VerifyIntact: Story = {
  ...on('auditAdmin'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await openTab(canvasElement, words);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: words.t('admin.audit.verify.button') }),
    );
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      words.text('admin.audit.verify.intact', { count: auditEntries.length }),
    );
  },
};

/** A changed row: the answer names the first entry that does not follow. */
export const VerifyBroken: Story = {
  ...on('auditChainBroken'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await openTab(canvasElement, words);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: words.t('admin.audit.verify.button') }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      words.text('admin.audit.verify.broken', {
        id: auditChainBroken.firstBrokenId ?? 0,
        count: auditChainBroken.entriesChecked,
      }),
    );
  },
};

/** A list that cannot be loaded says so, with "Try again". */
export const LoadError: Story = {
  ...on('auditAdmin', serverErrorOn('adminAuditLog')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = await openTab(canvasElement, words, false);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('errors.internal'));
  },
};
