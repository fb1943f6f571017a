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

/**
 * What the consent screen shows of the pending sign-in: which app, on which device, and the
 * account it would use (the address of the session's user, docs/desktop-app.md#consent).
 */
export const appSignInResponseSchema = z.object({
  clientId: z.literal(APP_CLIENT_ID),
  deviceName: z.string().max(DEVICE_NAME_MAX).nullable(),
  signedInAs: z.string().max(EMAIL_MAX_LENGTH),
});
export type AppSignInResponse = z.infer<typeof appSignInResponseSchema>;

/** Where the browser goes after the answer: back to the authorization endpoint, which ends the flow. */
export const appSignInAnswerResponseSchema = z.object({ redirectTo: z.url().max(2000) });
export type AppSignInAnswerResponse = z.infer<typeof appSignInAnswerResponseSchema>;
