import { hasEnded } from '@app/billing-rules';
import type Stripe from 'stripe';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/**
 * Makes `paymentMethod` the card the subscription is charged to (renewals and Stripe's retries
 * use the subscription's `default_payment_method` first) and detaches the card it replaces, so
 * the customer keeps only the card they chose. Safe to repeat: the second time changes nothing.
 */
export async function makeSubscriptionCard(
  stripe: Stripe,
  subscriptionId: string,
  paymentMethod: string,
): Promise<void> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  // An ended subscription charges nothing more, and Stripe refuses to change it: a renewal
  // written off then paid late (uncollectible invoices can be) leaves its card as it was.
  if (hasEnded(subscription.status)) return;
  const previous = idOf(subscription.default_payment_method);
  if (previous === paymentMethod) return;
  await stripe.subscriptions.update(
    subscriptionId,
    { default_payment_method: paymentMethod },
    { idempotencyKey: `card:${subscriptionId}:${paymentMethod}` },
  );
  if (previous) {
    await stripe.paymentMethods
      .detach(previous, {}, { idempotencyKey: `detach:${previous}` })
      // Already detached (a repeat, or the customer removed it at Stripe): nothing to do.
      .catch((error: { code?: string }) => {
        if (error.code !== 'payment_method_unexpected_state' && error.code !== 'resource_missing')
          throw error;
      });
  }
}

/**
 * A renewal paid with another card than the subscription's (the customer paying an unpaid
 * renewal with a new card on the account page; Stripe's own retries always use the
 * subscription's card): that card becomes the subscription's, so the next renewal does not fail
 * the same way. Runs when the invoice is paid, also after 3-D Secure; not when another card was
 * chosen since the payment.
 */
export async function adoptCardThatPaid(stripe: Stripe, invoice: Stripe.Invoice): Promise<void> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!invoice.id || !subscriptionId || invoice.billing_reason !== 'subscription_cycle') return;
  const detailed = await stripe.invoices.retrieve(invoice.id, { expand: ['payments'] });
  const reference = detailed.payments?.data.find((payment) => payment.status === 'paid')?.payment
    .payment_intent;
  const intent = typeof reference === 'string' ? await stripe.paymentIntents.retrieve(reference) : reference;
  const card = idOf(intent?.payment_method);
  if (!card || (await cardChosenSince(stripe, subscriptionId, detailed.status_transitions.paid_at))) return;
  await makeSubscriptionCard(stripe, subscriptionId, card);
}

/**
 * Whether the subscription's card was chosen at or after `paidAt` (the card made then): an
 * invoice.paid that reaches us late (Stripe's events come late and in no promised order,
 * docs/testing.md#chaos) must not put back the card that paid over the one chosen since.
 */
async function cardChosenSince(
  stripe: Stripe,
  subscriptionId: string,
  paidAt: number | null,
): Promise<boolean> {
  if (paidAt === null) return false;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
    expand: ['default_payment_method'],
  });
  const current = subscription.default_payment_method;
  return typeof current === 'object' && current !== null && current.created >= paidAt;
}
