import type { SubscriptionInfo } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import {
  billingDetails,
  payInvoice,
  resumeSubscription,
  saveBillingDetails,
  setupPaymentMethod,
  updatePaymentMethod,
} from '../../billing/index.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { type Payments, requirePayments } from '../../payments/payments.js';
import { signedInUser } from '../../plugins/authentication.js';
import {
  type ChangesContext,
  payByCard,
  payByInvoice,
  previewChange,
  scheduleChange,
  subscriptionInfo,
  unsubscribe,
  updateLicenses,
  VersionedCache,
} from '../../subscriptions/index.js';
import { usageMonthStart } from '../../usage/index.js';
import { checkedAnswer, defineRoute } from '../define-route.js';
import { accountFor, actingAccount } from '../practice-permission.js';

export interface SubscriptionsOptions {
  db: Database;
  config: Pick<Config, 'invoicePaymentEnabled' | 'publicUrl' | 'creditLimitCents' | 'vatRates'>;
  payments: Payments | null;
}

/** Accounts whose page data one API process keeps (a few KB each). */
const ACCOUNT_CACHE_ENTRIES = 10_000;

/** The calls of subscriptions: each maps HTTP to a service of src/subscriptions/. */
export async function subscriptionsRoutes(
  app: FastifyInstance,
  { db, config, payments }: SubscriptionsOptions,
) {
  const context = (): ChangesContext => ({ db, payments: requirePayments(payments), log: app.log });

  // The account page's data per user, reused while the account version read with the session is
  // unchanged (migration 0004 bumps it with every change the page shows).
  const accounts = new VersionedCache<SubscriptionInfo>(ACCOUNT_CACHE_ENTRIES);
  defineRoute(app, 'subscriptionInfo', { db }, async ({ request }) => {
    const user = signedInUser(request);
    // The app's minutes are this month's (docs/desktop-app.md#usage-shown): a new month is a new copy.
    const version = `${user.accountVersion}/${usageMonthStart()}`;
    const cached = accounts.get(user.id, version);
    if (cached) return cached;
    const info = checkedAnswer('subscriptionInfo', await subscriptionInfo(db, user.id, config.publicUrl));
    accounts.set(user.id, version, info);
    return info;
  });

  defineRoute(app, 'saveBillingInfo', { db }, async ({ request, input }) => {
    await saveBillingDetails(
      { db, payments, log: request.log },
      (await accountFor(db, request, 'billing')).id,
      input.billingInfo,
    );
    return { message: 'Billing information saved.' };
  });

  // docs/subscriptions-and-money.md#billing: the card, the billing details, an unpaid invoice and
  // resuming (src/billing/).
  defineRoute(app, 'billingInfo', { db }, async ({ request }) =>
    billingDetails(db, (await accountFor(db, request, 'billing')).id),
  );

  defineRoute(app, 'setupPaymentMethod', { db }, async ({ request }) =>
    setupPaymentMethod(context(), actingAccount(request).id),
  );

  defineRoute(app, 'updatePaymentMethod', { db }, async ({ request, input }) =>
    updatePaymentMethod(context(), actingAccount(request).id, input.paymentMethodId),
  );

  defineRoute(app, 'payInvoice', { db }, async ({ request, input }) =>
    payInvoice(context(), actingAccount(request).id, input),
  );

  defineRoute(app, 'resumeSubscription', { db }, async ({ request }) =>
    resumeSubscription(context(), actingAccount(request).id),
  );

  defineRoute(app, 'createSubscriptionCreditCard', { db }, async ({ request, input }) =>
    payByCard(context(), (await accountFor(db, request, 'plan')).id, input),
  );

  defineRoute(app, 'createSubscriptionInvoice', { db }, async ({ request, input }) => {
    if (!config.invoicePaymentEnabled) throw new HttpError('invoice_payment_unavailable');
    const { awaitsApproval } = await payByInvoice(context(), signedInUser(request).id, input, {
      limitCents: config.creditLimitCents,
    });
    return awaitsApproval
      ? {
          message:
            'Your order is received and the invoice is on its way; your plan starts when it is paid or approved.',
          awaitsApproval,
        }
      : { message: 'Your subscription is active; the invoice is on its way.', awaitsApproval };
  });

  defineRoute(app, 'previewChange', { db }, async ({ request, input }) =>
    previewChange(db, requirePayments(payments), actingAccount(request).id, input, config.vatRates),
  );

  defineRoute(app, 'scheduleChange', { db }, async ({ request, input }) =>
    scheduleChange(context(), actingAccount(request).id, input),
  );

  defineRoute(app, 'unsubscribe', { db }, async ({ request }) =>
    unsubscribe(context(), actingAccount(request).id),
  );

  defineRoute(app, 'updateLicenses', { db }, async ({ request, input }) =>
    updateLicenses(context(), actingAccount(request).id, input.newLicenseCount),
  );
}
