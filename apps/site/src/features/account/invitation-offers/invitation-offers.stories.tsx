import { invitedAccount, type ScenarioName, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import { withRoutes } from '../../../testing/story-routes.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AccountPage } from '../account-page/account-page.js';
import { settled } from '../account-page/account-page.stories.testing.js';

/** docs/licences.md#offers: a seat offered to her, which she accepts or declines on her account page. */
const meta = {
  title: 'Screens/Account/Invitations',
  component: AccountPage,
  decorators: [withRoutes('/account')],
  parameters: { layout: 'fullscreen', route: '/account', signedIn: true },
  args: { today: new Date('2026-11-25T10:00:00Z') },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const on = (scenario: ScenarioName): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...scenarios[scenario].handlers());
  },
});

const offer = invitedAccount.invitations[0];
const inviter = offer?.managedBy ?? { name: null, email: '' };

/** The offer's section, once the account has been read; and the whole page's other answers. */
async function offers(canvasElement: HTMLElement, { t }: StoryWords) {
  await settled(canvasElement);
  return within(await within(canvasElement).findByRole('region', { name: t('account.invitations.heading') }));
}

const button = (words: StoryWords, id: 'account.invitations.accept' | 'account.invitations.decline') =>
  `${words.t(id)} ${inviter.email}`;

/** The offer, who makes it, and what answering means; nothing is hers yet. */
export const Offered: Story = {
  ...on('invited'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const { text } = words;
    const section = await offers(canvasElement, words);
    await expect(
      section.getByText(
        text('account.invitations.offerWithName', { name: inviter.name ?? '', email: inviter.email }),
      ),
    ).toBeVisible();
    await expect(section.getByText(text('account.invitations.note'))).toBeVisible();
    await expect(
      section.getByRole('button', { name: button(words, 'account.invitations.accept') }),
    ).toBeEnabled();
    await expect(
      section.getByRole('button', { name: button(words, 'account.invitations.decline') }),
    ).toBeEnabled();
    await expect(within(canvasElement).getByText(text('account.type.free'))).toBeVisible();
  },
};

/** Accepted with the keyboard: the seat is hers, said in the section, which keeps the focus. */
export const Accepted: Story = {
  ...on('invited'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await offers(canvasElement, words);
    section.getByRole('button', { name: button(words, 'account.invitations.accept') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await section.findByRole('status')).toHaveTextContent(
      words.text('account.invitations.accepted'),
    );
    await expect(
      section.getByRole('heading', { name: words.t('account.invitations.heading') }),
    ).toHaveFocus();
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(words.text('account.seat.label'))).toBeVisible();
    await expect(section.queryByRole('button')).toBeNull();
  },
};

/** Declined: the offer is gone, the account stays as it was. */
export const Declined: Story = {
  ...on('invited'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await offers(canvasElement, words);
    await userEvent.click(
      section.getByRole('button', { name: button(words, 'account.invitations.decline') }),
    );
    await expect(await section.findByRole('status')).toHaveTextContent(
      words.text('account.invitations.declined'),
    );
    await waitFor(() => expect(section.queryByRole('button')).toBeNull());
    await expect(within(canvasElement).getByText(words.text('account.type.free'))).toBeVisible();
  },
};

/** Her own plan runs: accepting is refused with the reason, and the offer stays to decline. */
export const AcceptRefusedOwnPlan: Story = {
  ...on('invitedPremium'),
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const section = await offers(canvasElement, words);
    await userEvent.click(section.getByRole('button', { name: button(words, 'account.invitations.accept') }));
    await expect(await section.findByRole('alert')).toHaveTextContent(
      words.text('account.errors.ownPlanHeld'),
    );
    await expect(
      section.getByRole('button', { name: button(words, 'account.invitations.decline') }),
    ).toBeEnabled();
  },
};

/** The owner's list: an invitee who declined; that licence holds no seat (docs/licences.md#seats). */
export const OwnerSeesDeclined: Story = {
  ...on('enterpriseDeclined'),
  play: async ({ canvasElement, globals }) => {
    const { t, text } = storyWords(globals);
    const canvas = within(canvasElement);
    await settled(canvasElement);
    const table = within(await canvas.findByRole('table', { name: t('account.licenses.table.caption') }));
    const row = within(table.getByRole('row', { name: /lea\.meier/ }));
    await expect(row.getByText(text('account.licenses.status.declined'))).toBeVisible();
    await expect(canvas.getByText(text('account.licenses.available')).nextElementSibling).toHaveTextContent(
      '2',
    );
    await expect(canvas.queryByRole('region', { name: t('account.invitations.heading') })).toBeNull();
  },
};

/** docs/routes-and-screens.md#narrow-screens: on a phone nothing scrolls sideways, every action in view. */
export const OfferedOnPhone: Story = {
  ...Offered,
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async (context) => {
    await Offered.play?.(context);
    await expectFitsScreen(context.canvasElement);
  },
};
