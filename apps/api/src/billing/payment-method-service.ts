import { randomUUID } from 'node:crypto';
import type { SetupPaymentMethodResponse, UpdatePaymentMethodResponse } from '@app/contracts';
import { HttpError } from '../errors.js';
import type { ChangesContext } from '../subscriptions/changes/changes-service.js';
import { ownedServingSubscription } from '../subscriptions/owned-subscription.js';
import { withPurchase } from '../subscriptions/purchases/purchase-lock.js';
import { lockUser } from '../subscriptions/subscriptions-service.js';
import { syncSubscription } from '../subscriptions/sync/stripe-sync-service.js';
import { makeSubscriptionCard } from './subscription-cards.js';

/** The subscription the owner pays for, and its Stripe customer. */
async function ownedSubscription(context: ChangesContext, userId: string) {
  const live = await ownedServingSubscription(context.db, userId);
  const user = await lockUser(context.db, userId);
  if (!user?.stripe_customer_id) throw new Error(`subscriber ${userId} has no Stripe customer`);
  return { live, customer: user.stripe_customer_id };
}

/**
 * POST /subscriptions/payment-method/setup: a SetupIntent for a new card of the subscription's
 * customer, saved for off-session renewals. The site confirms it with Stripe.js
 * (`confirmCardSetup`), which runs 3-D Secure when the bank asks: the card is checked and saved
 * without being charged (https://docs.stripe.com/payments/save-and-reuse).
 */
export async function setupPaymentMethod(
  context: ChangesContext,
  userId: string,
): Promise<SetupPaymentMethodResponse> {
  const { live, customer } = await ownedSubscription(context, userId);
  const intent = await context.payments.stripe.setupIntents.create(
    {
      customer,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      metadata: { userId, subscription: live.stripe_subscription_id },
    },
    { idempotencyKey: randomUUID() },
  );
  if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`);
  return { clientSecret: intent.client_secret };
}

/**
 * POST /subscriptions/payment-method: the card a SetupIntent of this customer saved (3-D Secure
 * passed, if asked) becomes the subscription's card and the customer's default; the card it
 * replaces is detached. A card no SetupIntent of the customer confirmed is refused: nothing
 * changes.
 */
export async function updatePaymentMethod(
  context: ChangesContext,
  userId: string,
  paymentMethodId: string,
): Promise<UpdatePaymentMethodResponse> {
  return withPurchase(context.db, userId, async () => {
    const { live, customer } = await ownedSubscription(context, userId);
    const { stripe } = context.payments;
    const intents = await stripe.setupIntents.list({ customer, payment_method: paymentMethodId, limit: 10 });
    const confirmed = intents.data.some(
      (intent) => intent.status === 'succeeded' && intent.payment_method === paymentMethodId,
    );
    if (!confirmed) throw new HttpError('card_not_confirmed');
    await makeSubscriptionCard(stripe, live.stripe_subscription_id, paymentMethodId);
    await stripe.customers.update(
      customer,
      { invoice_settings: { default_payment_method: paymentMethodId } },
      { idempotencyKey: `default-card:${customer}:${paymentMethodId}` },
    );
    await syncSubscription(context.db, stripe, live.stripe_subscription_id, context.log);
    const card = (await stripe.paymentMethods.retrieve(paymentMethodId)).card;
    if (!card) throw new Error(`PaymentMethod ${paymentMethodId} is not a card`);
    return {
      message: 'The card has been saved.',
      paymentMethod: {
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      },
    };
  });
}
