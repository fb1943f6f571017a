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

/**
 * One test a route, language and kind of visitor, each with a journey's time: a whole language's
 * routes in one test (about 20 scans with axe) outgrew that time on a machine busy with other work.
 */
async function scanRoute(page: Page, language: Language, route: string, who: string, account?: Account) {
  await openAs(page, language, account);
  const where = `${route} (${language}, ${who})`;
  await page.goto(ROUTE_ADDRESSES[route] as string);
  if (!account && SIGNED_IN_ONLY.has(route)) {
    await expect(page, where).toHaveURL(/\/signin$/);
    return;
  }
  await expectSettled(page, language);
  await expectNoAxeViolations(page, where);
}

const scanned = Object.keys(ROUTE_ADDRESSES).filter((route) => route !== LEAVES_AT_ONCE);

for (const language of LANGUAGES) {
  test.describe(`a visitor, in ${language}`, () => {
    // Scans only read: the two workers share them.
    test.describe.configure({ mode: 'parallel' });
    for (const route of scanned) {
      test(`meets no axe violation on ${route}`, async ({ page }) => {
        await scanRoute(page, language, route, 'signed out');
      });
    }
  });
}

for (const language of LANGUAGES) {
  // The owner's top bar and pages hold the most a signed-in user sees: licences, invoices.
  test.describe(`an Enterprise owner, in ${language}`, () => {
    test.describe.configure({ mode: 'parallel' });
    for (const route of scanned.filter((route) => route !== ADMIN_ONLY)) {
      test(`meets no axe violation on ${route}`, async ({ page, enterpriseOwner }) => {
        await scanRoute(page, language, route, 'Enterprise owner', enterpriseOwner);
      });
    }
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
