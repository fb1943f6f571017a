import type { REFUSED_WHILE_DELETION_PENDING } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymiseDueAccounts } from '../../src/account-data/anonymisation-worker.js';
import { hashPassword } from '../../src/passwords/passwords.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';

/** docs/accounts.md#deletion-ends-the-money, against the Stripe emulator. */

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness({ logLevel: 'error' });
});
afterAll(() => h.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'owner-secret-1';
const premium = { licenseType: 'premium', frequency: 'monthly', userCount: 1 } as const;

/** A confirmed account with billing details, a password and a session. */
async function account(email: string) {
  const customer = await h.customer(email);
  await h.db.query('update users set password_hash = $2 where id = $1', [
    customer.userId,
    await hashPassword(PASSWORD),
  ]);
  return customer;
}

const payByCard = (token: string, order: object = premium, paymentMethodId = 'pm_card_visa') =>
  h.call('POST', '/subscriptions/create-subscription-credit-card', token, { paymentMethodId, ...order });
const deleteAccount = (token: string) => h.call('POST', '/account/delete', token, { password: PASSWORD });
const signIn = async (email: string) =>
  (await h.call('POST', '/authentication/signin-web', undefined, { email, password: PASSWORD })).json()
    .token as string;

/** Her subscriptions at Stripe that have not ended. */
const liveAtStripe = (userId: string) =>
  h.emulator.control
    .objects()
    .subscriptions.filter(
      (subscription) => subscription.metadata.userId === userId && subscription.status !== 'canceled',
    );

/** Each door of REFUSED_WHILE_DELETION_PENDING, called as the site calls it. */
const DOORS: Record<(typeof REFUSED_WHILE_DELETION_PENDING)[number], [string, object | undefined]> = {
  createSubscriptionCreditCard: [
    '/subscriptions/create-subscription-credit-card',
    { paymentMethodId: 'pm_card_visa', licenseType: 'enterprise', frequency: 'annual', userCount: 5 },
  ],
  createSubscriptionInvoice: [
    '/subscriptions/create-subscription-invoice',
    { licenseType: 'enterprise', frequency: 'annual', userCount: 5 },
  ],
  scheduleChange: [
    '/subscriptions/schedule-change',
    { licenseType: 'enterprise', frequency: 'monthly', userCount: 2 },
  ],
  updateLicenses: ['/subscriptions/update-licenses', { newLicenseCount: 9 }],
  resumeSubscription: ['/subscriptions/resume', undefined],
  updatePaymentMethod: ['/subscriptions/payment-method', { paymentMethodId: 'pm_card_mastercard' }],
};

describe('a pending deletion', () => {
  it('refuses a purchase with 409 deletion_pending, and the account buys again once kept', async () => {
    const { userId, token } = await account('no-purchase@praxis.ch');
    expect((await deleteAccount(token)).statusCode).toBe(200);
    const back = await signIn('no-purchase@praxis.ch');

    const byCard = await payByCard(back);
    expect(byCard.statusCode).toBe(409);
    expect(byCard.json()).toMatchObject({ code: 'deletion_pending' });
    const onInvoice = await h.call('POST', '/subscriptions/create-subscription-invoice', back, premium);
    expect(onInvoice.json()).toMatchObject({ code: 'deletion_pending' });
    await h.settle();
    expect(liveAtStripe(userId)).toEqual([]);

    expect((await h.call('POST', '/account/keep', back)).statusCode).toBe(200);
    expect((await payByCard(back)).json()).toMatchObject({ userStatus: 'active' });
    await h.settle();
  });

  it('refuses every door of a subscription that outlived the request, and changes nothing at Stripe', async () => {
    const { userId, token } = await account('every-door@praxis.ch');
    const order = { licenseType: 'enterprise', frequency: 'annual', userCount: 3 } as const;
    expect((await payByCard(token, order)).json()).toMatchObject({ userStatus: 'active' });
    await h.settle();
    // Cancelled at the period's end, so that resuming is a door too; cancelling stays possible.
    expect((await h.call('POST', '/subscriptions/unsubscribe', token)).statusCode).toBe(200);
    await h.settle();
    await h.db.query('update users set deletion_requested_at = now() where id = $1', [userId]);
    const before = JSON.stringify(liveAtStripe(userId));

    for (const [name, [path, payload]] of Object.entries(DOORS)) {
      const answer = await h.call('POST', path, token, payload);
      expect([name, answer.statusCode, answer.json().code]).toEqual([name, 409, 'deletion_pending']);
    }
    await h.settle();
    expect(JSON.stringify(liveAtStripe(userId))).toBe(before);
  });
});

describe('the deletion request and a purchase', () => {
  it('takes the purchase lock: a purchase under way holds the request off with 409 purchase_in_progress', async () => {
    const { userId, token } = await account('racing@praxis.ch');
    // Each Stripe call slowed: the purchase runs for seconds, the request (its password checked
    // first) comes while it does.
    h.emulator.control.setLatency(500);
    try {
      const purchase = payByCard(token);
      // The purchase holds its mark once it started.
      for (let tries = 0; tries < 100; tries += 1) {
        const { rows } = await h.db.query('select 1 from purchases where user_id = $1', [userId]);
        if (rows.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const refused = await deleteAccount(token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'purchase_in_progress' });
      expect((await purchase).json()).toMatchObject({ userStatus: 'active' });
    } finally {
      h.emulator.control.setLatency(0);
    }
    await h.settle();
    // Asked again once the purchase is done: what it bought ends at once.
    expect((await deleteAccount(token)).statusCode).toBe(200);
    await h.settle();
    expect(liveAtStripe(userId)).toEqual([]);
  });

  it('voids the first invoice of a purchase still waiting for 3-D Secure: it can no longer be paid for nothing', async () => {
    const { userId, token } = await account('half-bought@praxis.ch');
    const waiting = await payByCard(token, premium, 'pm_card_threeDSecure2Required');
    expect(waiting.json()).toMatchObject({ paymentIntentStatus: 'requires_action' });
    await h.settle();
    expect((await deleteAccount(token)).statusCode).toBe(200);
    await h.settle();
    const objects = h.emulator.control.objects();
    const subscription = objects.subscriptions.find((s) => s.metadata.userId === userId);
    expect(subscription?.status).toBe('canceled');
    const invoices = objects.invoices.filter((invoice) => invoice.customer === subscription?.customer);
    expect(invoices.map((invoice) => invoice.status)).toEqual(['void']);
  });

  it('racing each other, leave no live subscription once the account is anonymised', async () => {
    const { userId, token } = await account('race-to-the-end@praxis.ch');
    h.emulator.control.setLatency(100);
    let deletion: Awaited<ReturnType<typeof deleteAccount>>;
    try {
      const purchase = payByCard(token);
      await new Promise((resolve) => setTimeout(resolve, 150));
      deletion = await deleteAccount(token);
      await purchase;
    } finally {
      h.emulator.control.setLatency(0);
    }
    // Refused while the purchase ran: she asks again, as the site tells her to.
    if (deletion.statusCode !== 200) expect((await deleteAccount(token)).statusCode).toBe(200);
    await h.settle();
    await anonymiseDueAccounts({ db: h.db, stripe: h.stripe }, new Date(Date.now() + 31 * DAY_MS));
    await h.settle();
    expect(liveAtStripe(userId)).toEqual([]);
    const { rows } = await h.db.query(
      'select 1 from subscriptions where owner_id = $1 and ended_at is null',
      [userId],
    );
    expect(rows).toEqual([]);
  });
});

describe('the anonymisation', () => {
  it('cancels at once at Stripe what she still pays, by card or on invoice, and clears her Stripe customer', async () => {
    const byCard = await account('still-paying@praxis.ch');
    const vat = { ...(await billingOf(byCard.userId)), vatNumber: 'CHE-123.456.788 MWST' };
    await h.call('POST', '/subscriptions/save-billing-info', byCard.token, { billingInfo: vat });
    expect((await payByCard(byCard.token)).json()).toMatchObject({ userStatus: 'active' });
    const onInvoice = await account('still-owing@praxis.ch');
    const ordered = await h.call(
      'POST',
      '/subscriptions/create-subscription-invoice',
      onInvoice.token,
      premium,
    );
    expect(ordered.statusCode).toBe(200);
    await h.settle();
    const customers: string[] = [];
    for (const { userId } of [byCard, onInvoice]) {
      // A subscription that outlived the deletion request, its grace period over.
      await h.db.query("update users set deletion_requested_at = now() - interval '31 days' where id = $1", [
        userId,
      ]);
      const { rows } = await h.db.query<{ id: string }>(
        'select stripe_customer_id as id from users where id = $1',
        [userId],
      );
      customers.push(rows[0]?.id ?? '');
    }

    expect(await anonymiseDueAccounts({ db: h.db, stripe: h.stripe })).toBeGreaterThanOrEqual(2);
    await h.settle();

    const objects = h.emulator.control.objects();
    for (const [index, { userId }] of [byCard, onInvoice].entries()) {
      const subscriptions = objects.subscriptions.filter((s) => s.metadata.userId === userId);
      expect(subscriptions.map((s) => [s.status, s.cancel_at_period_end])).toEqual([['canceled', false]]);
      const customer = objects.customers.find((c) => c.id === customers[index]);
      expect(customer).toMatchObject({ name: null, email: null, phone: null, address: null });
      expect(objects.taxIds.filter((taxId) => taxId.customer === customers[index])).toEqual([]);
      expect(objects.paymentMethods.filter((pm) => pm.customer === customers[index])).toEqual([]);
      const { rows } = await h.db.query(
        'select 1 from subscriptions where owner_id = $1 and ended_at is null',
        [userId],
      );
      expect(rows).toEqual([]);
    }
    // The order on invoice was served: its invoice is owed still, and stays open.
    const owed = objects.invoices.filter((invoice) => invoice.customer === customers[1]);
    expect(owed.map((invoice) => invoice.status)).toEqual(['open']);
  });
});

async function billingOf(userId: string) {
  const { rows } = await h.db.query<Record<string, string>>(
    `select first_name as "firstName", last_name as "lastName", address, postal_code as "postalCode", city
       from billing_info where user_id = $1`,
    [userId],
  );
  return rows[0];
}
