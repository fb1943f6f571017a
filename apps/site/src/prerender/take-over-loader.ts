import { holdActions, startWhenWanted } from './on-demand.js';

/**
 * The one script of a pre-rendered page, written into it (vite/prerender-pages.ts, with the site's
 * entry and the modules it needs as data), so that it costs no request before the paint: 2 KB
 * that run the rest once the page has painted and the browser is idle, or at the first sign of
 * use if that comes first (on-demand.ts). A chunk of its own, imported by nothing: main.tsx finds
 * the held actions on `window.siteHeldActions`.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const root = document.getElementById('root');
const entry = script?.dataset.entry;
if (entry && root) {
  const modules = script?.dataset.modules ?? '';
  window.siteHeldActions = holdActions(window, root);
  startWhenWanted(window, (reason) => {
    const hrefs = modules.split(' ').filter(Boolean);
    // Unasked, they come after anything else the page still wants (an image further down); asked
    // for, as soon as they can.
    const priority = reason === 'idle' ? 'low' : 'high';
    void (async () => {
      const localesWarm = warmLocales();
      await preload(hrefs, priority);
      await localesWarm;
      await evaluateInTurn(hrefs);
      const module = document.createElement('script');
      module.type = 'module';
      module.src = entry;
      fetchFromHead(module, priority);
    })();
  });
}

/** Adds a module or its preload to the page: fetched with the page's origin and at `priority`. */
function fetchFromHead(element: HTMLLinkElement | HTMLScriptElement, priority: 'low' | 'high'): void {
  element.crossOrigin = '';
  element.fetchPriority = priority;
  document.head.append(element);
}

/**
 * How many module preloads are asked for in one task: each costs the main thread 3-4 ms at 4x CPU
 * (the browser starts its fetch there and then), and a page's 36 asked for at once were one task
 * of 130 ms (docs/measurements.md#first-click). All are asked for before any is run, so they
 * still travel together.
 */
const PRELOADS_PER_TASK = 6;

async function preload(hrefs: readonly string[], priority: 'low' | 'high'): Promise<void> {
  for (let first = 0; first < hrefs.length; first += PRELOADS_PER_TASK) {
    for (const href of hrefs.slice(first, first + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      fetchFromHead(link, priority);
    }
    await nextTask();
  }
}

/**
 * The browser builds its lists of locales at the page's first question about them (the first
 * `Intl.NumberFormat`, or react-intl's and intl-messageformat's check of the page's language):
 * 80-125 ms at 4x CPU that no script can split, once for the page's whole process in Chromium.
 * Built in a worker (warm-locales.worker.ts), they cost the main thread nothing; waited for at
 * most WARM_LOCALES_MS, and a browser without workers pays them where it would have.
 */
const WARM_LOCALES_MS = 1000;

function warmLocales(): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      worker?.terminate();
      resolve();
    };
    try {
      worker = new Worker(new URL('./warm-locales.worker.ts', import.meta.url));
      worker.onmessage = done;
      worker.onerror = done;
      setTimeout(done, WARM_LOCALES_MS);
    } catch {
      done();
    }
  });
}

/**
 * Runs the modules one chunk per task, each after what it imports (vite/prerender-pages.ts orders
 * them), before the entry: run by the entry as one graph, they were one task of 150-214 ms at 4x
 * CPU, the longest of the page's takeover (docs/measurements.md#first-click). A module that fails
 * is left to the entry, which asks for it again.
 */
async function evaluateInTurn(hrefs: readonly string[]): Promise<void> {
  for (const href of hrefs) {
    try {
      await import(/* @vite-ignore */ href);
    } catch {
      // The entry imports it again, and fails as it would have.
    }
    await nextTask();
  }
}

/** Lets the browser paint and answer the visitor between two pieces of the takeover. */
function nextTask(): Promise<void> {
  const scheduler = (window as Window & { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
