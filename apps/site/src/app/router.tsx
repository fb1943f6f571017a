import type { EndpointName } from '@app/contracts';
import { loadAccountMessages, loadLegalMessages } from '@app/i18n/catalogs';
import { type ComponentType, lazy, useState } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { tokenStorage } from '../lib/session/session-storage.js';
import { RootLayout } from './layout/root-layout.js';

interface PageHandle {
  /** Fetches the screen's chunk, after which the screen renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A route's screen, fetched when the route is first shown. Navigations run in a transition
 * (BrowserRouter's default), so the previous page stays on screen until the next one has arrived,
 * and the focus moves to its heading only once it is there. The first page's chunk is fetched
 * before the first render instead (`preloadPage`), so that React takes over a pre-rendered page in
 * one pass, or replaces it without a blank moment in between.
 */
function page(
  load: () => Promise<{ Component: ComponentType }>,
  {
    signedIn = false,
    legal = false,
    calls = [],
  }: { signedIn?: boolean; legal?: boolean; calls?: readonly EndpointName[] } = {},
): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  // A signed-in screen's words are not in the first page's catalog: they arrive with its code, and
  // so do the session chart and the screen's first answers (signedInWork), not after it.
  const fetchScreen = () =>
    Promise.all([
      load(),
      signedIn ? loadAccountMessages() : null,
      // The privacy policy's and the terms' long texts are theirs alone (packages/i18n catalog-parts.ts).
      legal ? loadLegalMessages() : null,
      signedIn ? signedInWork(calls) : null,
    ]).then(([route]) => {
      loaded = route.Component;
      return { default: route.Component };
    });
  const Lazy = lazy(fetchScreen);
  function Page() {
    // Chosen once per mount: switching from Lazy to the screen itself would remount it.
    const [Screen] = useState(() => loaded ?? Lazy);
    return <Screen />;
  }
  const handle: PageHandle = { preload: () => fetchScreen().then(() => undefined) };
  return { element: <Page />, handle };
}

const accountPage = page(() => import('./routes/account.js'), {
  signedIn: true,
  calls: [
    'subscriptionInfo',
    'accountSettings',
    'listSessions',
    'billingInfo',
    'usersMe',
    'practice',
    // docs/passkeys.md#list: the security section's list, drawn once the settings are in.
    'listPasskeys',
  ],
});

/**
 * What a signed-in screen needs beside its code, started with it: the session chart the page
 * runs on and the answers to `calls`, the reading calls the screen makes as it appears (the API
 * client hands them over, see startEarlyCalls). Never fails: the screen asks again itself.
 */
function signedInWork(calls: readonly EndpointName[]): Promise<void> {
  const token = tokenStorage.read();
  if (!token) return Promise.resolve();
  return Promise.all([
    import('../lib/session/session-actor.js'),
    import('../lib/api/client.js').then(({ startEarlyCalls }) =>
      startEarlyCalls(calls, { getToken: () => token }),
    ),
  ]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The routes of docs/routes-and-screens.md#routes. Each is its own chunk, so a public page never loads the
 * code of another (the payment and admin code in particular); `test/bundle-budgets.test.ts` holds the build
 * to that. Declarative routes rather than a data router: the site loads no data through the router, and
 * the data router's code would cost the first page about 16 KB gzip more.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, ...page(() => import('./routes/home.js')) },
      { path: 'license', ...page(() => import('./routes/license.js')) },
      { path: 'download', ...page(() => import('./routes/download.js')) },
      { path: 'about', ...page(() => import('./routes/about.js')) },
      { path: 'terms', ...page(() => import('./routes/terms.js'), { legal: true }) },
      { path: 'privacy', ...page(() => import('./routes/privacy.js'), { legal: true }) },
      { path: 'support', ...page(() => import('./routes/support.js')) },
      { path: 'contact', ...page(() => import('./routes/contact.js')) },
      { path: 'faq', ...page(() => import('./routes/faq.js')) },
      { path: 'signup', ...page(() => import('./routes/signup.js')) },
      { path: 'email-validation', ...page(() => import('./routes/email-validation.js')) },
      { path: 'signin', ...page(() => import('./routes/signin.js')) },
      // docs/sso.md#sign-in: the provider's return, its ticket exchanged for a session.
      { path: 'signin/sso', ...page(() => import('./routes/signin-sso.js')) },
      { path: 'forgot-password', ...page(() => import('./routes/forgot-password.js')) },
      {
        path: 'reset-password-email-sent',
        ...page(() => import('./routes/reset-password-email-sent.js')),
      },
      { path: 'reset-password/:token', ...page(() => import('./routes/reset-password.js')) },
      { path: 'signin-link/:token', ...page(() => import('./routes/signin-link.js')) },
      {
        path: 'create-password/:token/:email',
        ...page(() => import('./routes/create-password.js')),
      },
      // /account and /account/activity (docs/audit-log.md#who-reads) share one chunk and one
      // loader: a chunk of its own would add its entry to every public page's first download. Two
      // plain patterns, as the API reads the router's patterns to know the site's addresses.
      { path: 'account', ...accountPage },
      { path: 'account/activity', ...accountPage },
      // docs/sso.md#set-up: the practice's single sign-on, in /account's chunk, its settings read early.
      {
        path: 'account/sso',
        ...page(() => import('./routes/account.js'), { signedIn: true, calls: ['ssoSettings'] }),
      },
      {
        path: 'payment',
        ...page(() => import('./routes/payment.js'), {
          signedIn: true,
          // docs/licences.md#practice-view: a billing manager changes the practice's plan here.
          calls: ['config', 'subscriptionInfo', 'billingInfo', 'usersMe', 'practice'],
        }),
      },
      {
        path: 'thank-you',
        // It says only what the account shows (docs/routes-and-screens.md#thank-you).
        ...page(() => import('./routes/thank-you.js'), {
          signedIn: true,
          calls: ['subscriptionInfo', 'usersMe'],
        }),
      },
      {
        path: 'license-adjustment',
        // Its form asks for the payment configuration only when there are licences to adjust.
        ...page(() => import('./routes/license-adjustment.js'), {
          signedIn: true,
          calls: ['subscriptionInfo', 'usersMe', 'practice'],
        }),
      },
      { path: 'admin', ...page(() => import('./routes/admin.js'), { signedIn: true }) },
      {
        path: 'app/consent/:uid',
        // The Windows app's sign-in asks for the licence (docs/desktop-app.md#consent).
        ...page(() => import('./routes/app-consent.js'), { signedIn: true }),
      },
      {
        path: 'app/device',
        // The code the Windows app shows, typed here (docs/desktop-app.md#device-code).
        ...page(() => import('./routes/app-device.js'), { signedIn: true }),
      },
      { path: 'click', ...page(() => import('./routes/click.js')) },
      { path: '*', ...page(() => import('./routes/not-found.js')) },
    ],
  },
];

/** Fetches the screen of `pathname`'s route, for the first render (see `page`). */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload()));
}

/** The site's routes, inside main.tsx's <BrowserRouter>. */
export function AppRoutes() {
  return useRoutes(routes);
}
