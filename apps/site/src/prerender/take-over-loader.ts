import { holdActions, startWhenWanted } from './on-demand.js';

/**
 * The one script a pre-rendered page fetches with it (vite/prerender-pages.ts writes it in, with
 * the site's entry and the modules it needs as data): a few hundred bytes that fetch the rest when
 * the page is wanted (on-demand.ts). Its own chunk, imported by nothing: main.tsx finds the held
 * actions on `window.siteHeldActions`.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const root = document.getElementById('root');
const entry = script?.dataset.entry;
if (entry && root) {
  const modules = script?.dataset.modules ?? '';
  window.siteHeldActions = holdActions(window, root);
  startWhenWanted(window, () => {
    // All at once, so the entry's imports, the route and its words arrive in one round trip.
    for (const href of modules.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
  });
}
