import type { Language } from '@app/contracts';
import type { Queryable } from '../db/database.js';

/** Marks the deletion asked for (a second request keeps the first date); answers that date. */
export async function markDeletionRequested(db: Queryable, userId: string): Promise<Date> {
  const { rows } = await db.query<{ requested: Date }>(
    `update users set deletion_requested_at = coalesce(deletion_requested_at, now())
     where id = $1 and anonymised_at is null returning deletion_requested_at as requested`,
    [userId],
  );
  const requested = rows[0]?.requested;
  if (!requested) throw new Error(`user ${userId} is gone or anonymised`);
  return requested;
}

/** "Keep my account": the deletion is called off, as long as it has not happened. */
export async function clearDeletion(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set deletion_requested_at = null where id = $1 and anonymised_at is null', [
    userId,
  ]);
}

export async function deletionRequestedAt(db: Queryable, userId: string): Promise<Date | null> {
  const { rows } = await db.query<{ requested: Date | null }>(
    'select deletion_requested_at as requested from users where id = $1',
    [userId],
  );
  return rows[0]?.requested ?? null;
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
