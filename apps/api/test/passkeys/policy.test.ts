import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { moveOwnership } from '../../src/licenses/practice-repository.js';
import { codeAt } from '../../src/two-factor/totp.js';
import { passkeyCalls } from '../helpers/passkey-calls.js';
import { useTestApp } from '../helpers/test-app.js';
import { twoFactorCalls } from '../helpers/two-factor-calls.js';
import { confirmedUser, enterpriseWithColleague } from '../helpers/users.js';

/** docs/passkeys.md#policy, #admins, and docs/sso.md#enforcement for a passkey's sign-in. */

let db: Database;
let app: FastifyInstance;
useTestApp({}, (opened) => {
  ({ db, app } = opened);
});
beforeEach(async () => {
  await db.query('delete from auth_attempts');
});

const { call, authenticator, addPasskey, signInWith } = passkeyCalls(() => ({ app, db }));
const { signIn, sessionOf, setUpTwoFactor } = twoFactorCalls(() => ({ app, db }));

const idOf = async (email: string): Promise<string> =>
  (await db.query<{ id: string }>('select id from users where email = $1', [email])).rows[0]?.id as string;

/** An Enterprise practice: its owner, a billing manager and a member who only dictates. */
async function practice(domain: string) {
  const owner = `owner@${domain}`;
  const billing = `billing@${domain}`;
  const member = `member@${domain}`;
  await enterpriseWithColleague(db, owner, billing);
  await db.query(`update licenses set roles = array['billing'] where user_id = $1`, [await idOf(billing)]);
  const memberId = await confirmedUser(db, member);
  await db.query(
    `insert into licenses (subscription_id, user_id, owner, status)
     select subscription_id, $2, false, 'active' from licenses where user_id = $1`,
    [await idOf(owner), memberId],
  );
  return { owner, billing, member };
}

async function requirePasskeys(ownerToken: string, required = true) {
  const answer = await call('POST', '/account/passkeys/practice', {
    token: ownerToken,
    payload: { required },
  });
  expect(answer.statusCode).toBe(200);
}

/** The enrolment the rule asks for, finished with a new passkey: the session's token. */
async function enrol(challenge: string): Promise<string> {
  const options = await call('POST', '/authentication/signin-passkey-setup/options', {
    payload: { challenge },
  });
  expect(options.statusCode).toBe(200);
  const credential = authenticator().create(options.json().options);
  const done = await call('POST', '/authentication/signin-passkey-setup', {
    payload: { challenge, credential },
  });
  expect(done.statusCode).toBe(200);
  return done.json().token;
}

describe('a practice requiring passkeys of those who run it (docs/passkeys.md#policy)', () => {
  it('guides its owner to add one after the password, and the passkey added opens her session', async () => {
    const { owner } = await practice('praxis-owner.ch');
    const before = await sessionOf(owner);
    expect((await call('GET', '/account/settings', { token: before })).json().practicePasskeysRequired).toBe(
      false,
    );
    await requirePasskeys(before);
    expect((await call('GET', '/account/settings', { token: before })).json().practicePasskeysRequired).toBe(
      true,
    );

    const answer = await signIn(owner);
    expect(answer.json()).toEqual({ challenge: expect.any(String), step: 'passkey_setup' });
    const token = await enrol(answer.json().challenge);
    const list = (await call('GET', '/account/passkeys', { token })).json();
    expect(list).toMatchObject({ required: true, passkeySession: true });
    // While the rule holds, her last passkey stays.
    const removed = await call('POST', '/account/passkeys/remove', {
      token,
      payload: { id: list.passkeys[0].id },
    });
    expect(removed.json().code).toBe('passkey_required');
    const entries = await db.query<{ kind: string }>(
      `select kind from audit_log where kind in ('practice_passkeys_changed', 'passkey_added') and actor_id = $1`,
      [await idOf(owner)],
    );
    expect(entries.rows.map((row) => row.kind).sort()).toEqual([
      'passkey_added',
      'practice_passkeys_changed',
    ]);
  });

  it('asks a billing manager with a code for the passkey after her code, then lets her finish', async () => {
    const { owner, billing } = await practice('praxis-billing.ch');
    const { secret } = await setUpTwoFactor(await sessionOf(billing));
    await requirePasskeys(await sessionOf(owner));
    const first = await signIn(billing);
    expect(first.json().step).toBe('code');
    const coded = await call('POST', '/authentication/signin-two-factor', {
      payload: { challenge: first.json().challenge, code: codeAt(secret, Date.now() + 30_000) },
    });
    expect(coded.json()).toEqual({ challenge: expect.any(String), step: 'passkey_setup' });
    const token = await enrol(coded.json().challenge);
    const sessions = (await call('GET', '/account/sessions', { token })).json().sessions;
    expect(sessions.find((one: { current: boolean }) => one.current).signedInWith).toBe('password');
  });

  it('does not concern a member who only dictates', async () => {
    const { owner, member } = await practice('praxis-member.ch');
    await requirePasskeys(await sessionOf(owner));
    expect((await signIn(member)).json()).toEqual({ token: expect.any(String) });
  });

  it('goes with the practice to its new owner', async () => {
    const { owner, billing } = await practice('praxis-moved.ch');
    await requirePasskeys(await sessionOf(owner));
    const [ownerId, billingId] = [await idOf(owner), await idOf(billing)];
    const subscription = (
      await db.query<{ id: string }>('select id from subscriptions where owner_id = $1', [ownerId])
    ).rows[0]?.id as string;
    await db.transaction((tx) => moveOwnership(tx, subscription, ownerId, billingId));
    const { rows } = await db.query<{ id: string; required: boolean }>(
      'select id, require_practice_passkeys as required from users where id in ($1, $2)',
      [ownerId, billingId],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.required]))).toEqual({
      [ownerId]: false,
      [billingId]: true,
    });
    // The former owner stays concerned: she keeps the admin and billing manager roles.
    expect((await signIn(owner)).json().step).toBe('passkey_setup');
  });
});

describe("the site's admins (docs/passkeys.md#admins)", () => {
  it('answers admin_needs_passkey in a session with a code only, and opens once she adds one there', async () => {
    const adminId = await confirmedUser(db, 'root@example.ch');
    await db.query(`update users set role = 'admin' where id = $1`, [adminId]);
    const token = await sessionOf('root@example.ch');
    await setUpTwoFactor(token);
    const refused = await call('GET', '/admin/access', { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('admin_needs_passkey');
    expect((await addPasskey(token, authenticator())).statusCode).toBe(200);
    expect((await call('GET', '/admin/access', { token })).statusCode).toBe(200);
    expect((await call('GET', '/account/passkeys', { token })).json().required).toBe(true);
  });
});

describe('a practice whose provider is required (docs/sso.md#enforcement)', () => {
  it('refuses a passkey sign-in of its people with sso_required', async () => {
    const { owner, member } = await practice('praxis-sso.ch');
    const device = authenticator();
    expect((await addPasskey(await sessionOf(member), device)).statusCode).toBe(200);
    const subscription = (
      await db.query<{ id: string }>('select id from subscriptions where owner_id = $1', [await idOf(owner)])
    ).rows[0]?.id;
    await db.query(
      `insert into sso_domains (subscription_id, domain, proof_token, proven_at)
       values ($1, 'praxis-sso.ch', 'proof', now())`,
      [subscription],
    );
    await db.query(
      `insert into sso_connections (subscription_id, protocol, oidc_issuer, oidc_client_id, tested_at, enforced)
       values ($1, 'oidc', 'https://idp.praxis-sso.ch', 'client', now(), true)`,
      [subscription],
    );
    const answer = await signInWith(device);
    expect(answer.json().code).toBe('sso_required');
  });
});
