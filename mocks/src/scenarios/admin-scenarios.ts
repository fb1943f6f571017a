import { settingsOff } from '../fixtures/account-security.js';
import {
  adminUsers,
  creditInvoices,
  fullBlacklist,
  givenUpMails,
  openInvoices,
  trackingStats,
} from '../fixtures/admin.js';
import { createHandlers } from '../handlers/index.js';
import type { Scenario } from './scenario.js';

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
