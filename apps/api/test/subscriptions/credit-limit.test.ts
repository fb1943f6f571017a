import type { OpenInvoice } from '@app/contracts';
import { firstInvoiceCents } from '@app/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, secondFactorSession } from '../helpers/admin-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { changeCalls, order } from '../helpers/subscription-calls.js';
import { insertUser } from '../helpers/users.js';

/**
 * docs/subscriptions-and-money.md#credit-limit: a first order on invoice is served at once only up
 * to the credit limit (its first invoice, VAT included); above it, it waits for its payment or an
 * admin's approval. The limit here is Enterprise x3 annual exactly (CHF 1,404.00).
 */
const LIMIT_CENTS = 140_400;

let h: PaymentsHarness;
let admin: { id: string; token: string };
beforeAll(async () => {
  h = await startPaymentsHarness({ creditLimitCents: LIMIT_CENTS });
  const id = await insertUser(h.db, { email: 'credit-admin@example.ch', role: 'admin' });
  admin = { id, token: await secondFactorSession(h.db, id) };
});
afterAll(() => h.close());

const { info, pay, subscriber, stripeSubscriptionOf } = changeCalls(() => h);
const byInvoice = (token: string, body: ReturnType<typeof order>) =>
  h.call('POST', '/subscriptions/create-subscription-invoice', token, body);
const approve = (invoiceId: string, token = admin.token) =>
  h.call('POST', '/admin/open-invoices/approve', token, { invoiceId });
const plan = async (token: string) => (await h.call('GET', '/users/me', token)).json().plan as string;
const listed = async (invoiceId: string) => {
  const response = await h.call('GET', '/admin/open-invoices', admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as OpenInvoice[]).find((invoice) => invoice.invoiceId === invoiceId);
};

/** A new customer's first order on invoice of Enterprise x`seats` annual, and what it answered. */
async function firstOrder(email: string, seats: number) {
  const customer = await h.customer(email);
  const response = await byInvoice(customer.token, order('enterprise', 'annual', seats));
  expect(response.statusCode, response.body).toBe(200);
  await h.settle();
  const [invoice] = (await info(customer.token)).invoices as Array<{ id: string; status: string }>;
  if (!invoice) throw new Error('no invoice after the order on invoice');
  return { ...customer, answer: response.json(), invoiceId: invoice.id };
}

/** An order above the limit, waiting: Free, its invoice open and sent, the wait on the account page. */
async function waitingOrder(email: string) {
  const placed = await firstOrder(email, 4);
  expect(placed.answer).toMatchObject({ awaitsApproval: true });
  const account = await info(placed.token);
  expect(account).toMatchObject({
    accountType: 'free',
    subscriptionToken: null,
    orderAwaiting: {
      accountType: 'enterprise',
      frequency: 'annual',
      numberOfLicenses: 4,
      invoiceId: placed.invoiceId,
      amountDue: 187_200,
    },
    invoices: [{ id: placed.invoiceId, status: 'open' }],
  });
  expect(await plan(placed.token)).toBe('free');
  return placed;
}

describe('a first order on invoice and the credit limit', () => {
  it('is served at once below the limit and at the limit exactly', async () => {
    for (const [email, body] of [
      ['below-limit@example.ch', order('premium', 'annual')],
      ['at-limit@example.ch', order('enterprise', 'annual', 3)],
    ] as const) {
      const customer = await h.customer(email);
      const response = await byInvoice(customer.token, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ awaitsApproval: false });
      await h.settle();
      // docs/subscriptions-and-money.md#billing: paid by transfer, with no card; its open invoice
      // asks the whole first period.
      const account = await info(customer.token);
      expect(account).toMatchObject({
        accountType: body.licenseType,
        orderAwaiting: null,
        paidBy: 'invoice',
        paymentMethod: null,
        invoices: [
          {
            status: 'open',
            amount_paid: 0,
            amount_due: firstInvoiceCents({
              plan: body.licenseType,
              frequency: body.frequency,
              userCount: body.userCount,
            }),
          },
        ],
      });
    }
  });

  it('above the limit is created with its invoice sent, not served, and says so to the admin', async () => {
    const { invoiceId } = await waitingOrder('above-limit@example.ch');
    expect(await listed(invoiceId)).toMatchObject({
      status: 'open',
      awaitsApproval: true,
      amountDue: 187_200,
    });
  });

  it('refuses a second order on invoice while the first waits (409 unpaid_invoice)', async () => {
    const { token, userId } = await waitingOrder('second-order@example.ch');
    const subscriptionId = await stripeSubscriptionOf(userId);
    const again = await byInvoice(token, order('premium', 'annual'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'unpaid_invoice' });
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
  });

  it("is served once an admin approves it, with who and when recorded, and stays served after Stripe's events", async () => {
    const { token, userId, invoiceId } = await waitingOrder('approved@example.ch');
    const response = await approve(invoiceId);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      (response.json() as OpenInvoice[]).find((invoice) => invoice.invoiceId === invoiceId),
    ).toMatchObject({
      status: 'open',
      awaitsApproval: false,
    });
    expect(await info(token)).toMatchObject({
      accountType: 'enterprise',
      numberOfLicenses: 4,
      orderAwaiting: null,
    });
    expect(await plan(token)).toBe('enterprise');
    const { rows } = await h.db.query<{ by: string; email: string; at: Date }>(
      `select credit_approved_by as by, credit_approved_by_email as email, credit_approved_at as at
         from subscriptions where owner_id = $1`,
      [userId],
    );
    expect(rows).toEqual([{ by: admin.id, email: 'credit-admin@example.ch', at: expect.any(Date) }]);
    // A later sync (an event of the subscription) keeps the approval.
    await h.stripe.subscriptions.update(await stripeSubscriptionOf(userId), { metadata: { note: 'x' } });
    await h.settle();
    expect(await info(token)).toMatchObject({ accountType: 'enterprise' });
    // Approving again changes nothing.
    expect((await approve(invoiceId)).statusCode).toBe(200);
  });

  it('is served once its invoice is paid', async () => {
    const { token, invoiceId } = await waitingOrder('paid-first@example.ch');
    const marked = await h.call('POST', '/admin/open-invoices/mark-paid', admin.token, { invoiceId });
    expect(marked.statusCode, marked.body).toBe(200);
    await h.settle();
    expect(await info(token)).toMatchObject({ accountType: 'enterprise', orderAwaiting: null });
  });

  it('cannot be approved by a customer (403), nor an invoice we do not hold (404)', async () => {
    const { token, invoiceId } = await waitingOrder('self-approval@example.ch');
    const refused = await approve(invoiceId, token);
    expect(refused.statusCode).toBe(403);
    expect(await info(token)).toMatchObject({ accountType: 'free' });
    const unknown = await approve('in_unknown123');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBody('not_found'));
  });

  it('is replaced by an order paid by card, its invoice voided', async () => {
    const { token, invoiceId } = await waitingOrder('then-by-card@example.ch');
    const paid = await pay(token, 'pm_card_visa', order('premium', 'annual'));
    expect(paid.statusCode, paid.body).toBe(200);
    await h.settle();
    expect(await info(token)).toMatchObject({ accountType: 'premium', orderAwaiting: null });
    expect((await h.stripe.invoices.retrieve(invoiceId)).status).toBe('void');
  });

  it('has no limit for an account that has paid an invoice before', async () => {
    const { token, userId } = await subscriber('paid-before@example.ch', order('premium'));
    await h.stripe.subscriptions.cancel(await stripeSubscriptionOf(userId));
    await h.settle();
    expect((await info(token)).accountType).toBe('free');
    const response = await byInvoice(token, order('enterprise', 'annual', 4));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ awaitsApproval: false });
    await h.settle();
    expect(await info(token)).toMatchObject({ accountType: 'enterprise', numberOfLicenses: 4 });
  });
});
