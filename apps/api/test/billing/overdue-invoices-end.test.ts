import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  INVOICE_END_DAYS_AFTER_REMINDER,
  INVOICE_REMINDER_DAYS_AFTER_DUE,
} from '../../src/billing/overdue-invoices.js';
import { listOpenInvoices } from '../../src/invoices/invoice-service.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { adminSession } from '../helpers/admin-calls.js';
import { billingCalls } from '../helpers/billing-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { DAY_MS, transferCalls } from '../helpers/transfer-calls.js';
import { insertUser } from '../helpers/users.js';

/**
 * docs/subscriptions-and-money.md#overdue-invoices: an invoice paid by transfer still unpaid 30
 * days after its reminder ends the subscription as a failed card renewal does
 * (billing-notices.test.ts, "an unpaid subscription that ends"): written off and cancelled at
 * Stripe, the account back on Free, its seats released, the owner told it ended unpaid. Each test
 * on a harness of its own: a job ends every invoice due.
 */
let h: PaymentsHarness;
beforeEach(async () => {
  h = await startPaymentsHarness();
});
afterEach(async () => {
  await stopJobs();
  await h.close();
});
afterAll(() => stopJobs());
const { info, billingMails } = billingCalls(() => h);
const { transferCustomer, jobAt, unreachableStripe, stopJobs } = transferCalls(() => h);

const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** A customer on invoice whose reminder went out; the moment her invoice's time is up. */
async function remindedCustomer(email: string) {
  const customer = await transferCustomer(email, { lang: 'fr' });
  const remindedAt = daysAfter(customer.dueDate, INVOICE_REMINDER_DAYS_AFTER_DUE);
  expect((await jobAt({ now: remindedAt }).run()).reminded).toBe(1);
  return { ...customer, endsAt: daysAfter(remindedAt, INVOICE_END_DAYS_AFTER_REMINDER) };
}

async function stored(invoiceId: string) {
  const { rows } = await h.db.query<{ invoice: string; subscription: string }>(
    `select i.status as invoice, s.status as subscription from invoices i
       join subscriptions s on s.id = i.subscription_id where i.stripe_invoice_id = $1`,
    [invoiceId],
  );
  return rows[0];
}

const templatesTo = async (email: string) =>
  (await billingMails()).filter((mail) => mail.recipient === email).map((mail) => mail.template);

describe('an invoice paid by transfer still unpaid 30 days after its reminder', () => {
  it('ends the subscription then, not a minute before, as a failed renewal ends one', async () => {
    const customer = await remindedCustomer('unpaid@example.ch');
    const colleague = await insertUser(h.db, { email: 'unpaid-colleague@example.ch' });
    const { rows } = await h.db.query<{ id: string }>('select id from subscriptions where owner_id = $1', [
      customer.userId,
    ]);
    await h.db.query(
      "insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, false, 'active')",
      [rows[0]?.id, colleague],
    );
    const colleagueToken = await createSession(h.db, colleague);
    expect((await info(colleagueToken)).accountType).toBe('enterprise');

    const clock = { now: new Date(customer.endsAt.getTime() - 60_000) };
    expect(await jobAt(clock).run()).toEqual({ reminded: 0, ended: 0 });
    expect((await h.stripe.subscriptions.retrieve(customer.subscriptionId)).status).toBe('active');

    clock.now = customer.endsAt;
    expect(await jobAt(clock).run()).toEqual({ reminded: 0, ended: 1 });
    await h.settle();
    expect((await h.stripe.subscriptions.retrieve(customer.subscriptionId)).status).toBe('canceled');
    expect((await h.stripe.invoices.retrieve(customer.invoiceId)).status).toBe('uncollectible');
    expect(await stored(customer.invoiceId)).toEqual({ invoice: 'uncollectible', subscription: 'canceled' });
    expect(await info(customer.token)).toMatchObject({
      accountType: 'free',
      licenses: [],
      paymentProblem: null,
    });
    expect((await info(colleagueToken)).accountType).toBe('free');
    // The mail of an end for a transfer that never came, once: neither a failed card's nor a
    // subscription cancelled by choice.
    const told = await templatesTo('unpaid@example.ch');
    expect(told.filter((template) => template === 'billing_subscription_ended_invoice_unpaid')).toHaveLength(
      1,
    );
    expect(told).not.toContain('billing_subscription_ended');
    expect(told).not.toContain('billing_subscription_ended_unpaid');
    expect(await templatesTo('unpaid-colleague@example.ch')).toEqual(['billing_seat_released']);

    // Nothing is left for the next passes.
    clock.now = daysAfter(clock.now, 1);
    expect(await jobAt(clock).run()).toEqual({ reminded: 0, ended: 0 });
  });

  it('leaves everything for the next pass while Stripe cannot be reached', async () => {
    const customer = await remindedCustomer('unpaid-offline@example.ch');
    const clock = { now: customer.endsAt };
    expect(await jobAt(clock, { stripe: unreachableStripe() }).run()).toEqual({
      reminded: 0,
      ended: 0,
    });
    await h.settle();
    expect(await stored(customer.invoiceId)).toEqual({ invoice: 'open', subscription: 'active' });
    expect((await h.stripe.subscriptions.retrieve(customer.subscriptionId)).status).toBe('active');
    expect((await info(customer.token)).accountType).toBe('enterprise');
    expect(await templatesTo('unpaid-offline@example.ch')).toEqual(['billing_invoice_reminder']);

    expect(await jobAt(clock).run()).toEqual({ reminded: 0, ended: 1 });
    await h.settle();
    expect(await stored(customer.invoiceId)).toEqual({ invoice: 'uncollectible', subscription: 'canceled' });
    expect(await templatesTo('unpaid-offline@example.ch')).toEqual([
      'billing_invoice_reminder',
      'billing_subscription_ended_invoice_unpaid',
    ]);
  });

  it('finishes on the next pass an end that stopped after the write-off', async () => {
    const customer = await remindedCustomer('unpaid-halfway@example.ch');
    // As if the pass had stopped between its two calls: the invoice written off, the subscription on.
    await h.stripe.invoices.markUncollectible(customer.invoiceId);
    await h.settle();
    expect(await stored(customer.invoiceId)).toEqual({ invoice: 'uncollectible', subscription: 'active' });

    expect(await jobAt({ now: customer.endsAt }).run()).toEqual({ reminded: 0, ended: 1 });
    await h.settle();
    expect(await stored(customer.invoiceId)).toEqual({ invoice: 'uncollectible', subscription: 'canceled' });
    expect((await info(customer.token)).accountType).toBe('free');
    expect(await templatesTo('unpaid-halfway@example.ch')).toEqual([
      'billing_invoice_reminder',
      'billing_subscription_ended_invoice_unpaid',
    ]);
  });

  it('ends nothing when the invoice was marked paid after the reminder, even before our copy heard', async () => {
    const customer = await remindedCustomer('paid-late@example.ch');
    // The transfer arrives and the admin marks it paid; Stripe's events are late.
    h.emulator.control.setWebhookBehaviour({ hold: true });
    await h.stripe.invoices.pay(customer.invoiceId, { paid_out_of_band: true });
    expect(await jobAt({ now: customer.endsAt }).run()).toEqual({ reminded: 0, ended: 0 });
    expect((await h.stripe.subscriptions.retrieve(customer.subscriptionId)).status).toBe('active');
    // The job read Stripe before anything else, and brought our copy in line.
    expect(await stored(customer.invoiceId)).toEqual({ invoice: 'paid', subscription: 'active' });
    h.emulator.control.setWebhookBehaviour({ hold: false });
    h.emulator.control.releaseWebhooks();
    await h.settle();
    expect((await info(customer.token)).accountType).toBe('enterprise');
    expect(await templatesTo('paid-late@example.ch')).not.toContain(
      'billing_subscription_ended_invoice_unpaid',
    );
  });

  it('shows a transfer that came after the write-off: the invoice paid, the subscription still ended', async () => {
    const customer = await remindedCustomer('paid-after-end@example.ch');
    expect(await jobAt({ now: customer.endsAt }).run()).toEqual({ reminded: 0, ended: 1 });
    await h.settle();
    expect(await stored(customer.invoiceId)).toEqual({ invoice: 'uncollectible', subscription: 'canceled' });

    // Stripe takes a payment of an invoice written off (the admin recording the late transfer).
    await h.stripe.invoices.pay(customer.invoiceId, { paid_out_of_band: true });
    await h.settle();
    expect(await stored(customer.invoiceId)).toEqual({ invoice: 'paid', subscription: 'canceled' });
    const account = await info(customer.token);
    expect(account).toMatchObject({ accountType: 'free', licenses: [], paymentProblem: null });
    expect(
      account.invoices.map((invoice: { id: string; status: string }) => [invoice.id, invoice.status]),
    ).toEqual([[customer.invoiceId, 'paid']]);
    // The payment is acknowledged; nothing says the subscription is back.
    expect(await templatesTo('paid-after-end@example.ch')).toEqual([
      'billing_invoice_reminder',
      'billing_subscription_ended_invoice_unpaid',
      'billing_payment_received',
    ]);
    expect(await jobAt({ now: daysAfter(customer.endsAt, 1) }).run()).toEqual({ reminded: 0, ended: 0 });
  });
  it('lets the admin record a transfer that came after the write-off; the subscription stays ended', async () => {
    const customer = await remindedCustomer('admin-after-end@example.ch');
    expect(await jobAt({ now: customer.endsAt }).run()).toEqual({ reminded: 0, ended: 1 });
    await h.settle();
    const admin = await adminSession(h.db, 'admin-late@example.ch');

    // The admin finds it in the open invoices tab, written off, to record the late transfer.
    const before = await h.call('GET', '/admin/open-invoices', admin);
    expect(before.json()).toContainEqual(
      expect.objectContaining({
        invoiceId: customer.invoiceId,
        status: 'uncollectible',
        awaitsApproval: false,
      }),
    );

    const marked = await h.call('POST', '/admin/open-invoices/mark-paid', admin, {
      invoiceId: customer.invoiceId,
    });

    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).not.toContainEqual(expect.objectContaining({ invoiceId: customer.invoiceId }));
    expect((await h.stripe.invoices.retrieve(customer.invoiceId)).status).toBe('paid');
    expect(await stored(customer.invoiceId)).toEqual({ invoice: 'paid', subscription: 'canceled' });
    await h.settle();
    expect(await info(customer.token)).toMatchObject({
      accountType: 'free',
      licenses: [],
      paymentProblem: null,
    });
    // Recorded once: a second click finds it settled.
    const again = await h.call('POST', '/admin/open-invoices/mark-paid', admin, {
      invoiceId: customer.invoiceId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invoice_not_open' });
  });
});

describe('an invoice paid by transfer whose subscription ended another way', () => {
  it('is neither reminded nor written off: it stays open, in the admin’s list, as Stripe leaves it', async () => {
    const customer = await transferCustomer('ended-first@example.ch');
    // Ended by other means (the account deleted ends it so), before the reminder was due.
    await h.stripe.subscriptions.cancel(customer.subscriptionId);
    await h.settle();
    expect(await stored(customer.invoiceId)).toEqual({ invoice: 'open', subscription: 'canceled' });

    const remindedAt = daysAfter(customer.dueDate, INVOICE_REMINDER_DAYS_AFTER_DUE);
    expect(await jobAt({ now: remindedAt }).run()).toEqual({ reminded: 0, ended: 0 });
    const late = daysAfter(remindedAt, INVOICE_END_DAYS_AFTER_REMINDER);
    expect(await jobAt({ now: late }).run()).toEqual({ reminded: 0, ended: 0 });
    expect((await h.stripe.invoices.retrieve(customer.invoiceId)).status).toBe('open');
    expect(await stored(customer.invoiceId)).toEqual({ invoice: 'open', subscription: 'canceled' });
    expect((await listOpenInvoices(h.db)).map((invoice) => invoice.invoiceId)).toEqual([customer.invoiceId]);
    const told = await templatesTo('ended-first@example.ch');
    expect(told).not.toContain('billing_invoice_reminder');
    expect(told).not.toContain('billing_subscription_ended_invoice_unpaid');
  });

  it('is not written off when it ended after the reminder, even before our copy heard', async () => {
    const customer = await remindedCustomer('ended-later@example.ch');
    h.emulator.control.setWebhookBehaviour({ hold: true });
    await h.stripe.subscriptions.cancel(customer.subscriptionId);
    expect(await jobAt({ now: customer.endsAt }).run()).toEqual({ reminded: 0, ended: 0 });
    expect((await h.stripe.invoices.retrieve(customer.invoiceId)).status).toBe('open');
    // The job read Stripe first, and brought our copy in line.
    expect(await stored(customer.invoiceId)).toEqual({ invoice: 'open', subscription: 'canceled' });
    h.emulator.control.setWebhookBehaviour({ hold: false });
    h.emulator.control.releaseWebhooks();
    await h.settle();
    expect(await templatesTo('ended-later@example.ch')).not.toContain(
      'billing_subscription_ended_invoice_unpaid',
    );
  });
});
