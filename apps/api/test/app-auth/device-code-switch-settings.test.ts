import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { useTestApp } from '../helpers/test-app.js';
import { confirmedUser, enterpriseWithColleague } from '../helpers/users.js';

/** docs/licences.md#device-code-switch: the owner's switch as the account page reads it. */
describe("the account settings' appDeviceCode", () => {
  let app: FastifyInstance;
  let db: Database;
  useTestApp({ publicUrl: 'http://localhost:3000' }, (opened) => ({ app, db } = opened));
  beforeEach(async () => {
    await db.query('delete from auth_attempts');
  });

  const sessionOf = async (email: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/authentication/signin-web',
        payload: { email, password: 'owner-secret-1' },
      })
    ).json().token as string;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload });
  const switchOf = async (token: string) =>
    (await call(token, 'GET', '/account/settings')).json().appDeviceCode;

  it('shows the owner of a serving Enterprise plan her switch, on by default, and follows her call', async () => {
    await enterpriseWithColleague(db, 'owner@cabinet.ch', 'partner@cabinet.ch');
    const owner = await sessionOf('owner@cabinet.ch');
    expect(await switchOf(owner)).toEqual({ allowed: true });
    expect((await call(owner, 'POST', '/account/app-device-code', { allowed: false })).statusCode).toBe(200);
    expect(await switchOf(owner)).toEqual({ allowed: false });
    await call(owner, 'POST', '/account/app-device-code', { allowed: true });
    expect(await switchOf(owner)).toEqual({ allowed: true });
  });

  it('is null for her colleague, a Premium subscriber and a Free account', async () => {
    await enterpriseWithColleague(db, 'head@clinic.ch', 'seat@clinic.ch');
    const premiumId = await confirmedUser(db, 'premium@example.ch');
    await db.query(
      `insert into subscriptions (owner_id, token, plan, frequency, quantity, collection_method,
         stripe_subscription_id, status)
       values ($1, 'tok_premium_switch', 'premium', 'annual', 1, 'charge_automatically', 'sub_premium_switch', 'active')`,
      [premiumId],
    );
    await confirmedUser(db, 'free@example.ch');
    for (const email of ['seat@clinic.ch', 'premium@example.ch', 'free@example.ch']) {
      expect(await switchOf(await sessionOf(email))).toBeNull();
    }
  });
});
