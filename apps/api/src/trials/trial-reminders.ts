import { FREE_TRIAL_DAYS } from '@app/pricing';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { enqueueMail } from '../mail/outbox.js';
import { startPeriodicPass } from '../periodic-pass.js';
import { claimDueReminders } from './trials-repository.js';

/**
 * docs/subscriptions-and-money.md#trial: a Free account is mailed 3 days and 1 day before its trial
 * ends, with the way to /license. Ordered from the earliest: each reminder covers its window up to
 * the next one's, so an account that signs up with 2 days left (or a job that was down) gets only
 * the nearer one.
 */
export const TRIAL_REMINDER_DAYS = [3, 1] as const;

/** How often each API process looks for reminders due; a reminder may go out this much late. */
export const TRIAL_REMINDER_INTERVAL_MS = 15 * 60 * 1000;

export interface TrialRemindersOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  log: { error(details: object, message: string): void; info(details: object, message: string): void };
  intervalMs?: number;
  /** The clock the job reads; tests move it. */
  now?: () => Date;
}

export interface TrialReminders {
  /** Writes every reminder due now into the mail outbox, once each; answers how many. */
  run(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A periodic job like the mail outbox worker: one in each API process, safe with several (each
 * reminder is claimed by one insert), and the mails go through the outbox in the account's
 * language, in the transaction that claims them.
 */
export function startTrialReminders({
  db,
  config,
  log,
  intervalMs = TRIAL_REMINDER_INTERVAL_MS,
  now = () => new Date(),
}: TrialRemindersOptions): TrialReminders {
  async function run(): Promise<number> {
    let sent = 0;
    const at = now();
    for (const [index, daysBefore] of TRIAL_REMINDER_DAYS.entries()) {
      const nextDaysBefore = TRIAL_REMINDER_DAYS[index + 1] ?? 0;
      sent += await db.transaction(async (tx) => {
        const due = await claimDueReminders(tx, {
          now: at,
          trialDays: FREE_TRIAL_DAYS,
          daysBefore,
          nextDaysBefore,
        });
        for (const account of due) {
          await enqueueMail(tx, {
            to: account.email,
            lang: account.lang,
            template: 'trial_reminder',
            params: { link: `${config.publicUrl}/license`, days: String(daysBefore), date: account.endsAt },
          });
        }
        return due.length;
      });
    }
    if (sent > 0) log.info({ sent }, 'trial reminders written');
    return sent;
  }

  // A failed pass claimed nothing: the next one tries again.
  const loop = startPeriodicPass({ intervalMs, pass: run, log, failure: 'trial reminder pass failed' });

  return { run, stop: loop.stop };
}
