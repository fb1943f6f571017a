import type { AdminUser } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { servingSql } from './subscriptions-repository.js';

/**
 * The subscriptions whose plan is being served. `past_due` still counts: Stripe retries the
 * payment and the customer keeps the service meanwhile; `incomplete` (the first payment never
 * went through), `canceled` and `unpaid` do not, nor an order waiting for its payment or approval
 * (docs/subscriptions-and-money.md#credit-limit).
 */
const SERVING_SUBSCRIPTIONS = `select id, owner_id, plan, quantity from subscriptions s where ${servingSql('s')}`;

/**
 * One row per user (`user_id`, `plan`, `number_of_licenses`), joined wherever a user's plan is
 * shown so the rule lives in one place: the plan of the serving subscription the user owns, else
 * 'enterprise' for an active seat on someone's serving enterprise subscription, else 'free'. The
 * seats are those of the user's own enterprise subscription, 1 otherwise (docs/admin.md#users).
 * No join can multiply rows: one live subscription per owner and one seat per user are unique
 * indexes.
 */
export const USER_PLANS_SQL = `select u.id as user_id,
    coalesce(own.plan, seat_of.plan, 'free') as plan,
    case when own.plan = 'enterprise' then own.quantity else 1 end as number_of_licenses
  from users u
  left join (${SERVING_SUBSCRIPTIONS}) own on own.owner_id = u.id
  left join licenses seat on seat.user_id = u.id and seat.status = 'active'
  left join (${SERVING_SUBSCRIPTIONS}) seat_of
    on seat_of.id = seat.subscription_id and seat_of.plan = 'enterprise'`;

/** The columns USER_PLANS_SQL adds, as the drivers return them. */
export interface UserPlanColumns {
  plan: AdminUser['plan'];
  number_of_licenses: number;
}

/** The plan USER_PLANS_SQL gives one user; null when there is no such user. */
export async function findUserPlan(db: Queryable, userId: string): Promise<AdminUser['plan'] | null> {
  const { rows } = await db.query<{ plan: AdminUser['plan'] }>(
    `select plan from (${USER_PLANS_SQL}) plans where user_id = $1`,
    [userId],
  );
  return rows[0]?.plan ?? null;
}
