import type { Database } from '../db/database.js';
import type { BillingMailTemplate } from '../mail/billing-templates.js';
import { enqueueRecordedMail } from '../mail/outbox.js';
import { type PassLog, startPeriodicPass } from '../periodic-pass.js';
import { recordExpiringCards } from './card-expiry.js';
import { claimPendingNotices, type PendingNotice } from './notices-repository.js';

export const DEFAULT_NOTICE_INTERVAL_MS = 5_000;
/** Cards are looked at hourly: a warning a few minutes late does no harm. */
const CARD_SCAN_INTERVAL_MS = 60 * 60 * 1000;
const BATCH_SIZE = 20;

/** Where each mail's button leads, on the site. */
const PATHS: Record<BillingMailTemplate, string> = {
  billing_payment_received: '/account',
  // The banner with "Pay now", and the card in "What you pay".
  billing_payment_failed: '/account#billing',
  billing_action_required: '/account#billing',
  billing_card_expiring: '/account#billing',
  billing_cancellation_confirmed: '/account',
  billing_seats_changed: '/account',
  billing_subscription_ended: '/license',
  billing_subscription_ended_unpaid: '/license',
  billing_subscription_ended_invoice_unpaid: '/license',
  billing_seat_released: '/license',
  billing_renewal_reminder: '/account',
  // The invoice, its PDF and QR-bill, is listed there.
  billing_invoice_reminder: '/account',
};

/** The mails about payments go to the practice's invoice address too (its accountant). */
const ALSO_TO_INVOICE_ADDRESS: ReadonlySet<BillingMailTemplate> = new Set([
  'billing_payment_received',
  'billing_invoice_reminder',
]);

function mailsOf(notice: PendingNotice, publicUrl: string) {
  const params = { ...notice.params, link: new URL(PATHS[notice.kind], publicUrl).toString() };
  const recipients = [notice.email];
  if (
    notice.invoiceEmail &&
    notice.invoiceEmail !== notice.email &&
    ALSO_TO_INVOICE_ADDRESS.has(notice.kind)
  ) {
    recipients.push(notice.invoiceEmail);
  }
  return recipients.map((to) => ({ to, lang: notice.lang, template: notice.kind, params }));
}

/**
 * Turns pending billing notices into mails in the outbox, each in its recipient's language, in
 * one transaction with marking them mailed: a notice is mailed once, by one API process.
 */
export async function deliverNotices(db: Database, publicUrl: string): Promise<number> {
  let delivered = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const notices = await claimPendingNotices(tx, BATCH_SIZE);
      for (const notice of notices) {
        for (const mail of mailsOf(notice, publicUrl)) await enqueueRecordedMail(tx, mail);
      }
      return notices.length;
    });
    delivered += count;
    if (count < BATCH_SIZE) return delivered;
  }
}

export interface BillingNoticesWorker {
  /** Looks for expiring cards (when due) and mails every pending notice, once. */
  drain(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

/** One per API process, like the outbox's worker and the trial reminders. */
export function startBillingNoticesWorker(options: {
  db: Database;
  publicUrl: string;
  log: PassLog;
  intervalMs?: number;
}): BillingNoticesWorker {
  const { db, publicUrl, log, intervalMs = DEFAULT_NOTICE_INTERVAL_MS } = options;
  let lastCardScan = 0;

  async function drain(now = new Date()) {
    if (now.getTime() - lastCardScan >= CARD_SCAN_INTERVAL_MS) {
      await db.transaction((tx) => recordExpiringCards(tx, now));
      lastCardScan = now.getTime();
    }
    return deliverNotices(db, publicUrl);
  }

  // The database may be briefly away; the next pass tries again.
  const loop = startPeriodicPass({
    intervalMs,
    pass: () => drain(),
    log,
    failure: 'billing notices pass failed',
  });
  return { drain, stop: loop.stop };
}
