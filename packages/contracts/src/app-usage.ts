import { isoDateTimeSchema } from './primitives.js';
import { z } from './zod.js';

/** docs/desktop-app.md#usage-plausible: how far ahead of the server's the app's clock may be. */
export const USAGE_CLOCK_SKEW_SECONDS = 300;
/** docs/desktop-app.md#usage-plausible: the most one account may dictate on one calendar day. */
export const USAGE_DAY_SECONDS = 24 * 60 * 60;

/** Why a batch is implausible on its own (docs/desktop-app.md#usage-plausible). */
export type UsageBatchProblem = 'negative' | 'future' | 'longer_than_elapsed';

/**
 * A batch's own plausibility (docs/desktop-app.md#usage-plausible), the API's and the mocks' alike:
 * not negative, not ending beyond the clock skew ahead of `now`, not longer than the time from the
 * app's sign-in to its end (plus the skew). The day's 24 hours need the stored batches: the API's.
 */
export function usageBatchProblem(
  batch: { seconds: number; endedAt: string },
  { now, signedInAt }: { now: Date; signedInAt: Date },
): UsageBatchProblem | null {
  const endedAt = Date.parse(batch.endedAt);
  if (batch.seconds < 0) return 'negative';
  if (endedAt > now.getTime() + USAGE_CLOCK_SKEW_SECONDS * 1000) return 'future';
  const elapsedSeconds = (endedAt - signedInAt.getTime()) / 1000;
  if (batch.seconds > elapsedSeconds + USAGE_CLOCK_SKEW_SECONDS) return 'longer_than_elapsed';
  return null;
}

/**
 * An account's use of the app as the admin, the Enterprise owner and the user see it
 * (docs/desktop-app.md#usage-shown): the seconds of its batches ending in the current Europe/Zurich
 * month, and the end of its latest batch (null: never used).
 */
export const appUsageSummarySchema = z.object({
  monthSeconds: z.number().nonnegative().finite(),
  lastUsedAt: isoDateTimeSchema.nullable(),
});
export type AppUsageSummary = z.infer<typeof appUsageSummarySchema>;

/** docs/desktop-app.md#usage-shown: seconds shown as whole minutes, rounded to the nearest. */
export function transcriptionMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}
