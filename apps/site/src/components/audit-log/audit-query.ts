import { type AuditExportQuery, type AuditKind, auditKindSchema, emailSchema } from '@app/contracts';
import { TIME_ZONE } from '@app/i18n';

/** Whose log a screen reads (docs/audit-log.md#who-reads): hers, her practice's, or all (the admin). */
export type AuditScope = 'own' | 'practice' | 'admin';

/** Each scope's list and its two exports (docs/audit-log.md#export). */
export const AUDIT_CALLS = {
  own: { list: 'auditLog', csv: 'exportAuditLogCsv', json: 'exportAuditLogJson' },
  practice: {
    list: 'practiceAuditLog',
    csv: 'exportPracticeAuditLogCsv',
    json: 'exportPracticeAuditLogJson',
  },
  admin: { list: 'adminAuditLog', csv: 'exportAdminAuditLogCsv', json: 'exportAdminAuditLogJson' },
} as const;

/** The filters as the form holds them: an address, a kind, and two calendar days (YYYY-MM-DD), each maybe empty. */
export interface AuditFilters {
  readonly person: string;
  readonly kind: AuditKind | '';
  readonly from: string;
  readonly to: string;
}

export const NO_FILTERS: AuditFilters = { person: '', kind: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Zurich's offset from UTC at an instant, "+01:00" or "+02:00". */
function zurichOffset(instant: number): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '+00:00';
}

/**
 * The first or the last moment of a calendar day in Zurich (docs/languages.md#dates), as an ISO
 * time with its offset; the offset read at that hour, so the days the clocks change come out right.
 */
export function zurichDayBound(day: string, end: boolean): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // Zurich's midnight is 22:00 or 23:00 UTC the day before; its 23:59 is 21:59 or 22:59 UTC the same day.
  const offset = zurichOffset(utcMidnight + (end ? 21 : -1) * 3_600_000);
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}${offset}`;
}

/** The filters as the calls take them: what is empty or not yet valid is left out. */
export function auditQuery(filters: AuditFilters): AuditExportQuery {
  const person = filters.person.trim();
  const kind = auditKindSchema.safeParse(filters.kind);
  return {
    ...(emailSchema.safeParse(person).success ? { person } : {}),
    ...(kind.success ? { kind: kind.data } : {}),
    ...(DAY.test(filters.from) ? { from: zurichDayBound(filters.from, false) } : {}),
    ...(DAY.test(filters.to) ? { to: zurichDayBound(filters.to, true) } : {}),
  };
}

/** Whether the address typed is one the filter can use (empty is: no filter). */
export const personValid = (person: string): boolean =>
  person.trim() === '' || emailSchema.safeParse(person.trim()).success;
