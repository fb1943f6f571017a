import { API_BASE_PATH, endpoints, pathWith, type SubscriptionInfo } from '@app/contracts';
import { FREE_TRIAL_DAYS } from '@app/pricing';
import type { Queryable } from '../db/database.js';
import { usageMonthStart } from '../usage/index.js';
import { readSubscriptionInfo } from './subscription-info-repository.js';

/**
 * What /account shows (docs/subscriptions-and-money.md#account-page), from our database only, so it works
 * while Stripe is down. Each invoice's PDF is ours (docs/subscriptions-and-money.md#invoices), at
 * `publicUrl`'s invoicePdf call.
 */
export async function subscriptionInfo(
  db: Queryable,
  userId: string,
  publicUrl: string,
  now = new Date(),
): Promise<SubscriptionInfo> {
  const row = await readSubscriptionInfo(db, userId, FREE_TRIAL_DAYS, usageMonthStart(now));
  if (!row) throw new Error('subscription-info query returned no row');
  // json_build_object turns bigint into a JSON number already; this keeps the type honest.
  const invoices = row.invoices.map((invoice) => ({
    ...invoice,
    created: Number(invoice.created),
    invoice_pdf: `${publicUrl}${API_BASE_PATH}${pathWith(endpoints.invoicePdf.path, { id: invoice.id })}`,
  }));
  const { own } = row;
  if (own) {
    return {
      accountType: own.plan,
      nextRenewalDate: own.cancellation ? null : own.renewal,
      cancellationDate: own.cancellation,
      licenses: row.licenses,
      numberOfLicenses: own.plan === 'enterprise' ? own.quantity : 1,
      subscriptionToken: own.token,
      frequency: own.frequency,
      invoices,
      // Only a decrease of this subscription's own plan is shown; a cancellation supersedes it.
      scheduledChange: own.cancellation ? null : own.scheduled,
      licenseHeldElsewhere: row.seat_elsewhere,
      trialEndsAt: null,
      seat: null,
      invitations: row.invitations,
      paymentMethod: own.paymentMethod,
      nextCharge: own.nextCharge,
      paymentProblem: own.paymentProblem,
      orderAwaiting: null,
      paidBy: own.paidBy,
      appUsage: row.app_usage,
    };
  }
  const { seat } = row;
  return {
    // A colleague's seat: the plan is the owner's, the subscription and its bills are not theirs.
    accountType: seat ? 'enterprise' : 'free',
    nextRenewalDate: null,
    cancellationDate: null,
    licenses: [],
    numberOfLicenses: 0,
    subscriptionToken: null,
    frequency: null,
    invoices,
    scheduledChange: null,
    licenseHeldElsewhere: row.seat_elsewhere,
    // docs/subscriptions-and-money.md#trial: the Free account is a trial of FREE_TRIAL_DAYS from sign-up
    // (the account page shows its end).
    trialEndsAt: seat ? null : row.trial_ends_at,
    seat: seat ? { status: seat.status, managedBy: { name: seat.name, email: seat.email } } : null,
    invitations: row.invitations,
    // What the account pays is its owner's business; a colleague's seat shows none of it.
    paymentMethod: null,
    nextCharge: null,
    paymentProblem: null,
    // docs/subscriptions-and-money.md#credit-limit: the order is hers, and waits for its payment.
    orderAwaiting: row.order_awaiting,
    paidBy: null,
    appUsage: row.app_usage,
  };
}
