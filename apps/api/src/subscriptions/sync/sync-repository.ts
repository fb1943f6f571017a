import { recordSubscriptionNotices } from '../../billing/subscription-notices.js';
import type { Queryable } from '../../db/database.js';
import type { BilledTo } from '../../invoices/invoice-document.js';
import { reconcileLicenses } from '../../licenses/licenses-repository.js';
import { newToken } from '../../sessions/session-tokens.js';
import { upsertInvoice } from '../invoices-repository.js';
import {
  findBillingInfo,
  findSubscriptionByStripeId,
  lockUser,
  type StoredSubscription,
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
  const owner = await lockUser(tx, state.ownerId);
  if (!owner) return null;
  const existing = await findSubscriptionByStripeId(tx, state.stripeSubscriptionId);
  const written = await upsertSubscription(tx, { ...state, token: existing?.token ?? newToken() });
  // An older read than the one already written: what is stored stays.
  if (!written) return existing ? { subscription: existing, releasedSeats: 0 } : null;
  const billedTo = state.invoices.length > 0 ? await billedToOf(tx, state.ownerId, owner.email) : null;
  for (const invoice of state.invoices) await upsertInvoice(tx, written.id, invoice, billedTo);
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

/**
 * Who an invoice recorded now is addressed to: the owner's billing details, with the invoice
 * e-mail when she gave one, else her account's address. Null without billing details.
 */
async function billedToOf(tx: Queryable, ownerId: string, email: string): Promise<BilledTo | null> {
  const billing = await findBillingInfo(tx, ownerId);
  if (!billing) return null;
  return {
    firstName: billing.firstName,
    lastName: billing.lastName,
    company: billing.company ?? null,
    address: billing.address,
    postalCode: billing.postalCode,
    city: billing.city,
    vatNumber: billing.vatNumber ?? null,
    email: billing.invoiceEmail ?? email,
  };
}
