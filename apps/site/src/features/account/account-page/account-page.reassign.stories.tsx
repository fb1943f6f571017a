import type { MessageId } from '@app/i18n';
import { endpointRoute, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectEachClosingGivesFocusBack, openWithEnter } from '../../../testing/dialog-focus.js';
import { fill } from '../../../testing/fill.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AccountPage } from './account-page.js';
import AccountStories from './account-page.stories.js';
import { settled } from './account-page.stories.testing.js';

/**
 * docs/licences.md#seat-counts and #reassign: the owner sees the seats paid, in use, offered and free
 * with the rule, and reassigns an unused licence (accepted and not used for 30 days, pending or
 * declined) in one step from its row's dialog.
 */
const meta = {
  ...AccountStories,
  title: 'Screens/Account/Account with licences to reassign',
  component: AccountPage,
  beforeEach({ msw }) {
    msw.use(...scenarios.enterpriseUnused.handlers());
  },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accepted, not used since early October (mocks' enterpriseUnused). */
const UNUSED = 'sophie.keller@praxis-lac.ch';
const NEW_HOLDER = 'eva.brunner@praxis-lac.ch';

// Dialogs render in a portal, outside the story's canvas.
const body = () => within(document.body);

const reassignButton = (canvasElement: HTMLElement, { t }: StoryWords, email = UNUSED) =>
  within(canvasElement).getByRole('button', { name: `${t('account.licenses.reassign')} ${email}` });

async function openReassign(canvasElement: HTMLElement, words: StoryWords, email = UNUSED) {
  await userEvent.click(reassignButton(canvasElement, words, email));
  return body().findByRole('dialog', { name: words.t('account.licenses.reassign.title') });
}

async function submitReassign(dialog: HTMLElement, { t, label }: StoryWords, toEmail: string) {
  await fill(within(dialog).getByLabelText(label('account.licenses.reassign.label')), toEmail);
  await userEvent.click(within(dialog).getByRole('button', { name: t('account.licenses.reassign.confirm') }));
}

const figure = (canvasElement: HTMLElement, { text }: StoryWords, id: MessageId) =>
  within(canvasElement).getByText(text(id)).nextElementSibling;

export const SeatCounts: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await expect(figure(canvasElement, words, 'account.licenses.total')).toHaveTextContent('5');
    await expect(figure(canvasElement, words, 'account.licenses.inUse')).toHaveTextContent('3');
    await expect(figure(canvasElement, words, 'account.licenses.offered')).toHaveTextContent('1');
    await expect(figure(canvasElement, words, 'account.licenses.available')).toHaveTextContent('1');
    await expect(within(canvasElement).getByText(words.text('account.licenses.seatRule'))).toBeVisible();
    // The unused licences have the button (accepted and unused, pending, declined); Marc's, used
    // the day before, and the owner's own have none.
    const label = `${words.t('account.licenses.reassign')} `;
    const buttons = within(canvasElement).getAllByRole('button', { name: (name) => name.startsWith(label) });
    await expect(buttons).toHaveLength(3);
  },
};

export const ReassignDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    const dialog = await openReassign(canvasElement, words);
    await expect(dialog).toHaveTextContent(
      words.text('account.licenses.reassign.description', { email: UNUSED }),
    );
    await expect(within(dialog).getByLabelText(words.label('account.licenses.reassign.label'))).toHaveFocus();
  },
};

export const ReassignInvalidEmail: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    const dialog = await openReassign(canvasElement, words);
    await submitReassign(dialog, words, 'eva.brunner');
    const field = within(dialog).getByLabelText(words.label('account.licenses.reassign.label'));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(words.text('account.licenses.error.invalidEmail')),
    );
    await expect(field).toHaveFocus();
  },
};

/** The call is under way: the dialog's button is busy and the dialog stays until the answer. */
export const ReassignSending: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('reassignLicense');
    msw.use(method(path, () => delay('infinite')));
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    const dialog = await openReassign(canvasElement, words);
    await submitReassign(dialog, words, NEW_HOLDER);
    const confirm = within(dialog).getByRole('button', {
      name: words.t('account.licenses.reassign.confirm'),
    });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

export const Reassigned: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    const dialog = await openReassign(canvasElement, words);
    await submitReassign(dialog, words, NEW_HOLDER);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      words.text('account.licenses.reassigned'),
    );
    await waitFor(() => expect(canvas.queryAllByText(UNUSED)).toEqual([]));
    await expect((await canvas.findAllByText(NEW_HOLDER))[0]).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
    // The row and its button are gone: the focus is back on the section's heading.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: words.t('account.licenses.heading') })).toHaveFocus(),
    );
  },
};

/** The licence was used since the list was read: the refusal is said in the dialog, kept open. */
export const ReassignRefusedInUse: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.reassignInUse.handlers());
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    const dialog = await openReassign(canvasElement, words);
    await submitReassign(dialog, words, NEW_HOLDER);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      words.text('account.errors.licenseInUse'),
    );
    await expect(within(canvasElement).getAllByText(UNUSED)[0]).toBeVisible();
  },
};

/** The address typed holds a licence already: refused, nothing removed. */
export const ReassignRefusedAlreadyInvited: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    const dialog = await openReassign(canvasElement, words, 'lea.meier@praxis-lac.ch');
    await submitReassign(dialog, words, 'claire.dubois@praxis-lac.ch');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      words.text('account.errors.alreadyInvited'),
    );
  },
};

/** Keyboard: Enter opens the dialog, Escape or "Keep license" or × close it, the focus returns. */
export const ReassignGivesFocusBack: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await expectEachClosingGivesFocusBack(
      async () => reassignButton(canvasElement, words),
      (opener) => openWithEnter(opener, words.t('account.licenses.reassign.title')),
      [
        'Escape',
        { button: words.t('account.licenses.removal.keep') },
        { button: words.t('account.dialog.close') },
      ],
    );
  },
};
