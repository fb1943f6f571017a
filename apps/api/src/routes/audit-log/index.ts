import {
  AUDIT_CSV_MEDIA_TYPE,
  AUDIT_JSON_MEDIA_TYPE,
  AUDIT_PAGE_DEFAULT,
  type AuditExportQuery,
  type AuditLogQuery,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AuditScope,
  auditExportStream,
  auditPage,
  practiceScopeOf,
  verifyAuditChain,
} from '../../audit/index.js';
import type { Database } from '../../db/database.js';
import { signedInUser } from '../../plugins/authentication.js';
import { defineRoute } from '../define-route.js';

type ScopeOf = (request: FastifyRequest) => Promise<AuditScope>;

/** The filters of the query string, the page's id and size read as numbers. */
function pageOf(input: AuditLogQuery) {
  const { before, limit, ...filters } = input;
  return {
    filters,
    page: {
      before: before === undefined ? undefined : Number(before),
      limit: limit === undefined ? AUDIT_PAGE_DEFAULT : Number(limit),
    },
  };
}

function sendExport(
  db: Database,
  reply: FastifyReply,
  scope: AuditScope,
  input: AuditExportQuery,
  format: 'csv' | 'json',
): FastifyReply {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type(`${format === 'csv' ? AUDIT_CSV_MEDIA_TYPE : AUDIT_JSON_MEDIA_TYPE}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="audit-log-${day}.${format}"`)
    .header('cache-control', 'no-store')
    .send(auditExportStream(db, scope, input, format));
}

/**
 * docs/audit-log.md#who-reads and #export: a person's own entries, her practice's (owner and
 * admins), the site admin's (all), each as pages and as CSV or JSON; and the admin's verification
 * of the chain (docs/audit-log.md#chain).
 */
export async function auditLogRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const own: ScopeOf = async (request) => ({ kind: 'own', userId: signedInUser(request).id });
  const practice: ScopeOf = async (request) => practiceScopeOf(db, signedInUser(request).id);
  const all: ScopeOf = async () => ({ kind: 'all' });
  const lists = [
    ['auditLog', own],
    ['practiceAuditLog', practice],
    ['adminAuditLog', all],
  ] as const;
  for (const [name, scopeOf] of lists) {
    defineRoute(app, name, { db }, async ({ request, input }) => {
      const { filters, page } = pageOf(input);
      return auditPage(db, await scopeOf(request), filters, page);
    });
  }
  const exports = [
    ['exportAuditLogCsv', 'exportAuditLogJson', own],
    ['exportPracticeAuditLogCsv', 'exportPracticeAuditLogJson', practice],
    ['exportAdminAuditLogCsv', 'exportAdminAuditLogJson', all],
  ] as const;
  for (const [csv, json, scopeOf] of exports) {
    defineRoute(app, csv, { db }, async ({ request, reply, input }) =>
      sendExport(db, reply, await scopeOf(request), input, 'csv'),
    );
    defineRoute(app, json, { db }, async ({ request, reply, input }) =>
      sendExport(db, reply, await scopeOf(request), input, 'json'),
    );
  }
  defineRoute(app, 'verifyAuditLog', { db }, async () => verifyAuditChain(db));
}
