import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { defineRoute } from '../define-route.js';
import { addPhrase, readBlacklist, removePhrase } from './blacklist-repository.js';
import { listUsers } from './users-list-repository.js';

/**
 * The admin area (docs/admin.md#admin-access): the blacklist and the users list (the stats are with the click
 * tracker).
 */
export async function adminRoutes(app: FastifyInstance, { db }: { db: Database }) {
  defineRoute(app, 'getBlacklist', { db }, async () => readBlacklist(db));

  defineRoute(app, 'addBlacklistPhrase', { db }, async ({ input }) => {
    // The contracts answer a duplicate with 409 already_exists, as the mocks do, so the admin
    // learns the phrase was there rather than believing it was just added.
    if (!(await addPhrase(db, input))) throw new HttpError('already_exists');
    return readBlacklist(db);
  });

  defineRoute(app, 'removeBlacklistPhrase', { db }, async ({ input }) => {
    if (!(await removePhrase(db, input))) throw new HttpError('not_found');
    return readBlacklist(db);
  });

  defineRoute(app, 'listUsers', { db }, async () => listUsers(db));
}
