import { CARD_EXPIRY_WARNING_DAYS } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { findExpiringCards } from '../subscriptions/subscriptions-service.js';
import { recordNotice } from './notices-repository.js';

/**
 * Stripe sends no event before a PaymentMethod's card expires (`customer.source.expiring` is for
 * legacy Card objects only), so the subscriptions whose card stops working within 30 days are
 * looked for here: each owner is told once per card, unless the subscription is set to end.
 * A card is valid to the end of its expiry month.
 */
export async function recordExpiringCards(db: Queryable, now: Date): Promise<number> {
  const rows = await findExpiringCards(db, now, CARD_EXPIRY_WARNING_DAYS);
  let recorded = 0;
  for (const row of rows) {
    const added = await recordNotice(db, {
      key: `card_expiring:${row.stripe_subscription_id}:${row.card_payment_method}`,
      kind: 'billing_card_expiring',
      userId: row.owner_id,
      params: {
        last4: row.card_last4,
        expiry: `${String(row.card_exp_month).padStart(2, '0')}/${row.card_exp_year}`,
      },
    });
    if (added) recorded += 1;
  }
  return recorded;
}
