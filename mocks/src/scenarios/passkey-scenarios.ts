import { settingsOff } from '../fixtures/account-security.js';
import { adminUsers, fullBlacklist } from '../fixtures/admin.js';
import { passkeysFixture } from '../fixtures/passkeys.js';
import { enterpriseAccount, freeAccount, premiumAccount } from '../fixtures/subscriptions.js';
import { createHandlers } from '../handlers/index.js';
import type { Scenario } from './scenario.js';

/** docs/passkeys.md: an account without one, the last one's removal refused, the practice's rule, the admin's. */
export type PasskeyScenarioName =
  | 'passkeysNone'
  | 'passkeyLastNeedsFreshSignin'
  | 'passkeyLastRequired'
  | 'practicePasskeysRequired'
  | 'adminWithoutPasskey';

export const passkeyScenarios: Readonly<Record<PasskeyScenarioName, Scenario>> = {
  passkeysNone: {
    label: 'No passkey yet',
    description:
      'Premium without a passkey: the list is empty and the account page offers one (docs/passkeys.md#offer).',
    handlers: () => createHandlers({ account: premiumAccount, passkeys: [] }),
  },
  passkeyLastNeedsFreshSignin: {
    label: 'Last passkey, session not fresh',
    description:
      'Premium with one passkey, in a session opened over 10 minutes ago: removing it answers fresh_signin_required.',
    handlers: () =>
      createHandlers({
        account: premiumAccount,
        passkeys: passkeysFixture().slice(0, 1),
        freshSignin: false,
      }),
  },
  passkeyLastRequired: {
    label: 'Last passkey, required',
    description:
      'A colleague whose practice requires passkeys, with one: removing it answers passkey_required (docs/passkeys.md#policy).',
    handlers: () =>
      createHandlers({
        account: { ...freeAccount, accountType: 'enterprise' },
        passkeys: passkeysFixture().slice(0, 1),
        passkeysRequired: true,
      }),
  },
  practicePasskeysRequired: {
    label: 'Owner requires passkeys',
    description:
      'An Enterprise owner whose practice requires passkeys of those who run it (docs/passkeys.md#policy).',
    handlers: () =>
      createHandlers({
        account: enterpriseAccount,
        settings: { ...settingsOff(false), practicePasskeysRequired: true },
        passkeysRequired: true,
      }),
  },
  adminWithoutPasskey: {
    label: 'Admin without a passkey',
    description:
      'An admin with two-factor sign-in, signed in with her code, who has no passkey: every admin call is refused until she adds one on the admin page (docs/passkeys.md#admins).',
    handlers: () =>
      createHandlers({
        role: 'admin',
        passkeys: [],
        passkeySession: false,
        blacklist: fullBlacklist,
        users: adminUsers,
      }),
  },
};
