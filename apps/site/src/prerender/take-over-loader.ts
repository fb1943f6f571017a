import { holdActions, startWhenWanted } from './on-demand.js';

/**
 * The one script of a pre-rendered page, written into it (vite/prerender-pages.ts, with the site's
 * entry and the modules it needs as data), so that it costs no request before the paint: 1.9 KB
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
    // Unasked, they come after anything else the page still wants (an image further down); asked
    // for, as soon as they can.
    const priority = reason === 'idle' ? 'low' : 'high';
    // All at once, so the entry's imports, the route and its words arrive in one round trip.
    for (const href of modules.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.fetchPriority = priority;
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.fetchPriority = priority;
    module.src = entry;
    document.head.append(module);
  });
}
