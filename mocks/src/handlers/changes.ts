import { choiceOf, effectOf, seatsCover, seatsTaken } from '@app/billing-rules';
import type { Order, PreviewChangeResponse, SubscriptionInfo } from '@app/contracts';
import { nextBillingDate, splitVat, unitPriceCents, vatRateOn } from '@app/pricing';

/**
 * The mocked backend's view of a subscriber's change (the real figures come from Stripe's
 * previews): a change that lowers nothing is charged now, the new period's price less half the
 * current one (the mock's stand-in for the unused time); one that lowers anything waits for the
 * renewal date. The rules are the API's (@app/billing-rules), so a mocked run refuses what the
 * API refuses.
 */
const seatsOf = (order: Order) => choiceOf(order).quantity;

export type ChangeCheck =
  | {
      readonly kind: 'refused';
      readonly code: 'no_active_subscription' | 'already_subscribed' | 'seats_below_in_use';
    }
  | { readonly kind: 'change'; readonly preview: PreviewChangeResponse };

export function checkChange(account: SubscriptionInfo, order: Order, now = new Date()): ChangeCheck {
  if (account.accountType === 'free' || !account.frequency || !account.subscriptionToken) {
    return { kind: 'refused', code: 'no_active_subscription' };
  }
  const next = choiceOf(order);
  const seats = next.quantity;
  const current = {
    plan: account.accountType,
    frequency: account.frequency,
    quantity: account.numberOfLicenses,
  };
  const effect = effectOf(current, next);
  if (effect === 'same' && !account.cancellationDate) {
    return { kind: 'refused', code: 'already_subscribed' };
  }
  if (!seatsCover(next, seatsTaken(account.licenses))) return { kind: 'refused', code: 'seats_below_in_use' };
  const renewal = account.nextRenewalDate ?? account.cancellationDate ?? now.toISOString();
  const nextChargeAmount = unitPriceCents(order.licenseType, order.frequency) * seats;
  if (effect === 'period_end') {
    return {
      kind: 'change',
      preview: {
        amountDueNow: 0,
        vatDueNow: 0,
        vatRatePercent: vatRateOn(new Date(renewal)),
        nextChargeAmount,
        nextChargeDate: renewal,
        effective: 'period_end',
      },
    };
  }
  const paid = unitPriceCents(account.accountType, account.frequency) * account.numberOfLicenses;
  const newInterval = order.frequency !== account.frequency;
  const amountDueNow = Math.max(
    0,
    newInterval ? nextChargeAmount - Math.round(paid / 2) : Math.round((nextChargeAmount - paid) / 2),
  );
  return {
    kind: 'change',
    preview: {
      amountDueNow,
      vatDueNow: splitVat(amountDueNow, vatRateOn(now)).vatCents,
      vatRatePercent: vatRateOn(now),
      nextChargeAmount,
      nextChargeDate: newInterval ? nextBillingDate(now, order.frequency).toISOString() : renewal,
      effective: 'now',
    },
  };
}

/** The account once a change has taken effect (paid now). */
export function changed(
  account: SubscriptionInfo,
  order: Order,
  preview: PreviewChangeResponse,
): SubscriptionInfo {
  return {
    ...account,
    accountType: order.licenseType,
    frequency: order.frequency,
    numberOfLicenses: seatsOf(order),
    nextRenewalDate: preview.nextChargeDate,
    cancellationDate: null,
    scheduledChange: null,
  };
}

/** The account with a decrease waiting for the period's end. */
export function scheduled(account: SubscriptionInfo, order: Order, effectiveDate: string): SubscriptionInfo {
  return {
    ...account,
    cancellationDate: null,
    scheduledChange: {
      accountType: order.licenseType,
      frequency: order.frequency,
      numberOfLicenses: seatsOf(order),
      effectiveDate,
    },
  };
}
