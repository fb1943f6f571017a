import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../../../test-timeouts.ts';
import type { Database } from '../../src/db/database.js';
import { ATTEMPTS_KEPT_MINUTES, startAttemptsPruning } from '../../src/rate-limits/attempts-pruning.js';
import { countAttempts } from '../../src/rate-limits/attempts-repository.js';
import { FAILURES_REPORTED_HOURS, INVITATIONS_PER_RECIPIENT } from '../../src/rate-limits/limits.js';
import { openTestDatabase } from '../helpers/test-database.js';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** An attempt `minutesAgo` by the database's clock. */
const attemptAt = (kind: string, subject: string, minutesAgo: number) =>
  db.query(
    `insert into auth_attempts (kind, subject, at) values ($1, $2, now() - make_interval(mins => $3))`,
    [kind, subject, minutesAgo],
  );

const silent = { info: () => undefined, error: () => undefined };

describe('old attempts leave the table (docs/security.md#security: it grew with every sign-in)', () => {
  it('keeps attempts as long as the longest window that counts them: a day', () => {
    expect(ATTEMPTS_KEPT_MINUTES).toBe(24 * 60);
    expect(ATTEMPTS_KEPT_MINUTES).toBeGreaterThanOrEqual(FAILURES_REPORTED_HOURS * 60);
    expect(ATTEMPTS_KEPT_MINUTES).toBeGreaterThanOrEqual(INVITATIONS_PER_RECIPIENT.windowMinutes);
  });

  it('deletes only what no count reads any more, and every count reads the same afterwards', async () => {
    await attemptAt('invitation', 'kept@praxis.ch', 10);
    await attemptAt('invitation', 'kept@praxis.ch', ATTEMPTS_KEPT_MINUTES - 5);
    await attemptAt('invitation', 'kept@praxis.ch', ATTEMPTS_KEPT_MINUTES + 5);
    await attemptAt('signin_failure', 'gone@praxis.ch', 3 * 24 * 60);
    const before = await countAttempts(
      db,
      'invitation',
      'kept@praxis.ch',
      INVITATIONS_PER_RECIPIENT.windowMinutes,
    );

    const worker = startAttemptsPruning({ db, log: silent, intervalMs: 10 });
    await expect
      .poll(
        async () =>
          (await db.query<{ n: number }>('select count(*)::int as n from auth_attempts')).rows[0]?.n,
        // Not Vitest's 1 s default: the worker's first pass waits its turn on a busy machine.
        { timeout: ASYNC_UTIL_TIMEOUT_MS },
      )
      .toBe(2);
    await worker.stop();

    const after = await countAttempts(
      db,
      'invitation',
      'kept@praxis.ch',
      INVITATIONS_PER_RECIPIENT.windowMinutes,
    );
    expect(after.count).toBe(before.count);
    expect(before.count).toBe(2);
  });
});
