import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './layout/app-shell.js';

/** Each route is its own chunk, so a public page never loads the code of another. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, lazy: () => import('./routes/home.js') },
      { path: '*', lazy: () => import('./routes/not-found.js') },
    ],
  },
];

export const router = createBrowserRouter(routes);
