import { holdActions, startWhenWanted } from './on-demand.js';

/**
 * The one script of a pre-rendered page, written into it (vite/prerender-pages.ts, with the site's
 * entry, the modules it needs and where the session is kept as data), so that it costs no request
 * before the paint: 1.9 KB that run the rest when the page is wanted (on-demand.ts). A chunk of its
 * own, imported by nothing: main.tsx finds the held actions on `window.siteHeldActions`.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const root = document.getElementById('root');
const entry = script?.dataset.entry;
if (entry && root) {
  const modules = script?.dataset.modules ?? '';
  window.siteHeldActions = holdActions(window, root);
  startWhenWanted(
    window,
    () => {
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
    },
    // A signed-in visitor's page differs from the pre-rendered one (her top bar): hers is taken
    // over unasked. Anyone else's is complete as it is.
    { startAtIdle: signedIn(script?.dataset.sessionKey) },
  );
}

/** Whether this browser holds a session token (lib/session/session-storage.ts); storage may throw. */
function signedIn(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
