/**
 * The Stripe sync: it spans three domains (the subscription and its invoices, the seats of the
 * licences, the billing notices), so it is a service of its own, not a repository. Stripe is read
 * first with no connection held; what it said is then written in one short transaction.
 */
import type Stripe from 'stripe';
import { recordSubscriptionNotices } from '../../billing/subscription-notices.js';
import type { Database, Queryable } from '../../db/database.js';
import type { BilledTo } from '../../invoices/invoice-document.js';
import { upsertInvoice } from '../../invoices/invoice-service.js';
import { reconcileLicenses } from '../../licenses/licenses-service.js';
import { newToken } from '../../sessions/session-tokens.js';
import {
  databaseClock,
  findBillingInfo,
  findSubscriptionByStripeId,
  lockUser,
  type StoredSubscription,
  upsertSubscription,
} from '../subscriptions-repository.js';
import { refreshUserStatus } from '../user-status.js';
import { readStripeState, type StripeSubscriptionState } from './stripe-state.js';

/** Where a sync reports what it did beyond the obvious (pino's `info` fits). */
export interface SyncLog {
  info(details: object, message: string): void;
}

/**
 * Brings our copy of one subscription in line with Stripe: read everything from Stripe first,
 * with no connection held, then write it in one short transaction. Null for a subscription that
 * is not ours.
 */
export async function syncSubscription(
  db: Database,
  stripe: Stripe,
  stripeSubscriptionId: string,
  log?: SyncLog,
): Promise<StoredSubscription | null> {
  // The database's clock orders the reads, not this process's.
  const state = await readStripeState(stripe, stripeSubscriptionId, await databaseClock(db));
  if (!state) return null;
  const written = await db.transaction((tx) => writeStripeState(tx, state));
  if (written && written.releasedSeats > 0) {
    log?.info(
      { subscription: stripeSubscriptionId, releasedSeats: written.releasedSeats },
      "a colleague's seat released: the owner's own plan serves her",
    );
  }
  return written?.subscription ?? null;
}

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
