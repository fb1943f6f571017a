import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout.js';

/**
 * SPEC §2's routes. Each is its own chunk, so a public page never loads the code of another (the
 * payment and admin code in particular).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, lazy: () => import('./routes/home.js') },
      { path: 'license', lazy: () => import('./routes/license.js') },
      { path: 'download', lazy: () => import('./routes/download.js') },
      { path: 'about', lazy: () => import('./routes/about.js') },
      { path: 'terms', lazy: () => import('./routes/terms.js') },
      { path: 'privacy', lazy: () => import('./routes/privacy.js') },
      { path: 'support', lazy: () => import('./routes/support.js') },
      { path: 'contact', lazy: () => import('./routes/contact.js') },
      { path: 'faq', lazy: () => import('./routes/faq.js') },
      { path: 'signup', lazy: () => import('./routes/signup.js') },
      { path: 'email-validation', lazy: () => import('./routes/email-validation.js') },
      { path: 'signin', lazy: () => import('./routes/signin.js') },
      { path: 'forgot-password', lazy: () => import('./routes/forgot-password.js') },
      { path: 'reset-password-email-sent', lazy: () => import('./routes/reset-password-email-sent.js') },
      { path: 'reset-password/:token', lazy: () => import('./routes/reset-password.js') },
      { path: 'create-password/:token/:email', lazy: () => import('./routes/create-password.js') },
      { path: 'account', lazy: () => import('./routes/account.js') },
      { path: 'payment', lazy: () => import('./routes/payment.js') },
      { path: 'thank-you', lazy: () => import('./routes/thank-you.js') },
      { path: 'license-adjustment', lazy: () => import('./routes/license-adjustment.js') },
      { path: 'admin', lazy: () => import('./routes/admin.js') },
      { path: 'click', lazy: () => import('./routes/click.js') },
      { path: '*', lazy: () => import('./routes/not-found.js') },
    ],
  },
];

export const router = createBrowserRouter(routes);
