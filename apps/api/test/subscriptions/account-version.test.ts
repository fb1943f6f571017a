import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { VersionedCache } from '../../src/subscriptions/versioned-cache.js';
import { buildTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { insertUser } from '../helpers/users.js';

describe('VersionedCache', () => {
  it('answers only for the version a value was stored at', () => {
    const cache = new VersionedCache<string>(10);
    cache.set('anna', '3', 'page at 3');
    expect(cache.get('anna', '3')).toBe('page at 3');
    expect(cache.get('anna', '4')).toBeUndefined();
    cache.set('anna', '4', 'page at 4');
    expect(cache.get('anna', '3')).toBeUndefined();
  });

  it('forgets the oldest entry past its bound', () => {
    const cache = new VersionedCache<number>(2);
    cache.set('a', '1', 1);
    cache.set('b', '1', 2);
    cache.set('a', '2', 3);
    cache.set('c', '1', 4);
    expect(cache.size).toBe(2);
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '2')).toBe(3);
    expect(cache.get('c', '1')).toBe(4);
  });
});

describe('account versions', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const version = async (userId: string) =>
    Number(
      (await db.query<{ v: string }>('select account_version::text as v from users where id = $1', [userId]))
        .rows[0]?.v,
    );

  async function enterprise(ownerEmail: string) {
    const ownerId = await insertUser(db, { email: ownerEmail });
    const { rows } = await db.query<{ id: string }>(
      `insert into subscriptions (owner_id, token, plan, frequency, quantity, collection_method, stripe_subscription_id, status)
       values ($1, $2, 'enterprise', 'monthly', 3, 'charge_automatically', $3, 'active') returning id`,
      [ownerId, `token_${ownerEmail.replace(/\W/g, '_')}`, `sub_${ownerEmail.replace(/\W/g, '')}`],
    );
    return { ownerId, subscriptionId: rows[0]?.id as string };
  }

  it("moves with the owner's subscription, seats and invoices, and a seat holder's plan", async () => {
    const { ownerId, subscriptionId } = await enterprise('owner@versions.ch');
    const colleagueId = await insertUser(db, { email: 'colleague@versions.ch' });
    const stranger = await insertUser(db, { email: 'stranger@versions.ch' });

    let owner = await version(ownerId);
    await db.query(`insert into licenses (subscription_id, user_id, status) values ($1, $2, 'pending')`, [
      subscriptionId,
      colleagueId,
    ]);
    expect(await version(ownerId)).toBeGreaterThan(owner);
    let colleague = await version(colleagueId);

    owner = await version(ownerId);
    await db.query(`update subscriptions set cancel_at = now() + interval '1 day' where id = $1`, [
      subscriptionId,
    ]);
    expect(await version(ownerId)).toBeGreaterThan(owner);
    expect(await version(colleagueId)).toBeGreaterThan(colleague);

    owner = await version(ownerId);
    await db.query(
      `insert into invoices (stripe_invoice_id, subscription_id, created, amount_paid, status) values ('in_v1', $1, now(), 100, 'paid')`,
      [subscriptionId],
    );
    expect(await version(ownerId)).toBeGreaterThan(owner);

    colleague = await version(colleagueId);
    await db.query('delete from licenses where user_id = $1', [colleagueId]);
    expect(await version(colleagueId)).toBeGreaterThan(colleague);
    expect(await version(stranger)).toBe(0);
  });

  it('keeps every API process fresh: a change made elsewhere shows on the next call', async () => {
    const first: FastifyInstance = await buildTestApp(db);
    const second: FastifyInstance = await buildTestApp(db);
    const { ownerId, subscriptionId } = await enterprise('two-processes@versions.ch');
    const token = await createSession(db, ownerId);
    const info = async (app: FastifyInstance) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/subscriptions/subscription-info',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();

    expect((await info(first)).cancellationDate).toBeNull();
    expect((await info(first)).numberOfLicenses).toBe(3);
    // Another process (here: plain SQL, as a webhook in another process would write it).
    await db.query(
      `update subscriptions set quantity = 7, cancel_at = '2030-01-31T00:00:00Z' where id = $1`,
      [subscriptionId],
    );
    const after = await info(first);
    expect(after).toMatchObject({ numberOfLicenses: 7, cancellationDate: '2030-01-31T00:00:00.000Z' });
    expect(await info(second)).toEqual(after);
    await first.close();
    await second.close();
  });
});
