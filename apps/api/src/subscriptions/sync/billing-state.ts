import type Stripe from 'stripe';
import type { PaymentProblemState } from '../subscriptions-repository.js';

const toDate = (seconds: number) => new Date(seconds * 1000);

/** Stripe's own code when a subscription will not renew: nothing to charge next. */
const NO_UPCOMING_INVOICE = 'invoice_upcoming_none';

/**
 * What the next renewal charges and when, from Stripe's preview of the subscription's next
 * invoice (https://docs.stripe.com/api/invoices/create_preview), so the account page shows what
 * Stripe will charge (a decrease waiting for the renewal, a credit and pending items included).
 * Null for a subscription set to end.
 */
export async function readNextCharge(
  stripe: Stripe,
  subscription: Stripe.Subscription,
): Promise<{ amount: number; at: Date } | null> {
  if (subscription.cancel_at !== null || subscription.cancel_at_period_end) return null;
  if (!['active', 'past_due', 'trialing'].includes(subscription.status)) return null;
  let preview: Stripe.Invoice;
  try {
    preview = await stripe.invoices.createPreview({
      customer: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
      subscription: subscription.id,
    });
  } catch (error) {
    if ((error as { code?: string }).code === NO_UPCOMING_INVOICE) return null;
    throw error;
  }
  // The renewal bills the period that starts then (its own `period_end` is the period that ends).
  const line = preview.lines.data.find((candidate) => candidate.parent?.type === 'subscription_item_details');
  const start = line?.period.start ?? preview.next_payment_attempt;
  return start ? { amount: preview.amount_due, at: toDate(start) } : null;
}

/** The invoices of a running subscription that bill its plan: its renewals and its changes. */
const PLAN_BILLING_REASONS: ReadonlySet<string> = new Set(['subscription_cycle', 'subscription_update']);

/**
 * docs/subscriptions-and-money.md#payment-problem: an invoice of the plan left unpaid, the newest
 * open one Stripe tried to charge automatically: a renewal (Stripe goes on retrying it), or a
 * change that was applied and whose charge then failed (the change stands, so what it costs is
 * owed). `action_required` while its payment waits for the customer's 3-D Secure, `failed`
 * otherwise. A change waiting for its payment (`pending_update`, applied only once paid) is the
 * card payment's to finish, not a problem; nor is an invoice sent by post (overdue invoices).
 */
export async function readPaymentProblem(
  stripe: Stripe,
  subscription: Stripe.Subscription,
  invoices: readonly Stripe.Invoice[],
): Promise<PaymentProblemState | null> {
  const latest = subscription.latest_invoice;
  const pendingInvoice = subscription.pending_update
    ? typeof latest === 'string'
      ? latest
      : latest?.id
    : undefined;
  const unpaid = invoices.find(
    (invoice) =>
      invoice.status === 'open' &&
      invoice.attempted &&
      PLAN_BILLING_REASONS.has(invoice.billing_reason ?? '') &&
      invoice.collection_method === 'charge_automatically' &&
      invoice.id !== pendingInvoice,
  );
  if (!unpaid?.id || subscription.collection_method !== 'charge_automatically') return null;
  const detailed = await stripe.invoices.retrieve(unpaid.id, { expand: ['payments'] });
  const reference = detailed.payments?.data[0]?.payment.payment_intent;
  const intent =
    typeof reference === 'string' ? await stripe.paymentIntents.retrieve(reference) : (reference ?? null);
  return {
    invoiceId: unpaid.id,
    amountDue: unpaid.amount_remaining,
    reason: intent?.status === 'requires_action' ? 'action_required' : 'failed',
  };
}
