import type { MessageId } from '@app/i18n';
import { expect, within } from 'storybook/test';
import type { StoryWords } from '../../../testing/story-words.js';
import { LEGAL_REVISION } from './legal-document.js';

/**
 * For the stories of the legal documents (terms, privacy): the title, "last updated" with the month
 * of the last revision in the reader's language and its machine-readable date, and the number of
 * sections.
 */
export async function expectLegalDocument(
  canvasElement: HTMLElement,
  { t, text, intl }: StoryWords,
  { title, sections }: { title: MessageId; sections: number },
): Promise<void> {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: t(title) })).toBeVisible();
  const revised = intl.formatDate(`${LEGAL_REVISION}-01T00:00:00Z`, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  // The date is a <time> inside the sentence: the sentence is its parent's text.
  const updated = canvas.getByText(revised, { selector: 'time' });
  await expect(updated).toHaveAttribute('datetime', LEGAL_REVISION);
  await expect(updated.parentElement).toHaveTextContent(text('legal.lastUpdated', { date: revised }));
  await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(sections);
}
