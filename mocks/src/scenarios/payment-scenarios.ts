import type { RequestHandler } from 'msw';
import {
  actionRequiredAccount,
  cardExpiringAccount,
  paymentFailedAccount,
  savedBillingDetails,
} from '../fixtures/billing.js';
import {
  cancelledAccount,
  enterpriseAccount,
  freeAccount,
  orderAwaitingAccount,
  premiumAccount,
  premiumMonthlyAccount,
  premiumOnInvoiceAccount,
  seatHolderAccount,
} from '../fixtures/subscriptions.js';
import { createHandlers } from '../handlers/index.js';
import type { Scenario } from './scenario.js';

/**
 * After a payment, users/me answers pending `polls` times, then active
 * (docs/subscriptions-and-money.md#polling). With 3-D Secure when `threeDSecure` is set.
 */
export const activatesAfterPolls = (polls: number, threeDSecure = false): RequestHandler[] =>
  createHandlers({
    account: freeAccount,
    cardOutcome: threeDSecure ? 'requiresAction' : 'pending',
    activatesAfterPolls: polls,
  });

/** A first card payment: at once, through 3-D Secure, refused, or activating slowly. */
export type FirstPaymentScenarioName =
  | 'cardSucceeds'
  | 'cardNeedsThreeDSecure'
  | 'cardDeclined'
  | 'cardUnknownError'
  | 'activatesAfterThreePolls'
  | 'activationTimesOut';

export const firstPaymentScenarios: Readonly<Record<FirstPaymentScenarioName, Scenario>> = {
  cardSucceeds: {
    label: 'Card succeeds at once',
    description: 'The payment is active as soon as the subscription is created.',
    handlers: () => createHandlers({ account: freeAccount, cardOutcome: 'active' }),
  },
  cardNeedsThreeDSecure: {
    label: 'Card needs 3-D Secure',
    description: 'The payment asks for confirmation, then activates at the first poll.',
    handlers: () => activatesAfterPolls(0, true),
  },
  cardDeclined: {
    label: 'Card declined',
    description: 'The payment intent needs another payment method (card refused).',
    handlers: () => createHandlers({ account: freeAccount, cardOutcome: 'declined' }),
  },
  cardUnknownError: {
    label: 'Card: unknown error',
    description: 'The payment intent ends in a status the site does not expect.',
    handlers: () => createHandlers({ account: freeAccount, cardOutcome: 'unknown' }),
  },
  activatesAfterThreePolls: {
    label: 'Activates after 3 polls',
    description: 'The user stays pending for three polls of users/me, then becomes active.',
    handlers: () => activatesAfterPolls(3),
  },
  activationTimesOut: {
    label: 'Activation times out',
    description: 'The user stays pending for ever: the site gives up after 120 s.',
    handlers: () =>
      createHandlers({ account: freeAccount, cardOutcome: 'pending', activatesAfterPolls: null }),
  },
};

/** After the first payment: changes, more licences, cards expiring or failing, invoices to pay, resuming. */
export type BillingScenarioName =
  | 'premiumMonthly'
  | 'changeNeedsThreeDSecure'
  | 'changeDeclined'
  | 'seatHolder'
  | 'moreLicensesDeclined'
  | 'cardExpiring'
  | 'paymentFailed'
  | 'actionRequired'
  | 'payingInvoice'
  | 'cardChangeThreeDSecure'
  | 'cardChangeThreeDSecureFails'
  | 'resume'
  | 'orderAwaiting'
  | 'paidOnInvoice';

export const billingScenarios: Readonly<Record<BillingScenarioName, Scenario>> = {
  premiumMonthly: {
    label: 'Premium monthly: changes paid now',
    description: 'Premium billed monthly; another plan is previewed, and an upgrade is paid at once.',
    handlers: () => createHandlers({ account: premiumMonthlyAccount, cardOutcome: 'active' }),
  },
  changeNeedsThreeDSecure: {
    label: 'Change needs 3-D Secure',
    description: 'Premium monthly; the upgrade asks for 3-D Secure, then applies at the first poll.',
    handlers: () =>
      createHandlers({
        account: premiumMonthlyAccount,
        cardOutcome: 'requiresAction',
        activatesAfterPolls: 0,
      }),
  },
  changeDeclined: {
    label: 'Change: card declined',
    description: 'Premium monthly; the card is refused for the upgrade, and the plan stays as it was.',
    handlers: () => createHandlers({ account: premiumMonthlyAccount, cardOutcome: 'declined' }),
  },
  seatHolder: {
    label: 'Seat holder',
    description: "Holds a licence on a colleague's Enterprise plan: told to leave it before buying her own.",
    handlers: () => createHandlers({ account: seatHolderAccount }),
  },
  moreLicensesDeclined: {
    label: 'More licences: card declined',
    description: 'Enterprise; the saved card is refused for more licences, which stay as they were.',
    handlers: () => createHandlers({ account: enterpriseAccount, cardOutcome: 'declined' }),
  },
  cardExpiring: {
    label: 'Card expiring',
    description:
      'Premium annual charged to a card that expires at the end of February 2027, before the renewal.',
    handlers: () => createHandlers({ account: cardExpiringAccount }),
  },
  paymentFailed: {
    label: 'Renewal payment failed',
    description: 'Premium monthly: the renewal was refused, its invoice is open; paying it now succeeds.',
    handlers: () => createHandlers({ account: paymentFailedAccount, cardOutcome: 'active' }),
  },
  actionRequired: {
    label: 'Renewal needs 3-D Secure',
    description:
      'Premium annual: the bank asks for 3-D Secure on the renewal; confirming it pays the invoice.',
    handlers: () =>
      createHandlers({
        account: actionRequiredAccount,
        cardOutcome: 'requiresAction',
        activatesAfterPolls: 0,
      }),
  },
  payingInvoice: {
    label: 'Paying an invoice through 3-D Secure',
    description:
      'The refused renewal paid with a new card that asks for 3-D Secure, then paid at the first poll.',
    handlers: () =>
      createHandlers({
        account: paymentFailedAccount,
        cardOutcome: 'requiresAction',
        activatesAfterPolls: 0,
      }),
  },
  cardChangeThreeDSecure: {
    label: 'Card change: 3-D Secure passed',
    description: 'Premium: the new card asks for 3-D Secure, which is passed; the card is saved.',
    handlers: () => createHandlers({ account: premiumAccount, cardSetup: 'threeDSecure' }),
  },
  cardChangeThreeDSecureFails: {
    label: 'Card change: 3-D Secure failed',
    description: 'Premium: the new card asks for 3-D Secure, which fails; the subscription keeps its card.',
    handlers: () => createHandlers({ account: premiumAccount, cardSetup: 'threeDSecureFails' }),
  },
  resume: {
    label: 'Cancelled: resume',
    description:
      'Premium, cancelled but still running: resuming withdraws the cancellation, on the same card.',
    handlers: () => createHandlers({ account: cancelledAccount }),
  },
  orderAwaiting: {
    label: 'Order on invoice awaiting payment or approval',
    description:
      'A first order on invoice above the credit limit (Enterprise x12, annual): Free until its invoice is paid or approved; paying it by card starts the plan.',
    handlers: () => createHandlers({ account: orderAwaitingAccount, cardOutcome: 'active' }),
  },
  paidOnInvoice: {
    label: 'Paid on invoice, by transfer',
    description:
      'Premium annual ordered on invoice: no card, its first invoice open for its whole amount, the next invoice at the renewal.',
    // An order on invoice saved its billing details first (docs/subscriptions-and-money.md#invoice-payment).
    handlers: () =>
      createHandlers({
        account: premiumOnInvoiceAccount,
        invoicePaymentEnabled: true,
        billing: savedBillingDetails,
      }),
  },
};
