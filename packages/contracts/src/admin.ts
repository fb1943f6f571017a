import { MAXIMUM_USERS } from '@app/pricing';
import { languageSchema } from './language-schema.js';
import { planSchema } from './orders.js';
import { isoDateTimeSchema, recordIdSchema } from './primitives.js';
import { PHRASE_MAX_LENGTH, phraseSchema, storedEmailSchema } from './rules.js';
import { userStatusSchema } from './users.js';
import { z } from './zod.js';

/**
 * SPEC §3 blacklist: an object keyed by fr, de, it, en, each a list of phrases. Every language is
 * present, with an empty list when it has no phrase, so the screen never checks for a missing key.
 */
export const blacklistSchema = z.record(languageSchema, z.array(z.string().max(PHRASE_MAX_LENGTH)));
export type Blacklist = z.infer<typeof blacklistSchema>;

/** For code that builds a blacklist: the four lists, empty (the type holds it to LANGUAGES). */
export function emptyBlacklist(): Blacklist {
  return { fr: [], de: [], it: [], en: [] };
}

/** SPEC §7 GET /blacklist. */
export const getBlacklistResponseSchema = blacklistSchema;
export type GetBlacklistResponse = Blacklist;

/** SPEC §7 POST /blacklist and DELETE /blacklist share the payload `lang, phrase`. */
export const blacklistPhraseRequestSchema = z.strictObject({ lang: languageSchema, phrase: phraseSchema });
export type BlacklistPhraseRequest = z.infer<typeof blacklistPhraseRequestSchema>;

/**
 * SPEC §7 does not show what adding or removing answers; the whole blacklist after the change
 * comes back, so the admin list is redrawn without a second call.
 */
export const blacklistPhraseResponseSchema = blacklistSchema;
export type BlacklistPhraseResponse = Blacklist;

/** The roles of ARCHITECTURE "Admin"; SPEC §3 shows only "admin or other". */
export const ROLES = ['admin', 'user'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * SPEC §3 user, as the admin list shows it. `numberOfLicenses` is the seats of the user's own
 * subscription (1 unless Enterprise, SPEC §3 "default 1"); `transcriptionTime` is in seconds, the
 * screen shows rounded minutes.
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

/** SPEC §7 GET /users/users. */
export const listUsersResponseSchema = z.array(adminUserSchema);
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;
