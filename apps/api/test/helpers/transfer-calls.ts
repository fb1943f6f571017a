import type Stripe from 'stripe';
import { expect } from 'vitest';
import { type OverdueInvoices, startOverdueInvoices } from '../../src/billing/overdue-invoices.js';
import { createStripeClient } from '../../src/payments/stripe-client.js';
import type { PaymentsHarness } from './payments-harness.js';
import { CLOSED_PORT_URL } from './smtp-server.js';
import { order } from './subscription-calls.js';
import { BILLING_INFO } from './users.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * What the tests of invoices paid by transfer share
 * (docs/subscriptions-and-money.md#overdue-invoices): a customer who ordered on invoice, her open
 * invoice as our copy holds it, and the overdue-invoices job on a clock the test moves.
 */
export function transferCalls(h: () => PaymentsHarness) {
  const started: OverdueInvoices[] = [];

  /**
   * A customer with an Enterprise subscription paid on invoice (annual, 3 seats), speaking `lang`,
   * and her open invoice as Stripe and our copy hold it.
   */
  async function transferCustomer(email: string, options: { lang?: string; invoiceEmail?: string } = {}) {
    const customer = await h().customer(email, { billingInfo: false });
    const billingInfo = {
      ...BILLING_INFO,
      ...(options.invoiceEmail ? { invoiceEmail: options.invoiceEmail } : {}),
    };
    await h().call('POST', '/subscriptions/save-billing-info', customer.token, { billingInfo });
    await h().db.query('update users set lang = $2 where id = $1', [customer.userId, options.lang ?? 'en']);
    const ordered = await h().call(
      'POST',
      '/subscriptions/create-subscription-invoice',
      customer.token,
      order('enterprise', 'annual', 3),
    );
    expect(ordered.statusCode).toBe(200);
    await h().settle();
    const { rows } = await h().db.query<{ stripe_invoice_id: string; stripe_subscription_id: string }>(
      `select i.stripe_invoice_id, s.stripe_subscription_id from invoices i
         join subscriptions s on s.id = i.subscription_id where s.owner_id = $1`,
      [customer.userId],
    );
    const row = rows[0];
    if (!row) throw new Error('no invoice');
    const invoice: Stripe.Invoice = await h().stripe.invoices.retrieve(row.stripe_invoice_id);
    if (!invoice.due_date || !invoice.number)
      throw new Error('an invoice sent by post has a due date and a number');
    const dueDate = new Date(invoice.due_date * 1000);
    // The sync keeps how the invoice is paid and when it is due: what the job reads.
    const { rows: copy } = await h().db.query<{ collection_method: string; due_date: Date }>(
      'select collection_method, due_date from invoices where stripe_invoice_id = $1',
      [row.stripe_invoice_id],
    );
    expect(copy.map((invoice) => [invoice.collection_method, new Date(invoice.due_date).getTime()])).toEqual([
      ['send_invoice', dueDate.getTime()],
    ]);
    return {
      ...customer,
      invoiceId: row.stripe_invoice_id,
      subscriptionId: row.stripe_subscription_id,
      number: invoice.number,
      amount: invoice.amount_due,
      dueDate,
    };
  }

  /**
   * The job as server.ts starts it, on a clock the test moves; its timer never fires here, and its
   * pass at start only when asked for (it would race the passes the test runs itself).
   */
  function jobAt(
    clock: { now: Date },
    {
      stripe = h().stripe,
      daysAhead = 0,
      runAtStart = false,
    }: { stripe?: Stripe; daysAhead?: number; runAtStart?: boolean } = {},
  ): OverdueInvoices {
    const job = startOverdueInvoices({
      db: h().db,
      stripe,
      log: quiet,
      intervalMs: 3_600_000,
      now: () => clock.now,
      daysAhead,
      runAtStart,
    });
    started.push(job);
    return job;
  }

  /** A Stripe that cannot be reached: nothing listens on its port, and no call is retried. */
  function unreachableStripe(): Stripe {
    return createStripeClient({
      ...h().stripeConfig,
      apiUrl: `http://127.0.0.1:${new URL(CLOSED_PORT_URL).port}`,
      network: { timeoutMs: 2_000, maxRetries: 0 },
    });
  }

  async function stopJobs() {
    await Promise.all(started.splice(0).map((job) => job.stop()));
  }

  return { transferCustomer, jobAt, unreachableStripe, stopJobs };
}
