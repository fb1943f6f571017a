import { type LicenceStatus, reconcileLicences, SERVING_STATUSES } from '@app/billing-rules';
import type { Language } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import type { StoredSubscription } from '../subscriptions/subscriptions-service.js';

/**
 * Seats follow the subscription: a serving enterprise subscription gives its owner the first,
 * never removable seat; any other state (premium, ended, never paid) holds none, and colleagues
 * return to the free plan. An owner whose own plan is serving needs no colleague's seat: one she
 * still held elsewhere (invited while her first payment was under way) is released, so the one
 * seat per person rule holds and this write never fails on it. Answers the seats so released.
 */
export async function reconcileLicenses(db: Queryable, subscription: StoredSubscription): Promise<number> {
  const decision = reconcileLicences(subscription);
  let released = 0;
  if (decision.releaseOwnersOtherSeats) {
    // Only an accepted seat: an offer stays the owner's to see answered (docs/licences.md#offers).
    const { rows } = await db.query<{ subscription_id: string }>(
      `delete from licenses where user_id = $1 and subscription_id <> $2 and status = 'active'
       returning subscription_id`,
      [subscription.owner_id, subscription.id],
    );
    released = rows.length;
  }
  if (decision.seats === 'owner_seat') {
    await db.query(
      `insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, true, 'active')
       on conflict (subscription_id, user_id) do nothing`,
      [subscription.id, subscription.owner_id],
    );
  } else {
    await db.query('delete from licenses where subscription_id = $1', [subscription.id]);
  }
  return released;
}

/** The seats taken: accepted and offered (docs/licences.md#seats); a declined offer takes none. */
export async function countLicenses(db: Queryable, subscriptionId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    "select count(*)::int as count from licenses where subscription_id = $1 and status <> 'declined'",
    [subscriptionId],
  );
  return rows[0]?.count ?? 0;
}

/** The seat a user holds (has accepted) anywhere: one at most, a unique index says so. */
export async function findLicenseOfUser(
  db: Queryable,
  userId: string,
): Promise<{ subscription_id: string; owner: boolean; status: LicenceStatus } | null> {
  const { rows } = await db.query<{ subscription_id: string; owner: boolean; status: LicenceStatus }>(
    "select subscription_id, owner, status from licenses where user_id = $1 and status = 'active'",
    [userId],
  );
  return rows[0] ?? null;
}

/** The user's licence on one subscription, whatever its status. */
export async function findLicenseOn(
  db: Queryable,
  subscriptionId: string,
  userId: string,
): Promise<{ owner: boolean; status: LicenceStatus } | null> {
  const { rows } = await db.query<{ owner: boolean; status: LicenceStatus }>(
    'select owner, status from licenses where subscription_id = $1 and user_id = $2',
    [subscriptionId, userId],
  );
  return rows[0] ?? null;
}

export async function insertPendingLicense(
  db: Queryable,
  subscriptionId: string,
  userId: string,
): Promise<void> {
  await db.query(
    `insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, false, 'pending')`,
    [subscriptionId, userId],
  );
}

/** Her licence and its roles go; so does an offer of the ownership made to her (docs/licences.md#ownership-transfer). */
export async function deleteLicense(db: Queryable, subscriptionId: string, userId: string): Promise<void> {
  await db.query('delete from ownership_offers where subscription_id = $1 and to_user_id = $2', [
    subscriptionId,
    userId,
  ]);
  await db.query('delete from licenses where subscription_id = $1 and user_id = $2 and not owner', [
    subscriptionId,
    userId,
  ]);
}

/** Whether the user holds or is offered any seat (a declined offer included). */
export async function hasAnyLicense(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from licenses where user_id = $1 limit 1', [userId]);
  return rows.length > 0;
}

/** An owner's name from her billing details, null without one. */
export async function nameOf(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string | null }>(
    `select nullif(btrim(concat_ws(' ', first_name, last_name)), '') as name
       from billing_info where user_id = $1`,
    [userId],
  );
  return rows[0]?.name ?? null;
}

export interface Colleague {
  email: string;
  lang: Language;
}

/** The colleagues holding (or offered, and not declining) a seat of her subscriptions, to tell them it ends. */
export async function colleaguesOf(db: Queryable, ownerId: string): Promise<Colleague[]> {
  const { rows } = await db.query<Colleague>(
    `select u.email, u.lang from licenses l
       join subscriptions s on s.id = l.subscription_id
       join users u on u.id = l.user_id
     where s.owner_id = $1 and not l.owner and l.status <> 'declined'
     order by u.email`,
    [ownerId],
  );
  return rows;
}

/**
 * Every seat her account is part of ends: those of her own subscriptions (her colleagues') and
 * one she holds on someone else's; unused invitation links of those colleagues die with them.
 */
export async function releaseSeats(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update one_time_tokens t set used_at = now()
       from licenses l join subscriptions s on s.id = l.subscription_id
     where t.user_id = l.user_id and t.purpose = 'invitation' and t.used_at is null
       and (s.owner_id = $1 or l.user_id = $1)`,
    [userId],
  );
  await db.query(
    `delete from licenses where user_id = $1
        or subscription_id in (select id from subscriptions where owner_id = $1)`,
    [userId],
  );
}

/**
 * Her offer not yet answered (docs/licences.md#offers), on an Enterprise subscription still
 * serving, with whether its owner requires two-factor sign-in; locked until the transaction ends.
 */
export async function lockOpenOffer(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<{ id: string; two_factor_required: boolean } | null> {
  const { rows } = await tx.query<{ id: string; two_factor_required: boolean }>(
    `select l.id, o.require_colleague_two_factor as two_factor_required
       from licenses l
       join subscriptions s on s.id = l.subscription_id
       join users o on o.id = s.owner_id
      where l.id = $1 and l.user_id = $2 and l.status = 'pending' and not l.owner
        and s.plan = 'enterprise' and s.ended_at is null and s.status = any($3::text[])
      for update of l`,
    [id, userId, SERVING_STATUSES],
  );
  return rows[0] ?? null;
}

/** An offer answered: accepted (the seat is hers) or declined. */
export async function answerOffer(tx: Queryable, id: string, status: 'active' | 'declined'): Promise<void> {
  await tx.query('update licenses set status = $2 where id = $1', [id, status]);
}

/** The colleagues holding (having accepted) a seat of the subscription, with its owner's address. */
export async function activeColleaguesWithOwner(
  db: Queryable,
  subscription: { id: string; owner_id: string },
): Promise<Array<{ user_id: string; owner_email: string }>> {
  const { rows } = await db.query<{ user_id: string; owner_email: string }>(
    `select l.user_id, o.email as owner_email from licenses l join users o on o.id = $2
      where l.subscription_id = $1 and not l.owner and l.status = 'active'`,
    [subscription.id, subscription.owner_id],
  );
  return rows;
}

/**
 * Her seat on the subscription made active: a new one, or her offer (pending or declined) taken up,
 * as the practice's provider gives it (docs/sso.md#first-sign-in).
 */
export async function grantActiveLicense(
  tx: Queryable,
  subscriptionId: string,
  userId: string,
): Promise<void> {
  await tx.query(
    `insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, false, 'active')
     on conflict (subscription_id, user_id) do update set status = 'active'`,
    [subscriptionId, userId],
  );
}

/** Whether the subscription's owner requires two-factor sign-in of her colleagues (docs/accounts.md#colleagues-two-factor). */
export async function ownerRequiresTwoFactor(db: Queryable, subscriptionId: string): Promise<boolean> {
  const { rows } = await db.query<{ required: boolean }>(
    `select o.require_colleague_two_factor as required
       from subscriptions s join users o on o.id = s.owner_id where s.id = $1`,
    [subscriptionId],
  );
  return rows[0]?.required ?? false;
}
