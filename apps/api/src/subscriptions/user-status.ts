import type { UserStatus } from '@app/contracts';
import type { Queryable } from '../db/database.js';

/**
 * docs/accounts.md#statuses: pending until the e-mail is confirmed, and again while a paid
 * subscription awaits its first successful payment, or a paid change its 3-D Secure (the card
 * payment's polling waits for `active` in both cases); active otherwise.
 */
export async function refreshUserStatus(db: Queryable, userId: string): Promise<UserStatus> {
  const { rows } = await db.query<{ status: UserStatus }>(
    `update users u set status = case
       when u.email_confirmed_at is null then 'pending'
       when exists (select 1 from subscriptions s
                    where s.owner_id = u.id and s.ended_at is null
                      and (s.status = 'incomplete' or s.change_awaits_authentication)) then 'pending'
       else 'active' end
     where u.id = $1 returning u.status`,
    [userId],
  );
  return rows[0]?.status ?? 'pending';
}
