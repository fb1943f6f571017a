import type { PaidPlan } from '@app/pricing';
import { isServing, type ServingFacts, type SubscriptionStatus } from './statuses.js';

/**
 * docs/subscriptions-and-money.md#billing-notices: which notice a billing event or a change of a
 * subscription sends. Each has a key: a second notice with the same key (the same event sent
 * again, a later retry of one renewal) is dropped, so each is mailed once. Each notice carries its
 * mail's params; the mailer adds the link.
 */

/** What a sync saw of a subscription, before and after, for the notices of its own changes. */
export interface NoticeFacts extends ServingFacts {
  stripe_subscription_id: string;
  plan: PaidPlan;
  quantity: number;
  cancel_at: Date | null;
}

export type EndedNoticeKind =
  | 'billing_subscription_ended'
  | 'billing_subscription_ended_unpaid'
  | 'billing_subscription_ended_invoice_unpaid';

/** A subscription that stopped serving ended unpaid: its renewal's retries all failed. */
export const endedUnpaid = (endReason: string | null, status: SubscriptionStatus): boolean =>
  endReason === 'payment_failed' || status === 'unpaid';

/**
 * The mail of a subscription that stopped serving: ended unpaid (a card's retries failed), ended
 * because a reminded transfer never came (docs/subscriptions-and-money.md#overdue-invoices, not the
 * failed card's words), or simply ended.
 */
export function endedNoticeKind(end: { unpaid: boolean; transferUnpaid: boolean }): EndedNoticeKind {
  if (end.unpaid) return 'billing_subscription_ended_unpaid';
  return end.transferUnpaid ? 'billing_subscription_ended_invoice_unpaid' : 'billing_subscription_ended';
}

export type SubscriptionNotice =
  | { kind: 'ended'; key: string }
  | { key: string; kind: 'billing_cancellation_confirmed'; params: { date: string } }
  | { key: string; kind: 'billing_seats_changed'; params: { seats: string } };

/**
 * The notices of a subscription's own change, seen once by the sync that writes it: only one that
 * was serving tells anything. One that stops serving tells its end (`ended`: its kind is
 * `endedNoticeKind`'s, and each colleague's seat released is told too); a cancellation tells the day
 * access ends; a different number of Enterprise seats tells the new number. `stamp` is unique to the
 * write, so two changes alike (cancel, resume, cancel) are two notices.
 */
export function subscriptionNotices(
  before: NoticeFacts | null,
  after: NoticeFacts,
  stamp: number,
): SubscriptionNotice[] {
  if (!before || !isServing(before)) return [];
  const id = after.stripe_subscription_id;
  if (!isServing(after)) return [{ kind: 'ended', key: `ended:${id}` }];
  const notices: SubscriptionNotice[] = [];
  if (!before.cancel_at && after.cancel_at) {
    notices.push({
      key: `cancelled:${id}:${stamp}`,
      kind: 'billing_cancellation_confirmed',
      params: { date: after.cancel_at.toISOString() },
    });
  }
  if (before.plan === 'enterprise' && after.plan === 'enterprise' && before.quantity !== after.quantity) {
    notices.push({
      key: `seats:${id}:${stamp}`,
      kind: 'billing_seats_changed',
      params: { seats: String(after.quantity) },
    });
  }
  return notices;
}

/** The facts of a Stripe invoice event its notice reads (Stripe's field names). */
export interface InvoiceEventFacts {
  type: string;
  /** The event's own time, in seconds. */
  created: number;
  invoice: {
    id?: string | null;
    billing_reason: string | null;
    status: string | null;
    amount_paid: number;
    amount_due: number;
    amount_remaining: number;
    period_end: number;
    status_transitions: { paid_at?: number | null };
  };
}

/** An invoice event's notice, with its mail's params (the mailer adds the link). */
export type InvoiceNotice =
  | {
      key: string;
      kind: 'billing_payment_received';
      params: { amount: string; date: string; invoiceId: string };
    }
  | { key: string; kind: 'billing_payment_failed'; params: { amount: string } }
  | { key: string; kind: 'billing_action_required'; params: { amount: string } }
  | { key: string; kind: 'billing_renewal_reminder'; params: { amount: string; date: string } };
export type InvoiceNoticeKind = InvoiceNotice['kind'];

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * The notice of an invoice event, if any: a payment received (our PDF attached when mailed), a
 * renewal refused or waiting for 3-D Secure, and the reminder before an annual renewal that is
 * not cancelled (`invoice.upcoming`, whose invoice has no id yet). Keyed by the invoice (or the
 * renewal). A change's or a first payment's refusal is said on screen instead.
 */
export function invoiceNotice(
  event: InvoiceEventFacts,
  subscription: { stripeSubscriptionId: string; frequency: string; cancel_at: Date | null },
): InvoiceNotice | null {
  const { invoice } = event;
  switch (event.type) {
    case 'invoice.paid':
      if (!invoice.id || invoice.amount_paid <= 0) return null;
      return {
        key: `payment_received:${invoice.id}`,
        kind: 'billing_payment_received',
        params: {
          amount: String(invoice.amount_paid),
          date: iso(invoice.status_transitions.paid_at ?? event.created),
          invoiceId: invoice.id,
        },
      };
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required': {
      const renewal = invoice.billing_reason === 'subscription_cycle';
      if (!invoice.id || !renewal || invoice.status !== 'open') return null;
      const params = { amount: String(invoice.amount_remaining) };
      return event.type === 'invoice.payment_failed'
        ? { key: `payment_failed:${invoice.id}`, kind: 'billing_payment_failed', params }
        : { key: `action_required:${invoice.id}`, kind: 'billing_action_required', params };
    }
    case 'invoice.upcoming': {
      // A renewal's invoice bills from the end of the period before it: the renewal date.
      const at = invoice.period_end;
      if (subscription.frequency !== 'annual' || subscription.cancel_at !== null) return null;
      return {
        key: `renewal_reminder:${subscription.stripeSubscriptionId}:${at}`,
        kind: 'billing_renewal_reminder',
        params: { amount: String(invoice.amount_due), date: iso(at) },
      };
    }
    default:
      return null;
  }
}
