import { MAXIMUM_USERS } from '@app/pricing';
import type { ErrorCode } from './errors.js';
import { languageSchema } from './language-schema.js';
import { planSchema } from './orders.js';
import { isoDateTimeSchema, messageResponseSchema, recordIdSchema } from './primitives.js';
import { PHRASE_MAX_LENGTH, phraseSchema, storedEmailSchema } from './rules.js';
import { userStatusSchema } from './users.js';
import { z } from './zod.js';

/**
 * The blacklist (docs/admin.md#blacklist): an object keyed by fr, de, it, en, each a list of phrases. Every
 * language is present, with an empty list when it has no phrase, so the screen never checks for a missing
 * key.
 */
export const blacklistSchema = z.record(languageSchema, z.array(z.string().max(PHRASE_MAX_LENGTH)));
export type Blacklist = z.infer<typeof blacklistSchema>;

/** For code that builds a blacklist: the four lists, empty (the type holds it to LANGUAGES). */
export function emptyBlacklist(): Blacklist {
  return { fr: [], de: [], it: [], en: [] };
}

/** GET /blacklist (docs/calls.md#blacklist). */
export const getBlacklistResponseSchema = blacklistSchema;
export type GetBlacklistResponse = Blacklist;

/**
 * POST /blacklist and DELETE /blacklist (docs/calls.md#blacklist-change) share the payload `lang, phrase`.
 */
export const blacklistPhraseRequestSchema = z.strictObject({ lang: languageSchema, phrase: phraseSchema });
export type BlacklistPhraseRequest = z.infer<typeof blacklistPhraseRequestSchema>;

/**
 * Two phrases of one language are the same when they differ only in case: "DICTÉE GRATUITE" is
 * "dictée gratuite", "dictee gratuite" is another (docs/admin.md#blacklist-phrase). The API keeps
 * it with a unique key in the database; the site and the mocks compare with this.
 */
export function samePhrase(first: string, second: string): boolean {
  return first.trim().toLowerCase() === second.trim().toLowerCase();
}

/**
 * The first specification did not show what adding or removing answers (docs/calls.md#blacklist-change); the
 * whole blacklist after the change comes back, so the admin list is redrawn without a second call.
 */
export const blacklistPhraseResponseSchema = blacklistSchema;
export type BlacklistPhraseResponse = Blacklist;

/** The roles (docs/admin.md#roles-in-list); the first specification showed only "admin or other". */
export const ROLES = ['admin', 'user'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * A user (docs/admin.md#users), as the admin list shows it. `numberOfLicenses` is the seats of the user's own
 * subscription (1 unless Enterprise, docs/admin.md#users); `transcriptionTime` is the seconds of the
 * dictation app's use this Europe/Zurich month (docs/desktop-app.md#usage-shown), the screen shows
 * rounded minutes (transcriptionMinutes).
 */
export const adminUserSchema = z.object({
  _id: recordIdSchema,
  email: storedEmailSchema,
  role: roleSchema,
  plan: planSchema,
  numberOfLicenses: z.number().int().min(1).max(MAXIMUM_USERS).default(1),
  status: userStatusSchema,
  createdAt: isoDateTimeSchema,
  transcriptionTime: z.number().nonnegative().finite(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /users/users (docs/calls.md#users-users). */
export const listUsersResponseSchema = z.array(adminUserSchema);
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;

/** Who makes an admin call, as far as docs/admin.md#admin-two-factor asks. */
export interface AdminCaller {
  role: Role;
  /** Her account has two-factor sign-in on. */
  twoFactorEnabled: boolean;
  /** The session was opened with her second factor, or she set two-factor sign-in up in it. */
  secondFactorSession: boolean;
  /** The session was opened with a passkey, or she added one in it (docs/passkeys.md#passkey-session). */
  passkeySession: boolean;
}

/**
 * docs/admin.md#admin-access, #admin-two-factor (ASVS 5.0 6.3.3) and docs/passkeys.md#admins: why an
 * admin call is refused, or null when it is not. Anyone but an admin is `forbidden`; an admin without
 * two-factor sign-in, or in a session opened without it, `admin_needs_two_factor`; then one in a
 * session neither opened with a passkey nor in which she added one, `admin_needs_passkey`. Both
 * leave her signed in so that she can set it up (the first admin is never locked out).
 */
export function adminRefusal(
  caller: AdminCaller,
): Extract<ErrorCode, 'forbidden' | 'admin_needs_two_factor' | 'admin_needs_passkey'> | null {
  if (caller.role !== 'admin') return 'forbidden';
  if (!caller.twoFactorEnabled || !caller.secondFactorSession) return 'admin_needs_two_factor';
  return caller.passkeySession ? null : 'admin_needs_passkey';
}

/** GET /admin/access: answers only when every admin call would; the admin page asks it first. */
export const adminAccessResponseSchema = messageResponseSchema;
export type AdminAccessResponse = z.infer<typeof adminAccessResponseSchema>;
