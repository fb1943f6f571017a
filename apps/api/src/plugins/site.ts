import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { apiError } from '@app/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CompressedFiles, isCompressible, preferredEncoding } from './compressed-files.js';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Hashed assets never change; everything else must be revalidated to pick up a deploy. */
const cacheControlFor = (file: string) =>
  file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/** The site file a GET answers with: its own for a file's route, index.html for a client-side route. */
function siteFileOf(request: FastifyRequest): string | undefined {
  const route = request.routeOptions.url;
  if (route === '/*') return isApiPath(request.url) ? undefined : '/index.html';
  return route;
}

/** `Vary` keeps what CORS put there and adds Accept-Encoding, so a cache never hands brotli to a client without it. */
function varyOnEncoding(existing: unknown): string {
  const names =
    typeof existing === 'string' && existing !== '' ? existing.split(',').map((name) => name.trim()) : [];
  return [...names, 'Accept-Encoding'].join(', ');
}

/**
 * Serves the built site: its files as they are, and index.html for any other GET outside /api
 * so that client-side routes (/license, /account, ...) load on refresh. Text files go out
 * brotli- or gzip-compressed when the browser accepts it (a third of the bytes on a phone's
 * connection; Lighthouse's `uses-text-compression`), from copies compressed once.
 */
export async function sitePlugin(app: FastifyInstance, { siteDir }: { siteDir: string }) {
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    app.log.warn({ siteDir }, 'no built site found: serving the API only (run npm run build)');
    return;
  }
  const compressed = new CompressedFiles(siteDir);
  compressed.warm(readdirSync(siteDir, { recursive: true, encoding: 'utf8' }));

  // Registered before the routes below so that it runs for each of them.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const file = siteFileOf(request);
    if (file === undefined || !isCompressible(file)) return;
    reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const variant = encoding && (await compressed.get(file, encoding));
    if (!encoding || !variant) return;
    reply.header('cache-control', cacheControlFor(file)).header('etag', variant.etag);
    const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim()) ?? [];
    if (known.includes(variant.etag) || known.includes('*')) return reply.code(304).send();
    return reply.type(variant.type).header('content-encoding', encoding).send(variant.body);
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
    return reply.sendFile('index.html');
  });
}
