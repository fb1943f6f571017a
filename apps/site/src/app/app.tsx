import type { Language } from '@app/contracts';
import { type ComponentType, type ReactNode, StrictMode, Suspense } from 'react';
import { Providers } from './providers.js';
import { AppRoutes } from './router.js';

export interface AppProps {
  /** BrowserRouter in the browser; a StaticRouter at the page's path when pre-rendering. */
  Router: ComponentType<{ children: ReactNode }>;
  /** Pre-rendering names the language; the browser detects it (SPEC §1). */
  language?: Language;
}

/**
 * The whole site. The browser and the pre-renderer render this same tree, so that React can take
 * over a pre-rendered page's HTML (hydrate) instead of drawing it again.
 */
export function App({ Router, language }: AppProps) {
  return (
    <StrictMode>
      <Providers language={language}>
        <Router>
          {/* Shell and page appear together, once the first page's chunk has arrived. */}
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </Router>
      </Providers>
    </StrictMode>
  );
}
