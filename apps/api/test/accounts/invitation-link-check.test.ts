import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { issueOneTimeToken } from '../../src/tokens/one-time-tokens.js';
import { authenticationCalls } from '../helpers/authentication-calls.js';
import { useTestApp } from '../helpers/test-app.js';
import { insertUser } from '../helpers/users.js';

/**
 * docs/accounts.md#create-password: /create-password/{token}/{email} looks at its link as it opens,
 * without using it, so a used or unknown invitation says so before any password is typed.
 */

let db: Database;
let app: FastifyInstance;
useTestApp({ publicUrl: 'https://site.example.ch' }, (opened) => {
  ({ db, app } = opened);
});

const { post } = authenticationCalls(() => ({ app, db }));
const check = async (token: string, email: string) => {
  const answer = await post('check-invitation', { token, email });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

async function invitation(email: string): Promise<string> {
  const userId = await insertUser(db, { email, status: 'pending' });
  return issueOneTimeToken(db, { purpose: 'invitation', userId });
}

describe('checking an invitation link', () => {
  it('answers usable for a live link of a colleague without a password, and spends nothing', async () => {
    const token = await invitation('fresh@praxis.ch');
    expect(await check(token, 'fresh@praxis.ch')).toEqual({ state: 'usable' });
    expect(await check(token, 'fresh@praxis.ch')).toEqual({ state: 'usable' });
    const created = await post('create-password', {
      token,
      email: 'fresh@praxis.ch',
      newPassword: 'Wartezimmer-7',
    });
    expect(created.statusCode).toBe(200);
  });

  it('answers signIn once the link has set her password: her password is set, she signs in', async () => {
    const token = await invitation('used@praxis.ch');
    await post('create-password', { token, email: 'used@praxis.ch', newPassword: 'Wartezimmer-7' });
    expect(await check(token, 'used@praxis.ch')).toEqual({ state: 'signIn' });
  });

  it('answers invalid for an unknown token, another address, or an expired link', async () => {
    const token = await invitation('named@praxis.ch');
    await insertUser(db, { email: 'other@praxis.ch', status: 'pending' });
    expect(await check('x'.repeat(43), 'named@praxis.ch')).toEqual({ state: 'invalid' });
    expect(await check(token, 'other@praxis.ch')).toEqual({ state: 'invalid' });
    expect(await check(token, 'nobody@praxis.ch')).toEqual({ state: 'invalid' });
    await db.query("update one_time_tokens set expires_at = now() - interval '1 minute'");
    expect(await check(token, 'named@praxis.ch')).toEqual({ state: 'invalid' });
  });

  it('answers 400 validation_failed to a token or address it cannot read', async () => {
    const answer = await post('check-invitation', { token: '', email: 'named@praxis.ch' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'validation_failed' });
  });
});
