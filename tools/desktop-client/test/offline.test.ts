import { APP_CLIENT_ID } from '@app/contracts';
import { exportJWK, generateKeyPair, type JSONWebKeySet, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientError, EXIT } from '../src/exit-codes.js';
import { OFFLINE_ENTITLEMENT_TYP, verifyOfflineEntitlement } from '../src/offline.js';

const ISSUER = 'http://127.0.0.1:3100';
const SIGNED_AT = new Date('2026-12-01T08:00:00Z');
const GRACE_END = new Date('2026-12-08T08:00:00Z');

/** A server's Ed25519 key and its JWKS, as the authorization server publishes it at jwks_uri. */
async function serverKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' }] };
  return { privateKey, jwks, kid };
}

describe('the offline entitlement (docs/desktop-app.md#offline)', () => {
  let key: Awaited<ReturnType<typeof serverKey>>;
  let other: Awaited<ReturnType<typeof serverKey>>;
  beforeAll(async () => {
    key = await serverKey('server');
    other = await serverKey('server');
  });

  const sign = (
    overrides: {
      typ?: string;
      aud?: string;
      iss?: string;
      exp?: Date;
      privateKey?: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
    } = {},
  ) =>
    new SignJWT({ plan: 'enterprise', source: 'enterprise_seat', features: ['dictation'] })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'server', typ: overrides.typ ?? OFFLINE_ENTITLEMENT_TYP })
      .setIssuer(overrides.iss ?? ISSUER)
      .setAudience(overrides.aud ?? APP_CLIENT_ID)
      .setSubject('user-1')
      .setIssuedAt(SIGNED_AT)
      .setExpirationTime(overrides.exp ?? GRACE_END)
      .sign(overrides.privateKey ?? key.privateKey);

  const check = (now: Date, jwks = key.jwks) => ({ issuer: ISSUER, jwks, now });

  /** The exit code a refusal ends the command with, and its message. */
  async function refusal(token: string, now = SIGNED_AT, jwks = key.jwks) {
    const error = await verifyOfflineEntitlement(token, check(now, jwks)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    return { exitCode: (error as ClientError).exitCode, message: (error as ClientError).message };
  }

  it('accepts a copy signed by the server for this app, before its end, and answers its claims', async () => {
    const claims = await verifyOfflineEntitlement(await sign(), check(new Date('2026-12-05T12:00:00Z')));
    expect(claims).toMatchObject({
      plan: 'enterprise',
      source: 'enterprise_seat',
      sub: 'user-1',
      iss: ISSUER,
    });
  });

  it('refuses a copy with one byte changed, in its claims or in its signature', async () => {
    const token = await sign();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = Buffer.from(payload, 'base64url');
    claims[claims.indexOf('enterprise')] = 'E'.charCodeAt(0);
    const tamperedClaims = `${header}.${claims.toString('base64url')}.${signature}`;
    expect(await refusal(tamperedClaims)).toEqual({
      exitCode: EXIT.offlineInvalid,
      message: 'offline entitlement refused: its signature does not match',
    });
    const bytes = Buffer.from(signature, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect((await refusal(`${header}.${payload}.${bytes.toString('base64url')}`)).exitCode).toBe(
      EXIT.offlineInvalid,
    );
  });

  it('refuses a copy past its end, beyond a minute of clock difference, and accepts it within that minute', async () => {
    const token = await sign();
    await expect(
      verifyOfflineEntitlement(token, check(new Date(GRACE_END.getTime() + 59_000))),
    ).resolves.toBeTruthy();
    expect(await refusal(token, new Date(GRACE_END.getTime() + 24 * 3600_000))).toEqual({
      exitCode: EXIT.offlineInvalid,
      message: `offline entitlement refused: it ended at ${GRACE_END.toISOString()}`,
    });
  });

  it('refuses a copy signed by another key, for another audience or issuer, or of another kind', async () => {
    expect((await refusal(await sign({ privateKey: other.privateKey }))).message).toContain(
      'signature does not match',
    );
    expect((await refusal(await sign({ aud: 'another-app' }))).message).toContain('"aud" claim');
    expect((await refusal(await sign({ iss: 'https://elsewhere.example' }))).message).toContain(
      '"iss" claim',
    );
    // Another user's copy, once the client knows whom it signed in as.
    const otherUser = await verifyOfflineEntitlement(await sign(), {
      ...check(SIGNED_AT),
      subject: 'user-2',
    }).catch((error: ClientError) => error.message);
    expect(otherUser).toContain('"sub" claim');
    // The server's other JWTs, signed with the same key, are not offline entitlements.
    expect((await refusal(await sign({ typ: 'JWT' }))).message).toContain('"typ" claim');
  });

  it('refuses a copy signed with anything but EdDSA, even by a key in the set', async () => {
    const hmac = new TextEncoder().encode('a-shared-secret-of-32-bytes-long!');
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: OFFLINE_ENTITLEMENT_TYP })
      .setIssuer(ISSUER)
      .setAudience(APP_CLIENT_ID)
      .setExpirationTime(GRACE_END)
      .sign(hmac);
    expect((await refusal(token)).exitCode).toBe(EXIT.offlineInvalid);
  });
});
