import type { MessageId } from '@app/i18n';
import { expect, within } from 'storybook/test';
import type { StoryWords } from '../../../testing/story-words.js';

/**
 * For the stories of the legal documents (terms, privacy): the title, "last updated June 2025"
 * in the reader's language with its machine-readable date, and the number of sections.
 */
export async function expectLegalDocument(
  canvasElement: HTMLElement,
  { t, text, intl }: StoryWords,
  { title, sections }: { title: MessageId; sections: number },
): Promise<void> {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: t(title) })).toBeVisible();
  const june2025 = intl.formatDate('2025-06-01T00:00:00Z', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  // The date is a <time> inside the sentence: the sentence is its parent's text.
  const updated = canvas.getByText(june2025, { selector: 'time' });
  await expect(updated).toHaveAttribute('datetime', '2025-06');
  await expect(updated.parentElement).toHaveTextContent(text('legal.lastUpdated', { date: june2025 }));
  await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(sections);
}
