import { DEVICE_NAME_MAX } from './app-auth.js';
import { signinMethodSchema } from './passkeys.js';
import { isoDateTimeSchema, messageResponseSchema } from './primitives.js';
import { PASSWORD_MAX_LENGTH, tokenSchema } from './rules.js';
import { textSchema } from './text.js';
import { z } from './zod.js';

/**
 * docs/accounts.md#sessions-list: what the account page shows and does about sign-in and security (sessions,
 * two-factor sign-in) and about the customer's data (nFADP: download, deletion with a grace period).
 */

/** How long a deleted account can still be kept by signing in; then its personal data is anonymised. */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;
/**
 * docs/accounts.md#deletion-ends-the-money: the calls that buy or change what is paid for, refused
 * with 409 `deletion_pending` while the account's deletion is pending. Paying an open invoice and
 * cancelling are not among them: they end money, they do not start it.
 */
export const REFUSED_WHILE_DELETION_PENDING = [
  'createSubscriptionCreditCard',
  'createSubscriptionInvoice',
  'scheduleChange',
  'updateLicenses',
  'resumeSubscription',
  'updatePaymentMethod',
] as const;
/** How many single-use recovery codes a two-factor set-up hands out, shown once. */
export const RECOVERY_CODE_COUNT = 10;
/** The digits of an authenticator app's code (RFC 6238 TOTP, 30-second steps). */
export const TWO_FACTOR_CODE_DIGITS = 6;

/** A session's public id: never its bearer token, which only the browser holding it knows. */
export const sessionIdSchema = z.uuid();

/** A browser session of the account as its owner recognises it (docs/accounts.md#sessions-list). */
export const browserSessionSchema = z.object({
  kind: z.literal('browser'),
  id: sessionIdSchema,
  /** The browser and system read from its user agent; null when it sent none we recognise. */
  browser: z.string().max(100).nullable(),
  system: z.string().max(100).nullable(),
  createdAt: isoDateTimeSchema,
  /** Approximate: the API moves it at most once a minute. */
  lastUsedAt: isoDateTimeSchema,
  /** The session making this request. */
  current: z.boolean(),
  /** How it was opened (docs/passkeys.md#sign-in-events); null for sessions older than the record. */
  signedInWith: signinMethodSchema.nullable(),
});
export type BrowserSession = z.infer<typeof browserSessionSchema>;

/**
 * A sign-in of the Windows app (docs/desktop-app.md#devices) in the same list: the name the app
 * gave its computer, its first and last use, and the network address it was last used from,
 * which only the account's holder sees. Never the session making the request.
 */
export const appDeviceSessionSchema = z.object({
  kind: z.literal('app'),
  id: sessionIdSchema,
  name: z.string().max(DEVICE_NAME_MAX).nullable(),
  /** When the sign-in was approved: its first use. */
  createdAt: isoDateTimeSchema,
  /** Approximate: the API moves it at most once a minute. */
  lastUsedAt: isoDateTimeSchema,
  lastUsedFrom: z.string().max(100).nullable(),
  current: z.literal(false),
});
export type AppDeviceSession = z.infer<typeof appDeviceSessionSchema>;

/** One entry of docs/accounts.md#sessions-list: a browser's session or an app's sign-in. */
export const accountSessionSchema = z.discriminatedUnion('kind', [
  browserSessionSchema,
  appDeviceSessionSchema,
]);
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const listSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema).max(1000) });
export type ListSessionsResponse = z.infer<typeof listSessionsResponseSchema>;

export const revokeSessionRequestSchema = z.strictObject({ sessionId: sessionIdSchema });
export type RevokeSessionRequest = z.infer<typeof revokeSessionRequestSchema>;
export const revokeSessionResponseSchema = messageResponseSchema;

export const revokeOtherSessionsResponseSchema = z.object({
  message: z.string().max(1000),
  revoked: z.number().int().min(0),
});
export type RevokeOtherSessionsResponse = z.infer<typeof revokeOtherSessionsResponseSchema>;

/**
 * What a code field accepts: the six digits of an authenticator app or a recovery code
 * (`xxxx-xxxx-xxxx`); spaces and hyphens are the user's to type, the API ignores them.
 */
export const twoFactorCodeSchema = textSchema()
  .max(32, { abort: true })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{4,30}[A-Za-z0-9]$/);

/** The account page's security and data section in one answer. */
export const accountSettingsResponseSchema = z.object({
  twoFactor: z.object({
    enabled: z.boolean(),
    /** Unused recovery codes left (0 while two-factor sign-in is off). */
    recoveryCodesLeft: z.number().int().min(0).max(RECOVERY_CODE_COUNT),
    /** The Enterprise owner whose seat she holds requires it: it cannot be turned off. */
    requiredByOwner: z.boolean(),
  }),
  /** An Enterprise owner's choice for her colleagues; null for anyone who owns no Enterprise plan. */
  colleaguesTwoFactorRequired: z.boolean().nullable(),
  /**
   * docs/licences.md#device-code-switch: whether her practice may sign in the Windows app with a
   * code; null for anyone who is not the owner of a serving Enterprise plan.
   */
  appDeviceCode: z.object({ allowed: z.boolean() }).nullable(),
  /**
   * docs/passkeys.md#policy: whether her practice requires passkeys of those who run it; null for
   * anyone who may not change the practice's security (its owner or admins of a serving Enterprise plan).
   */
  practicePasskeysRequired: z.boolean().nullable(),
  /** When the account's personal data will be anonymised; null unless its deletion was asked for. */
  deletionScheduledAt: isoDateTimeSchema.nullable(),
});
export type AccountSettingsResponse = z.infer<typeof accountSettingsResponseSchema>;

/**
 * A QR code as its modules, row by row, `1` dark and `0` light, 21 to 177 a side (versions 1 to
 * 40). Data, not an image: the site draws it as inline SVG, which its Content-Security-Policy
 * allows, where an image from a `data:` URL is blocked (docs/architecture.md#one-csp).
 */
export const qrCodeSchema = z
  .array(z.string().regex(/^[01]{21,177}$/))
  .min(21)
  .max(177);

/** Set-up, first step: a new secret, as a QR code and as text to type. */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string().regex(/^[A-Z2-7]{16,128}$/),
  otpauthUri: z.string().max(2000).startsWith('otpauth://totp/'),
  qrCode: qrCodeSchema,
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

export const confirmTwoFactorRequestSchema = z.strictObject({ code: twoFactorCodeSchema });
export type ConfirmTwoFactorRequest = z.infer<typeof confirmTwoFactorRequestSchema>;

/** The recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.array(z.string().max(32)).length(RECOVERY_CODE_COUNT);
export const confirmTwoFactorResponseSchema = z.object({ recoveryCodes: recoveryCodesSchema });
export type ConfirmTwoFactorResponse = z.infer<typeof confirmTwoFactorResponseSchema>;

/** Turning it off proves the owner: her password, or a code (authenticator or recovery); one of them. */
export const disableTwoFactorRequestSchema = z.union([
  z.strictObject({ password: textSchema().min(1).max(PASSWORD_MAX_LENGTH) }),
  z.strictObject({ code: twoFactorCodeSchema }),
]);
export type DisableTwoFactorRequest = z.infer<typeof disableTwoFactorRequestSchema>;
export const disableTwoFactorResponseSchema = messageResponseSchema;

export const colleaguesTwoFactorRequestSchema = z.strictObject({ required: z.boolean() });
export type ColleaguesTwoFactorRequest = z.infer<typeof colleaguesTwoFactorRequestSchema>;
export const colleaguesTwoFactorResponseSchema = z.object({
  message: z.string().max(1000),
  required: z.boolean(),
});

/**
 * The second step of a sign-in: the short-lived token the first step answered and the code. The
 * same step finishes a sign-in through a mailed link.
 */
export const signinTwoFactorRequestSchema = z.strictObject({
  challenge: tokenSchema,
  code: twoFactorCodeSchema,
});
export type SigninTwoFactorRequest = z.infer<typeof signinTwoFactorRequestSchema>;

/** A colleague whose owner requires two-factor sign-in sets it up before her first session. */
export const signinTwoFactorSetupRequestSchema = z.strictObject({ challenge: tokenSchema });
export type SigninTwoFactorSetupRequest = z.infer<typeof signinTwoFactorSetupRequestSchema>;
export const signinTwoFactorSetupConfirmRequestSchema = z.strictObject({
  challenge: tokenSchema,
  code: twoFactorCodeSchema,
});
export type SigninTwoFactorSetupConfirmRequest = z.infer<typeof signinTwoFactorSetupConfirmRequestSchema>;

/** Deleting the account proves the owner like turning two-factor off: the password, and the code if it is on. */
export const deleteAccountRequestSchema = z.strictObject({
  password: textSchema().min(1).max(PASSWORD_MAX_LENGTH),
  code: twoFactorCodeSchema.optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
export const deleteAccountResponseSchema = z.object({
  message: z.string().max(1000),
  deletionScheduledAt: isoDateTimeSchema,
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

export const keepAccountResponseSchema = messageResponseSchema;

/** The data download's file name stem; the API adds the date and `.zip`. */
export const DATA_EXPORT_MEDIA_TYPE = 'application/zip';
