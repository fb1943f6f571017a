import { readFileSync } from 'node:fs';

/**
 * The site's router: the one list of the routes of docs/routes-and-screens.md#routes, read so a new route
 * cannot go unchecked.
 */
const ROUTER_FILE = new URL('../../../../apps/site/src/app/router.tsx', import.meta.url);

/** Every route the router declares, as a path ('/' for the index route; the catch-all left out). */
export function routerPaths(): string[] {
  const source = readFileSync(ROUTER_FILE, 'utf8');
  const paths = [...source.matchAll(/\bpath:\s*'([^']+)'/g)]
    .map((match) => match[1] as string)
    .filter((path) => path !== '*')
    .map((path) => `/${path}`);
  return /\bindex:\s*true\b/.test(source) ? ['/', ...paths] : paths;
}

/**
 * The address visited for each route: parameters filled with values a visitor could hold (a link
 * whose token the API no longer knows shows the same form as a live one until it is submitted).
 */
export const ROUTE_ADDRESSES: Readonly<Record<string, string>> = {
  '/': '/',
  '/license': '/license',
  '/download': '/download',
  '/about': '/about',
  '/terms': '/terms',
  '/privacy': '/privacy',
  '/support': '/support',
  '/contact': '/contact',
  '/faq': '/faq',
  '/signup': '/signup',
  '/email-validation': '/email-validation',
  '/signin': '/signin',
  // Without a ticket: the provider's return says the sign-in did not succeed (docs/sso.md#sign-in).
  '/signin/sso': '/signin/sso?failed=1',
  '/forgot-password': '/forgot-password',
  '/reset-password-email-sent': '/reset-password-email-sent',
  '/reset-password/:token': '/reset-password/a11y-token',
  '/signin-link/:token': '/signin-link/a11y-token',
  '/create-password/:token/:email': '/create-password/a11y-token/colleague%40clinic.example.ch',
  '/account': '/account',
  '/account/activity': '/account/activity',
  '/account/sso': '/account/sso',
  '/payment': '/payment',
  '/thank-you': '/thank-you',
  '/license-adjustment': '/license-adjustment',
  '/admin': '/admin',
  // A request the API does not know: the screen says it has expired (docs/desktop-app.md#consent).
  '/app/consent/:uid': '/app/consent/a11y-request',
  // The code entry, empty (docs/desktop-app.md#device-code).
  '/app/device': '/app/device',
  '/click': '/click?id=a11y',
};
