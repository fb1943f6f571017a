import { holdActions, startWhenWanted } from './on-demand.js';

/**
 * The one script of a pre-rendered page, written into it (vite/prerender-pages.ts, with the site's
 * entry, the modules it needs and where the session is kept as data), so that it costs no request
 * before the paint: 1.7 KB that run the rest when the page is wanted (on-demand.ts). A chunk of its
 * own, imported by nothing: main.tsx finds the held actions on `window.siteHeldActions`.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const root = document.getElementById('root');
const entry = script?.dataset.entry;
if (entry && root) {
  const files = [entry, ...(script?.dataset.modules ?? '').split(' ').filter(Boolean)];
  window.siteHeldActions = holdActions(window, root);
  startWhenWanted(
    window,
    () => {
      // All at once, so the entry's imports, the route and its words arrive in one round trip (or
      // none, when they were fetched at idle).
      for (const href of files.slice(1)) link('modulepreload', href);
      const module = document.createElement('script');
      module.type = 'module';
      module.crossOrigin = '';
      module.src = entry;
      document.head.append(module);
    },
    {
      // A signed-in visitor's page differs from the pre-rendered one (her top bar): hers is taken
      // over unasked. Anyone else's is complete; its scripts only wait in the cache for her first
      // sign of use, fetched with the lowest priority there is.
      atIdle: signedIn(script?.dataset.sessionKey)
        ? 'start'
        : () => {
            for (const href of files) link('prefetch', href);
          },
    },
  );
}

function link(rel: 'modulepreload' | 'prefetch', href: string): void {
  const element = document.createElement('link');
  element.rel = rel;
  // The same request as the module script's own, so the browser reuses what it fetched.
  element.crossOrigin = '';
  element.href = href;
  document.head.append(element);
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
