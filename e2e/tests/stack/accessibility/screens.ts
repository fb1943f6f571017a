import { type Language, type MessageId, messages } from '@app/i18n';
import { expect, type Page } from '@playwright/test';

/** The texts screens show while their data is on its way; none is left once a screen is ready. */
const LOADING_MESSAGES: readonly MessageId[] = [
  'account.type.loading',
  'admin.blacklist.loading',
  'admin.stats.loading',
  'admin.users.loading',
  'licenseAdjustment.loading',
];

/**
 * Waits until the screen stands still: its chunk has arrived (the main heading is there) and no
 * part of it is still loading, so a scan sees what the user reads rather than a spinner.
 */
export async function expectSettled(page: Page, language: Language) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const id of LOADING_MESSAGES) {
    await expect(page.getByText(messages[language][id], { exact: true })).toHaveCount(0);
  }
}
