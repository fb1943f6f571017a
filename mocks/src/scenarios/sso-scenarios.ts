import { settingsOff } from '../fixtures/account-security.js';
import { ADMIN_EMAIL, BILLING_EMAIL, practiceAccount, practiceOf } from '../fixtures/practice.js';
import {
  type MockSso,
  ssoConnected,
  ssoDomainClaimed,
  ssoDomainProven,
  ssoEnforced,
  ssoNothing,
  ssoTested,
  ssoWithScim,
} from '../fixtures/sso.js';
import { ownerEmail } from '../fixtures/subscriptions.js';
import { createHandlers } from '../handlers/index.js';
import { refusalOn } from './failures.js';
import type { Scenario } from './scenario.js';

/** docs/sso.md#set-up: each step of the practice's single sign-on, its refusals, and the e-mail-first sign-in. */
export type SsoScenarioName =
  | 'ssoNothingSetUp'
  | 'ssoDomainClaimed'
  | 'ssoDomainProven'
  | 'ssoConnected'
  | 'ssoTested'
  | 'ssoEnforced'
  | 'ssoScimToken'
  | 'ssoAdmin'
  | 'ssoBillingManager'
  | 'ssoDomainNotProven'
  | 'ssoDiscoveryFailed'
  | 'ssoSignInOffered'
  | 'ssoSignInEnforced'
  | 'ssoTicketFailing';

/** The owner's two-factor sign-in on: the break-glass password may be kept (docs/sso.md#break-glass). */
const twoFactorOn = {
  ...settingsOff(false),
  twoFactor: { enabled: true, recoveryCodesLeft: 7, requiredByOwner: false },
};

const owner = (sso: MockSso, twoFactor = false) =>
  createHandlers({
    account: practiceAccount,
    practice: practiceOf(ownerEmail),
    sso,
    ...(twoFactor ? { settings: twoFactorOn } : {}),
  });

/** A visitor at /signin, her practice's domain proven and its provider connected. */
const visitor = (sso: MockSso) => createHandlers({ sso });

export const ssoScenarios: Readonly<Record<SsoScenarioName, Scenario>> = {
  ssoNothingSetUp: {
    label: 'Single sign-on, nothing set up',
    description: 'The owner of an Enterprise practice opens the set-up: no domain, no provider, no token.',
    handlers: () => owner(ssoNothing()),
  },
  ssoDomainClaimed: {
    label: 'Single sign-on, domain claimed',
    description:
      'praxis-lac.ch claimed, its TXT record not yet checked: Check finds it (the mocked DNS has it).',
    handlers: () => owner(ssoDomainClaimed()),
  },
  ssoDomainProven: {
    label: 'Single sign-on, domain proven',
    description: 'praxis-lac.ch proven; the provider is still to be connected.',
    handlers: () => owner(ssoDomainProven()),
  },
  ssoConnected: {
    label: 'Single sign-on, provider connected',
    description:
      'An OpenID Connect provider connected (its secret stored), not yet tested: enforcement waits.',
    handlers: () => owner(ssoConnected(), true),
  },
  ssoTested: {
    label: 'Single sign-on, tested',
    description: 'The owner signed in through the provider once: she may require it (her two-factor is on).',
    handlers: () => owner(ssoTested(ownerEmail), true),
  },
  ssoEnforced: {
    label: 'Single sign-on, required',
    description: 'Sign-in through the provider is required for the practice’s domain.',
    handlers: () => owner(ssoEnforced(ownerEmail), true),
  },
  ssoScimToken: {
    label: 'Single sign-on, SCIM token in use',
    description: 'A provisioning token created and last used by the directory last night.',
    handlers: () => owner(ssoWithScim(ownerEmail), true),
  },
  ssoAdmin: {
    label: 'Single sign-on, seen by an admin',
    description: 'An admin of the practice sets it up as the owner does (the security permission).',
    handlers: () =>
      createHandlers({
        account: practiceAccount,
        practice: practiceOf(ADMIN_EMAIL),
        sso: ssoTested(ownerEmail),
      }),
  },
  ssoBillingManager: {
    label: 'Single sign-on, a billing manager',
    description: 'A billing manager: every single sign-on call answers 403 role_not_permitted.',
    handlers: () =>
      createHandlers({
        account: practiceAccount,
        practice: practiceOf(BILLING_EMAIL),
        sso: ssoTested(ownerEmail),
      }),
  },
  ssoDomainNotProven: {
    label: 'Single sign-on, record not found',
    description: 'Check answers 422 domain_not_proven: the TXT record is not (yet) published.',
    handlers: () => [refusalOn('proveSsoDomain', 'domain_not_proven'), ...owner(ssoDomainClaimed())],
  },
  ssoDiscoveryFailed: {
    label: 'Single sign-on, provider unreadable',
    description:
      'Saving the OpenID Connect provider answers sso_discovery_failed; SAML metadata answers saml_metadata_invalid.',
    handlers: () => [
      refusalOn('saveOidcConnection', 'sso_discovery_failed'),
      refusalOn('saveSamlConnection', 'saml_metadata_invalid'),
      ...owner(ssoDomainProven()),
    ],
  },
  ssoSignInOffered: {
    label: 'Sign-in, provider offered',
    description:
      'An address of praxis-lac.ch is offered “Continue with your provider”; a password still works.',
    handlers: () => visitor(ssoTested(ownerEmail)),
  },
  ssoSignInEnforced: {
    label: 'Sign-in, provider required',
    description:
      'praxis-lac.ch requires its provider: no password field; a password sign-in answers sso_required.',
    handlers: () => visitor(ssoEnforced(ownerEmail)),
  },
  ssoTicketFailing: {
    label: 'Sign-in, provider’s return refused',
    description: 'The ticket of the provider’s return answers 401 sso_sign_in_failed.',
    handlers: () => [refusalOn('completeSsoSignIn', 'sso_sign_in_failed'), ...visitor(ssoTested(ownerEmail))],
  },
};
