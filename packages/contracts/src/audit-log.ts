import { isoDateTimeSchema } from './primitives.js';
import { emailSchema, storedEmailSchema } from './rules.js';
import { z } from './zod.js';

/**
 * What an audit entry records (docs/audit-log.md#kinds). Every call that changes data names the
 * kind it records (endpoints.ts `audit`); the rest are recorded where no call of the site is
 * (Stripe's events, the jobs, failed sign-ins).
 */
export const AUDIT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'sign_in_link_asked',
  'sign_out',
  'sign_up',
  'email_confirmed',
  'confirmation_resent',
  'two_factor_on',
  'two_factor_off',
  'password_changed',
  'password_reset_asked',
  'session_ended',
  'sessions_ended',
  'app_signed_in',
  'app_sign_in_refused',
  'app_usage_reported',
  'roles_changed',
  'ownership_offered',
  'ownership_answered',
  'invitation_sent',
  'invitation_accepted',
  'invitation_declined',
  'licence_removed',
  'licence_reassigned',
  'seats_changed',
  'plan_bought',
  'plan_changed',
  'change_scheduled',
  'subscription_cancelled',
  'subscription_resumed',
  'card_changed',
  'billing_details_changed',
  'invoice_downloaded',
  'invoice_paid',
  'data_exported',
  'deletion_requested',
  'deletion_undone',
  'account_anonymised',
  'colleagues_two_factor_changed',
  'app_code_switch_changed',
  'blacklist_changed',
  'tracking_deleted',
  'invoice_marked_paid',
  'invoice_order_approved',
  'stripe_event',
  'seats_drift',
  'sso_sign_in',
  'sso_domain_added',
  'sso_domain_proven',
  'sso_domain_removed',
  'sso_connection_saved',
  'sso_connection_removed',
  'sso_enforcement_changed',
  'scim_token_created',
  'scim_token_revoked',
  'scim_user_provisioned',
  'scim_user_changed',
  'scim_user_deprovisioned',
  'passkey_added',
  'passkey_renamed',
  'passkey_removed',
  'practice_passkeys_changed',
] as const;
export const auditKindSchema = z.enum(AUDIT_KINDS);
export type AuditKind = z.infer<typeof auditKindSchema>;

/** Who acted (docs/audit-log.md#entry): a person, the site's admin, Stripe (an event), or a job of ours. */
export const AUDIT_ACTOR_KINDS = ['user', 'admin', 'stripe', 'system'] as const;
export const auditActorKindSchema = z.enum(AUDIT_ACTOR_KINDS);
export type AuditActorKind = z.infer<typeof auditActorKindSchema>;

/** A value before or after a change: small JSON, never a secret (docs/audit-log.md#entry). */
const auditValueSchema = z.record(z.string().max(64), z.unknown()).nullable();

/** One entry (docs/audit-log.md#entry), as read and exported. */
export const auditEntrySchema = z.object({
  /** Its place in the chain, increasing. */
  id: z.number().int().positive(),
  at: isoDateTimeSchema,
  actor: z.object({ kind: auditActorKindSchema, email: storedEmailSchema.nullable() }),
  /** The network address and browser of the request; null for Stripe and jobs. */
  address: z.string().max(64).nullable(),
  browser: z.string().max(512).nullable(),
  kind: auditKindSchema,
  /** Whom or what it changed: an address, an invoice number, a session; null when the actor herself. */
  target: z.string().max(320).nullable(),
  before: auditValueSchema,
  after: auditValueSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

/** A positive whole number up to `max`, as a query string carries it (digits only); the API reads it with Number. */
function queryCount(max: number) {
  return z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .refine((digits) => Number(digits) <= max);
}

/**
 * The filters of the audit log (person, kind, dates) and its pages, alike for the caller's own
 * entries, her practice's (owner and admins) and the admin's (all) (docs/audit-log.md#who-reads).
 */
export const auditLogQuerySchema = z.strictObject({
  person: emailSchema.optional(),
  kind: auditKindSchema.optional(),
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
  /** Entries older than this id (the previous page's last); absent: the newest. */
  before: queryCount(Number.MAX_SAFE_INTEGER).optional(),
  /** At most this many entries (AUDIT_PAGE_MAX); absent: AUDIT_PAGE_DEFAULT. */
  limit: queryCount(AUDIT_PAGE_MAX).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** The export takes the same filters without the page (docs/audit-log.md#export). */
export const auditExportQuerySchema = auditLogQuerySchema.omit({ before: true, limit: true });
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

/** A page of entries, newest first; `nextBefore` asks for the next page, null at the end. */
export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema).max(AUDIT_PAGE_MAX),
  nextBefore: z.number().int().positive().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

export const AUDIT_CSV_MEDIA_TYPE = 'text/csv';
export const AUDIT_JSON_MEDIA_TYPE = 'application/json';

/**
 * POST /admin/audit-log/verify (docs/audit-log.md#chain): every entry's hash recomputed from its
 * content and the previous one's; the first that does not match is named.
 */
export const auditVerifyResponseSchema = z.object({
  intact: z.boolean(),
  entriesChecked: z.number().int().nonnegative(),
  firstBrokenId: z.number().int().positive().nullable(),
});
export type AuditVerifyResponse = z.infer<typeof auditVerifyResponseSchema>;
