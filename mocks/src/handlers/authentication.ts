import { emailConfirmationRedirect } from '@app/contracts';
import { isCommonPassword } from '@app/contracts/common-passwords';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse, redirectResponse } from '../endpoint.js';
import { MOCK_WRONG_CODE, recoveryCodes, twoFactorSetup } from '../fixtures/account-security.js';
import { ssoOffered } from '../fixtures/sso.js';
import type { MockWorld } from '../world.js';

/** The API's rule, from the same list: a new password among the most common is refused. */
const refuseCommon = (password: string): Response | null =>
  isCommonPassword(password) ? errorResponse('password_too_common') : null;

/** The mocked session token: any bearer is accepted, so its value only has to look right. */
export const MOCK_SESSION_TOKEN = 'tok_mock_0123456789abcdef';

/** The second step's token of a mocked sign-in with two-factor sign-in on. */
export const MOCK_CHALLENGE = 'Y2hhbGxlbmdlLW1vY2stMDEyMzQ1Njc4OQ';

/** A session, or the world's second step (docs/accounts.md#two-factor). */
const signinAnswer = (world: MockWorld) =>
  world.signinStep ? { challenge: MOCK_CHALLENGE, step: world.signinStep } : { token: MOCK_SESSION_TOKEN };

/** The session a second step opens, with the pending deletion the world may have. */
export const sessionAnswer = (world: MockWorld) =>
  world.settings.deletionScheduledAt
    ? { token: MOCK_SESSION_TOKEN, deletionScheduledAt: world.settings.deletionScheduledAt }
    : { token: MOCK_SESSION_TOKEN };

/**
 * What the code (or the required set-up's confirmation) opens: the session, or the passkey her
 * practice requires first (docs/passkeys.md#policy).
 */
const afterCode = (world: MockWorld) =>
  world.practiceRequiresPasskey
    ? { challenge: MOCK_CHALLENGE, step: 'passkey_setup' as const }
    : sessionAnswer(world);

export const authenticationHandlers = (world: MockWorld): RequestHandler[] => [
  endpointHandler(
    'signup',
    ({ input }) => refuseCommon(input.password) ?? { message: 'A confirmation e-mail has been sent.' },
  ),
  // docs/sso.md#enforcement: an address of an enforced provider's domain has no password sign-in.
  endpointHandler('signin', ({ input }) =>
    ssoOffered(world.sso, input.email)?.enforced ? errorResponse('sso_required') : signinAnswer(world),
  ),
  endpointHandler('signinTwoFactor', ({ input }) =>
    input.code === MOCK_WRONG_CODE ? errorResponse('invalid_two_factor_code') : afterCode(world),
  ),
  endpointHandler('signinTwoFactorSetup', () => twoFactorSetup),
  endpointHandler('signinTwoFactorSetupConfirm', ({ input }) =>
    input.code === MOCK_WRONG_CODE
      ? errorResponse('invalid_two_factor_setup_code')
      : { ...afterCode(world), recoveryCodes },
  ),
  endpointHandler('requestSigninLink', () => ({
    message: 'If this address has an account, an e-mail with a sign-in link has been sent.',
  })),
  endpointHandler('signinWithLink', () => signinAnswer(world)),
  endpointHandler('signout', () => ({ message: 'Signed out.' })),
  endpointHandler('forgotPassword', () => ({ message: 'If the address is known, an e-mail is on its way.' })),
  endpointHandler(
    'resetPassword',
    ({ input }) => refuseCommon(input.newPassword) ?? { message: 'Password changed.' },
  ),
  endpointHandler(
    'createPassword',
    ({ input }) => refuseCommon(input.newPassword) ?? { message: 'Password created.' },
  ),
  // docs/accounts.md#ownership: opening the link confirms nothing; /signin asks for the password.
  endpointHandler('confirmEmail', ({ input: { token, plan } }) =>
    redirectResponse(emailConfirmationRedirect('pending', plan, token)),
  ),
  endpointHandler('resendConfirmation', () => ({
    message: 'If this address waits for its confirmation, the e-mail has been sent again.',
  })),
  endpointHandler('checkResetToken', () => ({ valid: true })),
  endpointHandler('checkInvitation', () => ({ state: 'usable' })),
];
