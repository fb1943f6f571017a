import { type UsersMeResponse, usersMeResponseSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { requireUser } from '../../plugins/authentication.js';

export async function usersRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/users/me', { preHandler: requireUser(db) }, async (request): Promise<UsersMeResponse> => {
    // Parsing our own answer keeps the API honest to the contract the site relies on.
    return usersMeResponseSchema.parse({ status: request.user?.status });
  });
}
