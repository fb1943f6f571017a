import { isoDateTimeSchema, messageResponseSchema, recordIdSchema } from './primitives.js';
import { textSchema } from './text.js';
import { CLICK_ID_MAX_LENGTH, UNKNOWN_CLICK_ID } from './tracking-ids.js';
import { z } from './zod.js';

export { CLICK_ID_MAX_LENGTH, UNKNOWN_CLICK_ID } from './tracking-ids.js';

/**
 * The id of a tracked link. Campaign ids are chosen by people, so any printable text is kept
 * (trimmed, bounded); control and formatting characters are not, as they would corrupt the stats
 * table and logs.
 */
export const clickIdSchema = textSchema()
  .trim()
  .min(1)
  .max(CLICK_ID_MAX_LENGTH, { abort: true })
  .regex(/^[^\p{Cc}\p{Cf}]+$/u);

/**
 * GET /tracking/click?id={id} (docs/calls.md#tracking-click). A click must always reach its destination, so
 * this query schema is the one that never refuses: a missing or unusable id is recorded as 'unknown', and
 * keys added by link decorators (utm_*, fbclid) are dropped, not refused. The answer is a redirect
 * to the configured download destination, never to a target from the request
 * (docs/routes-and-screens.md#click).
 */
export const trackingClickQuerySchema = z.object({ id: clickIdSchema.catch(UNKNOWN_CLICK_ID) });
export type TrackingClickQuery = z.infer<typeof trackingClickQuerySchema>;

/**
 * A click (docs/admin.md#tracking-stat): one recorded click. `existsInUsers` tells whether the id names one
 * of our users, and `plan` is that user's plan (null otherwise; kept a string so a stat recorded
 * under a retired plan name still shows).
 */
export const trackingStatSchema = z.object({
  _id: recordIdSchema,
  date: isoDateTimeSchema,
  id: z.string().max(CLICK_ID_MAX_LENGTH),
  existsInUsers: z.boolean(),
  plan: z.string().max(32).nullable(),
});
export type TrackingStat = z.infer<typeof trackingStatSchema>;

/** GET /tracking/stats (docs/calls.md#tracking-stats). */
export const trackingStatsResponseSchema = z.array(trackingStatSchema);
export type TrackingStatsResponse = z.infer<typeof trackingStatsResponseSchema>;

/** DELETE /tracking/delete (docs/calls.md#tracking-delete) with `_id` in the body. */
export const deleteTrackingStatRequestSchema = z.strictObject({ _id: recordIdSchema });
export type DeleteTrackingStatRequest = z.infer<typeof deleteTrackingStatRequestSchema>;
export const deleteTrackingStatResponseSchema = messageResponseSchema;
export type DeleteTrackingStatResponse = z.infer<typeof deleteTrackingStatResponseSchema>;
