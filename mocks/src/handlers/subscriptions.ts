import type { CreateSubscriptionCreditCardRequest, Order, SubscriptionInfo } from '@app/contracts';
import { nextBillingDate } from '@app/pricing';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse } from '../endpoint.js';
import { ownerEmail } from '../fixtures/subscriptions.js';
import { cardAnswer, type MockWorld } from '../world.js';

/** The account a paid order leads to, as subscription-info will then show it. */
function subscribed(order: Order): SubscriptionInfo {
  const seats = order.licenseType === 'enterprise' ? order.userCount : 1;
  return {
    accountType: order.licenseType,
    nextRenewalDate: nextBillingDate(new Date(), order.frequency).toISOString(),
    cancellationDate: null,
    licenses:
      order.licenseType === 'enterprise' ? [{ email: ownerEmail, status: 'active', removable: false }] : [],
    numberOfLicenses: seats,
    subscriptionToken: 'sub_mock_0123456789abcdef',
    frequency: order.frequency,
    invoices: [],
    trialEndsAt: null,
    seat: null,
  };
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
  endpointHandler('saveBillingInfo', () => ({ message: 'Billing information saved.' })),
  endpointHandler('createSubscriptionCreditCard', ({ input }) => {
    const order = input as CreateSubscriptionCreditCardRequest;
    const answer = cardAnswer(world);
    if (world.cardOutcome === 'active') {
      world.account = subscribed(order);
      world.userStatus = 'active';
    } else if (world.cardOutcome === 'pending' || world.cardOutcome === 'requiresAction') {
      world.account = subscribed(order);
      world.userStatus = 'pending';
      world.pollsUntilActive = world.activatesAfterPolls ?? 0;
    }
    return answer;
  }),
  endpointHandler('createSubscriptionInvoice', ({ input }) => {
    if (!world.invoicePaymentEnabled) return errorResponse('invoice_payment_unavailable');
    world.account = subscribed(input as Order);
    return { message: 'Your subscription is active; the invoice is on its way.' };
  }),
  endpointHandler('config', () => ({
    stripePublishableKey: 'pk_test_mock0123456789',
    invoicePaymentEnabled: world.invoicePaymentEnabled,
  })),
  endpointHandler('health', () => ({ status: 'ok' })),
];
