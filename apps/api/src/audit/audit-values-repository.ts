import type { AuditKind } from '@app/contracts';
import type { Queryable } from '../db/database.js';

type Values = Record<string, unknown> | null;
type Reader = (db: Queryable, userId: string) => Promise<Values>;

/**
 * The practice's subscription as it holds it: the one she owns, else the one whose seat she holds
 * (a billing manager acts on her practice's).
 */
async function subscriptionOf(db: Queryable, userId: string): Promise<Values> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select plan, frequency, quantity as seats, scheduled_plan as "scheduledPlan",
            scheduled_frequency as "scheduledFrequency", scheduled_quantity as "scheduledSeats",
            cancel_at as "cancelAt", card_brand as brand, card_last4 as last4
       from subscriptions
      where ended_at is null
        and (owner_id = $1
             or id = (select subscription_id from licenses where user_id = $1 and status = 'active' limit 1))
      order by (owner_id = $1) desc limit 1`,
    [userId],
  );
  return rows[0] ?? null;
}

const pick =
  (reader: Reader, ...fields: string[]): Reader =>
  async (db, userId) => {
    const values = await reader(db, userId);
    return values && Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
  };

async function billingDetailsOf(db: Queryable, userId: string): Promise<Values> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select first_name as "firstName", last_name as "lastName", address, postal_code as "postalCode",
            city, company, vat_number as "vatNumber", invoice_email as "invoiceEmail"
       from billing_info where user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

async function colleaguesTwoFactorOf(db: Queryable, userId: string): Promise<Values> {
  const { rows } = await db.query<{ required: boolean }>(
    'select require_colleague_two_factor as required from users where id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

async function practicePasskeysOf(db: Queryable, userId: string): Promise<Values> {
  const { rows } = await db.query<{ required: boolean }>(
    'select require_practice_passkeys as required from users where id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

async function appCodeSwitchOf(db: Queryable, userId: string): Promise<Values> {
  const { rows } = await db.query<{ allowed: boolean }>(
    'select not exists (select 1 from app_device_code_off where owner_id = $1) as allowed',
    [userId],
  );
  return rows[0] ?? null;
}

const PLAN = ['plan', 'frequency', 'seats', 'scheduledPlan', 'scheduledFrequency', 'scheduledSeats'];

/**
 * docs/audit-log.md#entry: the values before and after of the main kinds, read for the account that
 * acts just before its call's handler runs and just after it answered.
 */
const READERS: Partial<Record<AuditKind, Reader>> = {
  seats_changed: pick(subscriptionOf, 'seats', 'scheduledSeats'),
  plan_bought: pick(subscriptionOf, ...PLAN),
  plan_changed: pick(subscriptionOf, ...PLAN),
  change_scheduled: pick(subscriptionOf, ...PLAN),
  subscription_cancelled: pick(subscriptionOf, 'cancelAt'),
  subscription_resumed: pick(subscriptionOf, 'cancelAt'),
  // A card is its brand and last four digits, never more (docs/audit-log.md#entry).
  card_changed: pick(subscriptionOf, 'brand', 'last4'),
  billing_details_changed: billingDetailsOf,
  colleagues_two_factor_changed: colleaguesTwoFactorOf,
  practice_passkeys_changed: practicePasskeysOf,
  app_code_switch_changed: appCodeSwitchOf,
};

/** The kinds whose entries hold values before and after. */
export const KINDS_WITH_VALUES = Object.keys(READERS) as AuditKind[];

/** The values of `kind` for the account, or null for a kind that has none. */
export async function auditValues(db: Queryable, kind: AuditKind, userId: string): Promise<Values> {
  const reader = READERS[kind];
  return reader ? reader(db, userId) : null;
}
