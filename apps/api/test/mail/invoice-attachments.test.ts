import type { Language } from '@app/contracts';
import { intlFor } from '@app/i18n';
import { decodeQrBillCode, pdfPagesText } from '@app/pdf-reader';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVOICE_REMINDER_DAYS_AFTER_DUE } from '../../src/billing/overdue-invoices.js';
import type { OutboxWorker } from '../../src/mail/outbox-worker.js';
import { syncSubscription } from '../../src/subscriptions/sync/stripe-sync-service.js';
import { billingCalls } from '../helpers/billing-calls.js';
import { silentLog } from '../helpers/logs.js';
import { deliveryStates } from '../helpers/mail-outbox.js';
import { type MailFile, readMail } from '../helpers/mail-reader.js';
import { startTestOutboxWorker } from '../helpers/outbox-workers.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { DAY_MS, transferCalls } from '../helpers/transfer-calls.js';

/**
 * docs/subscriptions-and-money.md#invoices: the mails about an invoice carry our PDF of it,
 * rendered by the outbox worker when it sends them, in the mail's language: their readers (the
 * practice's invoice address among them) may have no session on the site to download it, and
 * Stripe's document is not the invoice.
 */
let h: PaymentsHarness;
let smtp: TestSmtpServer;
let worker: OutboxWorker;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  smtp = await startSmtpServer();
  worker = startTestOutboxWorker(h.db, smtp.url, silentLog);
});
afterEach(async () => {
  await worker.stop();
  await smtp.close();
  await stopJobs();
});
const { info, subscriber, billingMails } = billingCalls(() => h);
const { transferCustomer, jobAt, stopJobs } = transferCalls(() => h);

const say = (language: Language, id: 'invoice.pdf.title' | 'invoice.pdf.number') =>
  intlFor(language).formatMessage({ id });

/** Pending notices into the outbox, then out to the SMTP server; the mails `to` received. */
async function sendMails(to: string) {
  await billingMails();
  await worker.drain();
  return Promise.all(smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => readMail(mail.raw)));
}

/** The one PDF attached, with its pages' text on one line each. */
function invoicePdfOf(files: MailFile[]) {
  const pdfs = files.filter((file) => file.contentType === 'application/pdf');
  expect(pdfs).toHaveLength(1);
  const pdf = pdfs[0] as MailFile;
  return {
    ...pdf,
    text: pdfPagesText(pdf.content)
      .map((page) => page.replace(/\s+/gu, ' '))
      .join('\n'),
  };
}

describe('the mail of a payment received', () => {
  it('carries our PDF of the invoice, in the recipient’s language, named by its number, and no link of Stripe’s', async () => {
    const { token, userId } = await subscriber('attach-paid@example.ch');
    await h.db.query("update users set lang = 'fr' where id = $1", [userId]);
    const invoice = (await info(token)).invoices[0];
    if (!invoice?.number) throw new Error('a paid invoice has a number');

    const [mail, ...others] = await sendMails('attach-paid@example.ch');
    expect(others).toEqual([]);
    expect(mail?.subject).toMatch(/^Paiement reçu/);
    expect(mail?.text).toContain('La facture est jointe à cet e-mail en PDF.');
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/127\.0\.0\.1:\d+\/invoice/);
    const pdf = invoicePdfOf(mail?.files ?? []);
    expect(pdf.filename).toBe(`${invoice.number}.pdf`);
    expect(pdf.text).toContain(`${say('fr', 'invoice.pdf.number')} ${invoice.number}`);
    expect(pdf.text).not.toContain(say('en', 'invoice.pdf.number'));
  });

  it('is not lost when the PDF cannot be rendered: it waits, and goes out with it on a later try', async () => {
    const { token, subscriptionId } = await subscriber('attach-later@example.ch');
    const invoice = (await info(token)).invoices[0];
    if (!invoice?.number) throw new Error('a paid invoice has a number');
    await billingMails();
    // As if the invoice were not in our copy (yet): the worker has nothing to render.
    await h.db.query('delete from invoices where stripe_invoice_id = $1', [invoice.id]);

    expect(await sendMails('attach-later@example.ch')).toEqual([]);
    const waiting = (await deliveryStates(h.db)).filter((row) => row.recipient === 'attach-later@example.ch');
    expect(waiting).toEqual([
      expect.objectContaining({
        sent: false,
        attempts: 1,
        last_error: `no invoice ${invoice.id} for its mail`,
      }),
    ]);

    await syncSubscription(h.db, h.stripe, subscriptionId);
    await h.db.query(
      "update mail_outbox set next_attempt_at = now() where recipient = 'attach-later@example.ch'",
    );
    const [mail] = await sendMails('attach-later@example.ch');
    expect(invoicePdfOf(mail?.files ?? []).text).toContain(invoice.number);
  });
});

describe('the reminder of an invoice paid by transfer', () => {
  it('carries the invoice with its QR-bill to the invoice address, in the owner’s language', async () => {
    const customer = await transferCustomer('attach-reminded@example.ch', {
      lang: 'de',
      invoiceEmail: 'treuhand-attach@example.ch',
    });
    const remindedAt = new Date(customer.dueDate.getTime() + INVOICE_REMINDER_DAYS_AFTER_DUE * DAY_MS);
    expect((await jobAt({ now: remindedAt }).run()).reminded).toBe(1);

    const reminders = (await sendMails('treuhand-attach@example.ch')).filter((mail) =>
      mail.subject.startsWith('Zahlungserinnerung'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain('die dieser E-Mail als PDF beiliegt');
    const pdf = invoicePdfOf(reminders[0]?.files ?? []);
    expect(pdf.filename).toBe(`${customer.number}.pdf`);
    expect(pdf.text).toContain(
      `${say('de', 'invoice.pdf.title')} ${say('de', 'invoice.pdf.number')} ${customer.number}`,
    );
    // Still open: its payment part is there to pay it with.
    expect(decodeQrBillCode(pdf.content, 0)).toMatch(/^SPC\r?\n/);
  });
});
