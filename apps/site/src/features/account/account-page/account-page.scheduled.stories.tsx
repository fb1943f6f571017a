import { enterpriseFewerScheduledAccount, scenarios } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fill } from '../../../testing/fill.js';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import { type StoryWords, storyWords } from '../../../testing/story-words.js';
import { AccountPage } from './account-page.js';
import AccountStories from './account-page.stories.js';
import { settled } from './account-page.stories.testing.js';

/**
 * docs/licences.md#scheduled-seats: five licences going down to three at the renewal, three in use.
 * The total says the decrease and its date, no licence is shown free, and an invitation is refused
 * in words that name the decrease.
 */
const meta = {
  ...AccountStories,
  title: 'Screens/Account/Account with fewer licences scheduled',
  component: AccountPage,
  beforeEach({ msw }) {
    msw.use(...scenarios.enterpriseFewerScheduled.handlers());
  },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const scheduled = enterpriseFewerScheduledAccount.scheduledChange;

async function expectDecreaseShown(canvasElement: HTMLElement, { text }: StoryWords) {
  const canvas = within(canvasElement);
  const date = Date.parse(scheduled?.effectiveDate ?? '');
  await expect(
    canvas.getByText(text('account.licenses.scheduled', { count: scheduled?.numberOfLicenses ?? 0, date })),
  ).toBeVisible();
  const available = canvas.getByText(text('account.licenses.available'));
  await expect(available.nextElementSibling).toHaveTextContent('0');
}

export const FewerScheduled: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await expectDecreaseShown(canvasElement, words);
  },
};

export const FewerScheduledRefusesInvitation: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await fill(canvas.getByLabelText(words.label('account.licenses.email.label')), 'lea.meier@praxis-lac.ch');
    await userEvent.click(canvas.getByRole('button', { name: words.t('account.licenses.invite') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      words.text('account.errors.seatsScheduledFewer'),
    );
  },
};

export const FewerScheduledOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await settled(canvasElement);
    await expectDecreaseShown(canvasElement, words);
    await expectFitsScreen(canvasElement);
  },
};
