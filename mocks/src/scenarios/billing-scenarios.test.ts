import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newCard, savedBillingDetails } from '../fixtures/billing.js';
import { SETUP_SECRETS } from '../handlers/billing.js';
import { server } from '../node.js';
import { callEndpoint } from '../test-requests.js';
import { scenarios } from './index.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const info = async () => (await callEndpoint('subscriptionInfo')).json();
const pay = (input: object) => callEndpoint('payInvoice', { input });

describe('billing scenarios (docs/subscriptions-and-money.md#billing)', () => {
  it('paymentFailed: a refused renewal, paid now with the card on file, clears the problem', async () => {
    server.use(...scenarios.paymentFailed.handlers());
    const before = await info();
    expect(before.paymentProblem).toMatchObject({ reason: 'failed' });
    const answer = await pay({ invoiceId: before.paymentProblem.invoiceId });
    expect(await answer.json()).toEqual({ userStatus: 'active', paymentIntentStatus: 'succeeded' });
    const after = await info();
    expect(after.paymentProblem).toBeNull();
    expect(after.invoices[0]).toMatchObject({ status: 'paid', amount_paid: before.paymentProblem.amountDue });
  });

  it('actionRequired and payingInvoice: 3-D Secure first, paid at the first poll, a new card kept', async () => {
    server.use(...scenarios.actionRequired.handlers());
    const waiting = await info();
    expect(waiting.paymentProblem).toMatchObject({ reason: 'action_required' });
    expect(await (await pay({ invoiceId: waiting.paymentProblem.invoiceId })).json()).toMatchObject({
      requiresAction: true,
      clientSecret: expect.any(String),
      userStatus: 'pending',
    });
    expect((await info()).paymentProblem).toBeNull();

    server.use(...scenarios.payingInvoice.handlers());
    const failed = await info();
    await pay({ invoiceId: failed.paymentProblem.invoiceId, paymentMethodId: 'pm_mock_new' });
    expect((await info()).paymentMethod).toEqual(newCard);
  });

  it('refuses an invoice that is not the account’s, and one paid already, as the API does', async () => {
    server.use(...scenarios.paymentFailed.handlers());
    expect((await pay({ invoiceId: 'in_someone_else' })).status).toBe(404);
    const paidAlready = (await info()).invoices.find(
      (invoice: { status: string }) => invoice.status === 'paid',
    );
    const refused = await pay({ invoiceId: paidAlready.id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'invoice_not_payable' });
  });

  it.each([
    ['premium', SETUP_SECRETS.succeeds, 200],
    ['cardChangeThreeDSecure', SETUP_SECRETS.threeDSecure, 200],
    ['cardChangeThreeDSecureFails', SETUP_SECRETS.threeDSecureFails, 409],
  ] as const)(
    '%s: the SetupIntent secret says how 3-D Secure goes; the card is saved or not',
    async (name, secret, status) => {
      server.use(...scenarios[name].handlers());
      expect(await (await callEndpoint('setupPaymentMethod')).json()).toEqual({ clientSecret: secret });
      const saved = await callEndpoint('updatePaymentMethod');
      expect(saved.status).toBe(status);
      expect((await info()).paymentMethod).toEqual(
        status === 200 ? newCard : expect.objectContaining({ last4: '4242' }),
      );
    },
  );

  it('resume: a cancelled subscription goes on, renewing on the day it was to end', async () => {
    server.use(...scenarios.resume.handlers());
    const cancelled = await info();
    const answer = await (await callEndpoint('resumeSubscription')).json();
    expect(answer.nextRenewalDate).toBe(cancelled.cancellationDate);
    expect(await info()).toMatchObject({
      cancellationDate: null,
      nextRenewalDate: cancelled.cancellationDate,
    });
    expect((await callEndpoint('resumeSubscription')).status).toBe(409);
  });

  it('keeps the billing details saved, and a paying account has some from its first payment', async () => {
    server.use(...scenarios.premium.handlers());
    expect(await (await callEndpoint('billingInfo')).json()).toEqual({ billingInfo: savedBillingDetails });
    await callEndpoint('saveBillingInfo', {
      input: {
        billingInfo: {
          firstName: 'Lea',
          lastName: 'Keller',
          address: 'Marktgasse 5',
          postalCode: '3011',
          city: 'Bern',
        },
      },
    });
    expect((await (await callEndpoint('billingInfo')).json()).billingInfo).toMatchObject({
      firstName: 'Lea',
      company: savedBillingDetails.company,
      vatNumber: savedBillingDetails.vatNumber,
    });
    server.use(...scenarios.free.handlers());
    expect(await (await callEndpoint('billingInfo')).json()).toEqual({ billingInfo: null });
  });
});
