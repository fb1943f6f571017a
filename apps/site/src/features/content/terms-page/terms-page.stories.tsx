import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../../testing/story-words.js';
import { TermsPage } from './terms-page.js';

const meta = {
  title: 'Screens/Content/Terms',
  component: TermsPage,
  parameters: { layout: 'fullscreen', route: '/terms' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: last updated June 2025, in the reader's language. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, text, intl } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('terms.title') })).toBeVisible();
    const june2025 = intl.formatDate('2025-06-01T00:00:00Z', {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    // The date is a <time> inside the sentence: the sentence is its parent's text.
    const updated = canvas.getByText(june2025, { selector: 'time' });
    await expect(updated).toHaveAttribute('datetime', '2025-06');
    await expect(updated.parentElement).toHaveTextContent(text('legal.lastUpdated', { date: june2025 }));
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(7);
  },
};

/** Long words (German compounds above all) wrap inside the phone's column. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
