import type { Database } from '../../src/db/database.js';
import { type OutboxLog, type OutboxWorker, startOutboxWorker } from '../../src/mail/outbox-worker.js';
import { TEST_CONFIG } from './test-app.js';

/** An hour between passes: the worker's own loop stays idle, and the test drives it with drain(). */
export const IDLE_INTERVAL_MS = 60 * 60 * 1000;

/** An outbox worker sending to `smtpUrl` from the test app's sender. */
export function startTestOutboxWorker(
  db: Database,
  smtpUrl: string,
  log: OutboxLog,
  intervalMs = IDLE_INTERVAL_MS,
): OutboxWorker {
  return startOutboxWorker({ db, config: { ...TEST_CONFIG, smtpUrl }, log, intervalMs });
}
