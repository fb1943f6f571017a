import { formatChf, formatLongDate } from '@app/i18n';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../../test-timeouts.ts';
import {
  INVOICE_END_DAYS_AFTER_REMINDER,
  INVOICE_REMINDER_DAYS_AFTER_DUE,
} from '../../src/billing/overdue-invoices.js';
import { renderMail } from '../../src/mail/render.js';
import { billingCalls, PUBLIC_URL } from '../helpers/billing-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { DAY_MS, transferCalls } from '../helpers/transfer-calls.js';

/**
 * docs/subscriptions-and-money.md#overdue-invoices: an invoice paid by bank transfer still unpaid 7
 * days after its due date is reminded, once, to its owner and the practice's invoice address, in
 * the owner's language.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
const { billingMails } = billingCalls(() => h);
const { transferCustomer, jobAt, stopJobs } = transferCalls(() => h);
afterEach(stopJobs);

const reminders = async (to: string) =>
  (await billingMails()).filter(
    (mail) => mail.template === 'billing_invoice_reminder' && mail.recipient === to,
  );
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

describe('the reminder of an invoice paid by transfer', () => {
  it('goes out once, 7 days after the due date and not a day before, with the number, amount and dates', async () => {
    const customer = await transferCustomer('transfer-de@example.ch', {
      lang: 'de',
      invoiceEmail: 'treuhand@example.ch',
    });
    const clock = { now: daysAfter(customer.dueDate, INVOICE_REMINDER_DAYS_AFTER_DUE - 1) };
    const job = jobAt(clock);
    expect(await job.run()).toEqual({ reminded: 0, ended: 0 });

    clock.now = daysAfter(customer.dueDate, INVOICE_REMINDER_DAYS_AFTER_DUE);
    expect(await job.run()).toEqual({ reminded: 1, ended: 0 });
    clock.now = daysAfter(clock.now, 1);
    expect(await job.run()).toEqual({ reminded: 0, ended: 0 });

    const remindedAt = daysAfter(customer.dueDate, INVOICE_REMINDER_DAYS_AFTER_DUE);
    const endsOn = daysAfter(remindedAt, INVOICE_END_DAYS_AFTER_REMINDER);
    const params = {
      invoiceId: customer.invoiceId,
      invoiceNumber: customer.number,
      amount: String(customer.amount),
      date: customer.dueDate.toISOString(),
      endsOn: endsOn.toISOString(),
      link: `${PUBLIC_URL}/account`,
    };
    expect(await reminders('transfer-de@example.ch')).toEqual([
      { recipient: 'transfer-de@example.ch', lang: 'de', template: 'billing_invoice_reminder', params },
    ]);
    // The accountant who pays the invoices gets it too, in the owner's language.
    expect((await reminders('treuhand@example.ch')).map((mail) => [mail.lang, mail.params])).toEqual([
      ['de', params],
    ]);
    const { rows } = await h.db.query<{ reminded_at: Date }>(
      'select reminded_at from invoices where stripe_invoice_id = $1',
      [customer.invoiceId],
    );
    expect(new Date(rows[0]?.reminded_at as Date).toISOString()).toBe(remindedAt.toISOString());

    const mail = renderMail('billing_invoice_reminder', 'de', params);
    expect(mail.subject).toBe(
      `Zahlungserinnerung: Rechnung ${customer.number} über ${formatChf(customer.amount, 'de')} ist überfällig`,
    );
    expect(mail.text).toContain(`fällig am ${formatLongDate(customer.dueDate.toISOString(), 'de')}`);
    expect(mail.text).toContain(
      `Ist sie am ${formatLongDate(endsOn.toISOString(), 'de')} noch nicht bezahlt`,
    );
    expect(mail.text.split('\n')).toContain(`${PUBLIC_URL}/account`);
  });

  it('goes out as soon as a process starts after its day, not an interval later', async () => {
    const customer = await transferCustomer('transfer-restart@example.ch');
    // The job's interval is an hour here: only its pass at start can send the reminder in time.
    jobAt({ now: daysAfter(customer.dueDate, INVOICE_REMINDER_DAYS_AFTER_DUE) }, { runAtStart: true });
    // Not Vitest's 1 s default: on a busy machine the pass at start may take longer.
    await vi.waitFor(async () => expect(await reminders('transfer-restart@example.ch')).toHaveLength(1), {
      timeout: BACKGROUND_WORK_TIMEOUT_MS,
    });
  });

  it('goes out that many days early on a clock set ahead (OVERDUE_INVOICES_DAYS_AHEAD)', async () => {
    const customer = await transferCustomer('transfer-ahead@example.ch');
    const clock = { now: customer.dueDate };
    expect((await jobAt(clock).run()).reminded).toBe(0);
    const ahead = jobAt(clock, { daysAhead: INVOICE_REMINDER_DAYS_AFTER_DUE });
    expect(await ahead.run()).toEqual({ reminded: 1, ended: 0 });
    expect(await reminders('transfer-ahead@example.ch')).toHaveLength(1);
    // Stamped on the clock it was sent by, so that its end comes 30 days later on that same clock.
    const { rows } = await h.db.query<{ reminded_at: Date }>(
      'select reminded_at from invoices where stripe_invoice_id = $1',
      [customer.invoiceId],
    );
    expect(new Date(rows[0]?.reminded_at as Date).toISOString()).toBe(
      daysAfter(customer.dueDate, INVOICE_REMINDER_DAYS_AFTER_DUE).toISOString(),
    );
  });

  it('is written in each owner’s own language', async () => {
    const fr = await transferCustomer('transfer-fr@example.ch', { lang: 'fr' });
    const it = await transferCustomer('transfer-it@example.ch', { lang: 'it' });
    const later = fr.dueDate > it.dueDate ? fr.dueDate : it.dueDate;
    expect((await jobAt({ now: daysAfter(later, INVOICE_REMINDER_DAYS_AFTER_DUE) }).run()).reminded).toBe(2);

    const [french] = await reminders('transfer-fr@example.ch');
    const [italian] = await reminders('transfer-it@example.ch');
    expect([french?.lang, italian?.lang]).toEqual(['fr', 'it']);
    const frenchText = renderMail('billing_invoice_reminder', 'fr', french?.params).text;
    expect(frenchText).toContain(`la facture ${fr.number} d'un montant de ${formatChf(fr.amount, 'fr')}`);
    expect(frenchText).toContain(`échue le ${formatLongDate(fr.dueDate.toISOString(), 'fr')}`);
    const italianMail = renderMail('billing_invoice_reminder', 'it', italian?.params);
    expect(italianMail.subject).toBe(
      `Sollecito di pagamento: la fattura ${it.number} di ${formatChf(it.amount, 'it')} è scaduta`,
    );
    expect(italianMail.text).toContain(`scaduta il ${formatLongDate(it.dueDate.toISOString(), 'it')}`);
  });

  it('is sent once however many API processes run the job at the same moment', async () => {
    const customers = [];
    for (let n = 0; n < 3; n += 1) customers.push(await transferCustomer(`transfer-busy-${n}@example.ch`));
    const latest = Math.max(...customers.map((customer) => customer.dueDate.getTime()));
    const clock = { now: daysAfter(new Date(latest), INVOICE_REMINDER_DAYS_AFTER_DUE) };
    const runs = await Promise.all([jobAt(clock), jobAt(clock), jobAt(clock)].map((job) => job.run()));
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(3);
    for (let n = 0; n < 3; n += 1) expect(await reminders(`transfer-busy-${n}@example.ch`)).toHaveLength(1);
  });

  it('never reminds an invoice that was paid, nor ends its subscription', async () => {
    const customer = await transferCustomer('transfer-paid@example.ch');
    // The admin marks the transfer received (docs/admin.md#mark-paid: the open-invoices tab does it
    // this way).
    await h.stripe.invoices.pay(customer.invoiceId, { paid_out_of_band: true });
    await h.settle();
    // The invoices of the tests before are reminded and ended meanwhile: only this one is looked at.
    const clock = { now: daysAfter(customer.dueDate, INVOICE_REMINDER_DAYS_AFTER_DUE) };
    await jobAt(clock).run();
    clock.now = daysAfter(clock.now, INVOICE_END_DAYS_AFTER_REMINDER + 1);
    await jobAt(clock).run();
    await h.settle();
    expect(await reminders('transfer-paid@example.ch')).toEqual([]);
    const { rows } = await h.db.query<{ status: string; reminded_at: Date | null }>(
      'select status, reminded_at from invoices where stripe_invoice_id = $1',
      [customer.invoiceId],
    );
    expect(rows).toEqual([{ status: 'paid', reminded_at: null }]);
    expect((await h.stripe.subscriptions.retrieve(customer.subscriptionId)).status).toBe('active');
    expect(
      (await billingMails())
        .filter((mail) => mail.recipient === 'transfer-paid@example.ch')
        .map((mail) => mail.template),
    ).not.toContain('billing_subscription_ended_invoice_unpaid');
  });
});
