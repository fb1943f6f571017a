import type { Queryable } from '../db/database.js';
import { servingSql } from '../subscriptions/subscriptions-service.js';

/**
 * docs/licences.md#device-code-switch: whether signing in the app with a code is off for this
 * user: she turned it off as an Enterprise owner, or the owner of the Enterprise seat she holds
 * (accepted, on a subscription still serving) did.
 */
export async function deviceCodeOffFor(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ off: boolean }>(
    `select exists (select 1 from app_device_code_off where owner_id = $1)
         or exists (
           select 1 from licenses l
             join subscriptions s on s.id = l.subscription_id
             join app_device_code_off o on o.owner_id = s.owner_id
           where l.user_id = $1 and not l.owner and l.status = 'active' and s.plan = 'enterprise'
             and ${servingSql('s')}
         ) as off`,
    [userId],
  );
  return Boolean(rows[0]?.off);
}

/** The owner's own choice (not her seat's): on unless she turned it off. */
export async function deviceCodeAllowedByOwner(db: Queryable, ownerId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from app_device_code_off where owner_id = $1', [ownerId]);
  return rows.length === 0;
}

export async function setDeviceCodeAllowed(db: Queryable, ownerId: string, allowed: boolean): Promise<void> {
  await db.query(
    allowed
      ? 'delete from app_device_code_off where owner_id = $1'
      : 'insert into app_device_code_off (owner_id) values ($1) on conflict (owner_id) do nothing',
    [ownerId],
  );
}
