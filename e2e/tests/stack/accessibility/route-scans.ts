import type { Language } from '@app/i18n';
import { expect, type Page } from '@playwright/test';
import { ROUTE_SCAN_TIMEOUT_MS } from '../../../../test-timeouts.ts';
import { type Account, openAs, test } from './accounts.js';
import { expectNoAxeViolations } from './axe.js';
import { expectSettled } from './screens.js';
import { ROUTE_ADDRESSES } from './site-routes.js';

/**
 * docs/routes-and-screens.md#signed-in-routes: these need a session; a visitor is sent to /signin, which is
 * scanned as its own route.
 */
const SIGNED_IN_ONLY = new Set([
  '/account',
  '/payment',
  '/thank-you',
  '/license-adjustment',
  '/admin',
  '/app/consent/:uid',
  '/app/device',
]);
/** Scanned as the admin (accessibility-every-route.spec.ts); anyone else is refused. */
export const ADMIN_ONLY = '/admin';
/**
 * Not scanned: /click replaces itself with the API's tracker at once (docs/routes-and-screens.md#click), so
 * there is no screen to read; its brief "Redirecting" screen is checked by axe in its Storybook story.
 */
const LEAVES_AT_ONCE = '/click';

/** Every route the scans load. */
export const SCANNED_ROUTES = Object.keys(ROUTE_ADDRESSES).filter((route) => route !== LEAVES_AT_ONCE);

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
 * cost more than the scans themselves (docs/measurements.md#ci-time). Each route is a step of its
 * own in the report; axe's findings are soft, so one run lists every screen that fails.
 */
export async function scanRoutes(
  page: Page,
  language: Language,
  routes: string[],
  who: string,
  account?: Account,
) {
  test.setTimeout(routes.length * ROUTE_SCAN_TIMEOUT_MS);
  await openAs(page, language, account);
  for (const route of routes) {
    await test.step(route, () => scanRoute(page, language, route, who, account !== undefined));
  }
}
