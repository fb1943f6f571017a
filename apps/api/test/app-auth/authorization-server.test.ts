import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import {
  authorize,
  authorizeUrl,
  Browser,
  CLIENT_ID,
  listening,
  pkcePair,
  postForm,
  REDIRECT,
} from '../helpers/app-auth-flow.js';
import { useTestApp } from '../helpers/test-app.js';
import { confirmedUser } from '../helpers/users.js';

const PUBLIC_URL = 'http://localhost:3000';

describe('the authorization server of the Windows app (docs/desktop-app.md)', () => {
  let app: FastifyInstance;
  let db: Database;
  let base = '';
  let session = '';
  useTestApp({ publicUrl: PUBLIC_URL }, (opened) => ({ app, db } = opened));

  beforeAll(async () => {
    base = await listening(app);
    await confirmedUser(db, 'doctor@example.ch');
    const signin = await app.inject({
      method: 'POST',
      url: '/api/authentication/signin-web',
      payload: { email: 'doctor@example.ch', password: 'owner-secret-1' },
    });
    session = signin.json().token;
  });

  /** A code for a fresh PKCE pair, and its verifier. */
  async function codeAndVerifier() {
    const { verifier, challenge } = pkcePair();
    const back = await authorize(base, session, {
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'st-1',
    });
    return { code: back.searchParams.get('code') ?? '', verifier };
  }

  const exchange = (code: string, verifier: string, redirect = REDIRECT) =>
    postForm(base, '/oauth/token', {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: redirect,
    });

  it('publishes its metadata at /.well-known/oauth-authorization-server, issuer = PUBLIC_URL, S256 only', async () => {
    const response = await fetch(`${base}/.well-known/oauth-authorization-server`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    // The endpoints on the host the metadata was asked of (PUBLIC_URL's, behind the site's address).
    expect(metadata).toMatchObject({
      issuer: PUBLIC_URL,
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/oauth/token`,
      revocation_endpoint: `${base}/oauth/revoke`,
      jwks_uri: `${base}/oauth/jwks`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(metadata.grant_types_supported).toEqual([
      'authorization_code',
      'refresh_token',
      'urn:ietf:params:oauth:grant-type:device_code',
    ]);
    expect(metadata.device_authorization_endpoint).toBe(`${base}/oauth/device/auth`);
    expect(metadata).not.toHaveProperty('pushed_authorization_request_endpoint');
    expect(metadata).not.toHaveProperty('end_session_endpoint');
    expect(metadata).not.toHaveProperty('userinfo_endpoint');
    const jwks = (await (await fetch(`${base}/oauth/jwks`)).json()) as { keys: unknown[] };
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', use: 'sig' })]);
    expect(JSON.stringify(jwks)).not.toContain('"d"');
  });

  it('refuses an authorization request without PKCE, and one with the plain method', async () => {
    const browser = new Browser(base);
    const without = await browser.get(authorizeUrl({ state: 'x' }));
    expect(without.headers.get('location')).toContain('error=invalid_request');
    const plain = await browser.get(
      authorizeUrl({ state: 'x', code_challenge: pkcePair().verifier, code_challenge_method: 'plain' }),
    );
    expect(plain.headers.get('location')).toContain('error=invalid_request');
  });

  it.each([
    'http://localhost:53127/callback',
    'https://example.com/callback',
    'http://127.0.0.1:53127/other',
    'http://192.168.1.10:53127/callback',
  ])('refuses the redirect %s, which is not the loopback callback', async (redirect) => {
    const { challenge } = pkcePair();
    const response = await new Browser(base).get(
      authorizeUrl({ redirect_uri: redirect, code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    // Never sent to that address: the server answers with its own error page.
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('accepts both loopback addresses on any port, and carries the state back', async () => {
    for (const redirect of ['http://127.0.0.1:61001/callback', 'http://[::1]:49152/callback']) {
      const { challenge } = pkcePair();
      const browser = new Browser(base);
      const start = await browser.get(
        authorizeUrl({ redirect_uri: redirect, code_challenge: challenge, code_challenge_method: 'S256' }),
      );
      expect(start.status).toBe(303);
      expect(start.headers.get('location')).toMatch(/^\/app\/consent\/[\w-]+$/);
    }
    const { challenge } = pkcePair();
    const back = await authorize(base, session, {
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'the app’s own state',
    });
    expect(back.searchParams.get('state')).toBe('the app’s own state');
    expect(back.searchParams.get('code')).toBeTruthy();
  });

  it('sends a refusal back to the app as access_denied', async () => {
    const { challenge } = pkcePair();
    const back = await authorize(
      base,
      session,
      { code_challenge: challenge, code_challenge_method: 'S256', state: 's' },
      false,
    );
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('s');
  });

  it('gives tokens for the code and its verifier only, and a code used twice is refused', async () => {
    const { code } = await codeAndVerifier();
    expect((await exchange(code, pkcePair().verifier)).body.error).toBe('invalid_grant');
    const { code: second, verifier: secondVerifier } = await codeAndVerifier();
    const tokens = await exchange(second, secondVerifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(tokens.body.refresh_token).toBeTruthy();
    const again = await exchange(second, secondVerifier);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
    // A code used twice was intercepted: the tokens given for it end too (RFC 6749 section 4.1.2).
    const refreshed = await postForm(base, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token ?? '',
    });
    expect(refreshed.body.error).toBe('invalid_grant');
    expect(code).not.toBe(second);
  });

  it('renews the refresh token at each use; one used twice ends the whole family', async () => {
    const { code, verifier } = await codeAndVerifier();
    const first = (await exchange(code, verifier)).body;
    const refresh = (token: string) =>
      postForm(base, '/oauth/token', { grant_type: 'refresh_token', refresh_token: token });
    const second = await refresh(first.refresh_token ?? '');
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    // The old one again (stolen and replayed): refused, and the new one dies with it.
    expect((await refresh(first.refresh_token ?? '')).body.error).toBe('invalid_grant');
    expect((await refresh(second.body.refresh_token ?? '')).body.error).toBe('invalid_grant');
  });

  it('revokes a refresh token at the revocation endpoint', async () => {
    const { code, verifier } = await codeAndVerifier();
    const tokens = (await exchange(code, verifier)).body;
    const revoked = await postForm(base, '/oauth/revoke', {
      token: tokens.refresh_token ?? '',
      token_type_hint: 'refresh_token',
    });
    expect(revoked.status).toBe(200);
    const refreshed = await postForm(base, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('shows the consent screen which device asks, and who is signed in', async () => {
    const { challenge } = pkcePair();
    const start = await new Browser(base).get(
      authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256', device_name: 'PC-Cabinet-2' }),
    );
    const uid = start.headers.get('location')?.split('/').at(-1);
    const pending = await app.inject({
      method: 'GET',
      url: `/api/app-auth/consent/${uid}`,
      headers: { authorization: `Bearer ${session}` },
    });
    expect(pending.json()).toEqual({
      clientId: CLIENT_ID,
      deviceName: 'PC-Cabinet-2',
      signedInAs: 'doctor@example.ch',
      // docs/desktop-app.md#device-limit: the room left, told in advance.
      deviceLimit: 3,
      devicesInUse: expect.any(Array),
      flow: 'loopback',
      requestedFrom: null,
      requestedAt: null,
    });
  });

  it('shows a device name as text: control characters out, cut to 100 characters', async () => {
    const { challenge } = pkcePair();
    const start = await new Browser(base).get(
      authorizeUrl({
        code_challenge: challenge,
        code_challenge_method: 'S256',
        device_name: `PC\u0007\u001b[31m-${'x'.repeat(200)}`,
      }),
    );
    const uid = start.headers.get('location')?.split('/').at(-1);
    const pending = await app.inject({
      method: 'GET',
      url: `/api/app-auth/consent/${uid}`,
      headers: { authorization: `Bearer ${session}` },
    });
    expect(pending.json().deviceName).toBe(`PC[31m-${'x'.repeat(93)}`);
  });

  it.each(['openid', 'licence openid'])('refuses the scope %s', async (scope) => {
    const { challenge } = pkcePair();
    const response = await new Browser(base).get(
      authorizeUrl({ scope, code_challenge: challenge, code_challenge_method: 'S256', state: 'sc' }),
    );
    expect(response.headers.get('location')).toContain('error=invalid_scope');
  });

  it('answers the consent calls only to a signed-in user, and an unknown request as expired', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/app-auth/consent/nope/approve' });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/app-auth/consent/nope/approve',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_or_expired_token');
  });
});
