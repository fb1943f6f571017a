import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi.js';

/**
 * GET /api/docs: the OpenAPI description, public like the contracts it comes from. Built once at
 * start and sent as a string, since the table cannot change while the process runs.
 */
export async function docsRoutes(app: FastifyInstance) {
  const document = JSON.stringify(openApiDocument());
  app.get('/docs', (_request, reply) => reply.type('application/json; charset=utf-8').send(document));
}
