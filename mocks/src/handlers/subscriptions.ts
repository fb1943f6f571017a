import type {
  CreateSubscriptionCreditCardRequest,
  CreateSubscriptionCreditCardResponse,
  Invoice,
  Order,
  PaymentMethod,
  SubscriptionInfo,
} from '@app/contracts';
import { DEFAULT_CREDIT_LIMIT_CENTS, firstInvoiceCents, nextBillingDate, servedOnCredit } from '@app/pricing';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse } from '../endpoint.js';
import { freeAccount, ownerEmail, savedCard } from '../fixtures/subscriptions.js';
import { cardAnswer, type MockWorld } from '../world.js';
import { changed, checkChange, scheduled } from './changes.js';

/**
 * The account a paid order leads to, as subscription-info will then show it; seats offered to her
 * stay offered (docs/licences.md#offers). On invoice, there is no card and the first invoice is
 * open, asking the whole first period (docs/subscriptions-and-money.md#billing).
 */
function subscribed(
  order: Order,
  invitations: SubscriptionInfo['invitations'],
  paidBy: PaymentMethod = 'card',
  appUsage: SubscriptionInfo['appUsage'] = freeAccount.appUsage,
): SubscriptionInfo {
  const seats = order.licenseType === 'enterprise' ? order.userCount : 1;
  const firstInvoice: Invoice = {
    id: 'in_mock_first_0001',
    number: 'INV-mock-first-0001',
    created: Math.floor(Date.now() / 1000),
    amount_paid: 0,
    amount_due: firstInvoiceCents({ plan: order.licenseType, frequency: order.frequency, userCount: seats }),
    status: 'open',
    invoice_pdf: null,
  };
  return {
    accountType: order.licenseType,
    nextRenewalDate: nextBillingDate(new Date(), order.frequency).toISOString(),
    cancellationDate: null,
    licenses:
      order.licenseType === 'enterprise'
        ? [{ email: ownerEmail, status: 'active', removable: false, usage: appUsage }]
        : [],
    numberOfLicenses: seats,
    subscriptionToken: 'sub_mock_0123456789abcdef',
    frequency: order.frequency,
    invoices: paidBy === 'invoice' ? [firstInvoice] : [],
    trialEndsAt: null,
    seat: null,
    invitations,
    scheduledChange: null,
    licenseHeldElsewhere: false,
    paymentMethod: paidBy === 'card' ? savedCard : null,
    nextCharge: null,
    paymentProblem: null,
    orderAwaiting: null,
    paidBy,
    // docs/desktop-app.md#usage-shown: her use of the app stays hers, whatever plan she takes.
    appUsage,
  };
}

/**
 * An order on invoice, by the product's own rule (docs/subscriptions-and-money.md#credit-limit,
 * `servedOnCredit` with the default limit): served at once, or placed and waiting for its invoice's
 * payment or approval, the account Free meanwhile with the invoice open.
 */
function orderedOnInvoice(world: MockWorld, order: Order): { awaitsApproval: boolean } {
  const choice = { plan: order.licenseType, frequency: order.frequency, userCount: order.userCount };
  const hasPaidInvoice = world.account.invoices.some(
    (invoice) => invoice.status === 'paid' && invoice.amount_paid > 0,
  );
  if (servedOnCredit({ order: choice, hasPaidInvoice, limitCents: DEFAULT_CREDIT_LIMIT_CENTS })) {
    world.account = subscribed(order, world.account.invitations, 'invoice', world.account.appUsage);
    return { awaitsApproval: false };
  }
  const amountDue = firstInvoiceCents(choice);
  const invoiceId = 'in_mock_awaiting_0001';
  world.account = {
    ...freeAccount,
    trialEndsAt: null,
    invitations: world.account.invitations,
    invoices: [
      {
        id: invoiceId,
        number: 'INV-mock-awaiting-0001',
        created: Math.floor(Date.now() / 1000),
        amount_paid: 0,
        amount_due: amountDue,
        status: 'open',
        invoice_pdf: null,
      },
      ...world.account.invoices,
    ],
    orderAwaiting: {
      accountType: order.licenseType,
      frequency: order.frequency,
      numberOfLicenses: order.licenseType === 'enterprise' ? order.userCount : 1,
      invoiceId,
      amountDue,
    },
  };
  return { awaitsApproval: true };
}

/**
 * A subscriber's order: a change paid now, as the world's card answers (the branches of
 * docs/subscriptions-and-money.md#card-payment).
 */
/** docs/subscriptions-and-money.md#card-on-file: only a plan charged to a card has one on file. */
const hasCardOnFile = (world: MockWorld): boolean =>
  world.account.paidBy === 'card' && world.account.paymentMethod !== null;

function changeByCard(
  world: MockWorld,
  order: CreateSubscriptionCreditCardRequest,
): Response | CreateSubscriptionCreditCardResponse {
  const check = checkChange(world.account, order);
  if (check.kind === 'refused') return errorResponse(check.code);
  if (check.preview.effective === 'period_end') return errorResponse('change_at_period_end');
  if (order.paymentMethodId === undefined && !hasCardOnFile(world)) return errorResponse('no_saved_card');
  const answer = cardAnswer(world);
  if (world.cardOutcome === 'active') {
    world.account = changed(world.account, order, check.preview);
  } else if (world.cardOutcome === 'requiresAction' || world.cardOutcome === 'pending') {
    // Applied once paid: the polling of users/me sees it when it turns active.
    world.account = changed(world.account, order, check.preview);
    world.userStatus = 'pending';
    world.pollsUntilActive = world.activatesAfterPolls ?? 0;
  }
  return answer;
}

export const subscriptionsHandlers = (world: MockWorld): RequestHandler[] => [
  endpointHandler('subscriptionInfo', () => world.account),
  endpointHandler('unsubscribe', () => {
    if (world.account.accountType === 'free' || world.account.cancellationDate) {
      return errorResponse('no_active_subscription');
    }
    const cancellationDate = world.account.nextRenewalDate ?? new Date().toISOString();
    world.account = { ...world.account, cancellationDate };
    return { message: 'Your subscription has been cancelled.', cancellationDate };
  }),
  endpointHandler('previewChange', ({ input }) => {
    const check = checkChange(world.account, input);
    return check.kind === 'refused' ? errorResponse(check.code) : check.preview;
  }),
  endpointHandler('scheduleChange', ({ input: order }) => {
    const check = checkChange(world.account, order);
    if (check.kind === 'refused') return errorResponse(check.code);
    if (check.preview.effective === 'now') return errorResponse('change_needs_payment');
    world.account = scheduled(world.account, order, check.preview.nextChargeDate);
    return {
      message: 'The change takes effect at the end of the billing period.',
      effectiveDate: check.preview.nextChargeDate,
    };
  }),
  endpointHandler('createSubscriptionCreditCard', ({ input: order }) => {
    if (world.account.licenseHeldElsewhere) return errorResponse('license_held_elsewhere');
    if (world.account.subscriptionToken) return changeByCard(world, order);
    if (order.paymentMethodId === undefined) return errorResponse('no_saved_card');
    const answer = cardAnswer(world);
    if (world.cardOutcome === 'active') {
      world.account = subscribed(order, world.account.invitations, 'card', world.account.appUsage);
      world.userStatus = 'active';
    } else if (world.cardOutcome === 'pending' || world.cardOutcome === 'requiresAction') {
      world.account = subscribed(order, world.account.invitations, 'card', world.account.appUsage);
      world.userStatus = 'pending';
      world.pollsUntilActive = world.activatesAfterPolls ?? 0;
    }
    return answer;
  }),
  endpointHandler('createSubscriptionInvoice', ({ input }) => {
    if (!world.invoicePaymentEnabled) return errorResponse('invoice_payment_unavailable');
    const { awaitsApproval } = orderedOnInvoice(world, input);
    return {
      message: awaitsApproval
        ? 'Your order is received and the invoice is on its way; your plan starts when it is paid or approved.'
        : 'Your subscription is active; the invoice is on its way.',
      awaitsApproval,
    };
  }),
  endpointHandler('config', () => ({
    stripePublishableKey: 'pk_test_mock0123456789',
    invoicePaymentEnabled: world.invoicePaymentEnabled,
  })),
  endpointHandler('health', () => ({ status: 'ok' })),
];
