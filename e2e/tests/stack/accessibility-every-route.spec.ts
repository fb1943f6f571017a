import { LANGUAGES } from '@app/contracts';
import type { Language } from '@app/i18n';
import { expect, type Page } from '@playwright/test';
import { type Account, openAs, test } from './accessibility/accounts.js';
import { expectNoAxeViolations } from './accessibility/axe.js';
import { expectSettled } from './accessibility/screens.js';
import { ROUTE_ADDRESSES, routerPaths } from './accessibility/site-routes.js';

/**
 * docs/routes-and-screens.md#signed-in-routes: these need a session; a visitor is sent to /signin, which is
 * scanned as its own route.
 */
const SIGNED_IN_ONLY = new Set(['/account', '/payment', '/license-adjustment', '/admin']);
/** Scanned as the admin below; anyone else is refused. */
const ADMIN_ONLY = '/admin';
/**
 * Not scanned: /click replaces itself with the API's tracker at once (docs/routes-and-screens.md#click), so
 * there is no screen to read; its brief "Redirecting" screen is checked by axe in its Storybook story.
 */
const LEAVES_AT_ONCE = '/click';

test('every route of the router has an address to scan, and none is left over', () => {
  expect(Object.keys(ROUTE_ADDRESSES).sort()).toEqual(routerPaths().sort());
});

async function scanEveryRoute(page: Page, language: Language, who: string, account?: Account) {
  await openAs(page, language, account);
  for (const [route, address] of Object.entries(ROUTE_ADDRESSES)) {
    const where = `${route} (${language}, ${who})`;
    if (route === LEAVES_AT_ONCE) continue;
    if (account && route === ADMIN_ONLY) continue;
    await page.goto(address);
    if (!account && SIGNED_IN_ONLY.has(route)) {
      await expect(page, where).toHaveURL(/\/signin$/);
      continue;
    }
    await expectSettled(page, language);
    await expectNoAxeViolations(page, where);
  }
}

for (const language of LANGUAGES) {
  test(`a visitor meets no axe violation on any route, in ${language}`, async ({ page }) => {
    await scanEveryRoute(page, language, 'signed out');
  });
}

for (const language of LANGUAGES) {
  // The owner's top bar and pages hold the most a signed-in user sees: licences, invoices.
  test(`an Enterprise owner meets no axe violation on any route, in ${language}`, async ({
    page,
    enterpriseOwner,
  }) => {
    await scanEveryRoute(page, language, 'Enterprise owner', enterpriseOwner);
  });
}

for (const language of LANGUAGES) {
  test(`an admin meets no axe violation on any tab of /admin, in ${language}`, async ({
    page,
    adminUser,
  }) => {
    await openAs(page, language, adminUser);
    await page.goto(ROUTE_ADDRESSES[ADMIN_ONLY] as string);
    await expectSettled(page, language);
    // The first tab list holds the page's three tabs; the blacklist nests its language tabs.
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs).toHaveCount(3);
    for (let index = 0; index < 3; index += 1) {
      await tabs.nth(index).click();
      await expectSettled(page, language);
      await expectNoAxeViolations(page, `/admin tab ${index + 1} (${language}, admin)`);
    }
  });
}
