import type { FastifyInstance } from 'fastify';
import {
  addBlacklistPhrase,
  blacklist,
  removeBlacklistPhrase,
  usersList,
} from '../../admin/admin-service.js';
import type { Database } from '../../db/database.js';
import { defineRoute } from '../define-route.js';

/**
 * The admin area (docs/admin.md#admin-access): the blacklist and the users list (the stats are with the click
 * tracker).
 */
export async function adminRoutes(app: FastifyInstance, { db }: { db: Database }) {
  defineRoute(app, 'getBlacklist', { db }, async () => blacklist(db));

  defineRoute(app, 'addBlacklistPhrase', { db }, async ({ input }) => addBlacklistPhrase(db, input));

  defineRoute(app, 'removeBlacklistPhrase', { db }, async ({ input }) => removeBlacklistPhrase(db, input));

  defineRoute(app, 'listUsers', { db }, async () => usersList(db));
}
