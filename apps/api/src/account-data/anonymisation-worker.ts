import { deletionCutoff } from '@app/billing-rules';
import type Stripe from 'stripe';
import { endAppSignIns } from '../app-auth/devices-service.js';
import { recordAudit } from '../audit/index.js';
import { clearStripeCustomer } from '../billing/stripe-customer-details.js';
import type { Database } from '../db/database.js';
import { startPeriodicPass } from '../periodic-pass.js';
import { PURCHASE_MARK_SECONDS } from '../subscriptions/purchases/purchase-lock.js';
import { claimPurchase, releasePurchase } from '../subscriptions/subscriptions-service.js';
import {
  anonymiseAccount,
  type DueAccount,
  findDueAccount,
  findDueAccounts,
} from './anonymisation-repository.js';
import { endSubscriptionsNow } from './end-subscription.js';

/** Accounts read per query: short queries, whatever the backlog. */
const BATCH_SIZE = 20;
/** The job looks every hour: a deletion is due by the day, and an hour late is within the promise. */
export const ANONYMISATION_INTERVAL_MS = 60 * 60 * 1000;

export interface AnonymisationLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface AnonymisationContext {
  db: Database;
  /** Null where payments are not configured: an account with a Stripe customer then waits. */
  stripe: Stripe | null;
}

/**
 * Anonymises every account whose deletion was asked for more than 30 days before `now` (the
 * grace period). Safe to run from several API processes at once: each account is taken under its
 * purchase mark, by one of them only. Answers how many accounts it anonymised.
 */
export async function anonymiseDueAccounts(
  context: AnonymisationContext,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = deletionCutoff(now);
  let total = 0;
  let after: DueAccount | null = null;
  const failures: unknown[] = [];
  for (;;) {
    const due = await findDueAccounts(context.db, cutoff, BATCH_SIZE, after);
    for (const account of due) {
      try {
        if (await anonymiseOne(context, account, cutoff)) total += 1;
      } catch (error) {
        // The other accounts are not held up; the pass fails at its end, and the next one tries again.
        failures.push(error);
      }
    }
    if (due.length < BATCH_SIZE) break;
    after = due[due.length - 1] ?? null;
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} due account(s) not anonymised (${total} were)`);
  }
  return total;
}

/**
 * docs/accounts.md#deletion-ends-the-money: Stripe first, under her purchase mark (no purchase,
 * no other process meanwhile), with no transaction open: every subscription of hers ends at once
 * and her Stripe customer loses her personal data; then, in one transaction, our copy. Answers
 * whether this call anonymised her (another process, or "keep my account", may have come first).
 */
async function anonymiseOne(
  context: AnonymisationContext,
  account: DueAccount,
  cutoff: Date,
): Promise<boolean> {
  const { db, stripe } = context;
  const holder = await claimPurchase(db, account.id, PURCHASE_MARK_SECONDS);
  if (!holder) return false;
  try {
    // Kept meanwhile, or anonymised by another process: nothing to do.
    if (!(await findDueAccount(db, account.id, cutoff))) return false;
    if (account.stripeCustomerId) {
      if (!stripe) throw new Error('an account with a Stripe customer is anonymised only with Stripe');
      await endSubscriptionsNow(db, stripe, account);
      await clearStripeCustomer(stripe, account.stripeCustomerId);
    }
    return await db.transaction(async (tx) => {
      const claimed = await findDueAccount(tx, account.id, cutoff);
      if (!claimed) return false;
      await anonymiseAccount(tx, claimed);
      // An app signed in during the grace period (docs/desktop-app.md#devices): its grant, tokens and
      // device, with the network addresses they keep, go with her.
      await endAppSignIns(tx, claimed.id);
      // docs/audit-log.md#kinds: recorded with it, by the job, last (the chain's head is locked until
      // the commit); the entry names the account by id only.
      await recordAudit(tx, { actor: { kind: 'system' }, kind: 'account_anonymised', subjectId: claimed.id });
      return true;
    });
  } finally {
    await releasePurchase(db, account.id, holder);
  }
}

/** The periodic job in each API process, like the mail outbox worker; `stop` waits for a pass under way. */
export function startAnonymisationWorker({
  db,
  stripe,
  log,
  intervalMs = ANONYMISATION_INTERVAL_MS,
  now = () => new Date(),
}: {
  db: Database;
  stripe: Stripe | null;
  log: AnonymisationLog;
  intervalMs?: number;
  now?: () => Date;
}): { stop(): Promise<void> } {
  return startPeriodicPass({
    intervalMs,
    log,
    failure: 'anonymisation pass failed',
    async pass() {
      const anonymised = await anonymiseDueAccounts({ db, stripe }, now());
      if (anonymised > 0) log.info({ anonymised }, 'deleted accounts anonymised');
    },
  });
}
