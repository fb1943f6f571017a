import { MAXIMUM_USERS } from '@app/pricing';
import { appUsageSummarySchema } from './app-usage.js';
import { languageSchema } from './language-schema.js';
import { ACTION_WITHOUT_SECRET, actionHasSecret, paymentAnswerShape } from './payment-answers.js';
import { isoDateTimeSchema, MESSAGE_MAX_LENGTH, messageResponseSchema } from './primitives.js';
import { emailSchema, newLicenseCountSchema, storedEmailSchema, tokenSchema } from './rules.js';
import { changeEffectSchema } from './subscription-changes.js';
import { z } from './zod.js';

/**
 * A licence (an Enterprise sub-user, docs/licences.md#licence). The API answers `active`, `pending` or
 * `declined` (docs/licences.md#licence-statuses); the type stays a string because the site shows any other value as an
 * error-coloured pending label rather than failing. The owner's own seat comes first with `removable: false`.
 * Added (docs/licences.md#licence-usage): `usage`, the holder's use of the app while the seat is
 * active (so the owner sees whether a licence is used); null for a pending or declined one.
 */
export const licenseSchema = z.object({
  email: storedEmailSchema,
  status: z.string().min(1).max(32),
  removable: z.boolean(),
  usage: appUsageSummarySchema.nullable(),
});
export type License = z.infer<typeof licenseSchema>;

/**
 * docs/licences.md#reassign: an accepted licence whose holder has not used the dictation app for
 * this many days (never, or her last batch ended longer ago) is unused and may be reassigned.
 */
export const LICENSE_UNUSED_DAYS = 30;

/**
 * docs/licences.md#reassign: whether a licence may be reassigned for want of use: an invitation
 * pending or declined, or an accepted licence unused for LICENSE_UNUSED_DAYS (`lastUsedAt`, the end
 * of her last batch, ISO; null: never). The owner's own is never reassigned (not removable). The
 * API's check, the site's "Reassign" and the mocks' answer alike.
 */
export function licenseUnused(
  license: { status: string; removable: boolean; lastUsedAt: string | null },
  now = new Date(),
): boolean {
  if (!license.removable) return false;
  if (license.status === 'pending' || license.status === 'declined') return true;
  if (license.status !== 'active') return false;
  if (license.lastUsedAt === null) return true;
  return now.getTime() - Date.parse(license.lastUsedAt) > LICENSE_UNUSED_DAYS * 24 * 60 * 60 * 1000;
}

/** POST /authentication/send-invitation (docs/calls.md#send-invitation). */
export const sendInvitationRequestSchema = z.strictObject({
  recipientEmail: emailSchema,
  subscriptionToken: tokenSchema,
  lang: languageSchema,
});
export type SendInvitationRequest = z.infer<typeof sendInvitationRequestSchema>;
export const sendInvitationResponseSchema = messageResponseSchema;
export type SendInvitationResponse = z.infer<typeof sendInvitationResponseSchema>;

/**
 * POST /licenses/reassign (docs/licences.md#reassign): an unused licence of the practice taken back
 * from `fromEmail` and offered to `toEmail` in one step, as a removal followed by an invitation
 * (the invitation's mail in `lang`).
 */
export const reassignLicenseRequestSchema = z.strictObject({
  subscriptionToken: tokenSchema,
  fromEmail: emailSchema,
  toEmail: emailSchema,
  lang: languageSchema,
});
export type ReassignLicenseRequest = z.infer<typeof reassignLicenseRequestSchema>;
export const reassignLicenseResponseSchema = messageResponseSchema;

/**
 * POST /licenses/accept-invitation and /licenses/decline-invitation (docs/licences.md#offers): the
 * invitee answers one offer of her account page's `invitations`, named by its id.
 */
export const invitationAnswerRequestSchema = z.strictObject({ invitationId: z.uuid() });
export type InvitationAnswerRequest = z.infer<typeof invitationAnswerRequestSchema>;
export const invitationAnswerResponseSchema = messageResponseSchema;
export type InvitationAnswerResponse = z.infer<typeof invitationAnswerResponseSchema>;

/**
 * POST /authentication/dissociate (docs/calls.md#dissociate): removing a licence frees the seat
 * (docs/licences.md#remove).
 */
export const dissociateRequestSchema = z.strictObject({ subscriptionToken: tokenSchema, email: emailSchema });
export type DissociateRequest = z.infer<typeof dissociateRequestSchema>;
export const dissociateResponseSchema = messageResponseSchema;
export type DissociateResponse = z.infer<typeof dissociateResponseSchema>;

/**
 * POST /subscriptions/update-licenses (docs/calls.md#update-licenses). More licences are charged now,
 * prorated, to the subscription's card and exist once paid; fewer take effect at the period's end (README
 * "Changes", where "adjusted on the next invoice" (docs/licences.md#adjustment-charges) is decided).
 */
export const updateLicensesRequestSchema = z.strictObject({ newLicenseCount: newLicenseCountSchema });
export type UpdateLicensesRequest = z.infer<typeof updateLicensesRequestSchema>;

/**
 * The seats the subscription has now (so the screen need not wait for its refresh), when the
 * change takes effect, and, for more licences, the card payment's answer
 * (packages/contracts/README.md#card-payment): a payment that needs 3-D Secure goes through the
 * same stages as a first payment.
 */
export const updateLicensesResponseSchema = z
  .object({
    message: z.string().max(MESSAGE_MAX_LENGTH),
    numberOfLicenses: z.number().int().min(1).max(MAXIMUM_USERS),
    effective: changeEffectSchema,
    effectiveDate: isoDateTimeSchema,
    ...paymentAnswerShape,
  })
  .refine(actionHasSecret, ACTION_WITHOUT_SECRET);
export type UpdateLicensesResponse = z.infer<typeof updateLicensesResponseSchema>;
