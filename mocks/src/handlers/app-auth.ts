import {
  APP_CLIENT_ID,
  APP_DEVICES_PER_SEAT_DEFAULT,
  type AppDeviceInUse,
  deviceLimitReached,
} from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse } from '../endpoint.js';

/** The id of a pending app sign-in that has expired (docs/desktop-app.md#consent): 400 in every call. */
export const MOCK_EXPIRED_APP_SIGN_IN = 'expired';

/** The device the mocked Windows app names. */
export const MOCK_DEVICE_NAME = 'PC-Cabinet-2';

/** The address of the signed-in user the consent screen names (the owner of the mocked practice). */
export const MOCK_SIGNED_IN_AS = 'dr.anna.muller@praxis-lac.ch';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The devices of a licence with no room left (docs/desktop-app.md#device-limit): as many as the
 * default limit, the most recently used first, one the app left unnamed.
 */
export const mockDevicesInUse = (now = Date.now()): AppDeviceInUse[] =>
  [
    { name: 'PC-Cabinet-1', lastUsedAt: new Date(now - 2 * HOUR_MS).toISOString() },
    { name: 'Laptop-Anna', lastUsedAt: new Date(now - 26 * HOUR_MS).toISOString() },
    { name: null, lastUsedAt: new Date(now - 9 * 24 * HOUR_MS).toISOString() },
  ].slice(0, APP_DEVICES_PER_SEAT_DEFAULT);

/** A code the mocked app shows (docs/desktop-app.md#device-code); any other typed is unknown. */
export const MOCK_USER_CODE = 'BCDF-GHJK';

/** The pending sign-in that code opens on the consent screen. */
export const MOCK_DEVICE_SIGN_IN = 'device-sign-in';

/** Where and when the mocked app asked for its code. */
export const MOCK_DEVICE_REQUEST = { requestedFrom: '203.0.113.7', requestedAt: '2026-03-02T08:14:00.000Z' };

const answer = (uid: string) => {
  if (uid === MOCK_EXPIRED_APP_SIGN_IN) return errorResponse('invalid_or_expired_token');
  // A code's answer goes to the app's next poll, not through this browser.
  if (uid === MOCK_DEVICE_SIGN_IN) return { redirectTo: null };
  return { redirectTo: `http://localhost:3000/oauth/authorize/${encodeURIComponent(uid)}` };
};

/**
 * The consent screen's calls for the Windows app's sign-in, as the API answers them: approving is
 * refused while the licence serves as many devices as it may (`devicesInUse`, none unless told).
 */
export const appAuthHandlers = ({
  devicesInUse = [],
}: {
  devicesInUse?: AppDeviceInUse[];
} = {}): RequestHandler[] => {
  const room = { deviceLimit: APP_DEVICES_PER_SEAT_DEFAULT, devicesInUse };
  return [
    endpointHandler('appSignIn', ({ input: { uid } }) =>
      uid === MOCK_EXPIRED_APP_SIGN_IN
        ? errorResponse('invalid_or_expired_token')
        : {
            clientId: APP_CLIENT_ID,
            deviceName: MOCK_DEVICE_NAME,
            signedInAs: MOCK_SIGNED_IN_AS,
            ...room,
            ...(uid === MOCK_DEVICE_SIGN_IN
              ? { flow: 'device' as const, ...MOCK_DEVICE_REQUEST }
              : { flow: 'loopback' as const, requestedFrom: null, requestedAt: null }),
          },
    ),
    // RFC 8628 section 6.1: the code as the API reads it, whatever case, spaces or hyphen were typed.
    endpointHandler('enterAppDeviceCode', ({ input: { userCode } }) =>
      userCode.toUpperCase().replace(/[^A-Z]/g, '') === MOCK_USER_CODE.replace('-', '')
        ? { uid: MOCK_DEVICE_SIGN_IN }
        : errorResponse('app_code_unknown'),
    ),
    endpointHandler('approveAppSignIn', ({ input: { uid } }) =>
      uid !== MOCK_EXPIRED_APP_SIGN_IN && deviceLimitReached(room)
        ? errorResponse('app_device_limit')
        : answer(uid),
    ),
    endpointHandler('refuseAppSignIn', ({ input: { uid } }) => answer(uid)),
  ];
};
