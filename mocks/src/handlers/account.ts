import { deletionScheduledAt as deletionScheduledAtOf } from '@app/billing-rules';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse } from '../endpoint.js';
import {
  MOCK_WRONG_CODE,
  MOCK_WRONG_PASSWORD,
  recoveryCodes,
  twoFactorSetup,
} from '../fixtures/account-security.js';
import type { MockWorld } from '../world.js';

/** The smallest valid ZIP (an empty archive): the download's bytes in a mocked run. */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

/** The account page's sessions, two-factor and data calls, with the API's refusals. */
export const accountHandlers = (world: MockWorld): RequestHandler[] => [
  endpointHandler('accountSettings', () => world.settings),
  endpointHandler('listSessions', () => ({ sessions: world.sessions })),
  endpointHandler('revokeSession', ({ input: { sessionId } }) => {
    if (!world.sessions.some((session) => session.id === sessionId)) return errorResponse('not_found');
    world.sessions = world.sessions.filter((session) => session.id !== sessionId);
    return { message: 'The session has been ended.' };
  }),
  endpointHandler('revokeOtherSessions', () => {
    const revoked = world.sessions.filter((session) => !session.current).length;
    world.sessions = world.sessions.filter((session) => session.current);
    return { message: 'Every other session has been ended.', revoked };
  }),
  endpointHandler('startTwoFactorSetup', () => {
    if (world.settings.twoFactor.enabled) return errorResponse('two_factor_already_enabled');
    world.setupStarted = true;
    return twoFactorSetup;
  }),
  endpointHandler('confirmTwoFactorSetup', ({ input: { code } }) => {
    if (!world.setupStarted) return errorResponse('two_factor_setup_missing');
    if (code === MOCK_WRONG_CODE) return errorResponse('invalid_two_factor_setup_code');
    world.setupStarted = false;
    // docs/accounts.md#second-factor-session: the code that turns it on counts for this session.
    world.secondFactorSession = true;
    world.settings = {
      ...world.settings,
      twoFactor: { ...world.settings.twoFactor, enabled: true, recoveryCodesLeft: recoveryCodes.length },
    };
    return { recoveryCodes };
  }),
  endpointHandler('disableTwoFactor', ({ input: proof }) => {
    if (world.settings.twoFactor.requiredByOwner) return errorResponse('two_factor_required');
    if ('password' in proof && proof.password === MOCK_WRONG_PASSWORD)
      return errorResponse('password_incorrect');
    if ('code' in proof && proof.code === MOCK_WRONG_CODE) return errorResponse('invalid_two_factor_code');
    world.settings = {
      ...world.settings,
      twoFactor: { enabled: false, recoveryCodesLeft: 0, requiredByOwner: false },
    };
    world.secondFactorSession = false;
    return { message: 'Two-factor sign-in is off.' };
  }),
  endpointHandler('setColleaguesTwoFactor', ({ input: { required } }) => {
    if (world.settings.colleaguesTwoFactorRequired === null) return errorResponse('no_active_subscription');
    world.settings = { ...world.settings, colleaguesTwoFactorRequired: required };
    return { message: 'Saved.', required };
  }),
  // docs/licences.md#device-code-switch: the owner's only; a colleague is told so, anyone else has no plan.
  endpointHandler('setAppDeviceCodeSwitch', ({ input: { allowed } }) => {
    if (world.settings.appDeviceCode === null)
      return errorResponse(
        world.account.accountType === 'enterprise' ? 'not_subscription_owner' : 'no_active_subscription',
      );
    world.settings = { ...world.settings, appDeviceCode: { allowed } };
    return { allowed };
  }),
  endpointHandler(
    'exportAccountData',
    () =>
      new Response(EMPTY_ZIP, {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="my-data.zip"',
        },
      }),
  ),
  endpointHandler('deleteAccount', ({ input: { password, code } }) => {
    if (password === MOCK_WRONG_PASSWORD) return errorResponse('password_incorrect');
    if (world.settings.twoFactor.enabled && (!code || code === MOCK_WRONG_CODE))
      return errorResponse('invalid_two_factor_code');
    const deletionScheduledAt = deletionScheduledAtOf(new Date()).toISOString();
    world.settings = { ...world.settings, deletionScheduledAt };
    return { message: 'Your account will be deleted.', deletionScheduledAt };
  }),
  endpointHandler('keepAccount', () => {
    world.settings = { ...world.settings, deletionScheduledAt: null };
    return { message: 'Your account is kept.' };
  }),
];
