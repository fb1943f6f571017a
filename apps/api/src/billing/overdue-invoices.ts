import { hasEnded } from '@app/billing-rules';
import { INVOICE_END_DAYS_AFTER_REMINDER, INVOICE_REMINDER_DAYS_AFTER_DUE } from '@app/pricing';
import type Stripe from 'stripe';
import type { Database } from '../db/database.js';
import { claimDueReminders, findInvoicesToEnd, type OverdueInvoice } from '../invoices/invoice-service.js';
import { isStripeUnavailable } from '../payments/payments.js';
import { startPeriodicPass } from '../periodic-pass.js';
import { syncSubscription } from '../subscriptions/sync/stripe-sync-service.js';
import { recordNotice } from './notices-repository.js';

/**
 * docs/subscriptions-and-money.md#overdue-invoices: an invoice paid by transfer still unpaid
 * INVOICE_REMINDER_DAYS_AFTER_DUE days after its due date is reminded, and still unpaid
 * INVOICE_END_DAYS_AFTER_REMINDER days after its reminder ends its subscription (the terms of use
 * promise the same figures, from @app/pricing).
 */
export { INVOICE_END_DAYS_AFTER_REMINDER, INVOICE_REMINDER_DAYS_AFTER_DUE };

/** How often each API process looks; a reminder or an end may come this much late. */
export const OVERDUE_INVOICES_INTERVAL_MS = 15 * 60 * 1000;
const BATCH_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OverdueInvoicesOptions {
  db: Database;
  /** Started only with Stripe configured: without it there is no invoice. */
  stripe: Stripe;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  intervalMs?: number;
  /** The clock the job reads; tests move it. */
  now?: () => Date;
  /**
   * Days added to that clock: a staging server shows what a month later brings
   * (OVERDUE_INVOICES_DAYS_AHEAD, config.ts). This job's clock only, never the sessions' or links'.
   */
  daysAhead?: number;
  /**
   * A first pass at once rather than an interval later: after a restart, what fell due while no
   * process ran is reminded or ended straight away (server.ts). Tests run their passes themselves.
   */
  runAtStart?: boolean;
}

export interface OverdueInvoices {
  /** Reminds every invoice due a reminder and ends every subscription whose invoice's time is up. */
  run(): Promise<{ reminded: number; ended: number }>;
  stop(): Promise<void>;
}

/**
 * Dunning for invoices paid by bank transfer, done here rather than by Stripe's settings for
 * invoices it sends, so that the reminder is a billing notice like the others (our words, the
 * owner's language, the invoice address too) and the end is the one a failed renewal has. A
 * periodic job like the trial reminders: one in each API process, safe with several. In billing/
 * beside the notices it records; an end is told by subscription-notices.ts.
 */
export function startOverdueInvoices({
  db,
  stripe,
  log,
  intervalMs = OVERDUE_INVOICES_INTERVAL_MS,
  now = () => new Date(),
  daysAhead = 0,
  runAtStart = false,
}: OverdueInvoicesOptions): OverdueInvoices {
  async function remind(at: Date): Promise<number> {
    let reminded = 0;
    for (;;) {
      // The notice is recorded with the stamp: a reminder is mailed once, by one process.
      const count = await db.transaction(async (tx) => {
        const claimed = await claimDueReminders(tx, {
          now: at,
          daysAfterDue: INVOICE_REMINDER_DAYS_AFTER_DUE,
          limit: BATCH_SIZE,
        });
        for (const invoice of claimed) {
          await recordNotice(tx, {
            key: `invoice_reminder:${invoice.invoiceId}`,
            kind: 'billing_invoice_reminder',
            userId: invoice.ownerId,
            params: {
              invoiceId: invoice.invoiceId,
              invoiceNumber: invoice.number,
              amount: String(invoice.amount),
              date: invoice.dueDate.toISOString(),
              endsOn: new Date(at.getTime() + INVOICE_END_DAYS_AFTER_REMINDER * DAY_MS).toISOString(),
            },
          });
        }
        return claimed.length;
      });
      reminded += count;
      if (count < BATCH_SIZE) return reminded;
    }
  }

  async function endOverdue(at: Date): Promise<number> {
    const overdue = await findInvoicesToEnd(db, {
      now: at,
      daysAfterReminder: INVOICE_END_DAYS_AFTER_REMINDER,
      limit: BATCH_SIZE,
    });
    let ended = 0;
    for (const invoice of overdue) {
      try {
        if (await endSubscriptionOf(db, stripe, invoice, log)) ended += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const details = { invoice: invoice.invoiceId, error: reason };
        // Nothing of ours was written: the next pass tries again, from what Stripe then says.
        if (isStripeUnavailable(error)) {
          log.warn(details, 'Stripe unavailable: overdue invoices are ended on the next pass');
          break;
        }
        log.error(details, 'an overdue invoice could not end its subscription');
      }
    }
    return ended;
  }

  async function run() {
    const at = new Date(now().getTime() + daysAhead * DAY_MS);
    const reminded = await remind(at);
    const ended = await endOverdue(at);
    if (reminded > 0 || ended > 0) log.info({ reminded, ended }, 'overdue invoices reminded or ended');
    return { reminded, ended };
  }

  const loop = startPeriodicPass({
    intervalMs,
    pass: run,
    log,
    failure: 'overdue invoices pass failed',
    runAtStart,
  });
  return { run, stop: loop.stop };
}

/**
 * Ends the subscription of an invoice left unpaid, as Stripe's billing ends one whose renewal
 * failed every retry (the emulator's dunning.ts, this product's settings): the invoice written
 * off as uncollectible, then the subscription cancelled; both calls with idempotency keys and
 * outside any transaction, then our copy synced. Written off first, so that whichever sync sees
 * the end tells the owner it was unpaid. Stripe is read first: an invoice paid meanwhile (the
 * admin marking a transfer received) ends nothing; nor does a subscription that ended another way
 * before our copy heard (its invoice stays open, not written off); a call that went through
 * before a failure is not made again. False when nothing was ended.
 */
async function endSubscriptionOf(
  db: Database,
  stripe: Stripe,
  overdue: OverdueInvoice,
  log: OverdueInvoicesOptions['log'],
): Promise<boolean> {
  const invoice = await stripe.invoices.retrieve(overdue.invoiceId);
  const subscription = await stripe.subscriptions.retrieve(overdue.stripeSubscriptionId);
  if ((invoice.status !== 'open' && invoice.status !== 'uncollectible') || hasEnded(subscription.status)) {
    await syncSubscription(db, stripe, overdue.stripeSubscriptionId, log);
    return false;
  }
  if (invoice.status === 'open') {
    await stripe.invoices.markUncollectible(
      overdue.invoiceId,
      {},
      {
        idempotencyKey: `overdue-invoice-write-off:${overdue.invoiceId}`,
      },
    );
  }
  await stripe.subscriptions.cancel(
    overdue.stripeSubscriptionId,
    {},
    {
      idempotencyKey: `overdue-invoice-end:${overdue.invoiceId}`,
    },
  );
  await syncSubscription(db, stripe, overdue.stripeSubscriptionId, log);
  return true;
}
