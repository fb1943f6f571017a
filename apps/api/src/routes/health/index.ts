import { apiError } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { pingDatabase } from '../../health/index.js';

/** 200 only when the database answers, so a load balancer takes a broken process out. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/health', async (request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send(apiError('service_unavailable'));
    }
  });
}
