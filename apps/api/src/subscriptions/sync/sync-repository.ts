import { recordSubscriptionNotices } from '../../billing/subscription-notices.js';
import type { Queryable } from '../../db/database.js';
import { reconcileLicenses } from '../../licenses/licenses-repository.js';
import { newToken } from '../../sessions/session-tokens.js';
import {
  findSubscriptionByStripeId,
  lockUser,
  type StoredSubscription,
  upsertInvoice,
  upsertSubscription,
} from '../subscriptions-repository.js';
import { refreshUserStatus } from '../user-status.js';
import type { StripeSubscriptionState } from './stripe-state.js';

export interface WrittenState {
  subscription: StoredSubscription;
  /** Seats of colleagues' subscriptions the owner no longer needs (her own plan serves her). */
  releasedSeats: number;
}

/**
 * Our copy of one subscription, its invoices, its seats and its owner's status, as `state` has
 * them, in the caller's (short) transaction. Null when the owner's account no longer exists.
 */
export async function writeStripeState(
  tx: Queryable,
  state: StripeSubscriptionState,
): Promise<WrittenState | null> {
  // Waits for another write of the same account, so two never interleave.
  if (!(await lockUser(tx, state.ownerId))) return null;
  const existing = await findSubscriptionByStripeId(tx, state.stripeSubscriptionId);
  const written = await upsertSubscription(tx, { ...state, token: existing?.token ?? newToken() });
  // An older read than the one already written: what is stored stays.
  if (!written) return existing ? { subscription: existing, releasedSeats: 0 } : null;
  for (const invoice of state.invoices) await upsertInvoice(tx, written.id, invoice);
  // Before the seats go with an ended subscription: its colleagues are told.
  await recordSubscriptionNotices(tx, {
    before: existing,
    after: written,
    endReason: state.endReason,
    readAt: state.readAt,
  });
  const releasedSeats = await reconcileLicenses(tx, written);
  await refreshUserStatus(tx, state.ownerId);
  return { subscription: written, releasedSeats };
}
