import type { Language } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { USER_PLANS_SQL } from '../subscriptions/subscriptions-service.js';

/** An account whose trial reminder has just been claimed: its mail is to be written now. */
export interface DueReminder {
  email: string;
  lang: Language;
  endsAt: string;
}

/**
 * Claims, in one statement, the reminders due at `now`: confirmed Free accounts whose trial
 * (sign-up + `trialDays`) ends within `daysBefore` days but not within the next, smaller
 * reminder's window, and that have no such reminder yet. The primary key of trial_reminders
 * decides who sends it: two processes claiming at once insert one row, and only its inserter
 * gets it back. Answers the accounts claimed, in the same transaction as their mails.
 */
export async function claimDueReminders(
  db: Queryable,
  {
    now,
    trialDays,
    daysBefore,
    nextDaysBefore,
  }: { now: Date; trialDays: number; daysBefore: number; nextDaysBefore: number },
): Promise<DueReminder[]> {
  const { rows } = await db.query<{ email: string; lang: Language; ends_at: Date | string }>(
    `with due as (
       select u.id, u.email, u.lang, u.created_at + make_interval(days => $2) as ends_at
         from users u
         join (${USER_PLANS_SQL}) plans on plans.user_id = u.id and plans.plan = 'free'
        where u.email_confirmed_at is not null
          and u.created_at + make_interval(days => $2) > $1::timestamptz + make_interval(days => $4)
          and u.created_at + make_interval(days => $2) <= $1::timestamptz + make_interval(days => $3)
     ),
     claimed as (
       insert into trial_reminders (user_id, days_before)
       select id, $3 from due
       on conflict (user_id, days_before) do nothing
       returning user_id
     )
     select due.email, due.lang, due.ends_at from due join claimed on claimed.user_id = due.id`,
    [now.toISOString(), trialDays, daysBefore, nextDaysBefore],
  );
  return rows.map((row) => ({
    email: row.email,
    lang: row.lang,
    endsAt: new Date(row.ends_at).toISOString(),
  }));
}
