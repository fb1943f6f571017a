import { MAXIMUM_USERS } from '@app/pricing';
import { languageSchema } from './language.js';
import { MESSAGE_MAX_LENGTH, messageResponseSchema } from './primitives.js';
import { emailSchema, newLicenseCountSchema, storedEmailSchema, tokenSchema } from './rules.js';
import { z } from './zod.js';

/**
 * SPEC §3 licence (an Enterprise sub-user). The API answers `active` or `pending` (ARCHITECTURE
 * "Statuses"); the type stays a string because SPEC §2 shows any other value as an error-coloured
 * pending label rather than failing. The owner's own seat comes first with `removable: false`.
 */
export const licenseSchema = z.object({
  email: storedEmailSchema,
  status: z.string().min(1).max(32),
  removable: z.boolean(),
});
export type License = z.infer<typeof licenseSchema>;

/** SPEC §7 POST /authentication/send-invitation. */
export const sendInvitationRequestSchema = z.strictObject({
  recipientEmail: emailSchema,
  subscriptionToken: tokenSchema,
  lang: languageSchema,
});
export type SendInvitationRequest = z.infer<typeof sendInvitationRequestSchema>;
export const sendInvitationResponseSchema = messageResponseSchema;
export type SendInvitationResponse = z.infer<typeof sendInvitationResponseSchema>;

/** SPEC §7 POST /authentication/dissociate: removing a licence frees the seat (SPEC §4). */
export const dissociateRequestSchema = z.strictObject({ subscriptionToken: tokenSchema, email: emailSchema });
export type DissociateRequest = z.infer<typeof dissociateRequestSchema>;
export const dissociateResponseSchema = messageResponseSchema;
export type DissociateResponse = z.infer<typeof dissociateResponseSchema>;

/** SPEC §7 POST /subscriptions/update-licenses; the change is billed on the next invoice (SPEC §2). */
export const updateLicensesRequestSchema = z.strictObject({ newLicenseCount: newLicenseCountSchema });
export type UpdateLicensesRequest = z.infer<typeof updateLicensesRequestSchema>;

/** The new seat count comes back so the screen need not wait for its refresh to show it. */
export const updateLicensesResponseSchema = z.object({
  message: z.string().max(MESSAGE_MAX_LENGTH),
  numberOfLicenses: z.number().int().min(1).max(MAXIMUM_USERS),
});
export type UpdateLicensesResponse = z.infer<typeof updateLicensesResponseSchema>;
