import { isoDateTimeSchema } from './primitives.js';
import { EMAIL_MAX_LENGTH } from './rules.js';
import { z } from './zod.js';

/** docs/desktop-app.md#client: the one client of the authorization server, the Windows app. */
export const APP_CLIENT_ID = 'dictation-windows';

/** The longest device name the consent screen shows; a longer one the app sent is cut. */
export const DEVICE_NAME_MAX = 100;

/**
 * docs/desktop-app.md#consent: a pending app sign-in is named by the authorization server's id of
 * it, letters, digits, `-` and `_`.
 */
export const appSignInParamsSchema = z.strictObject({
  uid: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type AppSignInParams = z.infer<typeof appSignInParamsSchema>;

/** The most devices a seat may be configured to serve (APP_DEVICES_PER_SEAT, docs/desktop-app.md#device-limit). */
export const APP_DEVICES_PER_SEAT_MAX = 100;

/** A device the account's licence serves, as the consent screen names it (a null name: "unnamed device"). */
export const appDeviceInUseSchema = z.object({
  name: z.string().max(DEVICE_NAME_MAX).nullable(),
  lastUsedAt: isoDateTimeSchema,
});
export type AppDeviceInUse = z.infer<typeof appDeviceInUseSchema>;

/**
 * What the consent screen shows of the pending sign-in: which app, on which device, and the
 * account it would use (the address of the session's user, docs/desktop-app.md#consent); and, so
 * that it can say so before the user approves, how many devices the licence serves at most and
 * those it serves now, the most recently used first (docs/desktop-app.md#device-limit): with as
 * many as the limit, approving is refused with `app_device_limit`.
 */
export const appSignInResponseSchema = z.object({
  clientId: z.literal(APP_CLIENT_ID),
  deviceName: z.string().max(DEVICE_NAME_MAX).nullable(),
  signedInAs: z.string().max(EMAIL_MAX_LENGTH),
  deviceLimit: z.number().int().min(1).max(APP_DEVICES_PER_SEAT_MAX),
  devicesInUse: z.array(appDeviceInUseSchema).max(1000),
});
export type AppSignInResponse = z.infer<typeof appSignInResponseSchema>;

/**
 * docs/desktop-app.md#device-limit: no room for one more device. The one rule the API's approval,
 * the consent screen and the mocks apply.
 */
export const deviceLimitReached = (room: Pick<AppSignInResponse, 'deviceLimit' | 'devicesInUse'>): boolean =>
  room.devicesInUse.length >= room.deviceLimit;

/** Where the browser goes after the answer: back to the authorization endpoint, which ends the flow. */
export const appSignInAnswerResponseSchema = z.object({ redirectTo: z.url().max(2000) });
export type AppSignInAnswerResponse = z.infer<typeof appSignInAnswerResponseSchema>;
