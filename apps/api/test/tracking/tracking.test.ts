import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { type AuthorizedCall, adminAndUserAuth, callWith, errorBody } from '../helpers/admin-calls.js';
import { buildTestApp, TEST_CONFIG } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { insertUser } from '../helpers/users.js';

let db: Database;
let app: FastifyInstance;
let adminAuth: string;
let userAuth: string;
let premiumId: string;
let colleagueId: string;
beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildTestApp(db);
  ({ adminAuth, userAuth } = await adminAndUserAuth(db));

  premiumId = await insertUser(db, { email: 'dr.premium@example.ch' });
  await db.query(
    `insert into subscriptions
       (owner_id, token, plan, frequency, quantity, collection_method, stripe_subscription_id, status)
     values ($1, 'token-premium', 'premium', 'annual', 1, 'charge_automatically', 'sub_premium', 'active')`,
    [premiumId],
  );
  const ownerId = await insertUser(db, { email: 'clinic@example.ch' });
  colleagueId = await insertUser(db, { email: 'colleague@example.ch' });
  const { rows } = await db.query<{ id: string }>(
    `insert into subscriptions
       (owner_id, token, plan, frequency, quantity, collection_method, stripe_subscription_id, status)
     values ($1, 'token-clinic', 'enterprise', 'monthly', 3, 'send_invoice', 'sub_clinic', 'active')
     returning id`,
    [ownerId],
  );
  await db.query(
    `insert into licenses (subscription_id, user_id, owner, status)
     values ($1, $2, true, 'active'), ($1, $3, false, 'active')`,
    [rows[0]?.id, ownerId, colleagueId],
  );
});
afterAll(async () => {
  await app.close();
  await db.close();
});
beforeEach(async () => {
  await db.query('delete from tracking_clicks');
});

const call = (options: AuthorizedCall) => callWith(app, options);
const recordedIds = async () =>
  (await db.query<{ click_id: string }>('select click_id from tracking_clicks order by clicked_at')).rows.map(
    (row) => row.click_id,
  );
/** A click recorded at a given moment, so the order of the list can be checked. */
const insertClick = async (clickId: string, at: string) => {
  const { rows } = await db.query<{ id: string }>(
    'insert into tracking_clicks (click_id, clicked_at) values ($1, $2) returning id',
    [clickId, at],
  );
  return rows[0]?.id as string;
};

describe('GET /api/tracking/click', () => {
  it('records the click without a session and sends the browser to the download destination', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tracking/click?id=newsletter-2024' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(TEST_CONFIG.downloadUrl);
    expect(await recordedIds()).toEqual(['newsletter-2024']);
  });

  it.each([
    ['an absolute URL as id', '?id=https%3A%2F%2Fevil.example', 'https://evil.example'],
    ['a protocol-relative id', '?id=%2F%2Fevil.example', '//evil.example'],
    [
      'redirect parameters',
      '?id=ad&redirect=https%3A%2F%2Fevil.example&url=https%3A%2F%2Fevil.example',
      'ad',
    ],
  ])('never sends the browser anywhere the request names (%s)', async (_case, query, recorded) => {
    const response = await app.inject({ method: 'GET', url: `/api/tracking/click${query}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(TEST_CONFIG.downloadUrl);
    expect(await recordedIds()).toEqual([recorded]);
  });

  it.each([
    ['no id', ''],
    ['an empty id', '?id='],
    ['a blank id', '?id=%20%20'],
    ['an id with control characters', '?id=a%0Ab'],
    ['an id too long', `?id=${'x'.repeat(129)}`],
    ['an id given twice', '?id=a&id=b'],
  ])('records %s as unknown and still redirects', async (_case, query) => {
    const response = await app.inject({ method: 'GET', url: `/api/tracking/click${query}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(TEST_CONFIG.downloadUrl);
    expect(await recordedIds()).toEqual(['unknown']);
  });

  it('keeps link decorators out of the record and trims the id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/tracking/click?utm_source=mail&id=%20flyer%20&fbclid=xyz',
    });
    expect(response.statusCode).toBe(302);
    expect(await recordedIds()).toEqual(['flyer']);
  });

  it('redirects to the configured destination', async () => {
    const configured = await buildTestApp(db, { downloadUrl: 'https://store.example.ch/app' });
    const response = await configured.inject({ method: 'GET', url: '/api/tracking/click?id=x' });
    await configured.close();
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://store.example.ch/app');
  });

  it('still redirects when the click cannot be recorded', async () => {
    const failing: Database = {
      ...db,
      query: async () => {
        throw new Error('database down');
      },
    };
    const broken = await buildTestApp(failing);
    const response = await broken.inject({ method: 'GET', url: '/api/tracking/click?id=x' });
    await broken.close();
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(TEST_CONFIG.downloadUrl);
  });
});

describe('GET /api/tracking/stats', () => {
  const stats = (auth = adminAuth) => call({ method: 'GET', url: '/api/tracking/stats', auth });

  it('answers an empty list when nothing was clicked', async () => {
    const response = await stats();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists the clicks newest first, telling which name a user and that user’s plan', async () => {
    const campaign = await insertClick('newsletter', '2024-03-01T10:00:00.000Z');
    const byEmail = await insertClick('Dr.Premium@Example.CH', '2024-03-03T10:00:00.000Z');
    const byId = await insertClick(colleagueId.toUpperCase(), '2024-03-02T10:00:00.000Z');
    const freeUser = await insertClick('user@example.ch', '2024-03-04T10:00:00.000Z');

    const response = await stats();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        _id: freeUser,
        date: '2024-03-04T10:00:00.000Z',
        id: 'user@example.ch',
        existsInUsers: true,
        plan: 'free',
      },
      {
        _id: byEmail,
        date: '2024-03-03T10:00:00.000Z',
        id: 'Dr.Premium@Example.CH',
        existsInUsers: true,
        plan: 'premium',
      },
      {
        _id: byId,
        date: '2024-03-02T10:00:00.000Z',
        id: colleagueId.toUpperCase(),
        existsInUsers: true,
        plan: 'enterprise',
      },
      { _id: campaign, date: '2024-03-01T10:00:00.000Z', id: 'newsletter', existsInUsers: false, plan: null },
    ]);
  });

  it('shows a click recorded through the tracker', async () => {
    await app.inject({ method: 'GET', url: `/api/tracking/click?id=${premiumId}` });
    const [stat] = (await stats()).json();
    expect(stat).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      date: expect.any(String),
      id: premiumId,
      existsInUsers: true,
      plan: 'premium',
    });
    expect(Math.abs(Date.parse(stat.date) - Date.now())).toBeLessThan(60_000);
  });

  it('answers 401 without a session and 403 to a user who is not an admin', async () => {
    const unsigned = await stats('');
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual(errorBody('unauthorized'));
    const notAdmin = await stats(userAuth);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toEqual(errorBody('forbidden'));
  });
});

describe('DELETE /api/tracking/delete', () => {
  const remove = (payload: unknown, auth = adminAuth) =>
    call({
      method: 'DELETE',
      url: '/api/tracking/delete',
      payload: payload as InjectOptions['payload'],
      auth,
    });

  it('deletes the one stat named and answers a message', async () => {
    const gone = await insertClick('a', '2024-03-01T10:00:00.000Z');
    await insertClick('b', '2024-03-02T10:00:00.000Z');
    const response = await remove({ _id: gone });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await recordedIds()).toEqual(['b']);
  });

  it('answers 404 not_found for a stat that is not there, or no longer', async () => {
    const id = await insertClick('a', '2024-03-01T10:00:00.000Z');
    expect((await remove({ _id: id })).statusCode).toBe(200);
    const again = await remove({ _id: id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(errorBody('not_found'));
    const unknown = await remove({ _id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    ['an id that is not one of ours', { _id: 'abc' }],
    ['an id with path characters', { _id: '../stats' }],
    ['an empty id', { _id: '' }],
    ['an id that is not text', { _id: 42 }],
    ['no id', {}],
    ['an unknown key', { _id: '00000000-0000-4000-8000-000000000000', all: true }],
    ['an array', ['00000000-0000-4000-8000-000000000000']],
  ])('answers 400 validation_failed to %s, deleting nothing', async (_case, payload) => {
    await insertClick('kept', '2024-03-01T10:00:00.000Z');
    const response = await remove(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ...errorBody('validation_failed'), issues: expect.any(Array) });
    expect(await recordedIds()).toEqual(['kept']);
  });

  it('answers 401 without a session and 403 to a user who is not an admin, deleting nothing', async () => {
    const id = await insertClick('kept', '2024-03-01T10:00:00.000Z');
    const unsigned = await remove({ _id: id }, '');
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual(errorBody('unauthorized'));
    const notAdmin = await remove({ _id: id }, userAuth);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toEqual(errorBody('forbidden'));
    expect(await recordedIds()).toEqual(['kept']);
  });
});
