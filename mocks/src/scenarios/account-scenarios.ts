import { accountSessionsWithApps, settingsOff } from '../fixtures/account-security.js';
import {
  adminUsers,
  creditInvoices,
  fullBlacklist,
  givenUpMails,
  openInvoices,
  trackingStats,
} from '../fixtures/admin.js';
import {
  cancelledAccount,
  colleagueAccount,
  enterpriseAccount,
  enterpriseDeclinedAccount,
  enterpriseFewerScheduledAccount,
  enterpriseFullAccount,
  enterpriseUnusedAccount,
  freeAccount,
  invitedAccount,
  invitedPremiumAccount,
  manyInvoices,
  premiumAccount,
  trialEndedAccount,
} from '../fixtures/subscriptions.js';
import { createHandlers } from '../handlers/index.js';
import { expiredSessionEverywhere, refusalOn } from './failures.js';
import type { Scenario } from './scenario.js';

/** Who is signed in: each kind of account, and its invoices. */
export type AccountScenarioName =
  | 'anonymous'
  | 'free'
  | 'trialEnded'
  | 'colleague'
  | 'premium'
  | 'enterprise'
  | 'enterpriseFewerScheduled'
  | 'enterpriseFull'
  | 'cancelled'
  | 'noInvoices'
  | 'manyInvoices'
  | 'invited'
  | 'invitedPremium'
  | 'enterpriseDeclined'
  | 'enterpriseUnused'
  | 'reassignInUse';

export const accountScenarios: Readonly<Record<AccountScenarioName, Scenario>> = {
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
  enterpriseFewerScheduled: {
    label: 'Enterprise, fewer seats scheduled',
    description: 'Five seats going down to three at the renewal, three in use: an invitation is refused.',
    handlers: () => createHandlers({ account: enterpriseFewerScheduledAccount }),
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
    description: 'Paid, open and uncollectible (written off) invoices.',
    handlers: () => createHandlers({ account: { ...premiumAccount, invoices: manyInvoices } }),
  },
  invited: {
    label: 'Free account, offered a seat',
    description: "Offered a seat on a practice's Enterprise subscription: she accepts or declines it.",
    handlers: () => createHandlers({ account: invitedAccount }),
  },
  invitedPremium: {
    label: 'Premium account, offered a seat',
    description: 'Offered a seat while her own Premium plan runs: accepting is refused, declining works.',
    handlers: () => createHandlers({ account: invitedPremiumAccount }),
  },
  enterpriseDeclined: {
    label: 'Enterprise, an offer declined',
    description: 'The owner sees an invitee who declined: that licence is declined and holds no seat.',
    handlers: () => createHandlers({ account: enterpriseDeclinedAccount }),
  },
  enterpriseUnused: {
    label: 'Enterprise, licences to reassign',
    description:
      'Seats paid, in use, offered and free; an accepted licence unused for 30 days, a pending and a declined one: each can be reassigned (docs/licences.md#reassign).',
    handlers: () => createHandlers({ account: enterpriseUnusedAccount }),
  },
  reassignInUse: {
    label: 'Enterprise, reassigning refused: licence in use',
    description:
      'The licences to reassign, but reassign answers license_in_use: its holder used the app since the list was read.',
    handlers: () => [
      refusalOn('reassignLicense', 'license_in_use'),
      ...createHandlers({ account: enterpriseUnusedAccount }),
    ],
  },
};

/**
 * The admin's lists, empty and full; an order awaiting approval; an admin without two-factor sign-in,
 * guided to set it up, and one who has it in a session opened without her code
 * (docs/admin.md#admin-two-factor).
 */
export type AdminScenarioName =
  | 'adminEmpty'
  | 'adminFull'
  | 'adminCredit'
  | 'adminWithoutTwoFactor'
  | 'adminSessionWithoutCode';

export const adminScenarios: Readonly<Record<AdminScenarioName, Scenario>> = {
  adminEmpty: {
    label: 'Admin, empty lists',
    description:
      'An admin with no blacklist phrase, no statistics, no user, no open invoice and no mail given up.',
    handlers: () => createHandlers({ role: 'admin' }),
  },
  adminFull: {
    label: 'Admin, full lists',
    description:
      'An admin with phrases in every language, click statistics, users, open invoices and mails given up.',
    handlers: () =>
      createHandlers({
        role: 'admin',
        blacklist: fullBlacklist,
        stats: trackingStats,
        users: adminUsers,
        openInvoices,
        givenUpMails,
      }),
  },
  adminCredit: {
    label: 'Admin, an order awaiting approval',
    description:
      'Open invoices with a first order above the credit limit to approve, and below them one written off whose transfer may still come.',
    handlers: () => createHandlers({ role: 'admin', openInvoices: creditInvoices }),
  },
  adminWithoutTwoFactor: {
    label: 'Admin without two-factor sign-in',
    description:
      'An admin who never set up two-factor sign-in: every admin call is refused until she sets it up here.',
    handlers: () =>
      createHandlers({
        role: 'admin',
        settings: settingsOff(null),
        blacklist: fullBlacklist,
        users: adminUsers,
      }),
  },
  adminSessionWithoutCode: {
    label: 'Admin, session opened without her code',
    description: 'An admin with two-factor sign-in on, in a session opened before she turned it on.',
    handlers: () => createHandlers({ role: 'admin', secondFactorSession: false }),
  },
};

/** A fixed date, so the banner's screenshot is the same every day. */
const DELETION_DATE = '2030-06-28T09:30:00.000Z';

/** Two-factor sign-in and the account's deletion. */
export type SecurityScenarioName =
  | 'twoFactorOn'
  | 'twoFactorSignin'
  | 'twoFactorSetupRequired'
  | 'passkeySignin'
  | 'passkeySetupRequired'
  | 'twoFactorSetupThenPasskey'
  | 'colleagueTwoFactorRequired'
  | 'colleaguesTwoFactorRequired'
  | 'ownerCodeSignInOff'
  | 'deletionPending'
  | 'appSignedIn';

export const securityScenarios: Readonly<Record<SecurityScenarioName, Scenario>> = {
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
  passkeySignin: {
    label: 'Sign-in asks for a passkey',
    description: 'Her only second factor is a passkey: sign-in and sign-in links answer the passkey step.',
    handlers: () => [
      ...expiredSessionEverywhere(),
      ...createHandlers({ account: freeAccount, signinStep: 'passkey' }),
    ],
  },
  passkeySetupRequired: {
    label: 'Sign-in asks for a new passkey',
    description: 'Her practice requires a passkey of her: sign-in answers the passkey set-up step.',
    handlers: () => [
      ...expiredSessionEverywhere(),
      ...createHandlers({ account: freeAccount, signinStep: 'passkey_setup' }),
    ],
  },
  twoFactorSetupThenPasskey: {
    label: 'Sign-in asks for the set-up, then a passkey',
    description:
      "The seat's owner requires two-factor sign-in and the practice a passkey: the set-up's recovery codes lead on to the passkey set-up.",
    handlers: () => [
      ...expiredSessionEverywhere(),
      ...createHandlers({ account: freeAccount, signinStep: 'setup', practiceRequiresPasskey: true }),
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
  ownerCodeSignInOff: {
    label: "Owner, app's code sign-in off",
    description:
      'An Enterprise owner who turned off signing in the Windows app with a code (docs/licences.md#device-code-switch).',
    handlers: () =>
      createHandlers({
        account: enterpriseAccount,
        settings: { ...settingsOff(false), appDeviceCode: { allowed: false } },
      }),
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
  appSignedIn: {
    label: 'Windows app signed in',
    description:
      'Premium, the Windows app signed in on two computers (one unnamed): they are in the sessions list, each ended from there.',
    handlers: () => createHandlers({ account: premiumAccount, sessions: accountSessionsWithApps() }),
  },
};
