import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { zurichMonthStart } from '../../src/usage/zurich-calendar.js';
import { adminSession } from '../helpers/admin-calls.js';
import { listening } from '../helpers/app-auth-flow.js';
import { appSignedIn, minutesAgo, reportUsage } from '../helpers/app-usage.js';
import { useTestApp } from '../helpers/test-app.js';
import { confirmedUser, enterpriseWithColleague } from '../helpers/users.js';

describe("the app's minutes, alike for the admin, the owner and the user (docs/desktop-app.md#usage-shown)", () => {
  let app: FastifyInstance;
  let db: Database;
  let base = '';
  useTestApp({ publicUrl: 'http://localhost:3000' }, (opened) => ({ app, db } = opened));
  beforeAll(async () => {
    base = await listening(app);
  });

  const get = (url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const signIn = async (email: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/authentication/signin-web',
        payload: { email, password: 'owner-secret-1' },
      })
    ).json().token as string;

  it("shows the same seconds this month in the admin's users table, the owner's licences and the colleague's page", async () => {
    await enterpriseWithColleague(db, 'owner@praxis.ch', 'colleague@praxis.ch');
    const ownerSession = await signIn('owner@praxis.ch');
    // Read once before the report: the account page's copy must not outlive it.
    const before = (await get('/api/subscriptions/subscription-info', ownerSession)).json();
    expect(before.licenses[1]).toMatchObject({
      email: 'colleague@praxis.ch',
      usage: { monthSeconds: 0, lastUsedAt: null },
    });

    const { session, token } = await appSignedIn(app, db, base, 'colleague@praxis.ch', 60);
    // The first of the month, a second before midnight in Zurich: last month's.
    const lastMonth = new Date(
      Date.parse(`${zurichMonthStart(new Date())}T00:00:00.000Z`) - 2 * 3600_000 - 1000,
    );
    const lastEnd = minutesAgo(1);
    const report = await reportUsage(app, token, [
      { id: 'old', seconds: 3000, endedAt: lastMonth.toISOString() },
      { id: 'a', seconds: 90, endedAt: minutesAgo(20) },
      { id: 'b', seconds: 40.4, endedAt: lastEnd },
    ]);
    expect(report.json()).toEqual({ accepted: 3, duplicates: 0 });

    const expected = { monthSeconds: 130.4, lastUsedAt: lastEnd };
    const admin = await adminSession(db);
    const users = (await get('/api/users/users', admin)).json() as Array<{
      email: string;
      transcriptionTime: number;
    }>;
    expect(users.find((user) => user.email === 'colleague@praxis.ch')?.transcriptionTime).toBe(130.4);
    const owner = (await get('/api/subscriptions/subscription-info', ownerSession)).json();
    expect(owner.licenses[1]).toMatchObject({ email: 'colleague@praxis.ch', usage: expected });
    expect(owner.licenses[0]).toMatchObject({
      email: 'owner@praxis.ch',
      usage: { monthSeconds: 0, lastUsedAt: null },
    });
    expect(users.find((user) => user.email === 'owner@praxis.ch')?.transcriptionTime).toBe(0);
    const own = (await get('/api/subscriptions/subscription-info', session)).json();
    expect(own.appUsage).toEqual(expected);
  });

  it('shows the owner no use of an invitee who has not accepted, and a user on her trial her own', async () => {
    await enterpriseWithColleague(db, 'owner2@praxis.ch', 'colleague2@praxis.ch');
    const invitee = await confirmedUser(db, 'invitee@praxis.ch');
    await db.query(
      `insert into licenses (subscription_id, user_id, owner, status)
       select l.subscription_id, $2, false, 'pending' from licenses l
        join users u on u.id = l.user_id where u.email = $1`,
      ['owner2@praxis.ch', invitee],
    );
    const { session, token } = await appSignedIn(app, db, base, 'invitee@praxis.ch');
    const end = minutesAgo(2);
    await reportUsage(app, token, [{ id: 'trial', seconds: 600, endedAt: end }]);
    const owner = (
      await get('/api/subscriptions/subscription-info', await signIn('owner2@praxis.ch'))
    ).json();
    expect(
      owner.licenses.find((license: { email: string }) => license.email === 'invitee@praxis.ch'),
    ).toMatchObject({
      status: 'pending',
      usage: null,
    });
    const own = (await get('/api/subscriptions/subscription-info', session)).json();
    expect(own.appUsage).toEqual({ monthSeconds: 600, lastUsedAt: end });
  });
});
