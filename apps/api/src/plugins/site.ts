import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiError } from '@app/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built site: its files as they are, and index.html for any other GET outside /api
 * so that client-side routes (/license, /account, ...) load on refresh.
 */
export async function sitePlugin(app: FastifyInstance, { siteDir }: { siteDir: string }) {
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    app.log.warn({ siteDir }, 'no built site found: serving the API only (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: siteDir,
    wildcard: false,
    index: false,
    // Our own cache-control below, not the plugin's default (which would win over it).
    cacheControl: false,
    // Hashed assets never change; index.html must always be revalidated to pick up a deploy.
    setHeaders: (response, filePath) => {
      response.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.get('/*', (request, reply) => {
    // The API's own not-found answer, not the site's page, for a path under /api nobody serves.
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      return reply.code(404).send(apiError('not_found'));
    }
    return reply.sendFile('index.html');
  });
}
