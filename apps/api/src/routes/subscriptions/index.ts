import { randomUUID } from 'node:crypto';
import {
  type CreateSubscriptionCreditCardResponse,
  type Order,
  paymentIntentStatusSchema,
  type SubscriptionInfo,
} from '@app/contracts';
import { LICENSE_ADJUSTMENT_MINIMUM_USERS } from '@app/pricing';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppConfig } from '../../app.js';
import type { Database, Queryable } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { countLicenses, findLicenseOfUser } from '../../licenses/licenses-repository.js';
import { type Payments, requirePayments } from '../../payments/payments.js';
import { signedInUser } from '../../plugins/authentication.js';
import { subscriptionInfo } from '../../subscriptions/subscription-info.js';
import {
  findBillingInfo,
  findLiveSubscription,
  isServing,
  lockUser,
  type StoredSubscription,
  saveBillingInfo,
  setStripeCustomer,
} from '../../subscriptions/subscriptions-repository.js';
import { syncSubscription } from '../../subscriptions/sync-subscription.js';
import { refreshUserStatus } from '../../subscriptions/user-status.js';
import { VersionedCache } from '../../subscriptions/versioned-cache.js';
import { checkedAnswer, defineRoute } from '../define-route.js';

export interface SubscriptionsOptions {
  db: Database;
  config: Pick<AppConfig, 'invoicePaymentEnabled'>;
  payments: Payments | null;
}

/** Accounts whose page data one API process keeps (a few KB each). */
const ACCOUNT_CACHE_ENTRIES = 10_000;

/** Invoices sent by post or e-mail are due in 30 days, as Swiss practices expect. */
const INVOICE_DAYS_UNTIL_DUE = 30;

const seatsOf = (order: Order) => (order.licenseType === 'enterprise' ? order.userCount : 1);

export async function subscriptionsRoutes(
  app: FastifyInstance,
  { db, config, payments }: SubscriptionsOptions,
) {
  // The account page's data per user, reused while the account version read with the session is
  // unchanged (migration 0004 bumps it with every change the page shows).
  const accounts = new VersionedCache<SubscriptionInfo>(ACCOUNT_CACHE_ENTRIES);
  defineRoute(app, 'subscriptionInfo', { db }, async ({ request }) => {
    const user = signedInUser(request);
    const cached = accounts.get(user.id, user.accountVersion);
    if (cached) return cached;
    const info = checkedAnswer('subscriptionInfo', await subscriptionInfo(db, user.id));
    accounts.set(user.id, user.accountVersion, info);
    return info;
  });

  defineRoute(app, 'saveBillingInfo', { db }, async ({ request, input }) => {
    await saveBillingInfo(db, signedInUser(request).id, input.billingInfo);
    return { message: 'Billing information saved.' };
  });

  defineRoute(app, 'createSubscriptionCreditCard', { db }, async ({ request, input }) => {
    const { stripe, priceId } = requirePayments(payments);
    const userId = signedInUser(request).id;
    return db.transaction(async (tx) => {
      const customer = await customerFor(tx, stripe, userId);
      const paymentMethod = await attachCard(stripe, customer, input.paymentMethodId);
      if (!paymentMethod) return { paymentIntentStatus: 'requires_payment_method' as const };
      const price = await priceId(input.licenseType, input.frequency);
      const live = await findLiveSubscription(tx, userId);

      if (live && isServing(live)) {
        // One live subscription per account: a cancelled one still running is resumed, another
        // plan, seat count or frequency changes it, with proration on the next invoice.
        await changeLiveSubscription(tx, stripe, live, input, price, {
          default_payment_method: paymentMethod,
        });
        return { userStatus: await refreshUserStatus(tx, userId), paymentIntentStatus: 'succeeded' as const };
      }
      // An earlier attempt whose first payment never went through is replaced, never charged too.
      if (live) await endIncomplete(tx, stripe, live);

      const quantity = seatsOf(input);
      const created = await stripe.subscriptions.create(
        {
          customer,
          items: [{ price, quantity }],
          default_payment_method: paymentMethod,
          payment_behavior: 'allow_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { userId },
          expand: ['latest_invoice.payments'],
        },
        {
          idempotencyKey: `subscribe:${userId}:${paymentMethod}:${price}:${quantity}:${live?.id ?? 'first'}`,
        },
      );
      const intent = await firstPaymentIntent(stripe, created);
      const known = paymentIntentStatusSchema.safeParse(intent?.status);
      const status = known.success ? known.data : undefined;
      if (!intent || status === 'requires_payment_method' || status === 'canceled') {
        // Declined: nothing stays behind waiting for a payment, the account is as it was.
        await voidUnpaidInvoices(stripe, created.id);
        await stripe.subscriptions.cancel(created.id, {}, { idempotencyKey: `decline:${created.id}` });
        await syncSubscription(tx, stripe, created.id);
        return { paymentIntentStatus: status ?? 'requires_payment_method' };
      }
      await syncSubscription(tx, stripe, created.id);
      // A status the contract does not know is answered without one: the site's unknown error.
      if (!status) return {};
      const userStatus = await refreshUserStatus(tx, userId);
      const answer: CreateSubscriptionCreditCardResponse = { userStatus, paymentIntentStatus: status };
      if (status === 'requires_action' && intent.client_secret) {
        return { ...answer, requiresAction: true, clientSecret: intent.client_secret };
      }
      return answer;
    });
  });

  defineRoute(app, 'createSubscriptionInvoice', { db }, async ({ request, input }) => {
    if (!config.invoicePaymentEnabled) throw new HttpError('invoice_payment_unavailable');
    const { stripe, priceId } = requirePayments(payments);
    const userId = signedInUser(request).id;
    await db.transaction(async (tx) => {
      const customer = await customerFor(tx, stripe, userId);
      const price = await priceId(input.licenseType, input.frequency);
      const live = await findLiveSubscription(tx, userId);
      if (live && isServing(live)) {
        await changeLiveSubscription(tx, stripe, live, input, price, {});
        return;
      }
      if (live) await endIncomplete(tx, stripe, live);
      const created = await stripe.subscriptions.create(
        {
          customer,
          items: [{ price, quantity: seatsOf(input) }],
          collection_method: 'send_invoice',
          days_until_due: INVOICE_DAYS_UNTIL_DUE,
          metadata: { userId },
        },
        { idempotencyKey: randomUUID() },
      );
      await syncSubscription(tx, stripe, created.id);
    });
    return { message: 'Your subscription is active; the invoice is on its way.' };
  });

  defineRoute(app, 'unsubscribe', { db }, async ({ request }) => {
    const { stripe } = requirePayments(payments);
    const userId = signedInUser(request).id;
    return db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const live = await ownedServingSubscription(tx, userId);
      if (live.cancel_at) throw new HttpError('no_active_subscription');
      await stripe.subscriptions.update(
        live.stripe_subscription_id,
        { cancel_at_period_end: true },
        { idempotencyKey: randomUUID() },
      );
      const synced = await syncSubscription(tx, stripe, live.stripe_subscription_id);
      if (!synced?.cancel_at) throw new Error('Stripe did not schedule the cancellation');
      return {
        message: 'Your subscription has been cancelled.',
        cancellationDate: synced.cancel_at.toISOString(),
      };
    });
  });

  defineRoute(app, 'updateLicenses', { db }, async ({ request, input }) => {
    const { stripe } = requirePayments(payments);
    const userId = signedInUser(request).id;
    return db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const live = await ownedServingSubscription(tx, userId);
      if (live.plan !== 'enterprise') throw new HttpError('no_active_subscription');
      const inUse = await countLicenses(tx, live.id);
      if (input.newLicenseCount < Math.max(inUse, LICENSE_ADJUSTMENT_MINIMUM_USERS)) {
        throw new HttpError('seats_below_in_use');
      }
      const current = await stripe.subscriptions.retrieve(live.stripe_subscription_id);
      const item = current.items.data[0];
      if (!item) throw new Error(`subscription ${live.stripe_subscription_id} has no item`);
      await stripe.subscriptions.update(
        live.stripe_subscription_id,
        {
          items: [{ id: item.id, quantity: input.newLicenseCount }],
          proration_behavior: 'create_prorations',
        },
        { idempotencyKey: randomUUID() },
      );
      const synced = await syncSubscription(tx, stripe, live.stripe_subscription_id);
      return {
        message: 'The number of licences has been updated.',
        numberOfLicenses: synced?.quantity ?? input.newLicenseCount,
      };
    });
  });
}

/** The caller's serving subscription, or the error that says why there is none to change. */
async function ownedServingSubscription(tx: Queryable, userId: string): Promise<StoredSubscription> {
  const live = await findLiveSubscription(tx, userId);
  if (live && isServing(live)) return live;
  const seat = await findLicenseOfUser(tx, userId);
  if (seat && !seat.owner) throw new HttpError('not_subscription_owner');
  throw new HttpError('no_active_subscription');
}

/** The account's Stripe customer, created on first payment with the saved billing information. */
async function customerFor(tx: Queryable, stripe: Stripe, userId: string): Promise<string> {
  const account = await lockUser(tx, userId);
  if (!account) throw new HttpError('unauthorized');
  const billing = await findBillingInfo(tx, userId);
  if (!billing) throw new HttpError('billing_info_required');
  const details = {
    email: account.email,
    name: `${billing.firstName} ${billing.lastName}`,
    address: { line1: billing.address, postal_code: billing.postalCode, city: billing.city, country: 'CH' },
  };
  if (account.stripe_customer_id) {
    await stripe.customers.update(account.stripe_customer_id, details, { idempotencyKey: randomUUID() });
    return account.stripe_customer_id;
  }
  const customer = await stripe.customers.create(
    { ...details, metadata: { userId } },
    // Stripe replays this for 24 hours: a retry after a failure further on finds the same customer.
    { idempotencyKey: `customer:${userId}` },
  );
  await setStripeCustomer(tx, userId, customer.id);
  return customer.id;
}

/** The card attached to the customer, or null when the card is refused already at this step. */
async function attachCard(stripe: Stripe, customer: string, paymentMethodId: string): Promise<string | null> {
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

async function changeLiveSubscription(
  tx: Queryable,
  stripe: Stripe,
  live: StoredSubscription,
  order: Order,
  price: string,
  extra: Pick<Stripe.SubscriptionUpdateParams, 'default_payment_method'>,
): Promise<void> {
  const quantity = seatsOf(order);
  // Seats of a running subscription change through update-licenses (contracts README).
  const samePlan = live.plan === order.licenseType && live.frequency === order.frequency;
  if (samePlan && !live.cancel_at) throw new HttpError('already_subscribed');
  // Resumed or changed, an enterprise subscription keeps a seat for everyone holding one.
  if (order.licenseType === 'enterprise' && quantity < (await countLicenses(tx, live.id))) {
    throw new HttpError('seats_below_in_use');
  }
  const current = await stripe.subscriptions.retrieve(live.stripe_subscription_id);
  const item = current.items.data[0];
  if (!item) throw new Error(`subscription ${live.stripe_subscription_id} has no item`);
  await stripe.subscriptions.update(
    live.stripe_subscription_id,
    {
      cancel_at_period_end: false,
      items: [{ id: item.id, price, quantity }],
      proration_behavior: 'create_prorations',
      ...extra,
    },
    { idempotencyKey: randomUUID() },
  );
  await syncSubscription(tx, stripe, live.stripe_subscription_id);
}

async function endIncomplete(tx: Queryable, stripe: Stripe, live: StoredSubscription): Promise<void> {
  await voidUnpaidInvoices(stripe, live.stripe_subscription_id);
  await stripe.subscriptions.cancel(
    live.stripe_subscription_id,
    {},
    { idempotencyKey: `replace:${live.id}` },
  );
  await syncSubscription(tx, stripe, live.stripe_subscription_id);
}

/**
 * An attempt given up (declined, or replaced after a failed 3-D Secure) leaves its first invoice
 * open: cancelling a subscription only stops Stripe collecting it. Voided, it is no bill the
 * customer owes, and the account page does not list it.
 */
async function voidUnpaidInvoices(stripe: Stripe, subscriptionId: string): Promise<void> {
  for await (const invoice of stripe.invoices.list({ subscription: subscriptionId, status: 'open' })) {
    if (!invoice.id) continue;
    await stripe.invoices.voidInvoice(invoice.id, {}, { idempotencyKey: `void:${invoice.id}` });
  }
}

/** The PaymentIntent paying a new subscription's first invoice. */
async function firstPaymentIntent(stripe: Stripe, subscription: Stripe.Subscription) {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  const reference = invoice.payments?.data[0]?.payment.payment_intent;
  if (!reference) return null;
  return typeof reference === 'string' ? stripe.paymentIntents.retrieve(reference) : reference;
}

function isStripeError(error: unknown, type: string): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: string }).type === type;
}
