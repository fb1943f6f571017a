import { type EndpointName, type PracticeRole, permittedActions } from '@app/contracts';
import {
  auditEntries,
  endpointHandler,
  endpointRoute,
  type ScenarioName,
  scenarios,
  serverErrorOn,
} from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { ActivityPage } from './activity-page.js';

/** docs/routes-and-screens.md#activity: her activity, and her practice's for its owner and admins. */
const meta = {
  title: 'Screens/Account/Activity',
  component: ActivityPage,
  decorators: [withRoutes('/account/activity')],
  parameters: { layout: 'fullscreen', route: '/account/activity', signedIn: true },
} satisfies Meta<typeof ActivityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GET /practice as the caller's roles have it (docs/licences.md#practice-view), the permissions from the matrix. */
const practiceOf = (roles: PracticeRole[]): RequestHandler =>
  endpointHandler('practice', () => ({
    practice: {
      ownerEmail: 'dr.anna.muller@praxis-lac.ch',
      ownerName: 'Anna Müller',
      roles,
      permissions: permittedActions(roles),
      members: [],
      subscription: null,
    },
    ownershipOffer: null,
  }));

const on = (scenario: ScenarioName, ...first: RequestHandler[]): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...first, ...scenarios[scenario].handlers());
  },
});

const pending = (call: EndpointName): RequestHandler => {
  const { method, path } = endpointRoute(call);
  return method(path, () => delay('infinite'));
};

const table = async (canvasElement: HTMLElement, { t }: StoryWords, practice = false) =>
  within(
    await within(canvasElement).findByRole('table', {
      name: t(practice ? 'account.activity.caption.practice' : 'account.activity.caption.own'),
    }),
  );

const toPractice = async (canvasElement: HTMLElement, words: StoryWords) => {
  await userEvent.click(
    await within(canvasElement).findByRole('radio', { name: words.t('account.activity.scope.practice') }),
  );
  return table(canvasElement, words, true);
};

/** A colleague reads what she did and what was done to her account; no switch, no person filter. */
export const Own: Story = {
  ...on('colleague', practiceOf(['member'])),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const rows = await table(canvasElement, words);
    await expect(rows.getAllByText('marc.rossi@praxis-lac.ch').length).toBeGreaterThan(0);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByLabelText(words.label('account.activity.filters.person'))).toBeNull();
  },
};

/** The practice's entries: all but the admin's own lists' (docs/audit-log.md#who-reads). */
const practiceEntries = auditEntries.filter(
  (entry) => entry.kind !== 'blacklist_changed' && entry.kind !== 'tracking_deleted',
).length;

/** The owner switches to the practice's: 50 entries, newest first, and "Load older entries". */
export const Practice: Story = {
  ...on('enterprise', practiceOf(['owner', 'member'])),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const rows = await toPractice(canvasElement, words);
    await expect(rows.getAllByRole('rowheader')).toHaveLength(50);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: words.t('account.activity.loadOlder') }),
    );
    await waitFor(() => expect(rows.getAllByRole('rowheader')).toHaveLength(practiceEntries));
    await expect(
      within(canvasElement).queryByRole('button', { name: words.t('account.activity.loadOlder') }),
    ).toBeNull();
  },
};

/** A practice admin filters by a colleague and a kind: one row, its change in words. */
export const Filtered: Story = {
  ...on('auditPracticeAdmin', practiceOf(['member', 'admin'])),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await toPractice(canvasElement, words);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(words.label('account.activity.filters.person')),
      'marc.rossi@praxis-lac.ch',
    );
    await userEvent.selectOptions(
      canvas.getByLabelText(words.label('account.activity.filters.kind')),
      words.text('account.activity.kind.rolesChanged'),
    );
    await userEvent.click(canvas.getByRole('button', { name: words.t('account.activity.filters.submit') }));
    const rows = await table(canvasElement, words, true);
    await expect(await rows.findAllByRole('rowheader')).toHaveLength(1);
    await expect(rows.getByText(words.text('account.activity.kind.rolesChanged'))).toBeVisible();
  },
};

/** By keyboard alone: the arrow key switches to the practice, Enter in the person field applies the filter. */
const COLLEAGUE = 'marc.rossi@praxis-lac.ch';

export const ByKeyboard: Story = {
  ...on('enterprise', practiceOf(['owner', 'member'])),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    (await canvas.findByRole('radio', { name: words.t('account.activity.scope.own') })).focus();
    await userEvent.keyboard('{ArrowRight}');
    await table(canvasElement, words, true);
    canvas.getByLabelText(words.label('account.activity.filters.person')).focus();
    await userEvent.keyboard(`${COLLEAGUE}{Enter}`);
    const rows = await table(canvasElement, words, true);
    // Every entry of the mocked log by him or about him (the mocks' person filter), one row each.
    const his = auditEntries.filter((entry) => entry.actor.email === COLLEAGUE || entry.target === COLLEAGUE);
    await waitFor(() => expect(rows.getAllByRole('rowheader')).toHaveLength(his.length));
  },
};

/** A billing manager's roles do not read the practice's log (docs/licences.md#permissions): her own only. */
export const BillingManager: Story = {
  ...on('auditBillingManager', practiceOf(['member', 'billing'])),
  play: async ({ canvasElement, globals }) => {
    await table(canvasElement, storyWords(globals));
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
};

export const Empty: Story = {
  ...on('auditEmpty', practiceOf(['owner', 'member'])),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const rows = await table(canvasElement, words);
    await expect(rows.getByText(words.text('account.activity.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  ...on('enterprise', practiceOf(['owner', 'member']), pending('auditLog')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await expect(
      await within(canvasElement).findByText(words.text('account.activity.loading')),
    ).toBeVisible();
  },
};

/** A log that cannot be read says so, with "Try again", rather than showing an empty one. */
export const LoadError: Story = {
  ...on('enterprise', practiceOf(['owner', 'member']), serverErrorOn('auditLog')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(words.text('errors.internal'));
    await expect(
      within(alert).getByRole('button', { name: words.t('account.activity.retry') }),
    ).toBeVisible();
  },
};

/** On a phone the rows are cards of labelled lines and nothing scrolls sideways. */
export const OnPhone: Story = {
  ...on('colleague', practiceOf(['member'])),
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await table(canvasElement, storyWords(globals));
    await expectFitsScreen(canvasElement);
  },
};
