import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { offlineEntitlementSigner } from '../../src/app-auth/index.js';
import { DEVELOPMENT_TWO_FACTOR_KEY } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { appAccounts } from '../helpers/app-accounts.js';
import { appSignIn, listening } from '../helpers/app-auth-flow.js';
import { useTestApp } from '../helpers/test-app.js';
import { confirmedUser } from '../helpers/users.js';

const PUBLIC_URL = 'http://localhost:3000';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the Windows app checks offline (docs/desktop-app.md#offline). */
const OFFLINE_RULE = {
  issuer: PUBLIC_URL,
  audience: 'dictation-windows',
  typ: 'dictation-entitlement+jwt',
  algorithms: ['EdDSA'],
  clockTolerance: 60,
};

describe('the entitlement and its signed offline copy (docs/desktop-app.md#entitlement)', () => {
  let app: FastifyInstance;
  let db: Database;
  let base = '';
  useTestApp({ publicUrl: PUBLIC_URL }, (opened) => ({ app, db } = opened));
  const accounts = appAccounts(
    () => app,
    () => db,
  );

  beforeAll(async () => {
    base = await listening(app);
    await db.query(
      `insert into blacklist_phrases (lang, phrase) values ('de', 'Ende Diktat'), ('it', 'fine')`,
    );
  });

  /** The app signed in for `email` on a device, and its entitlement. */
  async function entitlementOf(email: string, device = 'PC-Praxis') {
    const { access_token } = await appSignIn(base, await accounts.session(email), { device_name: device });
    const answer = await app.inject({
      method: 'GET',
      url: '/api/app/entitlement',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  /** The authorization server's keys as the app fetches them: from the metadata's jwks_uri. */
  async function publishedKeys() {
    const metadata = (await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json()) as {
      jwks_uri: string;
    };
    // Named on the host the metadata was asked of (docs/desktop-app.md#endpoints): this server.
    const jwksUri = new URL(metadata.jwks_uri);
    expect(jwksUri.origin).toBe(base);
    const jwks = (await (await fetch(jwksUri)).json()) as { keys: Array<Record<string, string>> };
    return { keys: createRemoteJWKSet(jwksUri), jwks };
  }

  const soon = (iso: string, expected: number) =>
    expect(Math.abs(Date.parse(iso) - expected)).toBeLessThan(5 * 60 * 1000);
  /** The copy's end is the licence's, to the second (a JWT's `exp` has no fraction). */
  function endsWith(expiresAt: string, end: string) {
    const early = Date.parse(end) - Date.parse(expiresAt);
    expect(early).toBeGreaterThanOrEqual(0);
    expect(early).toBeLessThan(1000);
  }

  it("names a trial's licence and end, the device and the languages with phrases", async () => {
    await confirmedUser(db, 'trial@example.ch');
    const entitlement = await entitlementOf('trial@example.ch', 'PC-Empfang');
    expect(entitlement).toMatchObject({
      plan: 'free',
      features: ['dictation', 'realtime_transcription', 'translation'],
      seat: { source: 'trial', holder: 'trial@example.ch', ownerEmail: null },
      renewsAt: null,
      endsAt: null,
      blacklistLanguages: ['de', 'it'],
      device: { name: 'PC-Empfang' },
    });
    soon(entitlement.trialEndsAt, Date.now() + 15 * DAY_MS);
    // The grace period (7 days) comes before the trial's end.
    soon(entitlement.offline.expiresAt, Date.now() + 7 * DAY_MS);
  });

  it("names a Premium subscriber's own plan and its renewal", async () => {
    const { subscriptionId } = await accounts.subscriber('premium@example.ch', 'premium');
    const entitlement = await entitlementOf('premium@example.ch');
    const { rows } = await db.query<{ end: Date }>(
      'select current_period_end as "end" from subscriptions where id = $1',
      [subscriptionId],
    );
    expect(entitlement).toMatchObject({
      plan: 'premium',
      seat: { source: 'own_plan', holder: 'premium@example.ch', ownerEmail: null },
      trialEndsAt: null,
      endsAt: null,
    });
    expect(Date.parse(entitlement.renewsAt)).toBe(rows[0]?.end.getTime());
  });

  it("names an Enterprise colleague's own seat and who gave it, never the owner's", async () => {
    await accounts.enterprise('owner@example.ch', 'colleague@example.ch');
    const entitlement = await entitlementOf('colleague@example.ch');
    expect(entitlement).toMatchObject({
      plan: 'enterprise',
      seat: { source: 'enterprise_seat', holder: 'colleague@example.ch', ownerEmail: 'owner@example.ch' },
      trialEndsAt: null,
      renewsAt: null,
      endsAt: null,
    });
  });

  it('signs the copy with the key the JWKS publishes, with the claims the app checks offline', async () => {
    await confirmedUser(db, 'signed@example.ch');
    const entitlement = await entitlementOf('signed@example.ch');
    const { keys, jwks } = await publishedKeys();
    const { payload, protectedHeader } = await jwtVerify(entitlement.offline.token, keys, OFFLINE_RULE);
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'dictation-entitlement+jwt' });
    expect(jwks.keys.map((key) => key.kid)).toEqual([protectedHeader.kid]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    expect(payload).toMatchObject({
      iss: PUBLIC_URL,
      aud: 'dictation-windows',
      plan: 'free',
      features: ['dictation', 'realtime_transcription', 'translation'],
      seat: 'trial',
      device: entitlement.device.id,
    });
    expect(new Date((payload.exp ?? 0) * 1000).toISOString()).toBe(entitlement.offline.expiresAt);
  });

  it('is refused by the app once one byte is changed, or once expired', async () => {
    await confirmedUser(db, 'tamper@example.ch');
    const { token } = (await entitlementOf('tamper@example.ch')).offline;
    const { keys } = await publishedKeys();
    const [header, payload, signature] = token.split('.');
    const flipped = `${payload.slice(0, 10)}${payload[10] === 'A' ? 'B' : 'A'}${payload.slice(11)}`;
    await expect(jwtVerify(`${header}.${flipped}.${signature}`, keys, OFFLINE_RULE)).rejects.toThrow();
    const signer = offlineEntitlementSigner({
      secret: DEVELOPMENT_TWO_FACTOR_KEY,
      issuer: PUBLIC_URL,
      graceDays: 7,
    });
    const facts = {
      userId: 'u',
      plan: 'free',
      features: [],
      source: 'trial',
      deviceId: 'd',
      endsAt: null,
    } as const;
    const old = await signer.sign(facts, new Date(Date.now() - 8 * DAY_MS));
    expect(decodeProtectedHeader(old.token).kid).toBe(decodeProtectedHeader(token).kid);
    await expect(jwtVerify(old.token, keys, OFFLINE_RULE)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
    // The grace is the configuration's (APP_OFFLINE_GRACE_DAYS).
    const shorter = offlineEntitlementSigner({
      secret: DEVELOPMENT_TWO_FACTOR_KEY,
      issuer: PUBLIC_URL,
      graceDays: 2,
    });
    soon((await shorter.sign(facts)).expiresAt, Date.now() + 2 * DAY_MS);
    // Offline with the clock past the grace: the same copy that verified today no longer does.
    await expect(
      jwtVerify(token, keys, { ...OFFLINE_RULE, currentDate: new Date(Date.now() + 8 * DAY_MS) }),
    ).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
  });

  it("never outlives a known end: a cancelled plan's, or the trial's", async () => {
    const { subscriptionId } = await accounts.subscriber('cancelled@example.ch', 'premium');
    await accounts.cancelAt(subscriptionId, "now() + interval '2 days'");
    const cancelled = await entitlementOf('cancelled@example.ch');
    expect(cancelled.renewsAt).toBeNull();
    soon(cancelled.endsAt, Date.now() + 2 * DAY_MS);
    endsWith(cancelled.offline.expiresAt, cancelled.endsAt);
    const userId = await confirmedUser(db, 'late-trial@example.ch');
    await db.query("update users set created_at = now() - interval '14 days' where id = $1", [userId]);
    const trial = await entitlementOf('late-trial@example.ch');
    endsWith(trial.offline.expiresAt, trial.trialEndsAt);
  });
});
