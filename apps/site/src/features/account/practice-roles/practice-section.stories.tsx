import { PERMISSIONS, type PracticeAction } from '@app/contracts';
import { BILLING_EMAIL, MEMBER_EMAIL, type ScenarioName, scenarios, serverErrorOn } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFocusBack } from '../../../testing/dialog-focus.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AccountPage } from '../account-page/account-page.js';
import { settled } from '../account-page/account-page.stories.testing.js';

/** docs/licences.md#practice-view: the practice's section of the account page, for each role. */
const meta = {
  title: 'Screens/Account/Practice',
  component: AccountPage,
  decorators: [withRoutes('/account')],
  parameters: { layout: 'fullscreen', route: '/account', signedIn: true },
  args: { today: new Date('2026-11-25T10:00:00Z') },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const on = (
  scenario: ScenarioName,
  ...first: ReturnType<typeof serverErrorOn>[]
): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...first, ...scenarios[scenario].handlers());
  },
});

/** The section, once the page has answered. */
async function practice(canvasElement: HTMLElement, { t }: StoryWords) {
  await settled(canvasElement);
  return within(await within(canvasElement).findByRole('region', { name: t('account.practice.heading') }));
}

/** The sentences a role's section says: one per action of the matrix it may do, in its order. */
async function expectSentences(canvasElement: HTMLElement, words: StoryWords, role: string) {
  const section = await practice(canvasElement, words);
  const actions = Object.entries(PERMISSIONS).filter(([, roles]) =>
    (roles as readonly string[]).includes(role),
  );
  await expect(
    section.queryAllByRole('listitem').map((item) => item.textContent?.replace(/\s+/g, ' ').trim()),
  ).toEqual(actions.map(([action]) => words.text(`account.practice.can.${action as PracticeAction}`)));
  return section;
}

/** The owner: every action, the roles of each other member, and the offer of the ownership. */
export const Owner: Story = {
  ...on('practiceOwner'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await expectSentences(canvasElement, words, 'owner');
    await expect(section.getByText(words.text('account.practice.ownerYou'))).toBeVisible();
    await expect(section.getAllByRole('group')).toHaveLength(3);
  },
};

/** An admin: the colleagues, security and the log; no roles editor, no offer. */
export const Admin: Story = {
  ...on('practiceAdmin'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await expectSentences(canvasElement, words, 'admin');
    await expect(section.queryByRole('button')).toBeNull();
  },
};

/** A billing manager: the card, billing details, invoices, plan and seats. */
export const BillingManager: Story = {
  ...on('practiceBillingManager'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await expectSentences(canvasElement, words, 'billing');
    await expect(section.queryByRole('button')).toBeNull();
  },
};

/** A member: who the owner is, her role, and that the practice is run by its owner. */
export const Member: Story = {
  ...on('practiceMember'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await practice(canvasElement, words);
    await expect(section.getByText(words.text('account.practice.can.none'))).toBeVisible();
    await expect(section.queryByRole('button')).toBeNull();
  },
};

/** The owner gives a member the billing manager role: saved at once, said beside it. */
export const RolesSaved: Story = {
  ...on('practiceOwner'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const member = within((await practice(canvasElement, words)).getByRole('group', { name: MEMBER_EMAIL }));
    await userEvent.click(member.getByRole('checkbox', { name: words.t('account.practice.role.billing') }));
    await userEvent.click(
      member.getByRole('button', { name: `${words.t('account.practice.rolesEditor.save')} ${MEMBER_EMAIL}` }),
    );
    await expect(await member.findByRole('status')).toHaveTextContent(
      words.text('account.practice.rolesEditor.saved'),
    );
  },
};

/** Saving is refused (her licence was removed meanwhile): the reason beside her roles. */
export const RolesRefused: Story = {
  ...on('rolesRefusedNotAMember'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const member = within((await practice(canvasElement, words)).getByRole('group', { name: MEMBER_EMAIL }));
    await userEvent.click(member.getByRole('checkbox', { name: words.t('account.practice.role.admin') }));
    await userEvent.click(
      member.getByRole('button', { name: `${words.t('account.practice.rolesEditor.save')} ${MEMBER_EMAIL}` }),
    );
    await expect(await member.findByRole('alert')).toHaveTextContent(words.text('account.errors.notAMember'));
  },
};

const offerButton = (words: StoryWords) =>
  `${words.t('account.practice.ownership.offer')} Sophie Keller (${BILLING_EMAIL})`;

/** Handing on the ownership asks first; with the keyboard, Escape keeps it and focus returns. */
export const OfferConfirm: Story = {
  ...on('practiceOwner'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await practice(canvasElement, words);
    const button = section.getByRole('button', { name: offerButton(words) });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(
      dialog.getByRole('button', { name: words.t('account.practice.ownership.confirm.no') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectFocusBack(button, 'Escape');
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  },
};

/** The owner's offer, made and not yet answered: she may withdraw it. */
export const OfferMade: Story = {
  ...on('ownershipOfferMade'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await practice(canvasElement, words);
    await expect(
      section.getByRole('button', { name: words.t('account.practice.ownership.withdraw') }),
    ).toBeEnabled();
  },
};

/** The ownership offered to her: Accept or Decline. */
export const OfferReceived: Story = {
  ...on('ownershipOfferReceived'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await practice(canvasElement, words);
    await expect(
      section.getByRole('button', { name: words.t('account.practice.ownership.accept') }),
    ).toBeEnabled();
    await expect(
      section.getByRole('button', { name: words.t('account.practice.ownership.decline') }),
    ).toBeEnabled();
  },
};

/** Accepted: she is the owner, with everything the owner may do. */
export const OfferAccepted: Story = {
  ...on('ownershipOfferReceived'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await practice(canvasElement, words);
    await userEvent.click(
      section.getByRole('button', { name: words.t('account.practice.ownership.accept') }),
    );
    await expect(await section.findByRole('status')).toHaveTextContent(
      words.text('account.practice.ownership.accepted'),
    );
    await waitFor(() => expect(section.getByText(words.text('account.practice.ownerYou'))).toBeVisible());
    await settled(canvasElement);
  },
};

/** Answered after it was withdrawn: the reason, said where she answered. */
export const OfferGone: Story = {
  ...on('ownershipOfferGone'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await practice(canvasElement, words);
    await userEvent.click(
      section.getByRole('button', { name: words.t('account.practice.ownership.decline') }),
    );
    await expect(await section.findByRole('alert')).toHaveTextContent(
      words.text('account.errors.ownershipOfferGone'),
    );
  },
};

/** The practice could not be read: said in its section, the rest of the page as it is. */
export const LoadFailed: Story = {
  ...on('practiceOwner', serverErrorOn('practice')),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await practice(canvasElement, words);
    await expect(section.getByRole('alert')).toBeVisible();
  },
};
