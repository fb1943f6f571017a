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
