import { createPrivateKey } from 'node:crypto';
import type { AppFeature, AppLicenceSource } from '@app/contracts';
import { SignJWT } from 'jose';
import { APP_CLIENT_ID } from './provider.js';
import { signingJwk } from './signing-keys.js';

/**
 * docs/desktop-app.md#offline: the header `typ` of a signed offline entitlement. The app checks it,
 * so no other token signed with the same key (an ID token, a future one) passes for an entitlement.
 */
export const OFFLINE_ENTITLEMENT_TYP = 'dictation-entitlement+jwt';
/** The audience: the Windows app's client. */
export const OFFLINE_ENTITLEMENT_AUDIENCE = APP_CLIENT_ID;

const DAY_SECONDS = 24 * 60 * 60;

export interface OfflineEntitlementFacts {
  userId: string;
  plan: 'free' | 'premium' | 'enterprise';
  features: readonly AppFeature[];
  source: AppLicenceSource;
  deviceId: string;
  /** A known end of the licence (a trial's, a cancelled plan's): the copy never outlives it. */
  endsAt: string | null;
}

export interface OfflineEntitlementSigner {
  sign(facts: OfflineEntitlementFacts, now?: Date): Promise<{ token: string; expiresAt: string }>;
}

/**
 * Signs offline entitlements with the authorization server's Ed25519 key (the one its `jwks_uri`
 * publishes, same `kid`), issued by `issuer` (PUBLIC_URL), valid `graceDays` from now or until the
 * licence's known end, whichever comes first (docs/desktop-app.md#offline).
 */
export function offlineEntitlementSigner({
  secret,
  issuer,
  graceDays,
}: {
  secret: Buffer;
  issuer: string;
  graceDays: number;
}): OfflineEntitlementSigner {
  const { kid, ...jwk } = signingJwk(secret);
  const key = createPrivateKey({ key: jwk, format: 'jwk' });
  return {
    async sign(facts, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      const graceEnd = iat + graceDays * DAY_SECONDS;
      const licenceEnd = facts.endsAt === null ? graceEnd : Math.floor(Date.parse(facts.endsAt) / 1000);
      const exp = Math.max(iat + 1, Math.min(graceEnd, licenceEnd));
      const token = await new SignJWT({
        plan: facts.plan,
        features: [...facts.features],
        seat: facts.source,
        device: facts.deviceId,
      })
        .setProtectedHeader({ alg: 'EdDSA', kid, typ: OFFLINE_ENTITLEMENT_TYP })
        .setIssuer(issuer.replace(/\/+$/, ''))
        .setSubject(facts.userId)
        .setAudience(OFFLINE_ENTITLEMENT_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
  };
}
