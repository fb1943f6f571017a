import { createHash, createPrivateKey, hkdfSync, type JsonWebKey } from 'node:crypto';

/** The DER head of a PKCS #8 Ed25519 private key; its 32-byte seed follows. */
const ED25519_PKCS8_HEAD = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * A key derived from the server's secret for one purpose (HKDF-SHA256 with the purpose as info), so
 * every API process holds the same keys without a secret of their own (docs/desktop-app.md#keys).
 */
export function derivedSecret(secret: Buffer, purpose: string, bytes = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `app-auth ${purpose}`, bytes));
}

/**
 * The authorization server's Ed25519 signing key as a private JWK, the same on every process. Its
 * `kid` is its RFC 7638 thumbprint, named in the JWKS (`jwks_uri`) and in the header of what it
 * signs (docs/desktop-app.md#offline), so a verifier picks it from the published set.
 */
export function signingJwk(secret: Buffer): JsonWebKey & { kid: string } {
  const seed = derivedSecret(secret, 'signing key');
  const key = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_HEAD, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = key.export({ format: 'jwk' });
  const thumbprint = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  const kid = createHash('sha256').update(thumbprint).digest('base64url');
  return { ...jwk, alg: 'EdDSA', use: 'sig', kid };
}
