import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { invalidRequest } from '../errors.js';
import { randomToken } from '../ids.js';
import type { Params } from '../params.js';
import { findCustomer } from './customers.js';
import { applyCustomerBalance } from './invoice-collection.js';
import { createRenewalDraft } from './invoice-drafts.js';
import { changeItems, currentPeriod, periodAfter } from './subscription-items.js';
import { advanceSchedule } from './subscription-schedules.js';

/**
 * POST /v1/invoices/create_preview for a subscription (`invoices.createPreview` in the SDK): the
 * invoice a change would bill, computed by the same code as the change itself on a throw-away copy
 * of the account, so what a preview shows is what the update then charges.
 * - `preview_mode=next` (the default): with `subscription_details.items` and
 *   `proration_behavior=always_invoice`, or a new billing interval, the invoice the update would
 *   bill at once; otherwise the next renewal, with the pending items and the update's prorations.
 * - `preview_mode=recurring`: the next renewal's recurring charges only.
 * The preview's id starts with `upcoming_in_` and it is stored nowhere.
 * https://docs.stripe.com/api/invoices/create_preview
 */
export function createInvoicePreview(ctx: EmulatorContext, params: Params): Stripe.Invoice {
  params.allow('customer', 'subscription', 'subscription_details', 'preview_mode');
  const subscriptionId = params.string('subscription');
  if (!subscriptionId) {
    throw invalidRequest(
      'The Stripe emulator previews the invoices of an existing subscription only: pass `subscription`.',
      'subscription',
      'parameter_missing',
    );
  }
  const mode = params.oneOf('preview_mode', ['next', 'recurring'] as const) ?? 'next';
  const sandbox = ctx.sandbox();
  const subscription = sandbox.store.subscriptions.get(subscriptionId);
  const customerId = params.string('customer');
  if (!subscription || (customerId !== undefined && subscription.customer !== customerId)) {
    throw invalidRequest(`No such subscription: '${subscriptionId}'`, 'subscription', 'resource_missing');
  }
  if (!['active', 'past_due', 'trialing'].includes(subscription.status)) {
    throw noUpcomingInvoice(subscription.customer as string);
  }
  const customer = findCustomer(sandbox, subscription.customer as string);
  const details = params.object('subscription_details');
  details?.allow('items', 'proration_behavior', 'proration_date', 'cancel_at_period_end');
  // A change that withdraws a cancellation (cancel_at_period_end=false) has a renewal to preview.
  if (details?.bool('cancel_at_period_end') === false) {
    subscription.cancel_at = null;
    subscription.cancel_at_period_end = false;
  }
  const prorationDate = details?.int('proration_date') ?? sandbox.now();
  let invoice: Stripe.Invoice | null = null;
  if (details) {
    const update = changeItems(sandbox, subscription, customer, details.list('items'), {
      prorationBehavior:
        details.oneOf('proration_behavior', ['create_prorations', 'none', 'always_invoice'] as const) ??
        'create_prorations',
      prorationDate,
    });
    if (mode === 'next') invoice = update.invoice;
  }
  // Items given describe the subscription as it will be: its schedule, if any, is not followed.
  invoice ??= nextRenewal(sandbox, subscription, customer, mode, !details);
  if (mode === 'next') applyCustomerBalance(sandbox, invoice);
  return previewOf(invoice, details ? prorationDate : undefined);
}

function noUpcomingInvoice(customer: string) {
  return invalidRequest(`No upcoming invoices for customer: ${customer}`, undefined, 'invoice_upcoming_none');
}

/** The renewal at the period's end (after the schedule's next phase, if one starts there). */
function nextRenewal(
  ctx: EmulatorContext,
  subscription: Stripe.Subscription,
  customer: Stripe.Customer,
  mode: 'next' | 'recurring',
  followSchedule: boolean,
): Stripe.Invoice {
  const period = currentPeriod(subscription);
  if (subscription.cancel_at !== null && subscription.cancel_at <= period.end) {
    throw noUpcomingInvoice(customer.id);
  }
  if (followSchedule) advanceSchedule(ctx, subscription, period.end);
  const recurring = subscription.items.data[0]?.price.recurring as Stripe.Price.Recurring;
  const invoice = createRenewalDraft(ctx, {
    customer,
    subscription,
    period,
    next: periodAfter(subscription, recurring, period),
    includePendingItems: mode === 'next',
  });
  invoice.created = period.end;
  invoice.automatically_finalizes_at = period.end + 3600;
  if (invoice.collection_method === 'charge_automatically') invoice.next_payment_attempt = period.end + 3600;
  return invoice;
}

function previewOf(invoice: Stripe.Invoice, prorationDate: number | undefined): Stripe.Invoice {
  const id = `upcoming_in_${randomToken(24)}`;
  const preview = structuredClone(invoice);
  preview.id = id;
  preview.lines = { ...preview.lines, url: `/v1/invoices/${id}/lines` };
  for (const line of preview.lines.data) line.invoice = id;
  const subscriptionDetails = preview.parent?.subscription_details;
  if (subscriptionDetails && prorationDate !== undefined) {
    subscriptionDetails.subscription_proration_date = prorationDate;
  }
  return preview;
}

/**
 * The renewal a subscription is about to bill, as `invoice.upcoming` carries it: the next period
 * with its pending items, after the schedule's next phase if one starts there, computed on a copy.
 */
export function upcomingInvoice(ctx: EmulatorContext, subscription: Stripe.Subscription): Stripe.Invoice {
  const sandbox = ctx.sandbox();
  const copy = sandbox.store.subscriptions.get(subscription.id) ?? structuredClone(subscription);
  const customer = findCustomer(sandbox, copy.customer as string);
  const invoice = nextRenewal(sandbox, copy, customer, 'next', true);
  applyCustomerBalance(sandbox, invoice);
  return previewOf(invoice, undefined);
}
