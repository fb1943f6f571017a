import { APP_CLIENT_ID } from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse } from '../endpoint.js';

/** The id of a pending app sign-in that has expired (docs/desktop-app.md#consent): 400 in every call. */
export const MOCK_EXPIRED_APP_SIGN_IN = 'expired';

/** The device the mocked Windows app names. */
export const MOCK_DEVICE_NAME = 'PC-Cabinet-2';

/** The address of the signed-in user the consent screen names (the owner of the mocked practice). */
export const MOCK_SIGNED_IN_AS = 'dr.anna.muller@praxis-lac.ch';

const answer = (uid: string) =>
  uid === MOCK_EXPIRED_APP_SIGN_IN
    ? errorResponse('invalid_or_expired_token')
    : { redirectTo: `http://localhost:3000/oauth/authorize/${encodeURIComponent(uid)}` };

/** The consent screen's calls for the Windows app's sign-in, as the API answers them. */
export const appAuthHandlers = (): RequestHandler[] => [
  endpointHandler('appSignIn', ({ input: { uid } }) =>
    uid === MOCK_EXPIRED_APP_SIGN_IN
      ? errorResponse('invalid_or_expired_token')
      : { clientId: APP_CLIENT_ID, deviceName: MOCK_DEVICE_NAME, signedInAs: MOCK_SIGNED_IN_AS },
  ),
  endpointHandler('approveAppSignIn', ({ input: { uid } }) => answer(uid)),
  endpointHandler('refuseAppSignIn', ({ input: { uid } }) => answer(uid)),
];
