import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { RootLayout } from './layout/root-layout.js';

/**
 * A route's screen, fetched when the route is first shown. Navigations run in a transition
 * (BrowserRouter's default), so the previous page stays on screen until the next one has arrived,
 * and the focus moves to its heading only once it is there.
 */
function page(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then((route) => ({ default: route.Component })));
  return <Page />;
}

/**
 * SPEC §2's routes. Each is its own chunk, so a public page never loads the code of another (the
 * payment and admin code in particular); `test/bundle-budgets.test.ts` holds the build to that.
 * Declarative routes rather than a data router: the site loads no data through the router, and
 * the data router's code would cost the first page about 16 KB gzip more.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: page(() => import('./routes/home.js')) },
      { path: 'license', element: page(() => import('./routes/license.js')) },
      { path: 'download', element: page(() => import('./routes/download.js')) },
      { path: 'about', element: page(() => import('./routes/about.js')) },
      { path: 'terms', element: page(() => import('./routes/terms.js')) },
      { path: 'privacy', element: page(() => import('./routes/privacy.js')) },
      { path: 'support', element: page(() => import('./routes/support.js')) },
      { path: 'contact', element: page(() => import('./routes/contact.js')) },
      { path: 'faq', element: page(() => import('./routes/faq.js')) },
      { path: 'signup', element: page(() => import('./routes/signup.js')) },
      { path: 'email-validation', element: page(() => import('./routes/email-validation.js')) },
      { path: 'signin', element: page(() => import('./routes/signin.js')) },
      { path: 'forgot-password', element: page(() => import('./routes/forgot-password.js')) },
      {
        path: 'reset-password-email-sent',
        element: page(() => import('./routes/reset-password-email-sent.js')),
      },
      { path: 'reset-password/:token', element: page(() => import('./routes/reset-password.js')) },
      {
        path: 'create-password/:token/:email',
        element: page(() => import('./routes/create-password.js')),
      },
      { path: 'account', element: page(() => import('./routes/account.js')) },
      { path: 'payment', element: page(() => import('./routes/payment.js')) },
      { path: 'thank-you', element: page(() => import('./routes/thank-you.js')) },
      { path: 'license-adjustment', element: page(() => import('./routes/license-adjustment.js')) },
      { path: 'admin', element: page(() => import('./routes/admin.js')) },
      { path: 'click', element: page(() => import('./routes/click.js')) },
      { path: '*', element: page(() => import('./routes/not-found.js')) },
    ],
  },
];

/** The site's routes, inside main.tsx's <BrowserRouter>. */
export function AppRoutes() {
  return useRoutes(routes);
}
