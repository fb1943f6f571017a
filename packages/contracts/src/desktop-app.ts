import { DEVICE_NAME_MAX } from './app-auth.js';
import { languageSchema } from './language-schema.js';
import { planSchema } from './orders.js';
import { isoDateTimeSchema } from './primitives.js';
import { EMAIL_MAX_LENGTH } from './rules.js';
import { z } from './zod.js';

/**
 * docs/desktop-app.md#entitlement: what the app may do while the account holds a licence. Every
 * plan with a licence (a trial, Premium, an Enterprise seat) has them all, as /license promises.
 */
export const APP_FEATURES = ['dictation', 'realtime_transcription', 'translation'] as const;
export type AppFeature = (typeof APP_FEATURES)[number];

/** docs/desktop-app.md#offline: how long the signed copy of the entitlement holds without the network, by default. */
export const APP_OFFLINE_GRACE_DAYS_DEFAULT = 7;

/** docs/desktop-app.md#devices: the devices one seat serves at once, by default. */
export const APP_DEVICES_PER_SEAT_DEFAULT = 3;

/**
 * Where the licence the app uses comes from (docs/desktop-app.md#entitlement): the trial of a Free
 * account, the user's own paid plan, or the seat an Enterprise owner gave her (her own seat, never
 * the owner's).
 */
export const appLicenceSourceSchema = z.enum(['trial', 'own_plan', 'enterprise_seat']);
export type AppLicenceSource = z.infer<typeof appLicenceSourceSchema>;

/** The device (the app's sign-in) a call was made from, as the account's session list names it. */
export const appDeviceSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().max(DEVICE_NAME_MAX).nullable(),
});
export type AppDevice = z.infer<typeof appDeviceSchema>;

/**
 * GET /app/entitlement (docs/desktop-app.md#entitlement): what the app may do now, and a signed copy
 * of it for when the practice's network is down (docs/desktop-app.md#offline): a compact JWS
 * (EdDSA, Ed25519) whose key is at the authorization server's `jwks_uri`, valid until `expiresAt`.
 */
export const appEntitlementResponseSchema = z.object({
  plan: planSchema,
  features: z.array(z.enum(APP_FEATURES)).max(APP_FEATURES.length),
  seat: z.object({
    source: appLicenceSourceSchema,
    /** The user whose seat it is: the signed-in user, always. */
    holder: z.string().max(EMAIL_MAX_LENGTH),
    /** The Enterprise subscription's owner for a seat given by one; null otherwise. */
    ownerEmail: z.string().max(EMAIL_MAX_LENGTH).nullable(),
  }),
  trialEndsAt: isoDateTimeSchema.nullable(),
  /** The next renewal of the paid plan the licence comes from; null for a trial or a cancelled plan. */
  renewsAt: isoDateTimeSchema.nullable(),
  /** When a cancelled plan ends; null otherwise. */
  endsAt: isoDateTimeSchema.nullable(),
  blacklistLanguages: z.array(languageSchema).max(4),
  device: appDeviceSchema,
  offline: z.object({
    token: z.string().min(1).max(8000),
    expiresAt: isoDateTimeSchema,
  }),
});
export type AppEntitlementResponse = z.infer<typeof appEntitlementResponseSchema>;

/** GET /app/blacklist?lang= (docs/desktop-app.md#blacklist): one language's phrases. */
export const appBlacklistQuerySchema = z.strictObject({ lang: languageSchema });
export type AppBlacklistQuery = z.infer<typeof appBlacklistQuerySchema>;
export const appBlacklistResponseSchema = z.array(z.string().max(1000));
export type AppBlacklistResponse = z.infer<typeof appBlacklistResponseSchema>;

/** The most batches one report carries (docs/desktop-app.md#usage). */
export const APP_USAGE_BATCHES_MAX = 500;

/**
 * POST /app/usage (docs/desktop-app.md#usage): transcription time in batches the app numbers itself,
 * so a batch sent twice counts once.
 */
export const appUsageBatchSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._:-]+$/),
  seconds: z.number().finite(),
  endedAt: isoDateTimeSchema,
});
export type AppUsageBatch = z.infer<typeof appUsageBatchSchema>;
export const appUsageRequestSchema = z.strictObject({
  batches: z.array(appUsageBatchSchema).min(1).max(APP_USAGE_BATCHES_MAX),
});
export type AppUsageRequest = z.infer<typeof appUsageRequestSchema>;
/** How many batches were counted now, and how many had been counted before (sent again). */
export const appUsageResponseSchema = z.object({
  accepted: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
});
export type AppUsageResponse = z.infer<typeof appUsageResponseSchema>;
