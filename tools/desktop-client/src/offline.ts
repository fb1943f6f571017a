import { APP_CLIENT_ID } from '@app/contracts';
import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';
import { ClientError, EXIT } from './exit-codes.js';

/**
 * The JOSE `typ` that marks a JWS as the signed offline entitlement (docs/desktop-app.md#offline):
 * no other token of the server, signed with the same key, passes for one.
 */
export const OFFLINE_ENTITLEMENT_TYP = 'dictation-entitlement+jwt';

/** The clocks of the PC and the server may differ this much (seconds) before a copy counts as ended. */
export const OFFLINE_CLOCK_TOLERANCE_S = 60;

export interface OfflineCheck {
  /** The issuer the client signed in with: the entitlement must be this server's. */
  issuer: string;
  /** The server's keys, stored at sign-in and at every online check. */
  jwks: JSONWebKeySet;
  /** The user the app signed in as (`sub` of the copies checked online); unknown before the first. */
  subject?: string | undefined;
  /** The client's clock. */
  now: Date;
}

/**
 * docs/desktop-app.md#offline-rule: the stored copy of the entitlement, checked without the network.
 * Signed by the server's Ed25519 key (EdDSA, nothing else), for this app (`aud`), from this server
 * (`iss`), for the user signed in (`sub`), of the offline kind (`typ`), before its end (`exp`, with
 * a minute of clock difference). Answers its claims; refuses
 * anything else with the exit code for an offline entitlement that does not hold.
 */
export async function verifyOfflineEntitlement(token: string, check: OfflineCheck): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(check.jwks), {
      algorithms: ['EdDSA'],
      issuer: check.issuer,
      audience: APP_CLIENT_ID,
      ...(check.subject ? { subject: check.subject } : {}),
      typ: OFFLINE_ENTITLEMENT_TYP,
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: OFFLINE_CLOCK_TOLERANCE_S,
      currentDate: check.now,
    });
    return payload;
  } catch (error) {
    throw new ClientError(EXIT.offlineInvalid, `offline entitlement refused: ${reason(error)}`, {
      cause: error,
    });
  }
}

function reason(error: unknown): string {
  if (error instanceof errors.JWTExpired) {
    const exp = error.payload.exp;
    return `it ended at ${typeof exp === 'number' ? new Date(exp * 1000).toISOString() : 'an unknown time'}`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'its signature does not match';
  if (error instanceof errors.JWKSNoMatchingKey) return 'no key of the server signed it';
  if (error instanceof errors.JWTClaimValidationFailed) return `its "${error.claim}" claim is wrong`;
  if (error instanceof errors.JOSEError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
