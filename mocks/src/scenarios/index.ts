import type { RequestHandler } from 'msw';
import { endpointHandler } from '../endpoint.js';
import { settingsOff } from '../fixtures/account-security.js';
import { adminUsers, fullBlacklist, trackingStats } from '../fixtures/admin.js';
import { actionRequiredAccount, cardExpiringAccount, paymentFailedAccount } from '../fixtures/billing.js';
import {
  cancelledAccount,
  colleagueAccount,
  enterpriseAccount,
  enterpriseFullAccount,
  freeAccount,
  manyInvoices,
  premiumAccount,
  premiumMonthlyAccount,
  seatHolderAccount,
  trialEndedAccount,
} from '../fixtures/subscriptions.js';
import { createHandlers } from '../handlers/index.js';
import {
  expiredSessionEverywhere,
  networkFailureEverywhere,
  refusalOn,
  serverErrorEverywhere,
} from './failures.js';

export type ScenarioName =
  | 'anonymous'
  | 'free'
  | 'trialEnded'
  | 'premium'
  | 'colleague'
  | 'enterprise'
  | 'enterpriseFull'
  | 'cancelled'
  | 'noInvoices'
  | 'manyInvoices'
  | 'cardSucceeds'
  | 'cardNeedsThreeDSecure'
  | 'cardDeclined'
  | 'cardUnknownError'
  | 'activatesAfterThreePolls'
  | 'activationTimesOut'
  | 'serverError'
  | 'networkFailure'
  | 'sessionExpired'
  | 'adminEmpty'
  | 'adminFull'
  | 'signinThrottled'
  | 'signinLinkInvalid'
  | 'invitationForExistingAccount'
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
  | 'twoFactorOn'
  | 'twoFactorSignin'
  | 'twoFactorSetupRequired'
  | 'colleagueTwoFactorRequired'
  | 'colleaguesTwoFactorRequired'
  | 'deletionPending'
  | 'resetLinkInvalid'
  | 'resendThrottled';

export interface Scenario {
  readonly label: string;
  readonly description: string;
  /** Fresh handlers (and a fresh mocked backend) each time. */
  readonly handlers: () => RequestHandler[];
}

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

/** Every named scenario a person can pick, in Storybook's toolbar, a test or a mocked run. */
export const scenarios: Readonly<Record<ScenarioName, Scenario>> = {
  anonymous: {
    label: 'Anonymous visitor',
    description: 'No session: every authenticated call answers 401; sign-up and sign-in work.',
    handlers: () => [...expiredSessionEverywhere(), ...createHandlers({ account: freeAccount })],
  },
  free: {
    label: 'Free account',
    description: 'Signed in on the 15-day trial: no subscription, no invoices, upgrade offered.',
    handlers: () => createHandlers({ account: freeAccount }),
  },
  trialEnded: {
    label: 'Free account, trial over',
    description: 'A Free account whose 15-day trial has ended: the date it ended shows, upgrade offered.',
    handlers: () => createHandlers({ account: trialEndedAccount }),
  },
  colleague: {
    label: "Colleague on a practice's Enterprise",
    description:
      'An active seat on someone else’s Enterprise subscription: her seat and who manages it, no owner actions.',
    handlers: () => createHandlers({ account: colleagueAccount }),
  },
  premium: {
    label: 'Premium account',
    description: 'An annual Premium subscription with one paid invoice.',
    handlers: () => createHandlers({ account: premiumAccount }),
  },
  enterprise: {
    label: 'Enterprise, seats free',
    description: 'Five seats: the owner, one active and one pending colleague; two seats free.',
    handlers: () => createHandlers({ account: enterpriseAccount }),
  },
  enterpriseFull: {
    label: 'Enterprise, no seat free',
    description: 'Every seat taken, one licence with an unknown status; an invitation is refused.',
    handlers: () => createHandlers({ account: enterpriseFullAccount }),
  },
  cancelled: {
    label: 'Cancelled subscription',
    description: 'Premium, cancelled: the cancellation date shows and upgrade is offered again.',
    handlers: () => createHandlers({ account: cancelledAccount }),
  },
  noInvoices: {
    label: 'No invoices',
    description: 'Premium without any invoice yet.',
    handlers: () => createHandlers({ account: { ...premiumAccount, invoices: [] } }),
  },
  manyInvoices: {
    label: 'Many invoices',
    description: 'Paid, open and uncollectible (shown raw) invoices.',
    handlers: () => createHandlers({ account: { ...premiumAccount, invoices: manyInvoices } }),
  },
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
  serverError: {
    label: 'Server error everywhere',
    description: 'Every call answers 500 with the shared error shape.',
    handlers: serverErrorEverywhere,
  },
  networkFailure: {
    label: 'Network failure',
    description: 'No call gets an answer.',
    handlers: networkFailureEverywhere,
  },
  sessionExpired: {
    label: 'Session expired',
    description: 'Every authenticated call answers 401: the site signs out and goes to /signin.',
    handlers: expiredSessionEverywhere,
  },
  adminEmpty: {
    label: 'Admin, empty lists',
    description: 'An admin with no blacklist phrase, no statistics and no user.',
    handlers: () => createHandlers({ role: 'admin' }),
  },
  adminFull: {
    label: 'Admin, full lists',
    description: 'An admin with phrases in every language, click statistics and users.',
    handlers: () =>
      createHandlers({ role: 'admin', blacklist: fullBlacklist, stats: trackingStats, users: adminUsers }),
  },
  signinThrottled: {
    label: 'Sign-in slowed down',
    description:
      'Sign-in answers 429 rate_limited (too many failures from this client); a sign-in link can be asked for.',
    handlers: () => [
      refusalOn('signin', 'rate_limited'),
      ...expiredSessionEverywhere(),
      ...createHandlers({ account: freeAccount }),
    ],
  },
  signinLinkInvalid: {
    label: 'Sign-in link used or expired',
    description: 'signin-with-link answers invalid_or_expired_token.',
    handlers: () => [
      refusalOn('signinWithLink', 'invalid_or_expired_token'),
      ...expiredSessionEverywhere(),
      ...createHandlers({ account: freeAccount }),
    ],
  },
  resetLinkInvalid: {
    label: 'Reset link used or expired',
    description: 'check-reset-token answers valid: false: /reset-password says so as it opens.',
    handlers: () => [
      endpointHandler('checkResetToken', () => ({ valid: false })),
      ...expiredSessionEverywhere(),
      ...createHandlers({ account: freeAccount }),
    ],
  },
  resendThrottled: {
    label: 'Confirmation mail asked for too often',
    description: 'resend-confirmation answers 429 rate_limited.',
    handlers: () => [
      refusalOn('resendConfirmation', 'rate_limited'),
      ...expiredSessionEverywhere(),
      ...createHandlers({ account: freeAccount }),
    ],
  },
  invitationForExistingAccount: {
    label: 'Invitation to an existing account',
    description: 'create-password answers sign_in_to_accept_invitation: the address already has a password.',
    handlers: () => [
      refusalOn('createPassword', 'sign_in_to_accept_invitation'),
      ...expiredSessionEverywhere(),
      ...createHandlers({ account: freeAccount }),
    ],
  },
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
  twoFactorOn: {
    label: 'Two-factor sign-in on',
    description: 'Premium with two-factor sign-in on and 7 recovery codes left; it can be turned off.',
    handlers: () =>
      createHandlers({
        account: premiumAccount,
        settings: {
          ...settingsOff(null),
          twoFactor: { enabled: true, recoveryCodesLeft: 7, requiredByOwner: false },
        },
      }),
  },
  twoFactorSignin: {
    label: 'Sign-in asks for a code',
    description: 'Sign-in and sign-in links answer the code step; the code 000000 is refused.',
    handlers: () => [
      ...expiredSessionEverywhere(),
      ...createHandlers({ account: freeAccount, signinStep: 'code' }),
    ],
  },
  twoFactorSetupRequired: {
    label: 'Sign-in asks for the set-up',
    description:
      "The owner of the colleague's seat requires two-factor sign-in: sign-in answers the set-up step.",
    handlers: () => [
      ...expiredSessionEverywhere(),
      ...createHandlers({ account: freeAccount, signinStep: 'setup' }),
    ],
  },
  colleagueTwoFactorRequired: {
    label: 'Colleague, two-factor required',
    description:
      'A colleague on an Enterprise seat whose owner requires two-factor sign-in: it cannot be turned off.',
    handlers: () =>
      createHandlers({
        account: { ...freeAccount, accountType: 'enterprise' },
        settings: {
          ...settingsOff(null),
          twoFactor: { enabled: true, recoveryCodesLeft: 10, requiredByOwner: true },
        },
      }),
  },
  colleaguesTwoFactorRequired: {
    label: 'Owner requires two-factor',
    description: 'An Enterprise owner who requires two-factor sign-in of her colleagues.',
    handlers: () => createHandlers({ account: enterpriseAccount, settings: settingsOff(true) }),
  },
  deletionPending: {
    label: 'Deletion pending',
    description: 'The account asked for its deletion: it will be anonymised on 28 June 2030 unless kept.',
    handlers: () =>
      createHandlers({
        account: freeAccount,
        settings: { ...settingsOff(null), deletionScheduledAt: DELETION_DATE },
      }),
  },
};

/** A fixed date, so the banner's screenshot is the same every day. */
const DELETION_DATE = '2030-06-28T09:30:00.000Z';

export const SCENARIO_NAMES = Object.keys(scenarios) as ScenarioName[];

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.hasOwn(scenarios, value);
}
