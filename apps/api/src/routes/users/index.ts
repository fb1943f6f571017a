import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { signedInUser } from '../../plugins/authentication.js';
import { servedPlan } from '../../subscriptions/index.js';
import { defineRoute } from '../define-route.js';

export async function usersRoutes(app: FastifyInstance, { db }: { db: Database }) {
  defineRoute(app, 'usersMe', { db }, async ({ request }) => {
    const user = signedInUser(request);
    return { status: user.status, plan: await servedPlan(db, user.id) };
  });
}
