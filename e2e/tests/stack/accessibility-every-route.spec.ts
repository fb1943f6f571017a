import { LANGUAGES } from '@app/contracts';
import { expect } from '@playwright/test';
import { openAs, test } from './accessibility/accounts.js';
import { expectNoAxeViolations } from './accessibility/axe.js';
import { ADMIN_ONLY, SCANNED_ROUTES, scanRoutes } from './accessibility/route-scans.js';
import { expectSettled } from './accessibility/screens.js';
import { ROUTE_ADDRESSES, routerPaths } from './accessibility/site-routes.js';

/** The signed-out visitor's scans are in accessibility-signed-out.spec.ts. */
test('every route of the router has an address to scan, and none is left over', () => {
  expect(Object.keys(ROUTE_ADDRESSES).sort()).toEqual(routerPaths().sort());
});

test.describe('every route', () => {
  // Scans only read: the workers share them.
  test.describe.configure({ mode: 'parallel' });
  for (const language of LANGUAGES) {
    // The owner's top bar and pages hold the most a signed-in user sees: licences, invoices.
    test(`an Enterprise owner meets no axe violation on any route, in ${language}`, async ({
      page,
      enterpriseOwner,
    }) => {
      const routes = SCANNED_ROUTES.filter((route) => route !== ADMIN_ONLY);
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
    // The first tab list holds the page's six tabs (the open invoices, the mails not sent,
    // docs/admin.md#given-up-mails, then the audit log, docs/admin.md#admin-page, came last); the
    // blacklist nests its language tabs.
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs).toHaveCount(6);
    for (let index = 0; index < 6; index += 1) {
      await tabs.nth(index).click();
      await expectSettled(page, language);
      await expectNoAxeViolations(page, `/admin tab ${index + 1} (${language}, admin)`);
    }
  });
}
