import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { createScimToken, revokeScimToken } from '../../scim/index.js';
import { noteAudit } from '../audit-recording.js';
import { defineRoute } from '../define-route.js';
import { actingAccount } from '../practice-permission.js';

/** docs/sso.md#scim-token: the practice's calls of the contracts' table. */
export async function scimTokenRoutes(app: FastifyInstance, { db }: { db: Database }) {
  defineRoute(app, 'createScimToken', { db }, async ({ request }) =>
    createScimToken(db, actingAccount(request).id),
  );
  defineRoute(app, 'revokeScimToken', { db }, async ({ request }) => {
    if (!(await revokeScimToken(db, actingAccount(request).id))) noteAudit(request, { nothingChanged: true });
    return { message: 'The token no longer works.' };
  });
}

export { SCIM_RECORDED_ROUTES, scimProtocolRoutes } from './protocol.js';
