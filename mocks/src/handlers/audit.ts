import {
  AUDIT_CSV_MEDIA_TYPE,
  AUDIT_JSON_MEDIA_TYPE,
  AUDIT_PAGE_DEFAULT,
  type AuditEntry,
  type AuditExportQuery,
  type AuditLogQuery,
  type AuditLogResponse,
  endpoints,
  type PracticeRole,
  rolesPermit,
} from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse } from '../endpoint.js';
import { AUDIT_COLLEAGUE, AUDIT_OWNER } from '../fixtures/audit.js';
import { callerRoles as rolesIn } from '../fixtures/practice.js';
import type { MockWorld } from '../world.js';
import { adminRules } from './admin.js';

/** The site-wide kinds no practice sees: the admin's own lists (docs/audit-log.md#who-reads). */
const SITE_ONLY = new Set<AuditEntry['kind']>(['blacklist_changed', 'tracking_deleted']);

/** The caller: the practice's owner, or the colleague when the world is her seat. */
const callerEmail = (world: MockWorld) => (world.account.seat ? AUDIT_COLLEAGUE : AUDIT_OWNER);

/**
 * Her roles in her practice (docs/licences.md#roles, the world's practice); the owner's for the
 * practice's own world (which a permitted member's call is answered from); null outside one.
 */
export function callerRoles(world: MockWorld): readonly PracticeRole[] | null {
  if (world.practice) return rolesIn(world.practice);
  return world.account.accountType === 'enterprise' && world.account.subscriptionToken ? ['owner'] : null;
}

const about = (entry: AuditEntry, email: string) => entry.actor.email === email || entry.target === email;

/** The filters of docs/audit-log.md#who-reads, newest first. */
function filtered(entries: readonly AuditEntry[], query: AuditExportQuery): AuditEntry[] {
  return entries
    .filter((entry) => !query.person || about(entry, query.person))
    .filter((entry) => !query.kind || entry.kind === query.kind)
    .filter((entry) => !query.from || Date.parse(entry.at) >= Date.parse(query.from))
    .filter((entry) => !query.to || Date.parse(entry.at) <= Date.parse(query.to))
    .sort((a, b) => b.id - a.id);
}

/** One page, 50 by default, older than `before`; `nextBefore` when there are more. */
export function auditPage(entries: readonly AuditEntry[], query: AuditLogQuery): AuditLogResponse {
  const before = query.before ? Number(query.before) : Number.POSITIVE_INFINITY;
  const limit = query.limit ? Number(query.limit) : AUDIT_PAGE_DEFAULT;
  const older = filtered(entries, query).filter((entry) => entry.id < before);
  const page = older.slice(0, limit);
  const last = page.at(-1);
  return { entries: page, nextBefore: older.length > limit && last ? last.id : null };
}

const csvCell = (value: unknown): string => {
  const text = value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const CSV_HEADER = 'id,at,actor_kind,actor_email,address,browser,kind,target,before,after';

/** docs/audit-log.md#export: one line per entry under a header line, or a JSON array. */
export function auditFile(entries: readonly AuditEntry[], format: 'csv' | 'json'): Response {
  const body =
    format === 'json'
      ? JSON.stringify(entries)
      : [
          CSV_HEADER,
          ...entries.map((e) =>
            [
              e.id,
              e.at,
              e.actor.kind,
              e.actor.email,
              e.address,
              e.browser,
              e.kind,
              e.target,
              e.before,
              e.after,
            ]
              .map(csvCell)
              .join(','),
          ),
        ].join('\n');
  return new Response(body, {
    headers: {
      'content-type': format === 'json' ? AUDIT_JSON_MEDIA_TYPE : AUDIT_CSV_MEDIA_TYPE,
      'content-disposition': `attachment; filename="audit-log.${format}"`,
    },
  });
}

/**
 * The ten audit calls (docs/audit-log.md#who-reads): hers, her practice's when her roles permit
 * it (the matrix of @app/contracts, else 403 role_not_permitted), and the admin's, with Verify.
 */
export const auditHandlers = (world: MockWorld): RequestHandler[] => {
  const own = () => world.auditEntries.filter((entry) => about(entry, callerEmail(world)));
  const practice = (): AuditEntry[] | Response => {
    const roles = callerRoles(world);
    if (!roles) return errorResponse('no_active_subscription');
    if (!rolesPermit(roles, endpoints.practiceAuditLog.permission))
      return errorResponse('role_not_permitted');
    return world.auditEntries.filter((entry) => !SITE_ONLY.has(entry.kind));
  };
  const admin = adminRules(world);
  const orRefusal = <T>(entries: AuditEntry[] | Response, answer: (entries: AuditEntry[]) => T) =>
    entries instanceof Response ? entries : answer(entries);
  return [
    endpointHandler('auditLog', ({ input }) => auditPage(own(), input)),
    endpointHandler('exportAuditLogCsv', ({ input }) => auditFile(filtered(own(), input), 'csv')),
    endpointHandler('exportAuditLogJson', ({ input }) => auditFile(filtered(own(), input), 'json')),
    endpointHandler('practiceAuditLog', ({ input }) => orRefusal(practice(), (all) => auditPage(all, input))),
    endpointHandler('exportPracticeAuditLogCsv', ({ input }) =>
      orRefusal(practice(), (all) => auditFile(filtered(all, input), 'csv')),
    ),
    endpointHandler('exportPracticeAuditLogJson', ({ input }) =>
      orRefusal(practice(), (all) => auditFile(filtered(all, input), 'json')),
    ),
    endpointHandler('adminAuditLog', ({ input }) => auditPage(world.auditEntries, input), admin),
    endpointHandler(
      'exportAdminAuditLogCsv',
      ({ input }) => auditFile(filtered(world.auditEntries, input), 'csv'),
      admin,
    ),
    endpointHandler(
      'exportAdminAuditLogJson',
      ({ input }) => auditFile(filtered(world.auditEntries, input), 'json'),
      admin,
    ),
    endpointHandler('verifyAuditLog', () => world.auditChain, admin),
  ];
};
