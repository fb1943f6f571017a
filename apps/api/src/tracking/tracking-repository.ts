import type { TrackingStat } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { USER_PLANS_SQL, type UserPlanColumns } from '../subscriptions/subscriptions-service.js';

export async function recordClick(db: Queryable, clickId: string): Promise<void> {
  await db.query('insert into tracking_clicks (click_id) values ($1)', [clickId]);
}

interface ClickRow {
  id: string;
  click_id: string;
  clicked_at: Date;
  user_id: string | null;
  plan: UserPlanColumns['plan'] | null;
}

/**
 * Click statistics (docs/admin.md#stats), newest first. A click id names a user when it is the user's e-mail
 * (any case: links are typed by people) or the user's id.
 */
export async function listClicks(db: Queryable): Promise<TrackingStat[]> {
  const { rows } = await db.query<ClickRow>(
    `select c.id, c.click_id, c.clicked_at, named.id as user_id, p.plan
       from tracking_clicks c
       left join lateral (
         select u.id from users u
          where u.email = lower(c.click_id) or u.id::text = lower(c.click_id)
          limit 1
       ) named on true
       left join (${USER_PLANS_SQL}) p on p.user_id = named.id
      order by c.clicked_at desc, c.id`,
  );
  return rows.map((row) => ({
    _id: row.id,
    date: row.clicked_at.toISOString(),
    id: row.click_id,
    existsInUsers: row.user_id !== null,
    plan: row.plan,
  }));
}

/** False when no click has this id. */
export async function deleteClick(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('delete from tracking_clicks where id = $1 returning id', [id]);
  return rows.length > 0;
}
