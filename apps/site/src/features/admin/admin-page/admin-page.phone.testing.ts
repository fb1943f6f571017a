import { expect, within } from 'storybook/test';
import { expectFitsScreen } from '../../../testing/phone-fit.js';
import type { StoryWords } from '../../../testing/story-words.js';

/** The admin page's sections, in the order of its tabs. */
const TABS = [
  'admin.tab.blacklist',
  'admin.tab.stats',
  'admin.tab.users',
  'admin.tab.invoices',
  'admin.tab.mails',
] as const;

/**
 * On a phone every tab is in sight (none scrolled out of the row, the fourth,
 * docs/admin.md#open-invoices) and nothing on the page, a table included, scrolls sideways, and
 * every action is whole in view.
 */
export async function expectFitsPhone(canvasElement: HTMLElement, { t }: StoryWords) {
  const canvas = within(canvasElement);
  for (const id of TABS) {
    const { left, right } = canvas.getByRole('tab', { name: t(id) }).getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
  }
  await expectFitsScreen(canvasElement);
}
