import { endedNoticeKind, endedUnpaid, subscriptionNotices } from '@app/billing-rules';
import type { Queryable } from '../db/database.js';
import { hasWrittenOffRemindedInvoice } from '../invoices/invoice-service.js';
import { activeColleaguesWithOwner } from '../licenses/licenses-service.js';
import type { StoredSubscription } from '../subscriptions/subscriptions-service.js';
import { recordNotice } from './notices-repository.js';

/** What a sync saw change, as billing-state transitions the owner (and colleagues) are told of. */
export interface SubscriptionChange {
  before: StoredSubscription | null;
  after: StoredSubscription;
  /** Stripe's cancellation reason of an ended subscription (`payment_failed`: unpaid to the end). */
  endReason: string | null;
  /** Unique to this write, so two changes alike (cancel, resume, cancel) are two notices. */
  readAt: Date;
}

/**
 * The mails about a subscription's own changes (docs/subscriptions-and-money.md#billing-notices),
 * recorded in the transaction that writes the change, before the seats go with it: seen once, since
 * a later sync of the same state finds nothing changed. A subscription that stops serving tells its
 * owner (ended, or ended unpaid) and each colleague whose seat goes with it; a cancellation tells
 * the day access ends; a different number of Enterprise seats tells the new number.
 */
export async function recordSubscriptionNotices(db: Queryable, change: SubscriptionChange): Promise<void> {
  const { before, after, readAt } = change;
  for (const notice of subscriptionNotices(before, after, readAt.getTime())) {
    if (notice.kind !== 'ended') {
      await recordNotice(db, { ...notice, userId: after.owner_id });
      continue;
    }
    const unpaid = endedUnpaid(change.endReason, after.status);
    // A transfer never came: the mail says so, not that a card was tried several times
    // (docs/subscriptions-and-money.md#overdue-invoices). A subscription paid by transfer whose
    // reminded invoice stayed unpaid is ended by us (billing/overdue-invoices.ts), which Stripe
    // records as a plain cancellation; the invoice it wrote off first says why, whichever sync (its
    // own, or a webhook's) sees the end first.
    const transferUnpaid = !unpaid && (await hasWrittenOffRemindedInvoice(db, after.id));
    await recordNotice(db, {
      key: notice.key,
      kind: endedNoticeKind({ unpaid, transferUnpaid }),
      userId: after.owner_id,
      params: {},
    });
    await recordReleasedSeats(db, after);
  }
}

/** Each colleague holding (having accepted) a seat of a subscription that ended is told whose it was. */
async function recordReleasedSeats(db: Queryable, subscription: StoredSubscription): Promise<void> {
  for (const row of await activeColleaguesWithOwner(db, subscription)) {
    await recordNotice(db, {
      key: `seat_released:${subscription.stripe_subscription_id}:${row.user_id}`,
      kind: 'billing_seat_released',
      userId: row.user_id,
      params: { inviter: row.owner_email },
    });
  }
}
