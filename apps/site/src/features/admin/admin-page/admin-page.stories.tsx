import type { EndpointName } from '@app/contracts';
import { LANGUAGE_NAMES } from '@app/i18n';
import {
  adminUsers,
  endpointRoute,
  expiredSessionOn,
  fullBlacklist,
  type ScenarioName,
  scenarios,
  trackingStats,
} from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, type RequestHandler } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { fill } from '../../../testing/fill.js';
import { expectSentToSignIn, withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AdminPage } from './admin-page.js';
import { expectFitsPhone } from './admin-page.phone.testing.js';

const meta = {
  title: 'Screens/Admin/Admin',
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

/** The blacklist opens on its French phrases, whatever the interface language. */
const blacklistShown = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('ol li')).toHaveLength(fullBlacklist.fr.length));
};

/** Opens a tab and waits for its table to leave the spinner. */
const openTab = async (canvasElement: HTMLElement, { t }: StoryWords, tab: 'stats' | 'users') => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: t(`admin.tab.${tab}`) }));
  return within(await canvas.findByRole('table', { name: t(`admin.${tab}.caption`) }));
};

async function addPhrase(canvasElement: HTMLElement, { t, label }: StoryWords, phrase: string) {
  const canvas = within(canvasElement);
  if (phrase) await fill(canvas.getByLabelText(label('admin.blacklist.phrase.label')), phrase);
  await userEvent.click(canvas.getByRole('button', { name: t('admin.blacklist.add') }));
}

const [firstStat, secondStat] = trackingStats;
if (!firstStat || !secondStat) throw new Error('The admin fixtures hold at least two clicks');

const deleteLabel = ({ t, intl }: StoryWords, stat: (typeof trackingStats)[number]) =>
  t('admin.stats.deleteLabel', {
    id: stat.id,
    date: intl.formatDate(stat.date, { dateStyle: 'long', timeStyle: 'short' }),
  });

export const BlacklistFull: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await blacklistShown(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: LANGUAGE_NAMES.fr })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      canvas.getByRole('button', {
        name: t('admin.blacklist.deleteLabel', { phrase: fullBlacklist.fr[0] ?? '' }),
      }),
    ).toBeEnabled();
  },
};

/** On a phone the four tabs wrap rather than scroll one out of sight. */
export const BlacklistOnPhone: Story = {
  ...BlacklistFull,
  globals: phone,
  play: async (context) => {
    await BlacklistFull.play?.(context);
    await expectFitsPhone(context.canvasElement, storyWords(context.globals));
  },
};

export const BlacklistEmpty: Story = {
  ...on('adminEmpty'),
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await expect(await within(canvasElement).findByText(text('admin.blacklist.empty'))).toBeVisible();
  },
};

/** docs/admin.md#blacklist-phrase: a blank phrase is refused on the spot, without a call. */
export const BlacklistBlankPhrase: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await blacklistShown(canvasElement);
    await addPhrase(canvasElement, words, '');
    const field = within(canvasElement).getByLabelText(words.label('admin.blacklist.phrase.label'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(words.text('admin.blacklist.error.blank'));
  },
};

/** A phrase already in the list is refused on the spot: the API would refuse it and empty the lists. */
export const BlacklistDuplicatePhrase: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await blacklistShown(canvasElement);
    await addPhrase(canvasElement, words, fullBlacklist.fr[0] ?? '');
    const field = within(canvasElement).getByLabelText(words.label('admin.blacklist.phrase.label'));
    await expect(field).toHaveAccessibleDescription(words.text('admin.blacklist.error.duplicate'));
    await expect(canvasElement.querySelectorAll('ol li')).toHaveLength(fullBlacklist.fr.length);
  },
};

export const BlacklistAddsAPhrase: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await blacklistShown(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: LANGUAGE_NAMES.en }));
    await addPhrase(canvasElement, words, 'Please subscribe to the channel');
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('ol li')).toHaveLength(fullBlacklist.en.length + 1),
    );
    // The list may show the new phrase a render before the field is emptied.
    await waitFor(() =>
      expect(canvas.getByLabelText(words.label('admin.blacklist.phrase.label'))).toHaveValue(''),
    );
  },
};

export const BlacklistDeletesAPhrase: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    await blacklistShown(canvasElement);
    const [first, second] = fullBlacklist.fr;
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: t('admin.blacklist.deleteLabel', { phrase: first ?? '' }),
      }),
    );
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('ol li')).toHaveLength(fullBlacklist.fr.length - 1),
    );
    await expect(canvasElement.querySelector('ol li')).toHaveTextContent(second ?? '');
  },
};

export const Loading: Story = {
  ...on('adminFull', pending('getBlacklist')),
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    await expect(await within(canvasElement).findByText(text('admin.blacklist.loading'))).toBeVisible();
  },
};

/** docs/admin.md#admin-errors: the admin calls fail silently; the lists are simply empty. */
export const ServerError: Story = {
  ...on('serverError'),
  play: async ({ canvasElement, globals }) => {
    const { text } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text('admin.blacklist.empty'))).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const StatsFull: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words, 'stats');
    await expect(table.getAllByRole('row')).toHaveLength(trackingStats.length + 1);
    await expect(table.getByText(secondStat.id)).toBeVisible();
    await expect(table.getAllByText(words.text('admin.stats.user.known'))).toHaveLength(2);
  },
};

/** On a phone the clicks fit without scrolling sideways, every tab in sight. */
export const StatsOnPhone: Story = {
  ...StatsFull,
  globals: phone,
  play: async (context) => {
    await StatsFull.play?.(context);
    await expectFitsPhone(context.canvasElement, storyWords(context.globals));
  },
};

export const StatsLoading: Story = {
  ...on('adminFull', pending('trackingStats')),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('admin.tab.stats') }));
    await expect(await canvas.findByText(text('admin.stats.loading'))).toBeVisible();
  },
};

export const StatsEmpty: Story = {
  ...on('adminEmpty'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words, 'stats');
    await expect(table.getByText(words.text('admin.stats.empty'))).toBeVisible();
  },
};

export const StatsDeletesAClick: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words, 'stats');
    await userEvent.click(table.getByRole('button', { name: deleteLabel(words, secondStat) }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(trackingStats.length));
    await expect(table.queryByText(secondStat.id)).toBeNull();
  },
};

/** The copy chip's confirmation comes and goes after two seconds (docs/admin.md#copy-emails). */
export const UsersFull: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words, 'users');
    await expect(table.getByRole('rowheader', { name: adminUsers[1]?.email })).toBeVisible();
    // The story browser may refuse the real clipboard; the chip's behaviour is what is shown here.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.t('admin.users.copyEmails') }));
    await expect(writeText).toHaveBeenCalledWith(adminUsers.map((user) => user.email).join(', '));
    const copied = { selector: '[role="status"]' };
    await expect(await canvas.findByText(words.text('admin.users.emailsCopied'), copied)).toBeTruthy();
    // Back at rest before the screenshot, so the picture never catches the change half-way.
    await waitFor(() =>
      expect(canvas.queryByText(words.text('admin.users.emailsCopied'), copied)).toBeNull(),
    );
    writeText.mockRestore();
  },
};

/** A refused clipboard is said, not pretended away; the chip rests again after two seconds. */
export const UsersCopyFailed: Story = {
  ...on('adminFull'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await openTab(canvasElement, words, 'users');
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.t('admin.users.copyEmails') }));
    const failed = { selector: '[role="status"]' };
    await expect(await canvas.findByText(words.text('admin.users.copyFailed'), failed)).toBeTruthy();
    await waitFor(() => expect(canvas.queryByText(words.text('admin.users.copyFailed'), failed)).toBeNull());
    writeText.mockRestore();
  },
};

/** On a phone the users' table fits without scrolling sideways, every tab in sight. */
export const UsersOnPhone: Story = {
  ...on('adminFull'),
  globals: phone,
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await openTab(canvasElement, words, 'users');
    await expectFitsPhone(canvasElement, words);
  },
};

export const UsersLoading: Story = {
  ...on('adminFull', pending('listUsers')),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('admin.tab.users') }));
    await expect(await canvas.findByText(text('admin.users.loading'))).toBeVisible();
  },
};

/** Without users there is nothing to copy: no chip. */
export const UsersEmpty: Story = {
  ...on('adminEmpty'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const table = await openTab(canvasElement, words, 'users');
    await expect(table.getByText(words.text('admin.users.empty'))).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('button', { name: words.t('admin.users.copyEmails') }),
    ).toBeNull();
  },
};

/**
 * docs/accounts.md#session-end: a 401 on any admin call ends the session: the token is gone and the user is
 * on /signin (a signed-in non-admin meets a 403, which does the same).
 */
const sessionExpiredOn = (
  call: EndpointName,
  act: (canvasElement: HTMLElement, words: StoryWords) => Promise<void> = async () => {},
): Story => ({
  ...on('adminFull', expiredSessionOn(call)),
  play: async ({ canvasElement, globals }) => {
    await act(canvasElement, storyWords(globals));
    await expectSentToSignIn(canvasElement);
  },
});

export const SessionExpiredOnBlacklist = sessionExpiredOn('getBlacklist');

export const SessionExpiredOnAddPhrase = sessionExpiredOn('addBlacklistPhrase', async (canvas, words) => {
  await blacklistShown(canvas);
  await addPhrase(canvas, words, 'Abonnez-vous');
});

export const SessionExpiredOnDeletePhrase = sessionExpiredOn(
  'removeBlacklistPhrase',
  async (canvas, { t }) => {
    await blacklistShown(canvas);
    await userEvent.click(
      within(canvas).getByRole('button', {
        name: t('admin.blacklist.deleteLabel', { phrase: fullBlacklist.fr[0] ?? '' }),
      }),
    );
  },
);

export const SessionExpiredOnStats = sessionExpiredOn('trackingStats', async (canvas, { t }) => {
  await userEvent.click(await within(canvas).findByRole('tab', { name: t('admin.tab.stats') }));
});

export const SessionExpiredOnDeleteClick = sessionExpiredOn('deleteTrackingStat', async (canvas, words) => {
  const table = await openTab(canvas, words, 'stats');
  await userEvent.click(table.getByRole('button', { name: deleteLabel(words, firstStat) }));
});

export const SessionExpiredOnUsers = sessionExpiredOn('listUsers', async (canvas, { t }) => {
  await userEvent.click(await within(canvas).findByRole('tab', { name: t('admin.tab.users') }));
});
