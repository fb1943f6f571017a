import type { Language } from '@app/contracts';
import { type ComponentType, type ReactNode, StrictMode, Suspense, useEffect } from 'react';
import { Providers } from './providers.js';
import { AppRoutes } from './router.js';

export interface AppProps {
  /** BrowserRouter in the browser; a StaticRouter at the page's path when pre-rendering. */
  Router: ComponentType<{ children: ReactNode }>;
  /** Pre-rendering names the language; the browser detects it (docs/languages.md#language-choice). */
  language?: Language;
  /** Called once the page is on screen and React's (main.tsx acts out what came before). */
  onShown?: () => void;
}

/**
 * The whole site. The browser and the pre-renderer render this same tree, so that React can take
 * over a pre-rendered page's HTML (hydrate) instead of drawing it again.
 */
export function App({ Router, language, onShown }: AppProps) {
  return (
    <StrictMode>
      <Providers language={language}>
        <Router>
          {/* Shell and page appear together, once the first page's chunk has arrived. */}
          <Suspense fallback={null}>
            <AppRoutes />
            {onShown ? <WhenShown onShown={onShown} /> : null}
          </Suspense>
        </Router>
      </Providers>
    </StrictMode>
  );
}

/**
 * Inside the page's Suspense boundary, whose content React hydrates after the root: its effect
 * runs once shell and page are React's, not merely the root.
 */
function WhenShown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}
