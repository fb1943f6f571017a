import {
  type AppUsageBatch,
  type AppUsageResponse,
  USAGE_DAY_SECONDS,
  type UsageBatchProblem,
  usageBatchProblem,
} from '@app/contracts';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import {
  insertBatches,
  lastBatchEnd,
  listBatches,
  lockAccountUsage,
  secondsPerDay,
  storedBatchIds,
  type UsageBatchRow,
  usageByAccountSql,
  usageOfAccountSql,
} from './usage-repository.js';
import { zurichDay, zurichMonthStart } from './zurich-calendar.js';

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

/** What the refusal says of each rule, for the app's developers (docs/desktop-app.md#usage-plausible). */
const PROBLEMS: Record<UsageBatchProblem, string> = {
  negative: 'negative seconds',
  future: 'it ends in the future',
  longer_than_elapsed: "longer than the time from the app's sign-in to its end",
};

/** A batch's own plausibility (the contracts' rule, the mocks' too), as the row to store. */
function plausibleBatch(batch: AppUsageBatch, signedInAt: Date, now: Date): UsageBatchRow {
  const problem = usageBatchProblem(batch, { now, signedInAt });
  if (problem) throw new HttpError('usage_implausible', `Batch ${batch.id}: ${PROBLEMS[problem]}.`);
  const endedAt = new Date(batch.endedAt);
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

/** The same for one account (`userIdExpression`), to join laterally: one row, read through its index. */
export function usageOfAccount(userIdExpression: string, monthStartParam: string): string {
  return usageOfAccountSql(userIdExpression, monthStartParam);
}

/** The Europe/Zurich month the minutes shown are counted in, as its first day. */
export function usageMonthStart(now = new Date()): string {
  return zurichMonthStart(now);
}

/** docs/accounts.md#data-download: the usage the app reported for her, each batch as stored. */
export const exportedUsage = (db: Queryable, userId: string) => listBatches(db, userId);

/** docs/licences.md#reassign: when the account last used the app (its latest batch's end), null: never. */
export const lastAppUse = (db: Queryable, userId: string) => lastBatchEnd(db, userId);
