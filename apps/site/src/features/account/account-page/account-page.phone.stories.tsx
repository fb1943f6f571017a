import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import { storyWords } from '../../../testing/story-words.js';
import { AccountPage } from './account-page.js';
import AccountStories, { Colleague, Enterprise, Premium } from './account-page.stories.js';

/**
 * docs/routes-and-screens.md#narrow-screens: the account page on a 390 px phone and a 768 px tablet.
 * The invoices and the licences are cards of labelled lines, as the admin's tables are: nothing
 * scrolls sideways, and every action ("Download PDF", "Remove") and status badge is whole in view.
 */
const meta = {
  ...AccountStories,
  title: 'Screens/Account/Account on a phone',
  component: AccountPage,
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile390', isRotated: false } };
const tablet = { viewport: { value: 'tablet768', isRotated: false } };

/** Each licence and each invoice a card: the row's name as its title, its cells as labelled lines. */
async function expectCards(canvasElement: HTMLElement, caption: string) {
  const table = within(canvasElement).getByRole('table', { name: caption });
  for (const row of within(table).getAllByRole('row').slice(1)) {
    // A card's lines stack: the row is taller than wide apart, its header spans the card.
    const header = within(row).getByRole('rowheader').getBoundingClientRect();
    await expect(header.width).toBeGreaterThan(row.getBoundingClientRect().width / 2);
  }
}

export const EnterpriseOnPhone: Story = {
  ...Enterprise,
  globals: phone,
  play: async (context) => {
    await Enterprise.play?.(context);
    const { t } = storyWords(context.globals);
    await expectCards(context.canvasElement, t('account.licenses.table.caption'));
    await expectCards(context.canvasElement, t('account.invoices.heading'));
    await expectFitsScreen(context.canvasElement);
  },
};

export const EnterpriseOnTablet: Story = {
  ...Enterprise,
  globals: tablet,
  play: async (context) => {
    await Enterprise.play?.(context);
    await expectFitsScreen(context.canvasElement);
  },
};

export const PremiumOnPhone: Story = {
  ...Premium,
  globals: phone,
  play: async (context) => {
    await Premium.play?.(context);
    const { t } = storyWords(context.globals);
    await expectCards(context.canvasElement, t('account.invoices.heading'));
    await expectFitsScreen(context.canvasElement);
  },
};

export const PremiumOnTablet: Story = {
  ...Premium,
  globals: tablet,
  play: async (context) => {
    await Premium.play?.(context);
    await expectFitsScreen(context.canvasElement);
  },
};

export const ColleagueOnPhone: Story = {
  ...Colleague,
  globals: phone,
  play: async (context) => {
    await Colleague.play?.(context);
    await expectFitsScreen(context.canvasElement);
  },
};
