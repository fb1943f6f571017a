import type { PayInvoiceRequest, PayInvoiceResponse } from '@app/contracts';
import type Stripe from 'stripe';
import { HttpError } from '../errors.js';
import { findOwnInvoiceToPay } from '../invoices/invoice-service.js';
import type { ChangesContext } from '../subscriptions/changes/changes-service.js';
import { attachCard, isStripeError } from '../subscriptions/checkout/customers.js';
import { withPurchaseMark } from '../subscriptions/purchases/purchase-lock.js';
import { invoicePaymentIntent } from '../subscriptions/sync/stripe-state.js';
import { syncSubscription } from '../subscriptions/sync/stripe-sync-service.js';
import { makeSubscriptionCard } from './subscription-cards.js';

const REQUIRES_ACTION = 'invoice_payment_intent_requires_action';

/** The answer that sends the site to 3-D Secure with the invoice's PaymentIntent. */
function authenticate(intent: Stripe.PaymentIntent | null): PayInvoiceResponse | null {
  if (intent?.status !== 'requires_action' || !intent.client_secret) return null;
  return {
    userStatus: 'pending',
    paymentIntentStatus: 'requires_action',
    requiresAction: true,
    clientSecret: intent.client_secret,
  };
}

async function intentOf(stripe: Stripe, invoiceId: string): Promise<Stripe.PaymentIntent | null> {
  return invoicePaymentIntent(stripe, await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }));
}

/**
 * POST /subscriptions/pay-invoice: an open invoice of the caller's subscriptions, paid now with
 * the subscription's card or a new one (https://docs.stripe.com/api/invoices/pay), answered like
 * a first payment so the site runs the same stages:
 * - paid at once: `active` once our copy shows it paid; a new card then pays the next renewals;
 * - the bank asks for 3-D Secure (or a renewal is already waiting for it): the PaymentIntent's
 *   secret; the invoice is paid when the customer passes it (`invoice.paid` then makes the new
 *   card the subscription's, webhook-events-service.ts);
 * - refused: `requires_payment_method`, nothing changed but Stripe's count of attempts.
 * Another account's invoice is not found: nothing is read from Stripe, nothing changes. Paying
 * what she owes stays possible while her deletion is pending (docs/accounts.md#deletion-ends-the-money).
 */
export async function payInvoice(
  context: ChangesContext,
  userId: string,
  request: PayInvoiceRequest,
): Promise<PayInvoiceResponse> {
  return withPurchaseMark(context.db, userId, async () => {
    const owned = await findOwnInvoiceToPay(context.db, userId, request.invoiceId);
    if (!owned) throw new HttpError('not_found');
    const { stripe } = context.payments;
    const sync = () => syncSubscription(context.db, stripe, owned.stripeSubscriptionId, context.log);
    const invoice = await stripe.invoices.retrieve(request.invoiceId, { expand: ['payments'] });
    if (invoice.status !== 'open') {
      await sync();
      throw new HttpError('invoice_not_payable');
    }
    let card: string | null = null;
    if (request.paymentMethodId) {
      card = await attachCard(stripe, invoice.customer as string, request.paymentMethodId);
      if (!card) return { paymentIntentStatus: 'requires_payment_method' };
    }
    if (!card) {
      const waiting = authenticate(await invoicePaymentIntent(stripe, invoice));
      if (waiting) return waiting;
    }
    try {
      await stripe.invoices.pay(
        request.invoiceId,
        { off_session: false, ...(card ? { payment_method: card } : {}) },
        { idempotencyKey: `pay:${request.invoiceId}:${card ?? 'card'}:${invoice.attempt_count}` },
      );
    } catch (error) {
      if ((error as { code?: string }).code === REQUIRES_ACTION) {
        const waiting = authenticate(await intentOf(stripe, request.invoiceId));
        if (waiting) return waiting;
      }
      if (!isStripeError(error, 'StripeCardError')) throw error;
      await sync();
      return { paymentIntentStatus: 'requires_payment_method' };
    }
    if (card) await makeSubscriptionCard(stripe, owned.stripeSubscriptionId, card);
    await sync();
    return { userStatus: 'active', paymentIntentStatus: 'succeeded' };
  });
}
