import '@app/ui/fonts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.js';
import { LANGUAGE_SELECT_NAME } from './app/layout/language-select.js';
import { preloadPage } from './app/router.js';
import {
  initialLanguage,
  preloadInitialCatalog,
  rememberLanguageChoice,
} from './components/language-provider/language-provider.js';
import type {} from './prerender/on-demand.js';
import { canTakeOverPrerendered, languageChosenBeforeTakeOver, nextTask } from './prerender/take-over.js';

// A mocked build (`vite build --mode mocked`) answers every call from the shared MSW scenarios.
if (import.meta.env.VITE_MOCKED_API) {
  const { requestedScenario, startMockedBackend } = await import('@app/mocks/browser');
  await startMockedBackend(requestedScenario(window.location, window.localStorage));
}

// React DOM's start ran with this module's imports: the rest in tasks of their own.
await nextTask();
// The first screen is rendered already translated and whole: its language's words and its
// route's chunk arrive first.
// A chunk that fails to arrive here is asked for again by the route itself.
await Promise.all([preloadInitialCatalog(), preloadPage(window.location.pathname).catch(() => undefined)]);
await nextTask();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A language picked on the pre-rendered page while the scripts were on their way is the visitor's
// choice like any other: kept, and the page drawn in it (below, as another stored language).
const chosen = languageChosenBeforeTakeOver({
  prerenderedLanguage: container.dataset.prerendered,
  selected: container.querySelector<HTMLSelectElement>(`select[name="${LANGUAGE_SELECT_NAME}"]`)?.value,
});
if (chosen) {
  rememberLanguageChoice(chosen);
  await preloadInitialCatalog();
}

// What the visitor clicked on the pre-rendered page before it was taken over (its loader,
// prerender/on-demand.ts, held it back) is acted out once React owns the page.
const app = <App Router={BrowserRouter} onShown={() => window.siteHeldActions?.release(container)} />;
// In a transition, React takes the page over in slices between which the browser stays
// responsive, rather than in one long task (a phone's total blocking time). A slice lasts as long
// as its longest unit of work: 89-209 ms at 4x CPU on /faq (docs/measurements.md#first-click).
if (
  canTakeOverPrerendered({
    prerenderedLanguage: container.dataset.prerendered,
    language: initialLanguage(),
    search: window.location.search,
    historyState: window.history.state,
  })
) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Not pre-rendered, or pre-rendered otherwise than this visitor sees it: drawn anew (React
  // replaces the pre-rendered markup, which stays on screen until then).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
