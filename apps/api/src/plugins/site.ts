import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiError, type Language } from '@app/contracts';
import { acceptedLanguages, detectLanguage, languageFromCookies } from '@app/i18n';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CompressedFiles, isCompressible, preferredEncoding } from './compressed-files.js';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Hashed assets never change; everything else must be revalidated to pick up a deploy. */
const cacheControlFor = (file: string) =>
  file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * The site build's list of pre-rendered pages (apps/site/vite/prerender-pages.ts): for a path,
 * the page's file in each language.
 */
type PrerenderedPages = Readonly<Record<string, Partial<Record<Language, string>>>>;
const PRERENDERED_INDEX = 'pages/index.json';

export function readPrerenderedPages(siteDir: string): PrerenderedPages {
  const file = path.join(siteDir, PRERENDERED_INDEX);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages) : {};
}

/**
 * The addresses the site's router answers, as the site's build lists them (apps/site/vite/
 * prerender-pages.ts): `/reset-password/:token` matches one segment in place of `:token`, and, as in
 * the router, case and a trailing slash do not matter. Undefined for a build without the list: then
 * every address is a page, as the router's own not-found page decides.
 */
const ROUTES_INDEX = 'pages/routes.json';

export function readRoutePatterns(siteDir: string): readonly RegExp[] | undefined {
  const file = path.join(siteDir, ROUTES_INDEX);
  if (!existsSync(file)) return undefined;
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (JSON.parse(readFileSync(file, 'utf8')) as string[]).map((pattern) => {
    const segments = pattern
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : literal(segment)));
    return new RegExp(`^/${segments.join('/')}${segments.length > 0 ? '/?' : ''}$`, 'i');
  });
}

interface Site {
  pages: PrerenderedPages;
  routes: readonly RegExp[] | undefined;
}

interface Page {
  file: string;
  /** 404 for an address no route answers (docs/routes-and-screens.md#not-found). */
  status: 200 | 404;
}

/**
 * A client-side route's HTML: the page pre-rendered in the visitor's language when there is one
 * (the order of docs/languages.md#language-choice: the stored choice, which the site copies into a cookie,
 * then the browser's languages), so it shows before any script runs; else index.html, which the script fills
 * in. A query changes what a page shows, so such a request gets index.html too. An address no route
 * answers gets the not-found page (listed under `*`), with a 404.
 */
function pageOf(request: FastifyRequest, site: Site): Page {
  const [pathname = '/', query] = request.url.split('?', 2);
  const known = site.routes === undefined || site.routes.some((route) => route.test(pathname));
  const key = known ? pathname : '*';
  const variants =
    (query === undefined || !known) && Object.hasOwn(site.pages, key) ? site.pages[key] : undefined;
  const status = known ? 200 : 404;
  if (!variants) return { file: '/index.html', status };
  const language = detectLanguage({
    stored: languageFromCookies(request.headers.cookie),
    browserLanguages: acceptedLanguages(request.headers['accept-language']),
  });
  return { file: variants[language] ?? '/index.html', status };
}

/** The site file a GET answers with: its own for a file's route, a page for a client-side route. */
function siteFileOf(request: FastifyRequest, site: Site): Page | undefined {
  const route = request.routeOptions.url;
  if (route === '/*') return isApiPath(request.url) ? undefined : pageOf(request, site);
  return route === undefined ? undefined : { file: route, status: 200 };
}

/**
 * `Vary` keeps what CORS put there and adds what chose this answer: Accept-Encoding always, so a
 * cache never hands brotli to a client without it, and the language's sources for a page.
 */
function vary(existing: unknown, page: boolean): string {
  const names =
    typeof existing === 'string' && existing !== '' ? existing.split(',').map((name) => name.trim()) : [];
  return [...names, 'Accept-Encoding', ...(page ? ['Accept-Language', 'Cookie'] : [])].join(', ');
}

/**
 * Serves the built site: its files as they are, a public page pre-rendered in the visitor's
 * language, and index.html for any other GET outside /api so that client-side routes (/account,
 * ...) load on refresh. Text files go out
 * brotli- or gzip-compressed when the browser accepts it (a third of the bytes on a phone's
 * connection; Lighthouse's `uses-text-compression`), from copies compressed once.
 */
export async function sitePlugin(app: FastifyInstance, { siteDir }: { siteDir: string }) {
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    app.log.warn({ siteDir }, 'no built site found: serving the API only (run npm run build)');
    return;
  }
  const compressed = new CompressedFiles(siteDir);
  void compressed.warm(readdirSync(siteDir, { recursive: true, encoding: 'utf8' }));
  const site: Site = { pages: readPrerenderedPages(siteDir), routes: readRoutePatterns(siteDir) };

  // Registered before the routes below so that it runs for each of them.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const page = siteFileOf(request, site);
    if (page === undefined || !isCompressible(page.file)) return;
    const { file, status } = page;
    reply.header('vary', vary(reply.getHeader('vary'), request.routeOptions.url === '/*'));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const variant = encoding && (await compressed.get(file, encoding));
    if (!encoding || !variant) return;
    reply.header('cache-control', cacheControlFor(file)).header('etag', variant.etag);
    const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim()) ?? [];
    if (status === 200 && (known.includes(variant.etag) || known.includes('*')))
      return reply.code(304).send();
    return reply.code(status).type(variant.type).header('content-encoding', encoding).send(variant.body);
  });

  await app.register(fastifyStatic, {
    root: siteDir,
    wildcard: false,
    index: false,
    // Our own cache-control below, not the plugin's default (which would win over it).
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader(
        'cache-control',
        cacheControlFor(`/${path.relative(siteDir, filePath).split(path.sep).join('/')}`),
      );
    },
  });
  app.get('/*', (request, reply) => {
    // The API's own not-found answer, not the site's page, for a path under /api nobody serves.
    if (isApiPath(request.url)) return reply.code(404).send(apiError('not_found'));
    const { file, status } = pageOf(request, site);
    return reply.code(status).sendFile(file.slice(1));
  });
}
