import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { promoteAdmins } from '../../src/admin/promote-admins.js';
import type { Database } from '../../src/db/database.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { buildTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { insertUser } from '../helpers/users.js';

let db: Database;
let app: FastifyInstance;
let adminAuth: string;
let userAuth: string;
beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildTestApp(db);
  adminAuth = `Bearer ${await createSession(db, await insertUser(db, { email: 'admin@example.ch', role: 'admin' }))}`;
  userAuth = `Bearer ${await createSession(db, await insertUser(db, { email: 'user@example.ch' }))}`;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const call = (options: InjectOptions & { auth?: string }) =>
  app.inject({ ...options, headers: options.auth ? { authorization: options.auth } : {} });

const errorBody = (code: string) => ({ error: true, code, message: expect.any(String) });

describe('the blacklist', () => {
  beforeEach(async () => {
    await db.query('delete from blacklist_phrases');
  });

  const add = (payload: unknown, auth = adminAuth) =>
    call({ method: 'POST', url: '/api/blacklist', payload: payload as InjectOptions['payload'], auth });
  const remove = (payload: unknown, auth = adminAuth) =>
    call({ method: 'DELETE', url: '/api/blacklist', payload: payload as InjectOptions['payload'], auth });
  const read = (auth = adminAuth) => call({ method: 'GET', url: '/api/blacklist', auth });

  it('answers every language, empty lists included, when there is no phrase', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fr: [], de: [], it: [], en: [] });
  });

  it('adds a trimmed phrase and answers the whole blacklist, phrases in the order they were added', async () => {
    await add({ lang: 'fr', phrase: 'Merci.' });
    await add({ lang: 'de', phrase: 'Danke.' });
    await add({ lang: 'fr', phrase: 'Au revoir.' });
    const response = await add({ lang: 'fr', phrase: '  Abonnez-vous  ' });
    expect(response.statusCode).toBe(200);
    const expected = { fr: ['Merci.', 'Au revoir.', 'Abonnez-vous'], de: ['Danke.'], it: [], en: [] };
    expect(response.json()).toEqual(expected);
    expect((await read()).json()).toEqual(expected);
  });

  it('answers a phrase the language already holds with 409 already_exists and leaves the list as it was', async () => {
    await add({ lang: 'en', phrase: 'Thank you.' });
    const response = await add({ lang: 'en', phrase: ' Thank you. ' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody('already_exists'));
    expect((await read()).json()).toEqual({ fr: [], de: [], it: [], en: ['Thank you.'] });
  });

  it('keeps the same phrase in two languages apart', async () => {
    await add({ lang: 'fr', phrase: 'OK' });
    const response = await add({ lang: 'it', phrase: 'OK' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fr: ['OK'], de: [], it: ['OK'], en: [] });
  });

  it('removes a phrase from its language only and answers the whole blacklist', async () => {
    await add({ lang: 'fr', phrase: 'OK' });
    await add({ lang: 'it', phrase: 'OK' });
    await add({ lang: 'it', phrase: 'Grazie.' });
    const response = await remove({ lang: 'it', phrase: ' OK ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fr: ['OK'], de: [], it: ['Grazie.'], en: [] });
    expect((await read()).json()).toEqual({ fr: ['OK'], de: [], it: ['Grazie.'], en: [] });
  });

  it('answers 404 not_found when removing a phrase the language does not hold', async () => {
    await add({ lang: 'fr', phrase: 'Merci.' });
    const response = await remove({ lang: 'de', phrase: 'Merci.' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody('not_found'));
    expect((await read()).json()).toEqual({ fr: ['Merci.'], de: [], it: [], en: [] });
  });

  it.each([
    ['a blank phrase', { lang: 'fr', phrase: '   ' }],
    ['an empty phrase', { lang: 'fr', phrase: '' }],
    ['no phrase', { lang: 'fr' }],
    ['an unknown language', { lang: 'es', phrase: 'Gracias.' }],
    ['no language', { phrase: 'Merci.' }],
    ['a phrase that is not text', { lang: 'fr', phrase: 42 }],
    ['a phrase too long', { lang: 'fr', phrase: 'x'.repeat(501) }],
    ['an unknown key', { lang: 'fr', phrase: 'Merci.', extra: true }],
    ['an array', [{ lang: 'fr', phrase: 'Merci.' }]],
  ])('answers 400 validation_failed to %s, on adding and on removing', async (_case, payload) => {
    for (const send of [add, remove]) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ...errorBody('validation_failed'), issues: expect.any(Array) });
    }
    expect((await read()).json()).toEqual({ fr: [], de: [], it: [], en: [] });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/blacklist',
      headers: { authorization: adminAuth, 'content-type': 'application/json' },
      payload: '{"lang": "fr", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody('validation_failed'));
  });

  it('answers 401 without a session and 403 to a user who is not an admin, changing nothing', async () => {
    await add({ lang: 'fr', phrase: 'Merci.' });
    for (const auth of [undefined, userAuth]) {
      const status = auth ? 403 : 401;
      const code = auth ? 'forbidden' : 'unauthorized';
      const answers = [
        await call({ method: 'GET', url: '/api/blacklist', auth }),
        await call({ method: 'POST', url: '/api/blacklist', payload: { lang: 'fr', phrase: 'Spam' }, auth }),
        await call({
          method: 'DELETE',
          url: '/api/blacklist',
          payload: { lang: 'fr', phrase: 'Merci.' },
          auth,
        }),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual(errorBody(code));
      }
    }
    expect((await read()).json()).toEqual({ fr: ['Merci.'], de: [], it: [], en: [] });
  });
});

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
    await usersDb.query('update users set transcription_seconds = 754.5 where id = $1', [ids.colleague]);
    adminToken = await createSession(usersDb, ids.admin as string);
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

describe('promoteAdmins', () => {
  it('gives the admin role to the existing accounts it names, in any case, and answers them', async () => {
    const first = await insertUser(db, { email: 'first.admin@example.ch' });
    const second = await insertUser(db, { email: 'second.admin@example.ch' });
    const bystander = await insertUser(db, { email: 'bystander@example.ch' });
    await db.query('update users set email_confirmed_at = now() where id = any($1)', [
      [first, second, bystander],
    ]);

    const promoted = await promoteAdmins(db, [
      ' Second.Admin@Example.CH',
      'first.admin@example.ch',
      'nobody@example.ch',
    ]);

    expect(promoted).toEqual(['first.admin@example.ch', 'second.admin@example.ch']);
    const { rows } = await db.query<{ id: string; role: string }>(
      'select id, role from users where id = any($1)',
      [[first, second, bystander]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.role]))).toEqual({
      [first]: 'admin',
      [second]: 'admin',
      [bystander]: 'user',
    });
    const { rows: nobody } = await db.query("select 1 from users where email = 'nobody@example.ch'");
    expect(nobody).toEqual([]);
  });

  it('leaves an address nobody has confirmed as it is (issue 21)', async () => {
    await insertUser(db, { email: 'unconfirmed.admin@example.ch', status: 'pending' });
    expect(await promoteAdmins(db, ['unconfirmed.admin@example.ch'])).toEqual([]);
    const { rows } = await db.query<{ role: string }>(
      "select role from users where email = 'unconfirmed.admin@example.ch'",
    );
    expect(rows).toEqual([{ role: 'user' }]);
  });

  it('leaves admins as they are, demotes nobody, and does nothing with an empty list', async () => {
    await insertUser(db, { email: 'already@example.ch', role: 'admin' });
    expect(await promoteAdmins(db, ['already@example.ch'])).toEqual([]);
    expect(await promoteAdmins(db, [])).toEqual([]);
    const { rows } = await db.query<{ role: string }>(
      "select role from users where email = 'already@example.ch'",
    );
    expect(rows).toEqual([{ role: 'admin' }]);
  });

  it('opens the admin calls to a promoted account on its existing session', async () => {
    const id = await insertUser(db, { email: 'soon.admin@example.ch' });
    await db.query('update users set email_confirmed_at = now() where id = $1', [id]);
    const auth = `Bearer ${await createSession(db, id)}`;
    expect((await call({ method: 'GET', url: '/api/blacklist', auth })).statusCode).toBe(403);
    await promoteAdmins(db, ['soon.admin@example.ch']);
    expect((await call({ method: 'GET', url: '/api/blacklist', auth })).statusCode).toBe(200);
  });
});
