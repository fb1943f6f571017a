import { nextRetrySeconds } from '@app/billing-rules';
import type { Language } from '@app/contracts';
import { processorFor } from '@app/i18n';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { invoicePdfForMail } from '../invoices/invoice-service.js';
import { startPeriodicPass } from '../periodic-pass.js';
import type { MailAttachment } from './logo.js';
import { claimDueMails, type DueMail, markMailSent, recordMailFailure } from './outbox-repository.js';
import { MailParamsError, MailRenderError, renderMail } from './render.js';

/**
 * The mail provider at SMTP_URL, which the privacy policy names with its country
 * (docs/legal.md#processors): every mail and its attachment go through it.
 */
export const MAIL_PROCESSOR = processorFor('mail');

/** What the worker needs of a logger; Fastify's (pino) fits. */
export interface OutboxLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Database;
  /** The seller and the QR-IBAN too: a mail about an invoice carries its PDF. */
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'seller' | 'invoiceQrIban' | 'vatRates'>;
  log: OutboxLog;
  /** Pause between two passes over the outbox. */
  intervalMs?: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

export interface OutboxWorker {
  /** Sends every mail due now, once (the loop calls it; tests call it directly). */
  drain(): Promise<DrainResult>;
  /** Ends the loop, waits for a pass under way and closes the SMTP transport. */
  stop(): Promise<void>;
}

export const DEFAULT_INTERVAL_MS = 5_000;
const BATCH_SIZE = 10;
// A claimed row is hidden from other workers this long. A batch is sent in parallel, so one send's
// worst case under the timeouts below bounds it; a worker that dies mid-send frees its rows after it.
const CLAIM_SECONDS = 5 * 60;
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const LAST_ERROR_MAX_LENGTH = 500;
/**
 * Sends the rows of mail_outbox (written by enqueueMail in the request's transaction) over SMTP,
 * retrying with backoff. Several API processes may run one each: a row is claimed by one of them
 * only. Delivery is at least once: a process that dies between the SMTP server's acceptance and
 * the `sent_at` update sends that mail again once its claim lapses.
 */
export function startOutboxWorker({
  db,
  config,
  log,
  intervalMs = DEFAULT_INTERVAL_MS,
}: OutboxWorkerOptions): OutboxWorker {
  // Query parameters of SMTP_URL (e.g. `?socketTimeout=60000`) override these defaults.
  const transport = createTransport(
    { url: config.smtpUrl, ...SMTP_TIMEOUTS_MS },
    // Asks auto-responders (RFC 3834) not to answer the no-reply sender.
    { from: config.mailFrom, headers: { 'Auto-Submitted': 'auto-generated' } },
  );

  /** Claims due rows in one statement, so `skip locked` keeps two workers from taking the same one. */
  const claim = (): Promise<DueMail[]> => claimDueMails(db, CLAIM_SECONDS, BATCH_SIZE);

  /**
   * Our PDF of the invoice a mail is about, in the mail's language, rendered now from the
   * database rather than kept in the outbox. Its notice is recorded after the sync that wrote
   * the invoice; should it be missing or fail to render, the mail waits and is tried again.
   */
  async function invoiceAttachment(invoiceId: string, language: Language): Promise<MailAttachment> {
    const document = await invoicePdfForMail({ db, config }, invoiceId, language);
    if (!document) throw new Error(`no invoice ${invoiceId} for its mail`);
    return {
      filename: document.fileName,
      content: Buffer.from(document.pdf),
      contentType: 'application/pdf',
    };
  }

  async function deliver(mail: DueMail): Promise<boolean> {
    // The link carries a token, so only the template and the recipient's domain reach the logs.
    const details = { template: mail.template, domain: domainOf(mail.recipient) };
    try {
      const { subject, text, html, attachments, invoiceId } = renderMail(
        mail.template,
        mail.lang,
        mail.params,
      );
      if (invoiceId) attachments.push(await invoiceAttachment(invoiceId, mail.lang));
      await transport.sendMail({ to: mail.recipient, subject, text, html, attachments });
    } catch (error) {
      const failures = mail.attempts + 1;
      // Params that do not fit their template will not fit at the next try either. An unknown
      // template is tried again: a process of the previous release may meet a newer one's row.
      // docs/limits.md#mail-given-up: otherwise given up after as many tries as the backoff allows.
      const unfit = error instanceof MailParamsError;
      const retryInSeconds = unfit ? null : nextRetrySeconds(failures);
      const givenUp = retryInSeconds === null;
      await recordMailFailure(db, mail.id, {
        attempts: failures,
        error: describe(error).slice(0, LAST_ERROR_MAX_LENGTH),
        retryInSeconds,
      });
      const logged = {
        ...details,
        ...smtpDetails(error),
        attempts: failures,
        // Ours, naming fields only; an SMTP error's message may quote the address, so never that.
        ...(unfit ? { reason: describe(error) } : {}),
      };
      if (givenUp) log.error(logged, 'mail given up');
      else
        log[error instanceof MailRenderError ? 'error' : 'warn'](
          { ...logged, retryInSeconds },
          'mail not sent',
        );
      return false;
    }
    await markMailSent(db, mail.id);
    log.info(details, 'mail sent');
    return true;
  }

  async function drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0 };
    // A failed row is put off into the future, so every round takes new rows and the loop ends.
    for (let batch = await claim(); batch.length > 0; batch = await claim()) {
      for (const delivered of await Promise.all(batch.map(deliver))) {
        if (delivered) result.sent += 1;
        else result.failed += 1;
      }
    }
    return result;
  }

  // The database may be briefly away; the next pass tries again.
  const loop = startPeriodicPass({ intervalMs, pass: drain, log, failure: 'mail outbox pass failed' });

  return {
    drain,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Nodemailer's code and the SMTP reply code, never its message (which may quote the address). */
function smtpDetails(error: unknown): { code?: string; responseCode?: number } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}
