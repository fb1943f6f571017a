import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { zurichDay } from '../../src/usage/zurich-calendar.js';
import { errorBody, secondFactorSession } from '../helpers/admin-calls.js';
import { buildTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { insertUser } from '../helpers/users.js';

describe('GET /api/users/users', () => {
  // A database of its own, so the whole list can be compared.
  let usersDb: Database;
  let usersApp: FastifyInstance;
  let ids: Record<string, string>;
  let adminToken: string;

  const insertAt = async (
    email: string,
    createdAt: string,
    extra: { role?: 'admin'; pending?: boolean } = {},
  ) => {
    const id = await insertUser(usersDb, {
      email,
      role: extra.role ?? 'user',
      status: extra.pending ? 'pending' : 'active',
    });
    await usersDb.query('update users set created_at = $2 where id = $1', [id, createdAt]);
    return id;
  };

  let subscriptionCount = 0;
  const subscribe = async (
    ownerId: string,
    plan: 'premium' | 'enterprise',
    options: { quantity?: number; status?: string; ended?: boolean } = {},
  ) => {
    subscriptionCount += 1;
    const { rows } = await usersDb.query<{ id: string }>(
      `insert into subscriptions
         (owner_id, token, plan, frequency, quantity, collection_method, stripe_subscription_id, status, ended_at)
       values ($1, $2, $3, 'monthly', $4, 'charge_automatically', $5, $6, $7)
       returning id`,
      [
        ownerId,
        `token-${subscriptionCount}`,
        plan,
        options.quantity ?? 1,
        `sub_${subscriptionCount}`,
        options.status ?? 'active',
        options.ended ? new Date('2024-01-01T00:00:00Z') : null,
      ],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('no subscription id');
    return id;
  };
  const seat = (subscriptionId: string, userId: string, status: 'active' | 'pending', owner = false) =>
    usersDb.query('insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, $3, $4)', [
      subscriptionId,
      userId,
      owner,
      status,
    ]);

  beforeAll(async () => {
    usersDb = await openTestDatabase();
    usersApp = await buildTestApp(usersDb);
    ids = {
      admin: await insertAt('admin@example.ch', '2024-01-01T08:00:00.000Z', { role: 'admin' }),
      enterprise: await insertAt('clinic@example.ch', '2024-01-02T08:00:00.000Z'),
      colleague: await insertAt('colleague@example.ch', '2024-01-03T08:00:00.000Z'),
      invited: await insertAt('invited@example.ch', '2024-01-04T08:00:00.000Z', { pending: true }),
      premium: await insertAt('premium@example.ch', '2024-01-05T08:00:00.000Z'),
      pastDue: await insertAt('past-due@example.ch', '2024-01-06T08:00:00.000Z'),
      incomplete: await insertAt('incomplete@example.ch', '2024-01-07T08:00:00.000Z', { pending: true }),
      ended: await insertAt('ended@example.ch', '2024-01-08T08:00:00.000Z'),
      formerColleague: await insertAt('former@example.ch', '2024-01-09T08:00:00.000Z'),
    };
    const enterprise = await subscribe(ids.enterprise as string, 'enterprise', { quantity: 5 });
    await seat(enterprise, ids.enterprise as string, 'active', true);
    await seat(enterprise, ids.colleague as string, 'active');
    await seat(enterprise, ids.invited as string, 'pending');
    await subscribe(ids.premium as string, 'premium');
    await subscribe(ids.pastDue as string, 'premium', { status: 'past_due' });
    await subscribe(ids.incomplete as string, 'premium', { status: 'incomplete' });
    const endedEnterprise = await subscribe(ids.ended as string, 'enterprise', {
      quantity: 3,
      status: 'canceled',
      ended: true,
    });
    await seat(endedEnterprise, ids.formerColleague as string, 'active');
    // docs/desktop-app.md#usage-shown: this month's batches count, an earlier month's not.
    await usersDb.query(
      `insert into app_usage_batches (user_id, batch_id, seconds, ended_at, day)
       values ($1, 'now-1', 700, now(), $2), ($1, 'now-2', 54.5, now(), $2), ($1, 'old', 9000, $3, $4)`,
      [ids.colleague, zurichDay(new Date()), '2024-01-05T10:00:00.000Z', '2024-01-05'],
    );
    adminToken = await secondFactorSession(usersDb, ids.admin as string);
  });
  afterAll(async () => {
    await usersApp.close();
    await usersDb.close();
  });

  const list = (authorization?: string) =>
    usersApp.inject({
      method: 'GET',
      url: '/api/users/users',
      headers: authorization ? { authorization } : {},
    });

  it('lists every user, oldest first, with role, plan, seats, status, creation date and transcription time', async () => {
    const response = await list(`Bearer ${adminToken}`);
    expect(response.statusCode).toBe(200);
    const user = (
      key: string,
      email: string,
      createdAt: string,
      fields: {
        plan?: string;
        numberOfLicenses?: number;
        role?: string;
        status?: string;
        time?: number;
      } = {},
    ) => ({
      _id: ids[key],
      email,
      role: fields.role ?? 'user',
      plan: fields.plan ?? 'free',
      numberOfLicenses: fields.numberOfLicenses ?? 1,
      status: fields.status ?? 'active',
      createdAt,
      transcriptionTime: fields.time ?? 0,
    });
    expect(response.json()).toEqual([
      user('admin', 'admin@example.ch', '2024-01-01T08:00:00.000Z', { role: 'admin' }),
      user('enterprise', 'clinic@example.ch', '2024-01-02T08:00:00.000Z', {
        plan: 'enterprise',
        numberOfLicenses: 5,
      }),
      // An active seat on a live enterprise subscription: enterprise, but the seats are the owner's.
      user('colleague', 'colleague@example.ch', '2024-01-03T08:00:00.000Z', {
        plan: 'enterprise',
        time: 754.5,
      }),
      // Invited, password not set yet: the seat is pending, so no plan yet.
      user('invited', 'invited@example.ch', '2024-01-04T08:00:00.000Z', { status: 'pending' }),
      user('premium', 'premium@example.ch', '2024-01-05T08:00:00.000Z', { plan: 'premium' }),
      user('pastDue', 'past-due@example.ch', '2024-01-06T08:00:00.000Z', { plan: 'premium' }),
      user('incomplete', 'incomplete@example.ch', '2024-01-07T08:00:00.000Z', { status: 'pending' }),
      user('ended', 'ended@example.ch', '2024-01-08T08:00:00.000Z'),
      user('formerColleague', 'former@example.ch', '2024-01-09T08:00:00.000Z'),
    ]);
  });

  it('answers 401 without a session and 403 to a user who is not an admin', async () => {
    const unsigned = await list();
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual(errorBody('unauthorized'));
    const notAdmin = await list(`Bearer ${await createSession(usersDb, ids.enterprise as string)}`);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toEqual(errorBody('forbidden'));
  });
});
