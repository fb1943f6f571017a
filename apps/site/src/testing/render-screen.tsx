import type { Language } from '@app/contracts';
import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import { MOCK_SESSION_TOKEN } from '@app/mocks';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RootLayout } from '../app/layout/root-layout.js';
import { LanguageProvider } from '../components/language-provider/language-provider.js';

export interface RenderOptions {
  /** The route pattern the screen is mounted at (default: the path itself). */
  route?: string;
  /** Navigation state (docs/routes-and-screens.md#navigation-state: `from`, `licenseType`). */
  state?: unknown;
  signedIn?: boolean;
  language?: Language;
  /** Other screens the test navigates to. */
  otherRoutes?: { path: string; element: ReactElement }[];
}

/**
 * A screen inside the real shell and session, at `path` in a memory router; every other path
 * renders nothing, so `router.state.location` tells where the screen sent the user.
 */
export function renderScreen(path: string, screen: ReactElement, options: RenderOptions = {}) {
  if (options.signedIn) window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, MOCK_SESSION_TOKEN);
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: options.route ?? path.split('?')[0], element: screen },
          ...(options.otherRoutes ?? []),
          { path: '*', element: null },
        ],
      },
    ],
    {
      initialEntries: [
        {
          pathname: path.split('?')[0],
          search: path.includes('?') ? `?${path.split('?')[1]}` : '',
          state: options.state,
        },
      ],
    },
  );
  const view = render(
    <LanguageProvider language={options.language ?? 'en'}>
      <RouterProvider router={router} />
    </LanguageProvider>,
  );
  return { ...view, router };
}
