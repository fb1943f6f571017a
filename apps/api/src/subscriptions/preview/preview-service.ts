import { choiceOf, effectOf } from '@app/billing-rules';
import type { Order, PreviewChangeResponse } from '@app/contracts';
import { splitVat, type VatRate, vatRateOn } from '@app/pricing';
import type Stripe from 'stripe';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { countLicenses } from '../../licenses/licenses-service.js';
import type { Payments } from '../../payments/payments.js';
import { assertSeatsCover } from '../changes/change-rules.js';
import { ownedServingSubscription } from '../owned-subscription.js';
import { saveQuote } from './preview-repository.js';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The first line billing the subscription itself (not a proration): when the next period starts. */
function nextPeriodStart(preview: Stripe.Invoice): number | null {
  const line = preview.lines.data.find((candidate) => candidate.parent?.type === 'subscription_item_details');
  return line?.period.start ?? null;
}

/**
 * POST /subscriptions/preview-change: Stripe's own figures for a subscriber's new choice, from its
 * invoice previews (`invoices.createPreview`), read before anything is written or charged:
 * - a change that adds value (`now`): the prorated invoice the change would bill now, and the
 *   next regular charge after it (`preview_mode=recurring`). The preview's proration date is kept
 *   and reused when the change is made, so the amount charged is the amount shown;
 * - a change that lowers something (`period_end`): nothing now, and the first regular charge of
 *   the new plan at the period's end;
 * - the same plan, cancelled: resuming charges nothing now, and the renewal as before.
 * VAT is included in Stripe's amounts (the catalogue's prices); its share is split as
 * docs/subscriptions-and-money.md#vat says, at the rate `vatRates` give the day it is charged.
 */
export async function previewChange(
  db: Database,
  payments: Payments,
  userId: string,
  order: Order,
  vatRates: readonly VatRate[],
): Promise<PreviewChangeResponse> {
  const live = await ownedServingSubscription(db, userId);
  const next = choiceOf(order);
  const effect = effectOf(live, next);
  if (effect === 'same' && !live.cancel_at) throw new HttpError('already_subscribed');
  assertSeatsCover(next, await countLicenses(db, live.id));

  const { stripe, priceId } = payments;
  const subscription = await stripe.subscriptions.retrieve(live.stripe_subscription_id);
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscription.id} has no item`);
  const items = [{ id: item.id, price: await priceId(next.plan, next.frequency), quantity: next.quantity }];
  // Ordering again withdraws a cancellation: the preview is of the subscription going on.
  const resumed = live.cancel_at ? { cancel_at_period_end: false } : {};
  const base = { customer: subscription.customer as string, subscription: subscription.id };

  if (effect !== 'now') {
    const renewal = await stripe.invoices.createPreview({
      ...base,
      preview_mode: 'recurring',
      subscription_details: { items, proration_behavior: 'none', ...resumed },
    });
    return {
      amountDueNow: 0,
      vatDueNow: 0,
      // Nothing is charged before the change's day, which is taxed at that day's rate.
      vatRatePercent: vatRateOn(new Date(item.current_period_end * 1000), vatRates),
      nextChargeAmount: renewal.total,
      nextChargeDate: iso(item.current_period_end),
      effective: effect === 'same' ? 'now' : 'period_end',
    };
  }
  const dueNow = await stripe.invoices.createPreview({
    ...base,
    subscription_details: { items, proration_behavior: 'always_invoice', ...resumed },
  });
  const prorationDate = dueNow.parent?.subscription_details?.subscription_proration_date;
  const renewal = await stripe.invoices.createPreview({
    ...base,
    preview_mode: 'recurring',
    subscription_details: {
      items,
      proration_behavior: 'always_invoice',
      ...resumed,
      ...(prorationDate === undefined ? {} : { proration_date: prorationDate }),
    },
  });
  if (prorationDate !== undefined) await saveQuote(db, userId, next, prorationDate);
  // Charged at once: taxed at the rate of the day Stripe makes the invoice (its clock, not ours).
  const vatRatePercent = vatRateOn(new Date(dueNow.created * 1000), vatRates);
  return {
    amountDueNow: dueNow.amount_due,
    vatDueNow: splitVat(dueNow.amount_due, vatRatePercent).vatCents,
    vatRatePercent,
    nextChargeAmount: renewal.total,
    nextChargeDate: iso(nextPeriodStart(renewal) ?? item.current_period_end),
    effective: 'now',
  };
}
