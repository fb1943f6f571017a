import {
  INVOICE_PDF_MEDIA_TYPE,
  type PayInvoiceRequest,
  type PayInvoiceResponse,
  type SubscriptionInfo,
} from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse } from '../endpoint.js';
import { newCard } from '../fixtures/billing.js';
import { ownerEmail } from '../fixtures/subscriptions.js';
import { cardAnswer, type MockWorld } from '../world.js';

/** A SetupIntent's secret naming how its 3-D Secure goes (see CardSetupOutcome). */
export const SETUP_SECRETS = {
  succeeds: 'seti_mock_saved_secret_0123456789',
  threeDSecure: 'seti_mock_3ds_secret_0123456789',
  threeDSecureFails: 'seti_mock_3ds_fails_secret_0123456789',
} as const;

/**
 * The mocks render no invoice: a PDF's smallest form stands in for the API's
 * (docs/subscriptions-and-money.md#invoices).
 */
const PDF_STAND_IN = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

const owns = (account: SubscriptionInfo) =>
  account.accountType !== 'free' && account.subscriptionToken !== null;

/**
 * docs/subscriptions-and-money.md#credit-limit: an order waiting for its invoice's payment is the
 * account's own, its invoice hers to pay; paid, the plan starts.
 */
const awaitsWith = (account: SubscriptionInfo, invoiceId: string) =>
  account.orderAwaiting?.invoiceId === invoiceId;

function started(account: SubscriptionInfo): SubscriptionInfo {
  const order = account.orderAwaiting;
  if (!order) return account;
  return {
    ...account,
    accountType: order.accountType,
    frequency: order.frequency,
    numberOfLicenses: order.numberOfLicenses,
    subscriptionToken: 'sub_mock_awaiting_0001',
    licenses:
      order.accountType === 'enterprise'
        ? [{ email: ownerEmail, status: 'active', removable: false, usage: account.appUsage }]
        : [],
    trialEndsAt: null,
    orderAwaiting: null,
    // Ordered on invoice: the plan, once started, is paid by transfer.
    paidBy: 'invoice',
  };
}

/** The account once the invoice is paid: its problem gone, the invoice paid, with `card` if new. */
function paid(account: SubscriptionInfo, invoiceId: string, newCardUsed: boolean): SubscriptionInfo {
  return {
    ...(awaitsWith(account, invoiceId) ? started(account) : account),
    invoices: account.invoices.map((invoice) =>
      invoice.id === invoiceId ? { ...invoice, status: 'paid', amount_paid: invoice.amount_due } : invoice,
    ),
    paymentProblem: account.paymentProblem?.invoiceId === invoiceId ? null : account.paymentProblem,
    paymentMethod: newCardUsed ? newCard : account.paymentMethod,
  };
}

/**
 * An open invoice paid as the world's card answers (the branches of
 * docs/subscriptions-and-money.md#card-payment, as for a first payment).
 */
function payInvoice(world: MockWorld, request: PayInvoiceRequest): Response | PayInvoiceResponse {
  const invoice = world.account.invoices.find((candidate) => candidate.id === request.invoiceId);
  if (!invoice || !(owns(world.account) || awaitsWith(world.account, invoice.id))) {
    return errorResponse('not_found');
  }
  if (invoice.status !== 'open') return errorResponse('invoice_not_payable');
  const answer = cardAnswer(world);
  const newCardUsed = request.paymentMethodId !== undefined;
  if (world.cardOutcome === 'active') {
    world.account = paid(world.account, invoice.id, newCardUsed);
    return answer;
  }
  if (world.cardOutcome === 'requiresAction' || world.cardOutcome === 'pending') {
    // Paid once authenticated: the site's polling of subscription-info sees it then.
    world.account = paid(world.account, invoice.id, newCardUsed);
    return { ...answer, userStatus: 'pending' };
  }
  return answer;
}

/**
 * The calls of docs/subscriptions-and-money.md#billing: billing details, the card, an open invoice, resuming.
 */
export const billingHandlers = (world: MockWorld): RequestHandler[] => [
  endpointHandler('billingInfo', () => ({ billingInfo: world.billing })),
  endpointHandler('saveBillingInfo', ({ input: { billingInfo } }) => {
    // As the API: an optional field left out keeps what was saved, a blank one (null) clears it.
    const keep = (field: 'company' | 'vatNumber' | 'invoiceEmail') =>
      billingInfo[field] === undefined ? (world.billing?.[field] ?? null) : billingInfo[field];
    world.billing = {
      ...billingInfo,
      company: keep('company'),
      vatNumber: keep('vatNumber'),
      invoiceEmail: keep('invoiceEmail'),
    };
    return { message: 'Billing information saved.' };
  }),
  endpointHandler('setupPaymentMethod', () =>
    owns(world.account)
      ? { clientSecret: SETUP_SECRETS[world.cardSetup] }
      : errorResponse('no_active_subscription'),
  ),
  endpointHandler('updatePaymentMethod', () => {
    if (!owns(world.account)) return errorResponse('no_active_subscription');
    // The API only takes a card its SetupIntent saved; a failed challenge saved none.
    if (world.cardSetup === 'threeDSecureFails') return errorResponse('card_not_confirmed');
    world.account = { ...world.account, paymentMethod: newCard };
    return { message: 'The card has been saved.', paymentMethod: newCard };
  }),
  endpointHandler('payInvoice', ({ input }) => payInvoice(world, input)),
  // One of the account's own invoices, as the API answers it; any other id is not_found.
  endpointHandler('invoicePdf', ({ input }) => {
    const invoice = world.account.invoices.find(({ id }) => id === input.id);
    if (!invoice) return errorResponse('not_found');
    return new Response(PDF_STAND_IN, {
      headers: {
        'content-type': INVOICE_PDF_MEDIA_TYPE,
        'content-disposition': `attachment; filename="${invoice.number ?? invoice.id}.pdf"`,
      },
    });
  }),
  endpointHandler('resumeSubscription', () => {
    if (!owns(world.account)) return errorResponse('no_active_subscription');
    const ends = world.account.cancellationDate;
    if (!ends) return errorResponse('subscription_not_cancelled');
    const amount = world.account.invoices.find((invoice) => invoice.status === 'paid')?.amount_paid ?? 0;
    world.account = {
      ...world.account,
      cancellationDate: null,
      nextRenewalDate: ends,
      nextCharge: { amount, date: ends },
    };
    return { message: 'Your subscription goes on.', nextRenewalDate: ends };
  }),
];
