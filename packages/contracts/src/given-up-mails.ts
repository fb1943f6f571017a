import { isoDateTimeSchema } from './primitives.js';
import { storedEmailSchema } from './rules.js';
import { z } from './zod.js';

/** The outbox keeps up to this many characters of a mail's last error. */
const LAST_ERROR_MAX_LENGTH = 500;
/** The newest given-up mails the admin area shows (docs/admin.md#given-up-mails). */
export const GIVEN_UP_MAILS_SHOWN = 100;

/**
 * A mail the outbox gave up on (docs/limits.md#mail-given-up), as the admin area shows it: to whom,
 * which of the product's mails (its template's name, e.g. `billing_payment_failed`), when it was
 * given up, after how many tries, and the last error. Never its params: they hold links with tokens.
 */
export const givenUpMailSchema = z.object({
  id: z.string().regex(/^\d{1,19}$/),
  recipient: storedEmailSchema,
  kind: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  givenUpAt: isoDateTimeSchema,
  attempts: z.number().int().nonnegative(),
  lastError: z.string().max(LAST_ERROR_MAX_LENGTH).nullable(),
});
export type GivenUpMail = z.infer<typeof givenUpMailSchema>;

/** GET /admin/given-up-mails: the newest first, at most GIVEN_UP_MAILS_SHOWN. */
export const listGivenUpMailsResponseSchema = z.array(givenUpMailSchema).max(GIVEN_UP_MAILS_SHOWN);
export type ListGivenUpMailsResponse = z.infer<typeof listGivenUpMailsResponseSchema>;
