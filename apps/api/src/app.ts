import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { ApiError, errorBody } from './errors.js';
import { sitePlugin } from './plugins/site.js';
import { healthRoutes } from './routes/health/index.js';
import { usersRoutes } from './routes/users/index.js';

export interface AppOptions {
  config: Pick<Config, 'logLevel' | 'siteDir'>;
  db: Database;
}

/** Builds the app without listening: tests drive it with `inject`, server.ts listens. */
export async function buildApp({ config, db }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Bearer tokens and cookies never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: 64 * 1024,
  });

  app.decorateRequest('user', null);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, wrong content type).
      return reply.code(status).send(errorBody('bad_request', 'The request could not be read.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(usersRoutes, { db });
      api.setNotFoundHandler((_request, reply) =>
        reply.code(404).send(errorBody('not_found', 'There is nothing at this address.')),
      );
    },
    { prefix: '/api' },
  );

  if (config.siteDir) await app.register(sitePlugin, { siteDir: config.siteDir });

  return app;
}
