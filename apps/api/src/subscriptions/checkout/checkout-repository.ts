import type { SavedBillingDetails } from '@app/contracts';
import type { Queryable } from '../../db/database.js';
import {
  findBillingInfo,
  findLiveSubscription,
  type StoredSubscription,
} from '../subscriptions-repository.js';

/** What a purchase needs to know of the account before it asks Stripe for anything. */
export interface CheckoutAccount {
  email: string;
  stripeCustomerId: string | null;
  billing: SavedBillingDetails | null;
  live: StoredSubscription | null;
  /**
   * A seat she accepted on someone else's subscription: one seat per person; an offer she has not
   * accepted stops nothing (docs/licences.md#offers).
   */
  licenseHeldElsewhere: boolean;
}

export async function readCheckoutAccount(db: Queryable, userId: string): Promise<CheckoutAccount | null> {
  const { rows } = await db.query<{ email: string; stripe_customer_id: string | null; seat: boolean }>(
    `select u.email, u.stripe_customer_id,
       exists (select 1 from licenses l where l.user_id = u.id and not l.owner and l.status = 'active') as seat
     from users u where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    email: row.email,
    stripeCustomerId: row.stripe_customer_id,
    billing: await findBillingInfo(db, userId),
    live: await findLiveSubscription(db, userId),
    licenseHeldElsewhere: row.seat,
  };
}

/**
 * docs/subscriptions-and-money.md#invoice-orders: what the account owes and has not paid, which
 * stops a new order on invoice. An invoice by transfer still open (the earlier order on invoice,
 * overdue or not), any invoice past its due date, and any written off, also of an ended
 * subscription: ending it did not pay it.
 */
export async function hasUnpaidInvoice(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ unpaid: boolean }>(
    `select exists (
       select 1 from invoices i join subscriptions s on s.id = i.subscription_id
        where s.owner_id = $1
          and (i.status = 'uncollectible'
               or (i.status = 'open' and (i.collection_method = 'send_invoice' or i.due_date < now())))
     ) as unpaid`,
    [userId],
  );
  return rows[0]?.unpaid ?? false;
}

/**
 * docs/subscriptions-and-money.md#credit-limit: whether the account has ever paid an invoice (an
 * amount, by card or by transfer, also of a subscription that has ended); without one, an order
 * on invoice is a first order, served at once only up to the credit limit.
 */
export async function hasPaidInvoice(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ paid: boolean }>(
    `select exists (
       select 1 from invoices i join subscriptions s on s.id = i.subscription_id
        where s.owner_id = $1 and i.status = 'paid' and i.amount_paid > 0
     ) as paid`,
    [userId],
  );
  return rows[0]?.paid ?? false;
}
