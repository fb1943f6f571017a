import { randomUUID } from 'node:crypto';
import type { BillingInfo } from '@app/contracts';
import type Stripe from 'stripe';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { setStripeCustomer } from '../subscriptions-repository.js';

export function isStripeError(error: unknown, type: string): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: string }).type === type;
}

/**
 * The account's Stripe customer, created on first payment with the saved billing information and
 * recorded only then, in its own statement: no transaction waits on Stripe.
 */
export async function ensureCustomer(
  db: Database,
  stripe: Stripe,
  userId: string,
  account: { email: string; stripeCustomerId: string | null; billing: BillingInfo },
): Promise<string> {
  const { billing } = account;
  const details = {
    email: account.email,
    name: `${billing.firstName} ${billing.lastName}`,
    address: { line1: billing.address, postal_code: billing.postalCode, city: billing.city, country: 'CH' },
  };
  if (account.stripeCustomerId) {
    await stripe.customers.update(account.stripeCustomerId, details, { idempotencyKey: randomUUID() });
    return account.stripeCustomerId;
  }
  const customer = await stripe.customers.create(
    { ...details, metadata: { userId } },
    // Stripe replays this for 24 hours: a retry after a failure further on finds the same customer.
    { idempotencyKey: `customer:${userId}` },
  );
  await setStripeCustomer(db, userId, customer.id);
  return customer.id;
}

/** The card attached to the customer, or null when the card is refused already at this step. */
export async function attachCard(
  stripe: Stripe,
  customer: string,
  paymentMethodId: string,
): Promise<string | null> {
  try {
    const attached = await stripe.paymentMethods.attach(
      paymentMethodId,
      { customer },
      { idempotencyKey: `attach:${customer}:${paymentMethodId}` },
    );
    return attached.id;
  } catch (error) {
    if (isStripeError(error, 'StripeCardError')) return null;
    if (isStripeError(error, 'StripeInvalidRequestError')) throw new HttpError('payment_failed');
    throw error;
  }
}
