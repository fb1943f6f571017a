import type { AppUsageBatch, AppUsageResponse } from '@app/contracts';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import {
  insertBatches,
  lockAccountUsage,
  secondsPerDay,
  storedBatchIds,
  type UsageBatchRow,
  usageByAccountSql,
} from './usage-repository.js';
import { zurichDay, zurichMonthStart } from './zurich-calendar.js';

/** docs/desktop-app.md#usage: how far ahead of ours the app's clock may be. */
export const USAGE_CLOCK_SKEW_SECONDS = 300;
/** docs/desktop-app.md#usage: the most one account may dictate on one calendar day. */
export const USAGE_DAY_SECONDS = 24 * 60 * 60;

/** The app reporting: whose account, which sign-in, and when that sign-in began. */
export interface UsageReporter {
  userId: string;
  grantId: string;
  signedInAt: Date;
}

/**
 * Stores a usage report (docs/desktop-app.md#usage): each batch once per account, the first copy
 * of an id winning; the whole report refused, nothing stored, when one batch is implausible.
 */
export async function reportUsage(
  db: Database,
  reporter: UsageReporter,
  batches: AppUsageBatch[],
  now = new Date(),
): Promise<AppUsageResponse> {
  const rows = batches.map((batch) => plausibleBatch(batch, reporter.signedInAt, now));
  // An id twice in one report: its first copy is the one, the other a duplicate.
  const seen = new Set<string>();
  const firstOfEach = rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
  const accepted = await db.transaction(async (tx) => {
    await lockAccountUsage(tx, reporter.userId);
    const stored = await storedBatchIds(
      tx,
      reporter.userId,
      firstOfEach.map((row) => row.id),
    );
    const fresh = firstOfEach.filter((row) => !stored.has(row.id));
    if (fresh.length === 0) return 0;
    await checkDays(tx, reporter.userId, fresh);
    return insertBatches(tx, reporter.userId, reporter.grantId, fresh);
  });
  return { accepted, duplicates: batches.length - accepted };
}

/** A batch's own plausibility: not negative, not in the future, not longer than its sign-in. */
function plausibleBatch(batch: AppUsageBatch, signedInAt: Date, now: Date): UsageBatchRow {
  const endedAt = new Date(batch.endedAt);
  const refuse = (why: string) => {
    throw new HttpError('usage_implausible', `Batch ${batch.id}: ${why}.`);
  };
  if (batch.seconds < 0) refuse('negative seconds');
  if (endedAt.getTime() > now.getTime() + USAGE_CLOCK_SKEW_SECONDS * 1000) refuse('it ends in the future');
  const elapsed = (endedAt.getTime() - signedInAt.getTime()) / 1000;
  if (batch.seconds > elapsed + USAGE_CLOCK_SKEW_SECONDS) {
    refuse("longer than the time from the app's sign-in to its end");
  }
  return { id: batch.id, seconds: batch.seconds, endedAt, day: zurichDay(endedAt) };
}

/** No Europe/Zurich day over 24 hours, counting what is stored of that day already. */
async function checkDays(tx: Queryable, userId: string, fresh: UsageBatchRow[]): Promise<void> {
  const reported = new Map<string, number>();
  for (const row of fresh) reported.set(row.day, (reported.get(row.day) ?? 0) + row.seconds);
  const stored = await secondsPerDay(tx, userId, [...reported.keys()]);
  for (const [day, seconds] of reported) {
    if (seconds + (stored.get(day) ?? 0) > USAGE_DAY_SECONDS) {
      throw new HttpError('usage_implausible', `More than 24 hours of use on ${day}.`);
    }
  }
}

/**
 * The fragment other domains join for an account's minutes this month and last use
 * (docs/desktop-app.md#usage-shown), with the month's first day as its parameter's value.
 */
export function usageByAccount(monthStartParam: string): string {
  return usageByAccountSql(monthStartParam);
}

/** The Europe/Zurich month the minutes shown are counted in, as its first day. */
export function usageMonthStart(now = new Date()): string {
  return zurichMonthStart(now);
}
