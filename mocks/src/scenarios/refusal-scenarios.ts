// Calls refused or failing: everywhere (a server error, no network, an expired session), and
// sign-in's own refusals.
import { endpointHandler } from '../endpoint.js';
import { freeAccount } from '../fixtures/subscriptions.js';
import { appAuthHandlers, mockDevicesInUse } from '../handlers/app-auth.js';
import { createHandlers } from '../handlers/index.js';
import {
  expiredSessionEverywhere,
  networkFailureEverywhere,
  refusalOn,
  serverErrorEverywhere,
} from './failures.js';
import type { Scenario } from './scenario.js';

/** Calls that fail everywhere: a server error, no network, an expired session. */
export type FailureScenarioName =
  | 'serverError'
  | 'networkFailure'
  | 'sessionExpired'
  | 'appSignInExpired'
  | 'appDeviceLimit'
  | 'appDeviceCodeOff'
  | 'appDeviceCodeExpired';

export const failureScenarios: Readonly<Record<FailureScenarioName, Scenario>> = {
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
  appSignInExpired: {
    label: 'Windows app sign-in expired',
    description:
      "The consent screen's calls answer invalid_or_expired_token: the request is unknown, answered or older than 10 minutes (docs/desktop-app.md#consent).",
    handlers: () => [
      refusalOn('appSignIn', 'invalid_or_expired_token'),
      refusalOn('approveAppSignIn', 'invalid_or_expired_token'),
      refusalOn('refuseAppSignIn', 'invalid_or_expired_token'),
      ...createHandlers(),
    ],
  },
  appDeviceLimit: {
    label: 'Windows app: licence on as many devices as it allows',
    description:
      'The consent call names three devices in use, the most the licence serves; approving answers 409 app_device_limit (docs/desktop-app.md#device-limit).',
    handlers: () => [...appAuthHandlers({ devicesInUse: mockDevicesInUse() }), ...createHandlers()],
  },
  appDeviceCodeOff: {
    label: "Windows app's code turned off by the owner",
    description:
      "The practice's Enterprise owner turned the sign-in with a code off: the code and the consent screen's calls answer app_device_code_off (docs/licences.md#device-code-switch).",
    handlers: () => [
      refusalOn('enterAppDeviceCode', 'app_device_code_off'),
      refusalOn('appSignIn', 'app_device_code_off'),
      refusalOn('approveAppSignIn', 'app_device_code_off'),
      ...createHandlers(),
    ],
  },
  appDeviceCodeExpired: {
    label: "Windows app's code expired",
    description:
      'The code typed on /app/device is older than 10 minutes: invalid_or_expired_token (docs/desktop-app.md#device-code).',
    handlers: () => [refusalOn('enterAppDeviceCode', 'invalid_or_expired_token'), ...createHandlers()],
  },
};

/** Sign-in, its links and the mails it sends, refused or throttled. */
export type SignInScenarioName =
  | 'signinUnconfirmed'
  | 'signinThrottled'
  | 'signinLinkInvalid'
  | 'resetLinkInvalid'
  | 'resendThrottled'
  | 'invitationForExistingAccount'
  | 'invitationLinkInvalid'
  | 'invitationLinkUsed';

export const signInScenarios: Readonly<Record<SignInScenarioName, Scenario>> = {
  signinUnconfirmed: {
    label: 'Sign-in of an unconfirmed address',
    description:
      'The right password of an address that awaits its confirmation: sign-in answers email_not_confirmed; the confirmation mail can be sent again.',
    handlers: () => [
      refusalOn('signin', 'email_not_confirmed'),
      ...expiredSessionEverywhere(),
      ...createHandlers({ account: freeAccount }),
    ],
  },
  signinThrottled: {
    label: 'Sign-in slowed down',
    description:
      'Sign-in answers 429 rate_limited with Retry-After (too many failures from this client); a sign-in link can be asked for.',
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
  invitationLinkInvalid: {
    label: 'Invitation link unknown or expired',
    description: 'check-invitation answers invalid: /create-password says so as it opens.',
    handlers: () => [
      endpointHandler('checkInvitation', () => ({ state: 'invalid' })),
      ...expiredSessionEverywhere(),
      ...createHandlers({ account: freeAccount }),
    ],
  },
  invitationLinkUsed: {
    label: 'Invitation link already used',
    description:
      'check-invitation answers signIn (her password is set): /create-password sends her to sign in.',
    handlers: () => [
      endpointHandler('checkInvitation', () => ({ state: 'signIn' })),
      ...expiredSessionEverywhere(),
      ...createHandlers({ account: freeAccount }),
    ],
  },
};
