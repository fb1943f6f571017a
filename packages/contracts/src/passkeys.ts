import { isoDateTimeSchema, messageResponseSchema } from './primitives.js';
import { tokenSchema } from './rules.js';
import { textSchema } from './text.js';
import { z } from './zod.js';

/**
 * Passkeys (docs/passkeys.md): the WebAuthn ceremonies' JSON as SimpleWebAuthn's browser and server
 * packages exchange it (docs/decisions/012-webauthn-library.md), bounded like every field of ours.
 */

/** docs/passkeys.md#register: the most passkeys one account keeps. */
export const PASSKEYS_PER_ACCOUNT = 20;
/** docs/passkeys.md#sign-in: a ceremony's challenge is answered within this, once. */
export const PASSKEY_CHALLENGE_MINUTES = 5;
/** docs/passkeys.md#remove: removing the last passkey needs a session opened this recently. */
export const PASSKEY_FRESH_SIGNIN_MINUTES = 10;
/** docs/passkeys.md#policy: the enrolment a practice's rule asks for at sign-in must end within this. */
export const PASSKEY_SETUP_MINUTES = 15;
/** docs/passkeys.md#list: the longest name she may give a passkey. */
export const PASSKEY_NAME_MAX = 64;

/** Base64URL without padding, as WebAuthn's JSON forms write binary values. */
const base64url = (max: number) =>
  textSchema()
    .max(max, { abort: true })
    .regex(/^[A-Za-z0-9_-]*$/);

/** A credential id: at most 1023 bytes (WebAuthn Level 3, 5.8.3), 1364 characters in Base64URL. */
export const credentialIdSchema = base64url(1364).min(16);

/** docs/passkeys.md#sign-in-events: how a session was opened, as the sessions list names it. */
export const SIGNIN_METHODS = ['password', 'link', 'passkey', 'provider'] as const;
export const signinMethodSchema = z.enum(SIGNIN_METHODS);
export type SigninMethod = z.infer<typeof signinMethodSchema>;

/** Transports an authenticator names; unknown future ones are kept as sent, bounded. */
const transportsSchema = z
  .array(
    z
      .string()
      .max(32)
      .regex(/^[a-z-]+$/),
  )
  .max(10);

/** What the browser's extensions answered: small, opaque to us (credProps and the like). */
const extensionResultsSchema = z.record(z.string().max(64), z.unknown());

const authenticatorAttachmentSchema = z.enum(['platform', 'cross-platform']);

/** navigator.credentials.create()'s answer, as @simplewebauthn/browser's startRegistration gives it. */
export const registrationCredentialSchema = z.strictObject({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal('public-key'),
  response: z.strictObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32768),
    authenticatorData: base64url(32768).optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: authenticatorAttachmentSchema.optional(),
  clientExtensionResults: extensionResultsSchema,
});
export type RegistrationCredential = z.infer<typeof registrationCredentialSchema>;

/** navigator.credentials.get()'s answer, as @simplewebauthn/browser's startAuthentication gives it. */
export const authenticationCredentialSchema = z.strictObject({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal('public-key'),
  response: z.strictObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: authenticatorAttachmentSchema.optional(),
  clientExtensionResults: extensionResultsSchema,
});
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

const credentialDescriptorSchema = z.looseObject({
  id: credentialIdSchema,
  type: z.literal('public-key'),
  transports: transportsSchema.optional(),
});

/**
 * What the browser is asked to create (PublicKeyCredentialCreationOptionsJSON). Loose: the library
 * fills fields of its own (hints, extensions) the site hands on unread.
 */
export const passkeyCreationOptionsSchema = z.looseObject({
  rp: z.looseObject({ name: z.string().max(100), id: z.string().max(253).optional() }),
  user: z.looseObject({ id: base64url(128), name: z.string().max(320), displayName: z.string().max(320) }),
  challenge: base64url(128),
  pubKeyCredParams: z.array(z.looseObject({ alg: z.number().int(), type: z.literal('public-key') })).max(20),
  timeout: z.number().int().positive().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).max(PASSKEYS_PER_ACCOUNT).optional(),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;

/** What the browser is asked to sign (PublicKeyCredentialRequestOptionsJSON). */
export const passkeyRequestOptionsSchema = z.looseObject({
  challenge: base64url(128),
  timeout: z.number().int().positive().optional(),
  rpId: z.string().max(253).optional(),
  allowCredentials: z.array(credentialDescriptorSchema).max(PASSKEYS_PER_ACCOUNT).optional(),
  userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;

/** A passkey's public id: never its credential id. */
export const passkeyIdSchema = z.uuid();

export const passkeyNameSchema = textSchema().trim().min(1).max(PASSKEY_NAME_MAX);

/** docs/passkeys.md#list: a passkey as its owner sees it. */
export const passkeySchema = z.object({
  id: passkeyIdSchema,
  /** Null until she names it: the page says "Passkey added on {date}". */
  name: z.string().max(PASSKEY_NAME_MAX).nullable(),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable(),
  /** The authenticator says it is backed up: synced between her devices. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/**
 * The WebAuthn Signal API's `signalAllAcceptedCredentials` argument (docs/passkeys.md#signals): the
 * passkeys the account still accepts, so password managers drop the others.
 */
export const passkeySignalSchema = z.object({
  rpId: z.string().max(253),
  userId: base64url(128),
  allAcceptedCredentialIds: z.array(credentialIdSchema).max(PASSKEYS_PER_ACCOUNT),
});
export type PasskeySignal = z.infer<typeof passkeySignalSchema>;

/** GET /account/passkeys (docs/passkeys.md#list). */
export const listPasskeysResponseSchema = z.object({
  passkeys: z.array(passkeySchema).max(PASSKEYS_PER_ACCOUNT),
  /**
   * Her last passkey cannot be removed: her practice requires one of her (docs/passkeys.md#policy)
   * or she is an admin of the site (docs/passkeys.md#admins).
   */
  required: z.boolean(),
  /** The current session was opened with a passkey or one was added in it (docs/passkeys.md#passkey-session). */
  passkeySession: z.boolean(),
});
export type ListPasskeysResponse = z.infer<typeof listPasskeysResponseSchema>;

/** POST /account/passkeys/options and the enrolment at sign-in: what to create. */
export const passkeyCreationOptionsResponseSchema = z.object({ options: passkeyCreationOptionsSchema });
export type PasskeyCreationOptionsResponse = z.infer<typeof passkeyCreationOptionsResponseSchema>;

/**
 * POST /account/passkeys. `conditional`: created silently by the password manager right after a
 * password sign-in (docs/passkeys.md#offer), the one creation made without user verification.
 */
export const addPasskeyRequestSchema = z.strictObject({
  credential: registrationCredentialSchema,
  name: passkeyNameSchema.optional(),
  conditional: z.boolean().optional(),
});
export type AddPasskeyRequest = z.infer<typeof addPasskeyRequestSchema>;
export const addPasskeyResponseSchema = z.object({ passkey: passkeySchema });
export type AddPasskeyResponse = z.infer<typeof addPasskeyResponseSchema>;

/** POST /account/passkeys/rename. */
export const renamePasskeyRequestSchema = z.strictObject({ id: passkeyIdSchema, name: passkeyNameSchema });
export type RenamePasskeyRequest = z.infer<typeof renamePasskeyRequestSchema>;
export const renamePasskeyResponseSchema = addPasskeyResponseSchema;

/** POST /account/passkeys/remove: the answer carries what the browser is told (docs/passkeys.md#signals). */
export const removePasskeyRequestSchema = z.strictObject({ id: passkeyIdSchema });
export type RemovePasskeyRequest = z.infer<typeof removePasskeyRequestSchema>;
export const removePasskeyResponseSchema = messageResponseSchema.extend({ signal: passkeySignalSchema });
export type RemovePasskeyResponse = z.infer<typeof removePasskeyResponseSchema>;

/**
 * POST /authentication/passkey/options: a challenge to sign. Without `challenge`, any passkey of ours
 * (autofill or the button, docs/passkeys.md#sign-in); with the second step's challenge of a sign-in
 * by password (steps `passkey` and `passkey_setup`), hers only.
 */
export const passkeySigninOptionsRequestSchema = z.strictObject({ challenge: tokenSchema.optional() });
export type PasskeySigninOptionsRequest = z.infer<typeof passkeySigninOptionsRequestSchema>;
export const passkeySigninOptionsResponseSchema = z.object({ options: passkeyRequestOptionsSchema });
export type PasskeySigninOptionsResponse = z.infer<typeof passkeySigninOptionsResponseSchema>;

/** POST /authentication/passkey: the signed answer opens the session (both factors). */
export const passkeySigninRequestSchema = z.strictObject({
  credential: authenticationCredentialSchema,
  challenge: tokenSchema.optional(),
});
export type PasskeySigninRequest = z.infer<typeof passkeySigninRequestSchema>;

/** POST /authentication/signin-passkey-setup/options: the enrolment the practice's rule asks for. */
export const signinPasskeySetupOptionsRequestSchema = z.strictObject({ challenge: tokenSchema });
export type SigninPasskeySetupOptionsRequest = z.infer<typeof signinPasskeySetupOptionsRequestSchema>;

/** POST /authentication/signin-passkey-setup: the passkey created opens the session. */
export const signinPasskeySetupRequestSchema = z.strictObject({
  challenge: tokenSchema,
  credential: registrationCredentialSchema,
  name: passkeyNameSchema.optional(),
});
export type SigninPasskeySetupRequest = z.infer<typeof signinPasskeySetupRequestSchema>;

/** POST /account/passkeys/practice: the practice's rule (docs/passkeys.md#policy). */
export const practicePasskeysRequestSchema = z.strictObject({ required: z.boolean() });
export type PracticePasskeysRequest = z.infer<typeof practicePasskeysRequestSchema>;
export const practicePasskeysResponseSchema = messageResponseSchema.extend({ required: z.boolean() });
export type PracticePasskeysResponse = z.infer<typeof practicePasskeysResponseSchema>;
