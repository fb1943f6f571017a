import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionPerson } from '../../src/sso/people.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { practiceCalls } from '../helpers/practice-calls.js';

/**
 * docs/sso.md#first-sign-in: the person the practice's provider vouches for gets a confirmed account
 * without a password, and a seat when one is free and she holds none
 * (docs/licences.md#one-seat-per-person).
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
const { enterpriseOwner, invite, member } = practiceCalls(() => h);

const subscriptionOf = async (ownerId: string) =>
  (
    await h.db.query<{ id: string }>(
      'select id from subscriptions where owner_id = $1 and ended_at is null',
      [ownerId],
    )
  ).rows[0]?.id as string;
const licenceOf = async (userId: string) =>
  (
    await h.db.query<{ subscription_id: string; status: string }>(
      'select subscription_id, status from licenses where user_id = $1 order by status',
      [userId],
    )
  ).rows;

describe('provisionPerson (docs/sso.md#first-sign-in)', () => {
  it('creates a confirmed account without a password and gives it a free seat, once', async () => {
    const owner = await enterpriseOwner('people-owner@klinik-a.ch', 3);
    const subscriptionId = await subscriptionOf(owner.userId);
    const first = await provisionPerson(h.db, { subscriptionId, email: 'Anna@Klinik-A.ch', name: 'Anna' });
    expect(first.licence).toBe('assigned');
    const { rows } = await h.db.query<{
      email: string;
      password_hash: string | null;
      confirmed: boolean;
      status: string;
    }>(
      'select email, password_hash, email_confirmed_at is not null as confirmed, status from users where id = $1',
      [first.userId],
    );
    expect(rows[0]).toEqual({
      email: 'anna@klinik-a.ch',
      password_hash: null,
      confirmed: true,
      status: 'active',
    });
    expect(await licenceOf(first.userId)).toEqual([{ subscription_id: subscriptionId, status: 'active' }]);
    const again = await provisionPerson(h.db, { subscriptionId, email: 'anna@klinik-a.ch' });
    expect(again).toEqual({ userId: first.userId, licence: 'held' });
    // The owner herself holds the first seat.
    expect((await provisionPerson(h.db, { subscriptionId, email: 'people-owner@klinik-a.ch' })).licence).toBe(
      'held',
    );
  });

  it('says none_free when every seat is taken, and takes up her unanswered offer', async () => {
    const owner = await enterpriseOwner('full-owner@klinik-b.ch', 3);
    const subscriptionId = await subscriptionOf(owner.userId);
    expect((await invite(owner.token, owner.subscriptionToken, 'offered@klinik-b.ch')).statusCode).toBe(200);
    expect((await provisionPerson(h.db, { subscriptionId, email: 'second@klinik-b.ch' })).licence).toBe(
      'assigned',
    );
    const third = await provisionPerson(h.db, { subscriptionId, email: 'third@klinik-b.ch' });
    expect(third.licence).toBe('none_free');
    expect(await licenceOf(third.userId)).toEqual([]);
    // The offer held its seat: provisioning her accepts it.
    const offered = await provisionPerson(h.db, { subscriptionId, email: 'offered@klinik-b.ch' });
    expect(offered.licence).toBe('assigned');
    expect(await licenceOf(offered.userId)).toEqual([{ subscription_id: subscriptionId, status: 'active' }]);
  });

  it('never gives a second seat to someone holding one elsewhere', async () => {
    const other = await enterpriseOwner('other-owner@klinik-c.ch', 3);
    const colleague = await member(other, 'moved@klinik-d.ch');
    const owner = await enterpriseOwner('people-owner@klinik-d.ch', 3);
    const subscriptionId = await subscriptionOf(owner.userId);
    const result = await provisionPerson(h.db, { subscriptionId, email: 'moved@klinik-d.ch' });
    expect(result).toEqual({ userId: colleague.userId, licence: 'elsewhere' });
    expect(await licenceOf(colleague.userId)).toEqual([
      { subscription_id: await subscriptionOf(other.userId), status: 'active' },
    ]);
  });
});
