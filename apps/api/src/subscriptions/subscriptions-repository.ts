import type { BillingInfo } from '@app/contracts';
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
  status: string;
  current_period_end: Date | null;
  cancel_at: Date | null;
  ended_at: Date | null;
  scheduled_plan: PaidPlan | null;
  scheduled_frequency: Frequency | null;
  scheduled_quantity: number | null;
  scheduled_at: Date | null;
  change_awaits_authentication: boolean;
}

/** Statuses in which the plan is served; `incomplete` awaits its first payment. */
export const SERVING_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

export function isServing(subscription: Pick<StoredSubscription, 'status' | 'ended_at'>): boolean {
  return subscription.ended_at === null && SERVING_STATUSES.includes(subscription.status);
}

const COLUMNS = `id, owner_id, token, plan, frequency, quantity, collection_method, stripe_subscription_id,
  status, current_period_end, cancel_at, ended_at, scheduled_plan, scheduled_frequency, scheduled_quantity,
  scheduled_at, change_awaits_authentication`;

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

export async function findBillingInfo(db: Queryable, userId: string): Promise<BillingInfo | null> {
  const { rows } = await db.query<BillingInfo>(
    `select first_name as "firstName", last_name as "lastName", address, postal_code as "postalCode", city
     from billing_info where user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function saveBillingInfo(db: Queryable, userId: string, info: BillingInfo): Promise<void> {
  await db.query(
    `insert into billing_info (user_id, first_name, last_name, address, postal_code, city)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       address = excluded.address, postal_code = excluded.postal_code, city = excluded.city, updated_at = now()`,
    [userId, info.firstName, info.lastName, info.address, info.postalCode, info.city],
  );
}

export interface ScheduledChangeState {
  plan: PaidPlan;
  frequency: Frequency;
  quantity: number;
  at: Date;
}

export interface SubscriptionState {
  ownerId: string;
  token: string;
  plan: PaidPlan;
  frequency: Frequency;
  quantity: number;
  collectionMethod: StoredSubscription['collection_method'];
  stripeSubscriptionId: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  endedAt: Date | null;
  scheduled: ScheduledChangeState | null;
  changeAwaitsAuthentication: boolean;
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
       scheduled_frequency, scheduled_quantity, scheduled_at, change_awaits_authentication, stripe_read_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     on conflict (stripe_subscription_id) do update set plan = excluded.plan, frequency = excluded.frequency,
       quantity = excluded.quantity, collection_method = excluded.collection_method, status = excluded.status,
       current_period_end = excluded.current_period_end, cancel_at = excluded.cancel_at,
       ended_at = coalesce(subscriptions.ended_at, excluded.ended_at),
       scheduled_plan = excluded.scheduled_plan, scheduled_frequency = excluded.scheduled_frequency,
       scheduled_quantity = excluded.scheduled_quantity, scheduled_at = excluded.scheduled_at,
       change_awaits_authentication = excluded.change_awaits_authentication,
       stripe_read_at = excluded.stripe_read_at, updated_at = now()
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
    ],
  );
  return rows[0] ?? null;
}

export interface StoredInvoice {
  stripeInvoiceId: string;
  number: string | null;
  created: Date;
  amountPaid: number;
  status: string;
  invoicePdf: string | null;
}

export async function upsertInvoice(
  db: Queryable,
  subscriptionId: string,
  invoice: StoredInvoice,
): Promise<void> {
  await db.query(
    `insert into invoices (stripe_invoice_id, subscription_id, number, created, amount_paid, status, invoice_pdf)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (stripe_invoice_id) do update set number = excluded.number, amount_paid = excluded.amount_paid,
       status = excluded.status, invoice_pdf = excluded.invoice_pdf
     -- A paid or voided invoice stays so: a late, older read cannot reopen it.
     where invoices.status not in ('paid', 'void', 'uncollectible') or invoices.status = excluded.status`,
    [
      invoice.stripeInvoiceId,
      subscriptionId,
      invoice.number,
      invoice.created,
      invoice.amountPaid,
      invoice.status,
      invoice.invoicePdf,
    ],
  );
}
