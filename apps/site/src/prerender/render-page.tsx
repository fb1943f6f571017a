import type { Language } from '@app/contracts';
import { loadCatalog, loadLegalMessages } from '@app/i18n/catalogs';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/app.js';
import { routes } from '../app/router.js';
import { DocumentTitleSink } from '../hooks/use-document-title.js';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's own title, as the browser would set it. */
  title: string | undefined;
}

/**
 * One public page in one language, as the browser would first draw it for a visitor who is not
 * signed in: the build writes it into the HTML (vite/prerender-pages.ts). `prerender` waits for
 * the route's lazy chunk, so the page is complete, with no fallback and no inline script.
 */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  // Every part a public page may show: the build's pages are rendered in Node, where the parts cost nothing.
  await loadLegalMessages();
  await loadCatalog(language);
  const title: { current?: string } = {};
  const AtPath = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const { prelude } = await prerender(
    <DocumentTitleSink value={title}>
      <App Router={AtPath} language={language} />
    </DocumentTitleSink>,
  );
  return { html: await new Response(prelude).text(), title: title.current };
}

export { LANGUAGES } from '@app/contracts';
export { languageGuardScript } from './language-guard.js';
export { NOT_FOUND_PAGE, PRERENDERED_PAGES, prerenderedFile } from './prerendered-pages.js';

/**
 * The addresses the site's router answers, as patterns (`/reset-password/:token`): the server
 * answers any other with the not-found page and a 404 (apps/api/src/plugins/site.ts).
 */
export const ROUTE_PATTERNS: readonly string[] = (routes[0]?.children ?? []).flatMap((route) =>
  route.index ? ['/'] : route.path && route.path !== '*' ? [`/${route.path}`] : [],
);
