import { randomUUID } from 'node:crypto';
import type { SavedBillingDetails } from '@app/contracts';
import type Stripe from 'stripe';
import { customerDetails, syncTaxId } from '../../billing/stripe-customer-details.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { setStripeCustomer } from '../subscriptions-repository.js';

export function isStripeError(error: unknown, type: string): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: string }).type === type;
}

/**
 * The account's Stripe customer, created on first payment with the saved billing information and
 * recorded only then, in its own statement: no transaction waits on Stripe. Its details and its
 * UID/VAT number (a tax id) follow the billing details saved last.
 */
export async function ensureCustomer(
  db: Database,
  stripe: Stripe,
  userId: string,
  account: { email: string; stripeCustomerId: string | null; billing: SavedBillingDetails },
): Promise<string> {
  const details = customerDetails(account.email, account.billing);
  if (account.stripeCustomerId) {
    await stripe.customers.update(account.stripeCustomerId, details, { idempotencyKey: randomUUID() });
    await syncTaxId(stripe, account.stripeCustomerId, account.billing.vatNumber);
    return account.stripeCustomerId;
  }
  const customer = await stripe.customers.create(
    { ...details, metadata: { userId } },
    // Stripe replays this for 24 hours: a retry after a failure further on finds the same customer.
    { idempotencyKey: `customer:${userId}` },
  );
  await setStripeCustomer(db, userId, customer.id);
  await syncTaxId(stripe, customer.id, account.billing.vatNumber);
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
