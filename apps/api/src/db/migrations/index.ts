import { usersAndSessions } from './0001-users-and-sessions.js';
import { identity } from './0002-identity.js';
import { subscriptionsAndAdmin } from './0003-subscriptions-and-admin.js';
import { accountVersions } from './0004-account-versions.js';
import { paidChanges } from './0005-paid-changes.js';
import { accountOwnership } from './0006-account-ownership.js';
import { accountSecurity } from './0007-account-security.js';
import { trialReminders } from './0008-trial-reminders.js';
import { billing } from './0009-billing.js';
import { invoiceDocuments } from './0010-invoice-documents.js';
import { sessionSecondFactor } from './0011-session-second-factor.js';
import { mailGivenUp } from './0012-mail-given-up.js';
import { creditHold } from './0013-credit-hold.js';
import { invitationOffers } from './0014-invitation-offers.js';
import { knownBrowsers } from './0015-known-browsers.js';
import { blacklistCase } from './0016-blacklist-case.js';
import { appAuthorization } from './0017-app-authorization.js';
import { appDevices } from './0018-app-devices.js';
import { appUsage } from './0020-app-usage.js';
import { appDeviceCodeSwitch } from './0021-app-device-code-switch.js';
import { appDevicesListed } from './0022-app-devices-listed.js';
import { practiceRoles } from './0023-practice-roles.js';
import { auditLog } from './0024-audit-log.js';
import { seatReconciliation } from './0025-seat-reconciliation.js';
import { singleSignOn } from './0026-single-sign-on.js';
import { ssoTestToken } from './0027-sso-test-token.js';
import { scimAttributes } from './0029-scim-attributes.js';
import { passkeys } from './0030-passkeys.js';

export interface Migration {
  readonly id: number;
  readonly name: string;
  readonly statements: readonly string[];
}

/** In order. A migration, once on main, is never edited: add the next one instead. */
export const migrations: readonly Migration[] = [
  usersAndSessions,
  identity,
  subscriptionsAndAdmin,
  accountVersions,
  paidChanges,
  accountOwnership,
  accountSecurity,
  trialReminders,
  billing,
  invoiceDocuments,
  sessionSecondFactor,
  mailGivenUp,
  creditHold,
  invitationOffers,
  knownBrowsers,
  blacklistCase,
  appAuthorization,
  appDevices,
  appUsage,
  appDeviceCodeSwitch,
  appDevicesListed,
  practiceRoles,
  auditLog,
  seatReconciliation,
  singleSignOn,
  ssoTestToken,
  scimAttributes,
  passkeys,
];
