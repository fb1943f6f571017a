import { SERVING_STATUSES, type SubscriptionStatus } from '@app/billing-rules';
import type { BillingDetails, SavedBillingDetails } from '@app/contracts';
import type { Frequency, PaidPlan } from '@app/pricing';
import type { Queryable } from '../db/database.js';

export interface StoredSubscription {
  id: string;
  owner_id: string;
  token: string;
  plan: PaidPlan;
  frequency: Frequency;
  quantity: number;
  collection_method: 'charge_automatically' | 'send_invoice';
  stripe_subscription_id: string;
  status: SubscriptionStatus;
  current_period_end: Date | null;
  cancel_at: Date | null;
  ended_at: Date | null;
  scheduled_plan: PaidPlan | null;
  scheduled_frequency: Frequency | null;
  scheduled_quantity: number | null;
  scheduled_at: Date | null;
  change_awaits_authentication: boolean;
  card_payment_method: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  next_charge_amount: number | null;
  next_charge_at: Date | null;
  problem_invoice_id: string | null;
  problem_amount_due: number | null;
  problem_reason: 'failed' | 'action_required' | null;
  /** docs/subscriptions-and-money.md#credit-limit: a first order on invoice waiting for its payment. */
  credit_hold: boolean;
  /** When an admin approved the order waiting (it is then served unpaid), else null. */
  credit_approved_at: Date | null;
}

/** isServing in SQL, for the subscriptions row named `alias`: the one rule, where a query needs it. */
export const servingSql = (alias: string): string =>
  `(${alias}.ended_at is null and ${alias}.status in (${SERVING_STATUSES.map((status) => `'${status}'`).join(', ')})
    and not (${alias}.credit_hold and ${alias}.credit_approved_at is null))`;

const COLUMNS = `id, owner_id, token, plan, frequency, quantity, collection_method, stripe_subscription_id,
  status, current_period_end, cancel_at, ended_at, scheduled_plan, scheduled_frequency, scheduled_quantity,
  scheduled_at, change_awaits_authentication, card_payment_method, card_brand, card_last4, card_exp_month,
  card_exp_year, next_charge_amount, next_charge_at, problem_invoice_id, problem_amount_due, problem_reason,
  credit_hold, credit_approved_at`;

/**
 * The account's one live subscription (ended_at null); inside a transaction it stays locked until
 * the transaction ends.
 */
export async function findLiveSubscription(
  db: Queryable,
  ownerId: string,
): Promise<StoredSubscription | null> {
  const { rows } = await db.query<StoredSubscription>(
    `select ${COLUMNS} from subscriptions where owner_id = $1 and ended_at is null for update`,
    [ownerId],
  );
  return rows[0] ?? null;
}

export async function findSubscriptionByToken(
  db: Queryable,
  token: string,
): Promise<StoredSubscription | null> {
  const { rows } = await db.query<StoredSubscription>(
    `select ${COLUMNS} from subscriptions where token = $1 for update`,
    [token],
  );
  return rows[0] ?? null;
}

export async function findSubscriptionByStripeId(
  db: Queryable,
  stripeSubscriptionId: string,
): Promise<StoredSubscription | null> {
  const { rows } = await db.query<StoredSubscription>(
    `select ${COLUMNS} from subscriptions where stripe_subscription_id = $1 for update`,
    [stripeSubscriptionId],
  );
  return rows[0] ?? null;
}

/** The owner, frequency and cancellation of one of our subscriptions, by its Stripe id; not locked. */
export async function findSubscriptionOwner(
  db: Queryable,
  stripeSubscriptionId: string,
): Promise<{ owner_id: string; frequency: string; cancel_at: Date | null } | null> {
  const { rows } = await db.query<{ owner_id: string; frequency: string; cancel_at: Date | null }>(
    'select owner_id, frequency, cancel_at from subscriptions where stripe_subscription_id = $1',
    [stripeSubscriptionId],
  );
  return rows[0] ?? null;
}

/**
 * The account's e-mail and Stripe customer; inside a transaction its row stays locked, which
 * serialises the writes that concern one account (a sync, an invitation).
 */
export async function lockUser(
  db: Queryable,
  userId: string,
): Promise<{ email: string; stripe_customer_id: string | null } | null> {
  const { rows } = await db.query<{ email: string; stripe_customer_id: string | null }>(
    'select email, stripe_customer_id from users where id = $1 for update',
    [userId],
  );
  return rows[0] ?? null;
}

/** Keeps the first customer recorded: a retry that created none anew finds the same one. */
export async function setStripeCustomer(db: Queryable, userId: string, customerId: string): Promise<void> {
  await db.query('update users set stripe_customer_id = $2 where id = $1 and stripe_customer_id is null', [
    userId,
    customerId,
  ]);
}

export async function findBillingInfo(db: Queryable, userId: string): Promise<SavedBillingDetails | null> {
  const { rows } = await db.query<SavedBillingDetails>(
    `select first_name as "firstName", last_name as "lastName", address, postal_code as "postalCode", city,
       company, vat_number as "vatNumber", invoice_email as "invoiceEmail"
     from billing_info where user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * save-billing-info (docs/calls.md#save-billing-info): the five fields, and the optional ones of
 * docs/subscriptions-and-money.md#billing-info (null: none).
 */
export async function saveBillingInfo(db: Queryable, userId: string, info: BillingDetails): Promise<void> {
  await db.query(
    `insert into billing_info (user_id, first_name, last_name, address, postal_code, city, company, vat_number,
       invoice_email)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (user_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       address = excluded.address, postal_code = excluded.postal_code, city = excluded.city,
       company = excluded.company, vat_number = excluded.vat_number, invoice_email = excluded.invoice_email,
       updated_at = now()`,
    [
      userId,
      info.firstName,
      info.lastName,
      info.address,
      info.postalCode,
      info.city,
      info.company ?? null,
      info.vatNumber ?? null,
      info.invoiceEmail ?? null,
    ],
  );
}

export interface ScheduledChangeState {
  plan: PaidPlan;
  frequency: Frequency;
  quantity: number;
  at: Date;
}

/** The card a subscription is charged to (Stripe's `default_payment_method`), never its number. */
export interface CardState {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * A renewal left unpaid: its invoice, what it asks, and why
 * (docs/subscriptions-and-money.md#payment-problem).
 */
export interface PaymentProblemState {
  invoiceId: string;
  amountDue: number;
  reason: 'failed' | 'action_required';
}

export interface SubscriptionState {
  ownerId: string;
  token: string;
  plan: PaidPlan;
  frequency: Frequency;
  quantity: number;
  collectionMethod: StoredSubscription['collection_method'];
  stripeSubscriptionId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  endedAt: Date | null;
  scheduled: ScheduledChangeState | null;
  changeAwaitsAuthentication: boolean;
  card: CardState | null;
  /** Stripe's upcoming invoice: what the next renewal charges, and when. */
  nextCharge: { amount: number; at: Date } | null;
  problem: PaymentProblemState | null;
  /** docs/subscriptions-and-money.md#credit-limit: ordered above the limit, first invoice unpaid. */
  creditHold: boolean;
  /** When this state was read from Stripe. */
  readAt: Date;
}

/**
 * Writes Stripe's view of a subscription into our copy, creating it the first time. A state read
 * before the one already written is older and changes nothing (null): two syncs of one
 * subscription may finish in either order.
 */
export async function upsertSubscription(
  db: Queryable,
  state: SubscriptionState,
): Promise<StoredSubscription | null> {
  const { rows } = await db.query<StoredSubscription>(
    `insert into subscriptions (owner_id, token, plan, frequency, quantity, collection_method,
       stripe_subscription_id, status, current_period_end, cancel_at, ended_at, scheduled_plan,
       scheduled_frequency, scheduled_quantity, scheduled_at, change_awaits_authentication, stripe_read_at,
       card_payment_method, card_brand, card_last4, card_exp_month, card_exp_year, next_charge_amount,
       next_charge_at, problem_invoice_id, problem_amount_due, problem_reason, credit_hold)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
       $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28)
     on conflict (stripe_subscription_id) do update set plan = excluded.plan, frequency = excluded.frequency,
       quantity = excluded.quantity, collection_method = excluded.collection_method, status = excluded.status,
       current_period_end = excluded.current_period_end, cancel_at = excluded.cancel_at,
       ended_at = coalesce(subscriptions.ended_at, excluded.ended_at),
       scheduled_plan = excluded.scheduled_plan, scheduled_frequency = excluded.scheduled_frequency,
       scheduled_quantity = excluded.scheduled_quantity, scheduled_at = excluded.scheduled_at,
       change_awaits_authentication = excluded.change_awaits_authentication,
       card_payment_method = excluded.card_payment_method, card_brand = excluded.card_brand,
       card_last4 = excluded.card_last4, card_exp_month = excluded.card_exp_month,
       card_exp_year = excluded.card_exp_year, next_charge_amount = excluded.next_charge_amount,
       next_charge_at = excluded.next_charge_at, problem_invoice_id = excluded.problem_invoice_id,
       problem_amount_due = excluded.problem_amount_due, problem_reason = excluded.problem_reason,
       credit_hold = excluded.credit_hold, stripe_read_at = excluded.stripe_read_at, updated_at = now()
     where subscriptions.stripe_read_at is null or subscriptions.stripe_read_at <= excluded.stripe_read_at
     returning ${COLUMNS}`,
    [
      state.ownerId,
      state.token,
      state.plan,
      state.frequency,
      state.quantity,
      state.collectionMethod,
      state.stripeSubscriptionId,
      state.status,
      state.currentPeriodEnd,
      state.cancelAt,
      state.endedAt,
      state.scheduled?.plan ?? null,
      state.scheduled?.frequency ?? null,
      state.scheduled?.quantity ?? null,
      state.scheduled?.at ?? null,
      state.changeAwaitsAuthentication,
      state.readAt,
      state.card?.paymentMethodId ?? null,
      state.card?.brand ?? null,
      state.card?.last4 ?? null,
      state.card?.expMonth ?? null,
      state.card?.expYear ?? null,
      state.nextCharge?.amount ?? null,
      state.nextCharge?.at ?? null,
      state.problem?.invoiceId ?? null,
      state.problem?.amountDue ?? null,
      state.problem?.reason ?? null,
      state.creditHold,
    ],
  );
  return rows[0] ?? null;
}

/**
 * The database's clock, which orders Stripe's reads: with several API processes on several
 * machines, a clock a second ahead would let an older read overwrite a newer one.
 */
export async function databaseClock(db: Queryable): Promise<Date | undefined> {
  const { rows } = await db.query<{ now: Date }>('select clock_timestamp() as now');
  return rows[0]?.now;
}
