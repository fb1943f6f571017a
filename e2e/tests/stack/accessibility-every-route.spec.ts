import { LANGUAGES } from '@app/contracts';
import type { Language } from '@app/i18n';
import { expect, type Page } from '@playwright/test';
import { ROUTE_SCAN_TIMEOUT_MS } from '../../../test-timeouts.ts';
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

async function scanRoute(page: Page, language: Language, route: string, who: string, signedIn: boolean) {
  const where = `${route} (${language}, ${who})`;
  await page.goto(ROUTE_ADDRESSES[route] as string);
  if (!signedIn && SIGNED_IN_ONLY.has(route)) {
    await expect(page, where).toHaveURL(/\/signin$/);
    return;
  }
  await expectSettled(page, language);
  await expectNoAxeViolations(page, where);
}

/**
 * Every route for one kind of visitor in one language, loaded one after the other in one page, as
 * a visitor going from link to link: a fresh browser context and page for each of the 172 scans
 * cost more than the scans themselves (issue 19). Each route is a step of its own in the report;
 * axe's findings are soft, so one run lists every screen that fails.
 */
async function scanRoutes(page: Page, language: Language, routes: string[], who: string, account?: Account) {
  test.setTimeout(routes.length * ROUTE_SCAN_TIMEOUT_MS);
  await openAs(page, language, account);
  for (const route of routes) {
    await test.step(route, () => scanRoute(page, language, route, who, account !== undefined));
  }
}

const scanned = Object.keys(ROUTE_ADDRESSES).filter((route) => route !== LEAVES_AT_ONCE);

test.describe('every route', () => {
  // Scans only read: the two workers share them.
  test.describe.configure({ mode: 'parallel' });
  for (const language of LANGUAGES) {
    test(`a visitor meets no axe violation on any route, in ${language}`, async ({ page }) => {
      await scanRoutes(page, language, scanned, 'signed out');
    });
    // The owner's top bar and pages hold the most a signed-in user sees: licences, invoices.
    test(`an Enterprise owner meets no axe violation on any route, in ${language}`, async ({
      page,
      enterpriseOwner,
    }) => {
      const routes = scanned.filter((route) => route !== ADMIN_ONLY);
      await scanRoutes(page, language, routes, 'Enterprise owner', enterpriseOwner);
    });
  }
});

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
