import {
  type AccountSession,
  type AccountSettingsResponse,
  type AdminUser,
  type AuditEntry,
  type AuditVerifyResponse,
  type Blacklist,
  type CreateSubscriptionCreditCardResponse,
  emptyBlacklist,
  type GivenUpMail,
  type OpenInvoice,
  type Passkey,
  type SavedBillingDetails,
  type SigninStep,
  type SubscriptionInfo,
  type TrackingStat,
  type UserStatus,
} from '@app/contracts';
import { accountSessions, recoveryCodes, settingsOff } from './fixtures/account-security.js';
import { auditChainIntact, auditEntries } from './fixtures/audit.js';
import { savedBillingDetails } from './fixtures/billing.js';
import { passkeysFixture } from './fixtures/passkeys.js';
import { derivedPractice, type MockPractice } from './fixtures/practice.js';
import { type MockSso, ssoNothing } from './fixtures/sso.js';
import { enterpriseAccount } from './fixtures/subscriptions.js';

/** What the card payment call answers (the branches of docs/subscriptions-and-money.md#card-payment). */
export type CardOutcome = 'active' | 'pending' | 'requiresAction' | 'declined' | 'unknown';

/**
 * How saving a new card goes (docs/subscriptions-and-money.md#card-on-file): at once, through 3-D
 * Secure passed, or through 3-D Secure failed. The SetupIntent's client secret says which, so the
 * site's fake card provider in stories and mocked runs passes or fails the challenge as the scenario wants.
 */
export type CardSetupOutcome = 'succeeds' | 'threeDSecure' | 'threeDSecureFails';

export interface WorldOptions {
  readonly account?: SubscriptionInfo;
  readonly userStatus?: UserStatus;
  readonly role?: 'admin' | 'user';
  readonly cardOutcome?: CardOutcome;
  /**
   * After a card payment, users/me answers pending this many times, then active; null keeps it
   * pending for ever (activation times out).
   */
  readonly activatesAfterPolls?: number | null;
  readonly blacklist?: Blacklist;
  readonly stats?: readonly TrackingStat[];
  readonly users?: readonly AdminUser[];
  /** The admin's open invoices paid by transfer (docs/admin.md#open-invoices). */
  readonly openInvoices?: readonly OpenInvoice[];
  /** The mails the outbox gave up on (docs/admin.md#given-up-mails). */
  readonly givenUpMails?: readonly GivenUpMail[];
  readonly invoicePaymentEnabled?: boolean;
  readonly billing?: SavedBillingDetails | null;
  readonly cardSetup?: CardSetupOutcome;
  /**
   * docs/accounts.md#two-factor: the account page's security and data settings (two-factor off by default).
   */
  readonly settings?: AccountSettingsResponse;
  /** What sign-in (and a mailed link) answers after the password: a session, or this second step. */
  readonly signinStep?: SigninStep | null;
  /**
   * docs/passkeys.md#policy: her practice requires a passkey of her, so the code step and the
   * required two-factor set-up lead on to the step `passkey_setup` rather than to a session.
   */
  readonly practiceRequiresPasskey?: boolean;
  /**
   * The session was opened with the second factor (docs/accounts.md#second-factor-session); by
   * default whenever two-factor sign-in is on.
   */
  readonly secondFactorSession?: boolean;
  /**
   * The session was opened with a passkey or one was added in it (docs/passkeys.md#passkey-session);
   * by default as the second factor's, so the admin page's scenarios open as before.
   */
  readonly passkeySession?: boolean;
  /** docs/passkeys.md#list: the account's passkeys (by default two: one named and synced, one neither). */
  readonly passkeys?: readonly Passkey[];
  /**
   * Her last passkey cannot be removed (docs/passkeys.md#policy, #admins): by default for an admin
   * of the site.
   */
  readonly passkeysRequired?: boolean;
  /**
   * The session was opened less than 10 minutes ago, so her last passkey can be removed without
   * signing in again (docs/passkeys.md#remove); true by default.
   */
  readonly freshSignin?: boolean;
  /** docs/accounts.md#sessions-list: the account's browsers, and the Windows app's sign-ins if any. */
  readonly sessions?: readonly AccountSession[];
  /** docs/licences.md#roles: the practice the caller belongs to; by default derived from the account. */
  readonly practice?: MockPractice | null;
  /** docs/audit-log.md#entry: the chain's entries, oldest first (by default one of every kind). */
  readonly auditEntries?: readonly AuditEntry[];
  /** What Verify finds (docs/audit-log.md#chain): intact by default. */
  readonly auditChain?: AuditVerifyResponse;
  /** docs/sso.md#set-up: the practice's single sign-on (nothing set up by default). */
  readonly sso?: MockSso;
}

/**
 * The mocked backend's state for one scenario: calls change it the way the real API would
 * (cancel sets a date, an invitation adds a pending licence), so a person clicking through a
 * story or a mocked run sees a consistent account. Each scenario builds a fresh world.
 */
export interface MockWorld {
  account: SubscriptionInfo;
  userStatus: UserStatus;
  role: 'admin' | 'user';
  cardOutcome: CardOutcome;
  activatesAfterPolls: number | null;
  /** Polls of users/me left before activation, counted once a payment is under way. */
  pollsUntilActive: number | null;
  blacklist: Blacklist;
  stats: TrackingStat[];
  users: AdminUser[];
  openInvoices: OpenInvoice[];
  givenUpMails: GivenUpMail[];
  invoicePaymentEnabled: boolean;
  billing: SavedBillingDetails | null;
  cardSetup: CardSetupOutcome;
  settings: AccountSettingsResponse;
  sessions: AccountSession[];
  /** A two-factor set-up started and not yet confirmed. */
  setupStarted: boolean;
  signinStep: SigninStep | null;
  practiceRequiresPasskey: boolean;
  secondFactorSession: boolean;
  passkeySession: boolean;
  passkeys: Passkey[];
  passkeysRequired: boolean;
  freshSignin: boolean;
  /** The ids of the app's usage batches counted so far (docs/desktop-app.md#usage-once). */
  usageBatchIds: string[];
  /** docs/licences.md#roles: the caller's practice, her roles in it and its subscription. */
  practice: MockPractice | null;
  auditEntries: AuditEntry[];
  auditChain: AuditVerifyResponse;
  sso: MockSso;
}

/**
 * An admin as docs/admin.md#admin-two-factor lets her in: two-factor sign-in on (and, by default,
 * her session opened with it).
 */
const adminSettings: AccountSettingsResponse = {
  ...settingsOff(null),
  twoFactor: { enabled: true, recoveryCodesLeft: recoveryCodes.length, requiredByOwner: false },
};

/** An Enterprise owner chooses for her colleagues; anyone else has no choice to make (null). */
const colleaguesChoice = (account: SubscriptionInfo): boolean | null =>
  account.accountType === 'enterprise' && account.subscriptionToken ? false : null;

export function createWorld(options: WorldOptions = {}): MockWorld {
  const account = options.account ?? enterpriseAccount;
  const settings =
    options.settings ?? (options.role === 'admin' ? adminSettings : settingsOff(colleaguesChoice(account)));
  // A paying account saved its billing details with its first payment.
  const billing =
    options.billing === undefined ? (account.paymentMethod ? savedBillingDetails : null) : options.billing;
  return {
    account: structuredClone(account),
    userStatus: options.userStatus ?? 'active',
    role: options.role ?? 'user',
    cardOutcome: options.cardOutcome ?? 'active',
    activatesAfterPolls: options.activatesAfterPolls === undefined ? 0 : options.activatesAfterPolls,
    pollsUntilActive: null,
    blacklist: structuredClone(options.blacklist ?? emptyBlacklist()),
    stats: structuredClone([...(options.stats ?? [])]),
    users: structuredClone([...(options.users ?? [])]),
    openInvoices: structuredClone([...(options.openInvoices ?? [])]),
    givenUpMails: structuredClone([...(options.givenUpMails ?? [])]),
    invoicePaymentEnabled: options.invoicePaymentEnabled ?? false,
    billing: structuredClone(billing),
    cardSetup: options.cardSetup ?? 'succeeds',
    settings: structuredClone(settings),
    sessions: structuredClone([...(options.sessions ?? accountSessions())]),
    setupStarted: false,
    signinStep: options.signinStep ?? null,
    practiceRequiresPasskey: options.practiceRequiresPasskey ?? false,
    secondFactorSession: options.secondFactorSession ?? settings.twoFactor.enabled,
    passkeySession: options.passkeySession ?? options.secondFactorSession ?? settings.twoFactor.enabled,
    passkeys: structuredClone([...(options.passkeys ?? passkeysFixture())]),
    passkeysRequired: options.passkeysRequired ?? options.role === 'admin',
    freshSignin: options.freshSignin ?? true,
    usageBatchIds: [],
    practice: structuredClone(options.practice === undefined ? derivedPractice(account) : options.practice),
    auditEntries: structuredClone([...(options.auditEntries ?? auditEntries)]),
    auditChain: options.auditChain ?? auditChainIntact,
    sso: structuredClone(options.sso ?? ssoNothing()),
  };
}

/** The card payment's answer for the world's outcome (docs/subscriptions-and-money.md#card-payment). */
export function cardAnswer(world: MockWorld): CreateSubscriptionCreditCardResponse {
  switch (world.cardOutcome) {
    case 'active':
      return { userStatus: 'active', paymentIntentStatus: 'succeeded' };
    case 'pending':
      return { userStatus: 'pending', paymentIntentStatus: 'processing' };
    case 'requiresAction':
      return {
        requiresAction: true,
        clientSecret: 'pi_mock_3ds_secret_0123456789',
        paymentIntentStatus: 'requires_action',
      };
    case 'declined':
      return { paymentIntentStatus: 'requires_payment_method' };
    case 'unknown':
      return { paymentIntentStatus: 'canceled' };
  }
}
