import type { BillingDetails, BillingInfoResponse } from '@app/contracts';
import type { Database } from '../db/database.js';
import { isStripeUnavailable, type Payments } from '../payments/payments.js';
import { findBillingInfo, lockUser, saveBillingInfo } from '../subscriptions/subscriptions-service.js';
import { customerDetails, syncTaxId } from './stripe-customer-details.js';

export interface BillingDetailsContext {
  db: Database;
  payments: Payments | null;
  log: { warn(details: object, message: string): void };
}

/** GET /subscriptions/billing-info: the details saved last, for the dialogs to start from. */
export async function billingDetails(db: Database, userId: string): Promise<BillingInfoResponse> {
  return { billingInfo: await findBillingInfo(db, userId) };
}

/**
 * save-billing-info (docs/calls.md#save-billing-info), with the optional fields of
 * docs/subscriptions-and-money.md#billing-info. The details are ours first; a customer Stripe
 * already has gets them too (name, address, UID/VAT number as its tax id), after the save and
 * outside any transaction. Stripe being away does not undo the save
 * (docs/subscriptions-and-money.md#billing-dialog: the payment goes on): the next purchase sends them again.
 */
export async function saveBillingDetails(
  context: BillingDetailsContext,
  userId: string,
  details: BillingDetails,
): Promise<void> {
  // An optional field left out is kept (the five fields of docs/calls.md#save-billing-info alone change
  // nothing else); a blank one (null) is cleared.
  const before = await findBillingInfo(context.db, userId);
  const keep = (field: 'company' | 'vatNumber' | 'invoiceEmail') =>
    details[field] === undefined ? (before?.[field] ?? null) : details[field];
  await saveBillingInfo(context.db, userId, {
    ...details,
    company: keep('company'),
    vatNumber: keep('vatNumber'),
    invoiceEmail: keep('invoiceEmail'),
  });
  const user = await lockUser(context.db, userId);
  if (!user?.stripe_customer_id || !context.payments) return;
  const saved = await findBillingInfo(context.db, userId);
  if (!saved) return;
  const { stripe } = context.payments;
  try {
    await stripe.customers.update(user.stripe_customer_id, customerDetails(user.email, saved));
    await syncTaxId(stripe, user.stripe_customer_id, saved.vatNumber);
  } catch (error) {
    if (!isStripeUnavailable(error)) throw error;
    context.log.warn({ err: error }, 'billing details kept; Stripe gets them with the next purchase');
  }
}
