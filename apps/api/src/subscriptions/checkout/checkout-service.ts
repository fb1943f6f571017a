import { awaitsCredit, choiceOf, effectOf, isServing } from '@app/billing-rules';
import {
  type CreateSubscriptionCreditCardRequest,
  type CreateSubscriptionCreditCardResponse,
  type Order,
  paymentIntentStatusSchema,
} from '@app/contracts';
import { INVOICE_PAYMENT_DAYS, servedOnCredit } from '@app/pricing';
import type Stripe from 'stripe';
import { HttpError } from '../../errors.js';
import { hasPaidInvoice, hasUnpaidInvoice } from '../../invoices/invoice-service.js';
import {
  type ChangesContext,
  changeWithCard,
  checkCardChange,
  checkedEffect,
} from '../changes/changes-service.js';
import { scheduleAtPeriodEnd } from '../changes/stripe-changes.js';
import { withPurchase } from '../purchases/purchase-lock.js';
import { findLiveSubscription, type StoredSubscription } from '../subscriptions-repository.js';
import { CREDIT_HOLD_METADATA, invoicePaymentIntent } from '../sync/stripe-state.js';
import { syncSubscription } from '../sync/stripe-sync-service.js';
import { refreshUserStatus } from '../user-status.js';
import { type CheckoutAccount, readCheckoutAccount } from './checkout-repository.js';
import { attachCard, ensureCustomer } from './customers.js';

/**
 * What every purchase checks before Stripe is asked for anything: the account, one seat per
 * person (docs/licences.md#one-seat-per-person: a colleague's seat is left first, nothing is charged
 * meanwhile), and the billing details.
 */
async function checkedAccount(context: ChangesContext, userId: string) {
  const account = await readCheckoutAccount(context.db, userId);
  if (!account) throw new HttpError('unauthorized');
  if (account.licenseHeldElsewhere) throw new HttpError('license_held_elsewhere');
  const { billing } = account;
  if (!billing) throw new HttpError('billing_info_required');
  return { ...account, billing };
}

/**
 * The account's live subscription, also one Stripe has and we missed (an answer lost after Stripe
 * charged): it is recorded first, so a second try never subscribes, nor charges, twice.
 */
async function liveSubscription(
  context: ChangesContext,
  userId: string,
  account: CheckoutAccount,
  customer: string,
): Promise<StoredSubscription | null> {
  if (account.live || !account.stripeCustomerId) return account.live;
  const { stripe } = context.payments;
  for await (const subscription of stripe.subscriptions.list({ customer, status: 'all', limit: 20 })) {
    if (subscription.metadata.userId !== userId || subscription.ended_at !== null) continue;
    await syncSubscription(context.db, stripe, subscription.id, context.log);
  }
  return findLiveSubscription(context.db, userId);
}

/** POST /subscriptions/create-subscription-credit-card: a first subscription, or a change paid now. */
export async function payByCard(
  context: ChangesContext,
  userId: string,
  input: CreateSubscriptionCreditCardRequest,
): Promise<CreateSubscriptionCreditCardResponse> {
  return withPurchase(context.db, userId, async () => {
    const account = await checkedAccount(context, userId);
    // A subscriber's choice is checked before the card is touched.
    if (account.live && isServing(account.live)) await checkCardChange(context.db, account.live, input);
    if (input.paymentMethodId === undefined) return changeWithCardOnFile(context, account.live, input);
    const { stripe } = context.payments;
    const customer = await ensureCustomer(context.db, stripe, userId, account);
    const paymentMethod = await attachCard(stripe, customer, input.paymentMethodId);
    if (!paymentMethod) return { paymentIntentStatus: 'requires_payment_method' as const };
    const live = await liveSubscription(context, userId, account, customer);
    if (live && isServing(live) && !account.live && effectOf(live, choiceOf(input)) === 'same') {
      // The purchase an earlier try made, whose answer was lost: done, and not charged again.
      return { userStatus: await refreshUserStatus(context.db, userId), paymentIntentStatus: 'succeeded' };
    }
    if (live && isServing(live)) return changeWithCard(context, live, input, paymentMethod);
    // An earlier attempt whose first payment never went through is replaced, never charged too.
    if (live) await endIncomplete(context, live);
    return firstSubscription(context, userId, { customer, paymentMethod, order: input, replaced: live });
  });
}

/**
 * A change of a running subscription charged to its card on file, as more licences are
 * (docs/subscriptions-and-money.md#changes): only a subscription charged to a card has one; a first
 * purchase, or a subscription on invoice, is answered 409 `no_saved_card` before Stripe is asked.
 */
async function changeWithCardOnFile(
  context: ChangesContext,
  live: StoredSubscription | null,
  order: Order,
): Promise<CreateSubscriptionCreditCardResponse> {
  const onFile =
    live && isServing(live) && live.collection_method === 'charge_automatically'
      ? live.card_payment_method
      : null;
  if (!live || !onFile) throw new HttpError('no_saved_card');
  return changeWithCard(context, live, order, null);
}

async function firstSubscription(
  context: ChangesContext,
  userId: string,
  attempt: { customer: string; paymentMethod: string; order: Order; replaced: StoredSubscription | null },
): Promise<CreateSubscriptionCreditCardResponse> {
  const { stripe, priceId } = context.payments;
  const { plan, frequency, quantity } = choiceOf(attempt.order);
  const price = await priceId(plan, frequency);
  const created = await stripe.subscriptions.create(
    {
      customer: attempt.customer,
      items: [{ price, quantity }],
      default_payment_method: attempt.paymentMethod,
      payment_behavior: 'allow_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { userId },
      expand: ['latest_invoice.payments'],
    },
    {
      idempotencyKey: `subscribe:${userId}:${attempt.paymentMethod}:${price}:${quantity}:${attempt.replaced?.id ?? 'first'}`,
    },
  );
  const intent = await invoicePaymentIntent(stripe, created.latest_invoice ?? null);
  const known = paymentIntentStatusSchema.safeParse(intent?.status);
  const status = known.success ? known.data : undefined;
  if (!intent || status === 'requires_payment_method' || status === 'canceled') {
    // Declined: nothing stays behind waiting for a payment, the account is as it was.
    await voidUnpaidInvoices(stripe, created.id);
    await stripe.subscriptions.cancel(created.id, {}, { idempotencyKey: `decline:${created.id}` });
    await syncSubscription(context.db, stripe, created.id, context.log);
    return { paymentIntentStatus: status ?? 'requires_payment_method' };
  }
  await syncSubscription(context.db, stripe, created.id, context.log);
  // A status the contract does not know is answered without one: the site's unknown error.
  if (!status) return {};
  const userStatus = await refreshUserStatus(context.db, userId);
  const answer: CreateSubscriptionCreditCardResponse = { userStatus, paymentIntentStatus: status };
  if (status === 'requires_action' && intent.client_secret) {
    return { ...answer, requiresAction: true, clientSecret: intent.client_secret };
  }
  return answer;
}

/**
 * POST /subscriptions/create-subscription-invoice: a subscription paid on invoice, due in 30 days
 * (docs/subscriptions-and-money.md#invoice-orders). Served only while nothing the account owes is
 * left unpaid, and never for a change that a subscription charged to a card would be charged now:
 * that one waits for the card's payment on the card path, as a change applied here on credit would
 * not. A change to a subscription itself on invoice cannot wait for its payment (Stripe has no
 * pending updates for sent invoices): it applies now with its prorated invoice sent. A first order
 * above the credit limit is created, its invoice sent, and not served until that invoice is paid or
 * an admin approves it (docs/subscriptions-and-money.md#credit-limit): the answer says which.
 */
export async function payByInvoice(
  context: ChangesContext,
  userId: string,
  order: Order,
  credit: { limitCents: number },
): Promise<{ awaitsApproval: boolean }> {
  return withPurchase(context.db, userId, async () => {
    const account = await checkedAccount(context, userId);
    if (await hasUnpaidInvoice(context.db, userId)) throw new HttpError('unpaid_invoice');
    const next = choiceOf(order);
    if (account.live && isServing(account.live)) {
      const effect = await checkedEffect(context.db, account.live, next);
      if (effect === 'now' && account.live.collection_method === 'charge_automatically') {
        throw new HttpError('change_needs_payment');
      }
    }
    const { stripe, priceId } = context.payments;
    const price = await priceId(next.plan, next.frequency);
    const customer = await ensureCustomer(context.db, stripe, userId, account);
    const live = await liveSubscription(context, userId, account, customer);
    const placed = live && (isServing(live) || awaitsCredit(live));
    if (live && placed && !account.live && effectOf(live, next) === 'same') {
      // The order an earlier try placed, whose answer was lost: done, and not placed again.
      return { awaitsApproval: awaitsCredit(live) };
    }
    if (live && isServing(live)) {
      await changeOnInvoice(context, live, next, price);
      return { awaitsApproval: false };
    }
    if (live) await endIncomplete(context, live);
    const served = servedOnCredit({
      order: { plan: next.plan, frequency: next.frequency, userCount: next.quantity },
      hasPaidInvoice: await hasPaidInvoice(context.db, userId),
      limitCents: credit.limitCents,
    });
    const created = await stripe.subscriptions.create(
      {
        customer,
        items: [{ price, quantity: next.quantity }],
        collection_method: 'send_invoice',
        // Due in 30 days, as Swiss practices expect and the payment page says.
        days_until_due: INVOICE_PAYMENT_DAYS,
        metadata: { userId, ...(served ? {} : CREDIT_HOLD_METADATA) },
      },
      {
        idempotencyKey: `invoice-subscribe:${userId}:${price}:${next.quantity}:${live?.id ?? 'first'}`,
      },
    );
    await syncSubscription(context.db, stripe, created.id, context.log);
    return { awaitsApproval: !served };
  });
}

/** A change to a serving subscription, asked for on invoice (see payByInvoice). */
async function changeOnInvoice(
  context: ChangesContext,
  live: StoredSubscription,
  next: ReturnType<typeof choiceOf>,
  price: string,
): Promise<void> {
  const { stripe } = context.payments;
  const effect = await checkedEffect(context.db, live, next);
  if (effect === 'period_end') {
    const interval = next.frequency === 'annual' ? 'year' : 'month';
    await scheduleAtPeriodEnd(stripe, live.stripe_subscription_id, {
      price,
      quantity: next.quantity,
      interval,
    });
  } else {
    const current = await stripe.subscriptions.retrieve(live.stripe_subscription_id);
    const item = current.items.data[0];
    if (!item) throw new Error(`subscription ${current.id} has no item`);
    // Keyed by the invoice the change follows, as the card path's: a retry replays it, and the
    // next change, after that one's invoice, is a new one.
    const latest = current.latest_invoice;
    const after = (typeof latest === 'string' ? latest : latest?.id) ?? 'first';
    await stripe.subscriptions.update(
      current.id,
      {
        cancel_at_period_end: false,
        items: [{ id: item.id, price, quantity: next.quantity }],
        proration_behavior: 'always_invoice',
      },
      { idempotencyKey: `invoice-change:${current.id}:${after}:${price}:${next.quantity}` },
    );
  }
  await syncSubscription(context.db, stripe, live.stripe_subscription_id, context.log);
}

async function endIncomplete(context: ChangesContext, live: StoredSubscription): Promise<void> {
  const { stripe } = context.payments;
  await voidUnpaidInvoices(stripe, live.stripe_subscription_id);
  await stripe.subscriptions.cancel(
    live.stripe_subscription_id,
    {},
    { idempotencyKey: `replace:${live.id}` },
  );
  await syncSubscription(context.db, stripe, live.stripe_subscription_id, context.log);
}

/**
 * An attempt given up (declined, or replaced after a failed 3-D Secure) leaves its first invoice
 * open: cancelling a subscription only stops Stripe collecting it. Voided, it is no bill the
 * customer owes, and the account page does not list it.
 */
export async function voidUnpaidInvoices(stripe: Stripe, subscriptionId: string): Promise<void> {
  for await (const invoice of stripe.invoices.list({ subscription: subscriptionId, status: 'open' })) {
    if (!invoice.id) continue;
    await stripe.invoices.voidInvoice(invoice.id, {}, { idempotencyKey: `void:${invoice.id}` });
  }
}
