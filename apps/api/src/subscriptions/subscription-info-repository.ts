import type { LicenceStatus } from '@app/billing-rules';
import type { SubscriptionInfo } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { oldestOpenInvoiceSql, ownInvoicesJsonSql } from '../invoices/invoice-service.js';
import { usageOfAccount } from '../usage/index.js';
import { servingSql } from './subscriptions-repository.js';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** docs/desktop-app.md#usage-shown: an account's use of the app, from the usage domain's fragment. */
const usageJson = (alias: string) =>
  `json_build_object('monthSeconds', coalesce(${alias}.month_seconds, 0), 'lastUsedAt', ${iso(`${alias}.last_used_at`)})`;

/**
 * The account page's data in one round trip (it is the API's busiest authenticated call): the
 * user's serving subscription, its seats with the owner first, every invoice the user was sent
 * (but a voided one, such as a declined attempt's: it is no bill), the seat a colleague's serving
 * enterprise subscription gives the user, with who manages it, the seats offered to her and not
 * yet answered (docs/licences.md#offers), whether the user holds a seat elsewhere, when the free
 * trial ends, and an order on invoice waiting for its payment or the admin's approval
 * (docs/subscriptions-and-money.md#credit-limit), and the dictation app's use this month by the user
 * and by each active seat's holder (docs/desktop-app.md#usage-shown, the usage domain's fragment,
 * `$3` the month's first day). What it reads of the invoices is the invoices
 * domain's SQL, joined here so the page stays one query and one snapshot (docs/architecture.md#domains).
 */
const SUBSCRIPTION_INFO_SQL = `
  with own as (
    select id, plan, frequency, quantity, token, current_period_end, cancel_at, collection_method,
      scheduled_plan, scheduled_frequency, scheduled_quantity, scheduled_at,
      card_brand, card_last4, card_exp_month, card_exp_year, next_charge_amount, next_charge_at,
      problem_invoice_id, problem_amount_due, problem_reason
    from subscriptions s
    where owner_id = $1 and ${servingSql('s')}
  )
  select
    (select json_build_object(
       'plan', plan, 'frequency', frequency, 'quantity', quantity, 'token', token,
       'paidBy', case when collection_method = 'send_invoice' then 'invoice' else 'card' end,
       'renewal', ${iso('current_period_end')}, 'cancellation', ${iso('cancel_at')},
       'scheduled', case when scheduled_plan is null then null else json_build_object(
         'accountType', scheduled_plan, 'frequency', scheduled_frequency,
         'numberOfLicenses', scheduled_quantity, 'effectiveDate', ${iso('scheduled_at')}) end,
       'paymentMethod', case when card_last4 is null then null else json_build_object(
         'brand', card_brand, 'last4', card_last4, 'expMonth', card_exp_month, 'expYear', card_exp_year) end,
       'nextCharge', case when next_charge_at is null then null else json_build_object(
         'amount', next_charge_amount, 'date', ${iso('next_charge_at')}) end,
       'paymentProblem', case when problem_invoice_id is null then null else json_build_object(
         'invoiceId', problem_invoice_id, 'amountDue', problem_amount_due, 'reason', problem_reason) end)
     from own) as own,
    (select coalesce(json_agg(json_build_object('email', u.email, 'status', l.status, 'removable', not l.owner,
                                'usage', case when l.status = 'active' then ${usageJson('g')} end)
                              order by l.owner desc, l.created_at, u.email), '[]'::json)
     from own join licenses l on l.subscription_id = own.id join users u on u.id = l.user_id
     left join lateral ${usageOfAccount('l.user_id', '$3')} g on true
     where own.plan = 'enterprise') as licenses,
    (select ${usageJson('g')} from ${usageOfAccount('$1', '$3')} g) as app_usage,
    ${ownInvoicesJsonSql('$1')} as invoices,
    (select json_build_object(
       'status', l.status, 'email', holder.email,
       'name', nullif(btrim(concat_ws(' ', b.first_name, b.last_name)), ''), 'endsAt', ${iso('s.cancel_at')})
     from licenses l
     join subscriptions s on s.id = l.subscription_id
     join users holder on holder.id = s.owner_id
     left join billing_info b on b.user_id = holder.id
     where l.user_id = $1 and not l.owner and l.status = 'active' and s.plan = 'enterprise'
       and ${servingSql('s')}) as seat,
    (select coalesce(json_agg(json_build_object('id', l.id, 'managedBy', json_build_object(
         'name', nullif(btrim(concat_ws(' ', b.first_name, b.last_name)), ''), 'email', holder.email))
       order by l.created_at, l.id), '[]'::json)
     from licenses l
     join subscriptions s on s.id = l.subscription_id
     join users holder on holder.id = s.owner_id
     left join billing_info b on b.user_id = holder.id
     where l.user_id = $1 and not l.owner and l.status = 'pending' and s.plan = 'enterprise'
       and ${servingSql('s')}) as invitations,
    exists (select 1 from licenses l where l.user_id = $1 and not l.owner and l.status = 'active') as seat_elsewhere,
    (select ${iso('(created_at + make_interval(days => $2))')} from users where id = $1) as trial_ends_at,
    (select json_build_object('accountType', s.plan, 'frequency', s.frequency,
       'numberOfLicenses', case when s.plan = 'enterprise' then s.quantity else 1 end,
       'invoiceId', i.stripe_invoice_id, 'amountDue', i.amount_due)
     from subscriptions s
     join lateral ${oldestOpenInvoiceSql('s.id')} i on true
     where s.owner_id = $1 and s.ended_at is null and s.credit_hold and s.credit_approved_at is null
     limit 1) as order_awaiting`;

/** The account page's data as the query answers it; subscription-info.ts shapes it. */
export interface SubscriptionInfoRow {
  own: {
    plan: 'premium' | 'enterprise';
    frequency: 'monthly' | 'annual';
    quantity: number;
    token: string;
    paidBy: 'card' | 'invoice';
    renewal: string | null;
    cancellation: string | null;
    scheduled: SubscriptionInfo['scheduledChange'];
    paymentMethod: SubscriptionInfo['paymentMethod'];
    nextCharge: SubscriptionInfo['nextCharge'];
    paymentProblem: SubscriptionInfo['paymentProblem'];
  } | null;
  licenses: SubscriptionInfo['licenses'];
  invoices: Array<Omit<SubscriptionInfo['invoices'][number], 'invoice_pdf'>>;
  /** `endsAt`: when the owner cancelled the subscription the seat is on, its end (the app's licence ends then). */
  seat: { status: LicenceStatus; email: string; name: string | null; endsAt: string | null } | null;
  invitations: SubscriptionInfo['invitations'];
  seat_elsewhere: boolean;
  trial_ends_at: string | null;
  order_awaiting: SubscriptionInfo['orderAwaiting'];
  app_usage: SubscriptionInfo['appUsage'];
}

/**
 * The one row of SUBSCRIPTION_INFO_SQL for a user whose free trial lasts `trialDays`, the app's
 * minutes counted from `monthStart` (`YYYY-MM-01`).
 */
export async function readSubscriptionInfo(
  db: Queryable,
  userId: string,
  trialDays: number,
  monthStart: string,
): Promise<SubscriptionInfoRow | null> {
  const { rows } = await db.query<SubscriptionInfoRow>(SUBSCRIPTION_INFO_SQL, [
    userId,
    trialDays,
    monthStart,
  ]);
  return rows[0] ?? null;
}
