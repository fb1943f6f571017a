import { type Language, type MessageId, messages } from '@app/i18n';
import { expect, type Page } from '@playwright/test';

/** The texts screens show while their data is on its way; none is left once a screen is ready. */
const LOADING_MESSAGES: readonly MessageId[] = [
  'account.sessions.loading',
  'account.type.loading',
  'admin.access.loading',
  'admin.blacklist.loading',
  'admin.invoices.loading',
  'admin.stats.loading',
  'admin.users.loading',
  'appConsent.loading',
  'licenseAdjustment.loading',
  'payment.change.loading',
  'payment.loading',
];

/**
 * Waits until the screen stands still: its chunk has arrived (the main heading is there), no part
 * of it is still loading, and no colour is half-way through a transition, so a scan sees what the
 * user reads rather than a spinner or a button fading from disabled grey to its colour (which axe
 * once measured as white on light grey).
 */
export async function expectSettled(page: Page, language: Language) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // One locator for every loading text: one round trip to the browser a screen, not one each.
  const loading = LOADING_MESSAGES.map((id) => page.getByText(messages[language][id], { exact: true }));
  await expect(loading.reduce((all, text) => all.or(text))).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
