import { unitPriceCents } from '@app/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCalls } from '../helpers/billing-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { order } from '../helpers/subscription-calls.js';

/**
 * docs/subscriptions-and-money.md#payment-problem: a renewal that fails or needs 3-D Secure shows
 * on the account page and is paid from there (pay-invoice, answered like a first payment), with the
 * current card or a new one; another account's invoice is refused and nothing changes; a cancelled
 * subscription resumes.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
const { info, subscriber, chargeTo, renew } = billingCalls(() => h);

const pay = (token: string, body: unknown) => h.call('POST', '/subscriptions/pay-invoice', token, body);
const PRICE = unitPriceCents('premium', 'monthly');

describe('a renewal that fails', () => {
  it('shows the problem, and pay-invoice with a new card pays it, which then pays the next renewals', async () => {
    const { token, subscriptionId } = await subscriber('renewal-failed@example.ch');
    await chargeTo(subscriptionId, 'pm_card_chargeCustomerFail');
    const renewal = await renew(subscriptionId);
    const account = await info(token);
    expect(account.paymentProblem).toEqual({ invoiceId: renewal.id, amountDue: PRICE, reason: 'failed' });
    expect(account.accountType).toBe('premium');
    expect(account.invoices[0]).toMatchObject({ id: renewal.id, status: 'open' });

    const answer = await pay(token, { invoiceId: renewal.id, paymentMethodId: 'pm_card_mastercard' });
    expect(answer.json()).toEqual({ userStatus: 'active', paymentIntentStatus: 'succeeded' });
    const after = await info(token);
    expect(after.paymentProblem).toBeNull();
    expect(after.invoices[0]).toMatchObject({ id: renewal.id, status: 'paid', amount_paid: PRICE });
    expect(after.paymentMethod).toMatchObject({ last4: '4444' });
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
  });

  it('answers a refusal of the new card like a declined first payment, the invoice still open', async () => {
    const { token, subscriptionId } = await subscriber('renewal-declined@example.ch');
    await chargeTo(subscriptionId, 'pm_card_chargeCustomerFail');
    const renewal = await renew(subscriptionId);
    const answer = await pay(token, {
      invoiceId: renewal.id,
      paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
    });
    expect(answer.json()).toEqual({ paymentIntentStatus: 'requires_payment_method' });
    expect((await info(token)).paymentProblem).toMatchObject({ invoiceId: renewal.id, reason: 'failed' });
    // The card the subscription had stays its card.
    expect((await info(token)).paymentMethod).toMatchObject({ last4: '0341' });
  });
});

describe("a change's invoice that fails", () => {
  it('is a payment problem the customer sees and pays, as a failed renewal is', async () => {
    const { token, subscriptionId } = await subscriber(
      'change-failed@example.ch',
      order('enterprise', 'monthly', 2),
    );
    await chargeTo(subscriptionId, 'pm_card_chargeCustomerFail');
    // A change invoiced and charged at once that the card then refused: the change stands (made
    // so before changes waited for their payment), its invoice open and unpaid.
    const subscription = await h.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error('no item');
    await h.stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, quantity: 5 }],
      proration_behavior: 'always_invoice',
    });
    await h.settle();
    const [changeInvoice] = (await h.stripe.invoices.list({ subscription: subscriptionId, status: 'open' }))
      .data;
    expect(changeInvoice).toMatchObject({ billing_reason: 'subscription_update', attempted: true });
    if (!changeInvoice?.id) throw new Error('no open change invoice');

    const account = await info(token);
    expect(account.paymentProblem).toEqual({
      invoiceId: changeInvoice.id,
      amountDue: changeInvoice.amount_remaining,
      reason: 'failed',
    });

    const answer = await pay(token, { invoiceId: changeInvoice.id, paymentMethodId: 'pm_card_mastercard' });
    expect(answer.json()).toEqual({ userStatus: 'active', paymentIntentStatus: 'succeeded' });
    expect((await info(token)).paymentProblem).toBeNull();
  });
});

describe('a renewal that needs 3-D Secure', () => {
  it('is action_required, and pay-invoice with the current card hands the pending payment to 3-D Secure', async () => {
    const { token, subscriptionId } = await subscriber(
      'renewal-3ds@example.ch',
      order('premium', 'annual'),
      'pm_card_threeDSecure2Required',
    );
    const renewal = await renew(subscriptionId);
    expect((await info(token)).paymentProblem).toEqual({
      invoiceId: renewal.id,
      amountDue: unitPriceCents('premium', 'annual'),
      reason: 'action_required',
    });
    const answer = (await pay(token, { invoiceId: renewal.id })).json();
    expect(answer).toMatchObject({
      requiresAction: true,
      userStatus: 'pending',
      paymentIntentStatus: 'requires_action',
    });
    const invoice = await h.stripe.invoices.retrieve(renewal.id, { expand: ['payments'] });
    expect(answer.clientSecret.split('_secret_')[0]).toBe(invoice.payments?.data[0]?.payment.payment_intent);
    h.emulator.control.authenticatePaymentIntent(answer.clientSecret.split('_secret_')[0], 'complete');
    await h.settle();
    const after = await info(token);
    expect(after.paymentProblem).toBeNull();
    expect(after.invoices[0]).toMatchObject({ id: renewal.id, status: 'paid' });
  });

  it('asks for 3-D Secure of a new card too, and makes it the subscription’s card once paid', async () => {
    const { token, subscriptionId } = await subscriber('renewal-3ds-new@example.ch');
    await chargeTo(subscriptionId, 'pm_card_chargeCustomerFail');
    const renewal = await renew(subscriptionId);
    const answer = (
      await pay(token, { invoiceId: renewal.id, paymentMethodId: 'pm_card_authenticationRequired' })
    ).json();
    expect(answer).toMatchObject({ requiresAction: true, paymentIntentStatus: 'requires_action' });
    expect((await info(token)).paymentMethod).toMatchObject({ last4: '0341' });
    h.emulator.control.authenticatePaymentIntent(answer.clientSecret.split('_secret_')[0], 'complete');
    await h.settle();
    const after = await info(token);
    expect(after.paymentProblem).toBeNull();
    expect(after.paymentMethod).toMatchObject({ last4: '3184' });
  });
});

describe('pay-invoice refuses', () => {
  it('another account’s invoice, an invoice paid already and bad input, changing nothing', async () => {
    const victim = await subscriber('victim@example.ch');
    await chargeTo(victim.subscriptionId, 'pm_card_chargeCustomerFail');
    const theirs = await renew(victim.subscriptionId);
    const attacker = await subscriber('attacker@example.ch');
    const cards = async () =>
      (await h.stripe.customers.listPaymentMethods(theirs.customer as string)).data.length;
    const cardsBefore = await cards();

    const foreign = await pay(attacker.token, { invoiceId: theirs.id, paymentMethodId: 'pm_card_visa' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    const untouched = await h.stripe.invoices.retrieve(theirs.id);
    expect(untouched).toMatchObject({ status: 'open', attempt_count: theirs.attempt_count, amount_paid: 0 });
    expect(await cards()).toBe(cardsBefore);

    const own = (await info(attacker.token)).invoices[0];
    const paid = await pay(attacker.token, { invoiceId: own.id });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('invoice_not_payable');
    for (const bad of [
      {},
      { invoiceId: 'pi_123' },
      { invoiceId: 'in_1', paymentMethodId: 'tok_visa' },
      { invoiceId: 'in_1', extra: 1 },
    ]) {
      expect((await pay(attacker.token, bad)).statusCode).toBe(400);
    }
    expect((await pay(attacker.token, { invoiceId: 'in_doesnotexist' })).statusCode).toBe(404);
    expect(
      (await h.call('POST', '/subscriptions/pay-invoice', undefined, { invoiceId: theirs.id })).statusCode,
    ).toBe(401);
  });
});

describe('resume', () => {
  it('withdraws a cancellation in one step, on the same card, nothing charged', async () => {
    const { token, subscriptionId } = await subscriber('resume@example.ch');
    const before = await info(token);
    await h.call('POST', '/subscriptions/unsubscribe', token);
    await h.settle();
    expect((await info(token)).cancellationDate).not.toBeNull();
    const resumed = await h.call('POST', '/subscriptions/resume', token);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().nextRenewalDate).toBe(before.nextRenewalDate);
    const after = await info(token);
    expect(after).toMatchObject({
      cancellationDate: null,
      nextRenewalDate: before.nextRenewalDate,
      paymentMethod: before.paymentMethod,
    });
    expect(after.nextCharge).toEqual(before.nextCharge);
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(false);
    expect((await h.stripe.invoices.list({ subscription: subscriptionId })).data).toHaveLength(1);
  });

  it('refuses a subscription that is not cancelled, and an account without one', async () => {
    const { token } = await subscriber('resume-active@example.ch');
    const notCancelled = await h.call('POST', '/subscriptions/resume', token);
    expect(notCancelled.statusCode).toBe(409);
    expect(notCancelled.json().code).toBe('subscription_not_cancelled');
    const free = await h.customer('resume-free@example.ch');
    expect((await h.call('POST', '/subscriptions/resume', free.token)).json().code).toBe(
      'no_active_subscription',
    );
  });
});
