import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthenticationCredential,
  PASSKEY_CHALLENGE_MINUTES,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
  passkeyCreationOptionsSchema,
  passkeyRequestOptionsSchema,
  type RegistrationCredential,
} from '@app/contracts';
import { PRODUCT_NAME } from '@app/i18n';
import {
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Config } from '../config.js';
import type { Queryable } from '../db/database.js';
import {
  insertChallenge,
  keepWebauthnUserId,
  type StoredPasskey,
  takeChallenge,
  webauthnUserIdOf,
} from './passkeys-repository.js';

/** docs/passkeys.md#relying-party: who we are to authenticators, and the one origin we accept. */
export type RelyingPartyConfig = Pick<Config, 'webauthnRpId' | 'webauthnOrigin'>;

/** Why an answer was refused, for the log and the failed sign-in's record; the caller sees `passkey_refused`. */
export type RefusalReason =
  | 'challenge_unknown'
  | 'challenge_not_hers'
  | 'not_verified'
  | 'user_handle_mismatch'
  | 'counter_regressed';

export class PasskeyRefusal extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`passkey refused: ${reason}`);
    this.name = 'PasskeyRefusal';
  }
}

const hashOf = (challenge: string): Buffer => createHash('sha256').update(challenge, 'utf8').digest();

/** A new challenge (32 random bytes), stored by its hash for PASSKEY_CHALLENGE_MINUTES. */
async function newChallenge(
  db: Queryable,
  purpose: 'registration' | 'authentication',
  userId: string | null,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await insertChallenge(db, { hash: hashOf(challenge), purpose, userId, minutes: PASSKEY_CHALLENGE_MINUTES });
  return challenge;
}

/**
 * The challenge the browser signed, as its clientDataJSON states it; it is the key of the stored
 * one. A clientDataJSON that is no JSON names none.
 */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 128 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Spends the stored challenge the answer signed (docs/passkeys.md#sign-in: once, within its
 * minutes), in the caller's transaction; refused when it is unknown, used or expired.
 */
async function spendChallenge(
  tx: Queryable,
  clientDataJSON: string,
  purpose: 'registration' | 'authentication',
): Promise<{ challenge: string; userId: string | null }> {
  const challenge = signedChallenge(clientDataJSON);
  const stored = challenge ? await takeChallenge(tx, hashOf(challenge), purpose) : null;
  if (!challenge || !stored) throw new PasskeyRefusal('challenge_unknown');
  return { challenge, userId: stored.userId };
}

/** Her user handle (docs/passkeys.md#relying-party): 32 random bytes, given at first use and kept. */
export async function userHandleOf(db: Queryable, userId: string): Promise<string> {
  return (
    (await webauthnUserIdOf(db, userId)) ??
    keepWebauthnUserId(db, userId, randomBytes(32).toString('base64url'))
  );
}

const transportsOf = (passkey: Pick<StoredPasskey, 'transports'>) =>
  passkey.transports as AuthenticatorTransportFuture[];

/**
 * docs/passkeys.md#register: discoverable, user verification required, no attestation, her other
 * passkeys excluded; the user named by her address, known to authenticators by her handle.
 */
export async function creationOptions(
  tx: Queryable,
  rp: RelyingPartyConfig,
  user: { id: string; email: string },
  existing: readonly StoredPasskey[],
): Promise<PasskeyCreationOptions> {
  const handle = await userHandleOf(tx, user.id);
  const challenge = await newChallenge(tx, 'registration', user.id);
  const options = await generateRegistrationOptions({
    rpName: PRODUCT_NAME,
    rpID: rp.webauthnRpId,
    userName: user.email,
    userDisplayName: user.email,
    userID: Buffer.from(handle, 'base64url'),
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: transportsOf(passkey),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return passkeyCreationOptionsSchema.parse(options);
}

/** A verified new passkey, ready to store. */
export interface CreatedPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
}

/**
 * The browser's answer to creationOptions, checked by the library against the challenge it
 * signed (spent here), our origin and relying party id. `conditional`: created silently after a
 * password (docs/passkeys.md#offer), without user verification nor presence; verification is
 * required at every use all the same.
 */
export async function verifyCreation(
  tx: Queryable,
  rp: RelyingPartyConfig,
  userId: string,
  credential: RegistrationCredential,
  conditional: boolean,
): Promise<CreatedPasskey> {
  const { challenge, userId: challengedUser } = await spendChallenge(
    tx,
    credential.response.clientDataJSON,
    'registration',
  );
  if (challengedUser !== userId) throw new PasskeyRefusal('challenge_not_hers');
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      // The contract bounds the transports without naming them: the library reads them as it knows them.
      response: credential as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.webauthnOrigin,
      expectedRPID: rp.webauthnRpId,
      requireUserVerification: !conditional,
      requireUserPresence: !conditional,
    });
  } catch {
    throw new PasskeyRefusal('not_verified');
  }
  if (!verified.verified) throw new PasskeyRefusal('not_verified');
  const info = verified.registrationInfo;
  return {
    credentialId: info.credential.id,
    publicKey: info.credential.publicKey,
    counter: info.credential.counter,
    transports: info.credential.transports ?? credential.response.transports ?? [],
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
  };
}

/**
 * docs/passkeys.md#sign-in: a challenge to sign, user verification required. For anyone (autofill,
 * the button) no passkey is named; for a sign-in's step, hers are, and the challenge is hers.
 */
export async function requestOptions(
  tx: Queryable,
  rp: RelyingPartyConfig,
  user: { id: string; passkeys: readonly StoredPasskey[] } | null,
): Promise<PasskeyRequestOptions> {
  const challenge = await newChallenge(tx, 'authentication', user?.id ?? null);
  const options = await generateAuthenticationOptions({
    rpID: rp.webauthnRpId,
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
    userVerification: 'required',
    allowCredentials: (user?.passkeys ?? []).map((passkey) => ({
      id: passkey.credentialId,
      transports: transportsOf(passkey),
    })),
  });
  return passkeyRequestOptionsSchema.parse(options);
}

/**
 * A signed answer to requestOptions, for `passkey` (found by its credential id): the challenge
 * spent, the library's checks (origin, relying party id, user verification, signature, and
 * docs/passkeys.md#counter: a count not above the last one, while either is above zero, is a
 * copy's) and the user handle, when sent, the passkey owner's. Answers the count to store.
 */
export async function verifyAssertion(
  tx: Queryable,
  rp: RelyingPartyConfig,
  passkey: StoredPasskey,
  credential: AuthenticationCredential,
): Promise<{ counter: number; backedUp: boolean }> {
  const { challenge, userId } = await spendChallenge(
    tx,
    credential.response.clientDataJSON,
    'authentication',
  );
  if (userId !== null && userId !== passkey.userId) throw new PasskeyRefusal('challenge_not_hers');
  if (credential.response.userHandle !== undefined) {
    const handle = await webauthnUserIdOf(tx, passkey.userId);
    if (credential.response.userHandle !== handle) throw new PasskeyRefusal('user_handle_mismatch');
  }
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.webauthnOrigin,
      expectedRPID: rp.webauthnRpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    // The library's words for this one refusal; every other is a plain failure to verify.
    const regressed = error instanceof Error && /counter value/i.test(error.message);
    throw new PasskeyRefusal(regressed ? 'counter_regressed' : 'not_verified');
  }
  if (!verified.verified) throw new PasskeyRefusal('not_verified');
  return {
    counter: verified.authenticationInfo.newCounter,
    backedUp: verified.authenticationInfo.credentialBackedUp,
  };
}
