import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { authorize, listening, pkcePair, postForm, REDIRECT } from '../helpers/app-auth-flow.js';
import { buildTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { confirmedUser } from '../helpers/users.js';

// docs/desktop-app.md#state: two API processes on one database, each with its own authorization
// server; nothing of a flow lives in a process's memory.
let db: Database;
let one: FastifyInstance;
let other: FastifyInstance;
let baseOne = '';
let baseOther = '';

beforeAll(async () => {
  db = await openTestDatabase();
  one = await buildTestApp(db);
  other = await buildTestApp(db);
  baseOne = await listening(one);
  baseOther = await listening(other);
  await confirmedUser(db, 'two@example.ch');
});

afterAll(async () => {
  await one.close();
  await other.close();
  await db.close();
});

it('finishes on one process a sign-in started on the other, and refreshes on either', async () => {
  const signin = await one.inject({
    method: 'POST',
    url: '/api/authentication/signin-web',
    payload: { email: 'two@example.ch', password: 'owner-secret-1' },
  });
  const { verifier, challenge } = pkcePair();
  const back = await authorize(
    baseOne,
    signin.json().token,
    { code_challenge: challenge, code_challenge_method: 'S256', state: 'two' },
    true,
    baseOther,
  );
  expect(back.searchParams.get('state')).toBe('two');
  const tokens = await postForm(baseOne, '/oauth/token', {
    grant_type: 'authorization_code',
    code: back.searchParams.get('code') ?? '',
    code_verifier: verifier,
    redirect_uri: REDIRECT,
  });
  expect(tokens.status).toBe(200);
  const refreshed = await postForm(baseOther, '/oauth/token', {
    grant_type: 'refresh_token',
    refresh_token: tokens.body.refresh_token ?? '',
  });
  expect(refreshed.status).toBe(200);
  // In the database, not in a process's memory (the library's default store is one per process).
  const { rows } = await db.query<{ kind: string }>(
    "select distinct kind from app_auth_records where kind in ('Grant', 'RefreshToken', 'AccessToken') order by kind",
  );
  expect(rows.map((row) => row.kind)).toEqual(['AccessToken', 'Grant', 'RefreshToken']);
  // The same signing key on both, so what one signs the other's published key verifies.
  const jwksOne = await (await fetch(`${baseOne}/oauth/jwks`)).json();
  const jwksOther = await (await fetch(`${baseOther}/oauth/jwks`)).json();
  expect(jwksOther).toEqual(jwksOne);
});
