import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_TWO_FACTOR_KEY } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { issueOneTimeToken } from '../../src/tokens/one-time-tokens.js';
import { open } from '../../src/two-factor/secret-box.js';
import { codeAt } from '../../src/two-factor/totp.js';
import { useTestApp } from '../helpers/test-app.js';
import { twoFactorCalls } from '../helpers/two-factor-calls.js';
import { confirmedUser } from '../helpers/users.js';

/** docs/accounts.md#two-factor. */

let db: Database;
let app: FastifyInstance;
useTestApp({ publicUrl: 'https://dictation.example.ch' }, (opened) => {
  ({ db, app } = opened);
});
beforeEach(async () => {
  await db.query('delete from auth_attempts');
});

const { call, signIn, sessionOf, withTwoFactor, challengeOf, secondStep } = twoFactorCalls(() => ({
  app,
  db,
}));

const STEP_MS = 30_000;
describe('the set-up from the account page', () => {
  it('shows a QR code and the secret, asks for a code, then answers ten recovery codes once', async () => {
    await confirmedUser(db, 'setup@praxis.ch');
    const token = await sessionOf('setup@praxis.ch');
    const setup = await call('POST', '/account/two-factor/setup', { token });
    const { secret, otpauthUri, qrCode } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain('issuer=dictation.example.ch');
    // The QR code of that URI, as its modules row by row for the site to draw inline
    // (docs/architecture.md#one-csp): no data: URL, which the site's policy blocks.
    const { size, data } = QRCode.create(otpauthUri, { errorCorrectionLevel: 'M' }).modules;
    expect(qrCode).toHaveLength(size);
    expect((qrCode as string[]).join('')).toBe(Array.from(data, (dark) => (dark ? '1' : '0')).join(''));

    // Nothing is on before a right code.
    const settings = async () => (await call('GET', '/account/settings', { token })).json().twoFactor;
    expect(await settings()).toEqual({ enabled: false, recoveryCodesLeft: 0, requiredByOwner: false });
    const wrong = await call('POST', '/account/two-factor/confirm', { token, payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    // docs/accounts.md#two-factor-setup-code: its own code, whose message names no recovery codes.
    expect(wrong.json().code).toBe('invalid_two_factor_setup_code');

    const right = await call('POST', '/account/two-factor/confirm', {
      token,
      payload: { code: codeAt(secret) },
    });
    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = right.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(await settings()).toEqual({ enabled: true, recoveryCodesLeft: 10, requiredByOwner: false });

    // Stored encrypted under the configured key, and the codes only as hashes.
    const { rows } = await db.query<{ secret_ciphertext: string; user_id: string }>(
      "select t.secret_ciphertext, t.user_id from two_factor t join users u on u.id = t.user_id where u.email = 'setup@praxis.ch'",
    );
    const stored = rows[0];
    expect(stored?.secret_ciphertext).not.toContain(secret);
    expect(open(DEVELOPMENT_TWO_FACTOR_KEY, stored?.user_id ?? '', stored?.secret_ciphertext ?? '')).toBe(
      secret,
    );
    expect(() => open(Buffer.alloc(32, 7), stored?.user_id ?? '', stored?.secret_ciphertext ?? '')).toThrow();
    const hashes = await db.query<{ code_hash: Buffer }>(
      'select code_hash from recovery_codes where user_id = $1',
      [stored?.user_id],
    );
    expect(hashes.rows).toHaveLength(10);
    for (const { code_hash } of hashes.rows) {
      for (const code of recoveryCodes) expect(code_hash.toString('utf8')).not.toContain(code);
    }

    // A second set-up is refused while it is on.
    expect((await call('POST', '/account/two-factor/setup', { token })).json().code).toBe(
      'two_factor_already_enabled',
    );
  });

  it('refuses a confirmation without a set-up started, and bad codes as bad input', async () => {
    await confirmedUser(db, 'nosetup@praxis.ch');
    const token = await sessionOf('nosetup@praxis.ch');
    const confirm = (code: unknown) =>
      call('POST', '/account/two-factor/confirm', { token, payload: { code } });
    expect((await confirm('123456')).json().code).toBe('two_factor_setup_missing');
    for (const junk of ['', '12', 'x'.repeat(40), 123456, null, '<script>']) {
      expect((await confirm(junk)).statusCode, String(junk)).toBe(400);
      expect((await confirm(junk)).json().code).toBe('validation_failed');
    }
    expect((await call('POST', '/account/two-factor/setup')).statusCode).toBe(401);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for the code after the password, and opens the session only with a right one', async () => {
    const { secret } = await withTwoFactor('code@praxis.ch');
    const challenge = await challengeOf('code@praxis.ch');
    // A challenge is no session.
    expect((await call('GET', '/users/me', { token: challenge })).statusCode).toBe(401);
    const wrong = await secondStep(challenge, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_two_factor_code');
    // The wrong code left the challenge usable.
    const right = await secondStep(challenge, codeAt(secret, Date.now() + STEP_MS));
    expect(right.statusCode).toBe(200);
    expect((await call('GET', '/users/me', { token: right.json().token })).statusCode).toBe(200);
    // Spent.
    const again = await secondStep(challenge, codeAt(secret, Date.now() + 2 * STEP_MS));
    expect(again.json().code).toBe('invalid_or_expired_token');
  });

  it('accepts a code only once, even within its 30 seconds', async () => {
    const { secret } = await withTwoFactor('replay@praxis.ch');
    const code = codeAt(secret, Date.now() + STEP_MS);
    expect((await secondStep(await challengeOf('replay@praxis.ch'), code)).statusCode).toBe(200);
    expect((await secondStep(await challengeOf('replay@praxis.ch'), code)).json().code).toBe(
      'invalid_two_factor_code',
    );
  });

  it('lets a recovery code in once', async () => {
    const { recoveryCodes, token } = await withTwoFactor('recovery@praxis.ch');
    const code = recoveryCodes[3] ?? '';
    // Typed in capitals and without hyphens, it still counts.
    const typed = code.toUpperCase().replaceAll('-', ' ');
    expect((await secondStep(await challengeOf('recovery@praxis.ch'), typed)).statusCode).toBe(200);
    expect((await secondStep(await challengeOf('recovery@praxis.ch'), code)).json().code).toBe(
      'invalid_two_factor_code',
    );
    expect((await call('GET', '/account/settings', { token })).json().twoFactor.recoveryCodesLeft).toBe(9);
  });

  it('refuses an expired challenge, and one of another step', async () => {
    const { secret } = await withTwoFactor('expired@praxis.ch');
    const challenge = await challengeOf('expired@praxis.ch');
    await db.query(
      "update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'two_factor_code'",
    );
    expect((await secondStep(challenge, codeAt(secret))).json().code).toBe('invalid_or_expired_token');
    const link = await issueOneTimeToken(db, {
      purpose: 'signin_link',
      userId: (await db.query<{ id: string }>("select id from users where email = 'expired@praxis.ch'"))
        .rows[0]?.id as string,
    });
    expect((await secondStep(link, codeAt(secret))).json().code).toBe('invalid_or_expired_token');
    expect((await secondStep('x', '123456')).statusCode).toBe(400);
  });

  it('asks for the code after a mailed sign-in link too', async () => {
    await withTwoFactor('linked@praxis.ch');
    const userId = (await db.query<{ id: string }>("select id from users where email = 'linked@praxis.ch'"))
      .rows[0]?.id as string;
    const link = await issueOneTimeToken(db, { purpose: 'signin_link', userId });
    const answer = await call('POST', '/authentication/signin-with-link', { payload: { token: link } });
    expect(answer.json()).toEqual({ challenge: expect.any(String), step: 'code' });
  });

  it('slows down wrong codes per client, then per account from any client', async () => {
    await withTwoFactor('guessed@praxis.ch');
    const challenge = await challengeOf('guessed@praxis.ch');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await secondStep(challenge, '000000')).statusCode).toBe(400);
    }
    // The sixth from this client waits, with Retry-After.
    const slowed = await secondStep(challenge, '000000');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // Other clients share the account's count: five more are free, then every client waits.
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5']) {
      expect((await secondStep(challenge, '000000', client)).statusCode).toBe(400);
    }
    expect((await secondStep(challenge, '000000', '198.51.100.9')).statusCode).toBe(429);
  });
});

describe('turning it off', () => {
  it('needs the right password or a right code', async () => {
    const { token, secret } = await withTwoFactor('off@praxis.ch');
    const disable = (payload: object) => call('POST', '/account/two-factor/disable', { token, payload });
    const wrong = await disable({ password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('password_incorrect');
    expect((await disable({ code: '000000' })).json().code).toBe('invalid_two_factor_code');
    expect((await disable({})).statusCode).toBe(400);
    expect((await disable({ password: 'owner-secret-1', code: '123456' })).statusCode).toBe(400);
    // Still on, and the session was not ended by any of it.
    expect((await call('GET', '/account/settings', { token })).json().twoFactor.enabled).toBe(true);
    expect((await disable({ code: codeAt(secret, Date.now() + STEP_MS) })).statusCode).toBe(200);
    expect((await call('GET', '/account/settings', { token })).json().twoFactor).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      requiredByOwner: false,
    });
    // And sign-in is one step again.
    expect((await signIn('off@praxis.ch')).json()).toEqual({ token: expect.any(String) });
  });

  it('works with the password', async () => {
    const { token } = await withTwoFactor('offpw@praxis.ch');
    const answer = await call('POST', '/account/two-factor/disable', {
      token,
      payload: { password: 'owner-secret-1' },
    });
    expect(answer.statusCode).toBe(200);
  });
});
