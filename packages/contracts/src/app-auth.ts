import { isoDateTimeSchema } from './primitives.js';
import { EMAIL_MAX_LENGTH } from './rules.js';
import { textSchema } from './text.js';
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
 * How the app asked: through this browser with a loopback redirect, or with a code typed here
 * while the app waits on another computer (docs/desktop-app.md#device-code).
 */
export const APP_SIGN_IN_FLOWS = ['loopback', 'device'] as const;
export type AppSignInFlow = (typeof APP_SIGN_IN_FLOWS)[number];

/**
 * What the consent screen shows of the pending sign-in: which app, on which device, and the
 * account it would use (the address of the session's user, docs/desktop-app.md#consent); and, so
 * that it can say so before the user approves, how many devices the licence serves at most and
 * those it serves now, the most recently used first (docs/desktop-app.md#device-limit): with as
 * many as the limit, approving is refused with `app_device_limit`.
 * For a code, also the network address the app asked from and when (docs/desktop-app.md#device-code).
 */
export const appSignInResponseSchema = z.object({
  clientId: z.literal(APP_CLIENT_ID),
  deviceName: z.string().max(DEVICE_NAME_MAX).nullable(),
  signedInAs: z.string().max(EMAIL_MAX_LENGTH),
  deviceLimit: z.number().int().min(1).max(APP_DEVICES_PER_SEAT_MAX),
  devicesInUse: z.array(appDeviceInUseSchema).max(1000),
  flow: z.enum(APP_SIGN_IN_FLOWS),
  /** The device's network address when it asked for the code; null for a loopback sign-in. */
  requestedFrom: z.string().max(100).nullable(),
  requestedAt: isoDateTimeSchema.nullable(),
});
export type AppSignInResponse = z.infer<typeof appSignInResponseSchema>;

/**
 * docs/desktop-app.md#device-limit: no room for one more device. The one rule the API's approval,
 * the consent screen and the mocks apply.
 */
export const deviceLimitReached = (room: Pick<AppSignInResponse, 'deviceLimit' | 'devicesInUse'>): boolean =>
  room.devicesInUse.length >= room.deviceLimit;

/**
 * Where the browser goes after the answer: back to the authorization endpoint, which ends the
 * flow; null for a code, whose app learns the answer by asking the token endpoint.
 */
export const appSignInAnswerResponseSchema = z.object({ redirectTo: z.url().max(2000).nullable() });
export type AppSignInAnswerResponse = z.infer<typeof appSignInAnswerResponseSchema>;

/**
 * docs/desktop-app.md#device-code: the code the app shows, as the user types it: 8 letters of
 * BCDFGHJKLMNPQRSTVWXZ (RFC 8628 section 6.1), case, spaces and hyphens hers to type.
 */
export const APP_USER_CODE_LENGTH = 8;
export const enterAppDeviceCodeRequestSchema = z.strictObject({
  userCode: textSchema()
    .max(32, { abort: true })
    .regex(/^[A-Za-z -]+$/),
});
export type EnterAppDeviceCodeRequest = z.infer<typeof enterAppDeviceCodeRequestSchema>;
/** The pending sign-in the code opened, for the consent screen (`/app/consent/{uid}`). */
export const enterAppDeviceCodeResponseSchema = appSignInParamsSchema;
export type EnterAppDeviceCodeResponse = z.infer<typeof enterAppDeviceCodeResponseSchema>;

/**
 * docs/licences.md#device-code-switch: an Enterprise owner allows or forbids signing in the app
 * with a code for her practice (herself and her colleagues).
 */
export const appDeviceCodeSwitchRequestSchema = z.strictObject({ allowed: z.boolean() });
export type AppDeviceCodeSwitchRequest = z.infer<typeof appDeviceCodeSwitchRequestSchema>;
export const appDeviceCodeSwitchResponseSchema = z.object({ allowed: z.boolean() });
export type AppDeviceCodeSwitchResponse = z.infer<typeof appDeviceCodeSwitchResponseSchema>;
