import type { AdminUser } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { USER_PLANS_SQL, type UserPlanColumns } from '../subscriptions/subscriptions-service.js';
import { usageByAccount, usageMonthStart } from '../usage/index.js';

interface UserRow extends UserPlanColumns {
  id: string;
  email: string;
  role: AdminUser['role'];
  status: AdminUser['status'];
  created_at: Date;
  transcription_seconds: number;
}

/**
 * A user (docs/admin.md#users) as the admin list shows it, oldest account first, with the dictation
 * app's seconds this Europe/Zurich month (docs/desktop-app.md#usage-shown), the usage domain's fragment.
 */
export async function listUsers(db: Queryable, now = new Date()): Promise<AdminUser[]> {
  const { rows } = await db.query<UserRow>(
    `select u.id, u.email, u.role, u.status, u.created_at, coalesce(g.month_seconds, 0) as transcription_seconds,
            p.plan, p.number_of_licenses
       from users u
       join (${USER_PLANS_SQL}) p on p.user_id = u.id
       left join ${usageByAccount('$1')} g on g.user_id = u.id
      order by u.created_at, u.id`,
    [usageMonthStart(now)],
  );
  return rows.map((row) => ({
    _id: row.id,
    email: row.email,
    role: row.role,
    plan: row.plan,
    numberOfLicenses: row.number_of_licenses,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    transcriptionTime: Number(row.transcription_seconds),
  }));
}
