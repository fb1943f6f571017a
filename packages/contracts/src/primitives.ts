import { textSchema } from './text.js';
import { z } from './zod.js';

/**
 * Dates on the wire are ISO 8601 strings (packages/contracts/README.md#decisions): what
 * `Date#toISOString()` writes, with an offset accepted too so a hand-written fixture need not be in UTC.
 */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * Bounded so that no response or request field can grow without limit
 * (packages/contracts/README.md#validation-rules-and-limits).
 */
export const RECORD_ID_MAX_LENGTH = 64;

/**
 * The `_id` of a stored record (a user (docs/admin.md#users) and a click (docs/admin.md#tracking-stat),
 * DELETE /tracking/delete (docs/calls.md#tracking-delete)): opaque to the site, URL-safe so it can travel in
 * a path or a query if a later call needs it.
 */
export const recordIdSchema = textSchema()
  .min(1)
  .max(RECORD_ID_MAX_LENGTH, { abort: true })
  .regex(/^[A-Za-z0-9_-]+$/);

export const MESSAGE_MAX_LENGTH = 1000;

/**
 * The success body of the calls that the first specification said "may carry ... message"
 * (docs/calls.md#answers) or whose answer it does not show: a human-readable confirmation in the request's
 * language. The site shows its own translated text; the message is for logs and for clients without a
 * catalogue.
 */
export const messageResponseSchema = z.object({ message: z.string().max(MESSAGE_MAX_LENGTH) });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
