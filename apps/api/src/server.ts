import { startAnonymisationWorker } from './account-data/index.js';
import { promoteAdmins } from './admin/index.js';
import { buildApp } from './app.js';
import { startAppAuthPruning } from './app-auth/index.js';
import { startAuditPruning } from './audit/index.js';
import { startBillingNoticesWorker, startOverdueInvoices } from './billing/index.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open-database.js';
import { startOutboxWorker } from './mail/index.js';
import { startChallengesPruning } from './passkeys/index.js';
import { createPayments } from './payments/payments.js';
import { startAttemptsPruning } from './rate-limits/index.js';
import { startSsoFlowsPruning } from './sso/index.js';
import { startSeatReconciliation, startWebhookEventWorker } from './subscriptions/index.js';
import { startTrialReminders } from './trials/index.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const db = await openDatabase(config);
  const promoted = await promoteAdmins(db, config.adminEmails);
  const app = await buildApp({ config, db });
  // Not in buildApp, so app tests never send mail; stopped by app.close(), before the database closes.
  app.addHook('onClose', startOutboxWorker({ db, config, log: app.log }).stop);
  // docs/subscriptions-and-money.md#billing-notices: billing notices become mails in each
  // recipient's language; cards about to expire.
  app.addHook('onClose', startBillingNoticesWorker({ db, publicUrl: config.publicUrl, log: app.log }).stop);
  // Stripe events a request could not apply are retried here, not left to Stripe's retries.
  const payments = config.stripe ? createPayments(config.stripe) : null;
  if (payments) {
    app.addHook('onClose', startWebhookEventWorker({ db, payments, log: app.log }).stop);
    // docs/subscriptions-and-money.md#overdue-invoices: invoices paid by transfer, reminded when
    // overdue, ending their subscription unpaid.
    const daysAhead = config.overdueInvoicesDaysAhead;
    if (daysAhead > 0) app.log.warn({ daysAhead }, 'overdue invoices are reminded and ended days ahead');
    const overdue = startOverdueInvoices({
      db,
      stripe: payments.stripe,
      log: app.log,
      daysAhead,
      runAtStart: true,
    });
    app.addHook('onClose', overdue.stop);
    // docs/licences.md#seat-reconciliation: once a day our seats against Stripe's, each difference
    // recorded in the audit log for the admin, nothing corrected.
    app.addHook('onClose', startSeatReconciliation({ db, stripe: payments.stripe, log: app.log }).stop);
  }
  // Deleted accounts whose 30 days of grace are over lose their personal data, ours and Stripe's
  // (docs/accounts.md#deletion-ends-the-money).
  app.addHook(
    'onClose',
    startAnonymisationWorker({ db, stripe: payments?.stripe ?? null, log: app.log }).stop,
  );
  app.addHook('onClose', startTrialReminders({ db, config, log: app.log }).stop);
  app.addHook('onClose', startAttemptsPruning({ db, log: app.log }).stop);
  app.addHook('onClose', startSsoFlowsPruning({ db, log: app.log }).stop);
  app.addHook('onClose', startChallengesPruning({ db, log: app.log }).stop);
  app.addHook('onClose', startAppAuthPruning({ db, log: app.log }).stop);
  // docs/audit-log.md#retention: entries older than 13 months leave, the chain still verifiable.
  app.addHook('onClose', startAuditPruning({ db, log: app.log }).stop);

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'stopping');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`database: ${db.kind}; site: ${config.publicUrl}`);
  if (promoted.length > 0) app.log.info({ promoted }, 'ADMIN_EMAILS accounts promoted to admin');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
