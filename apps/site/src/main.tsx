import '@app/ui/fonts';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers.js';
import { AppRoutes } from './app/router.js';
import { preloadInitialCatalog } from './features/language/language-context.js';

// A mocked build (`vite build --mode mocked`) answers every call from the shared MSW scenarios.
if (import.meta.env.VITE_MOCKED_API) {
  const { requestedScenario, startMockedBackend } = await import('@app/mocks/browser');
  await startMockedBackend(requestedScenario(window.location, window.localStorage));
}

// The first screen is rendered already translated: its language's words arrive first.
await preloadInitialCatalog();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        {/* Shell and page appear together, once the first page's chunk has arrived. */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
