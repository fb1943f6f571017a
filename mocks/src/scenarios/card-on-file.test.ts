import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node.js';
import { callEndpoint } from '../test-requests.js';
import { scenarios } from './index.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const info = async () => (await callEndpoint('subscriptionInfo')).json();
const premiumAnnual = { licenseType: 'premium', frequency: 'annual', userCount: 1 } as const;

describe('a change charged to the card on file (docs/subscriptions-and-money.md#card-on-file)', () => {
  it('premiumMonthly: no card sent, the saved card pays and the change applies', async () => {
    server.use(...scenarios.premiumMonthly.handlers());
    const answer = await callEndpoint('createSubscriptionCreditCard', { input: premiumAnnual });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ paymentIntentStatus: 'succeeded' });
    expect(await info()).toMatchObject({ accountType: 'premium', frequency: 'annual' });
  });

  it('refuses with 409 no_saved_card without a card on file: a first purchase, a plan on invoice', async () => {
    const enterpriseAnnual = { licenseType: 'enterprise', frequency: 'annual', userCount: 2 } as const;
    for (const [name, input] of [
      ['free', premiumAnnual],
      ['paidOnInvoice', enterpriseAnnual],
    ] as const) {
      server.use(...scenarios[name].handlers());
      const before = await info();
      const answer = await callEndpoint('createSubscriptionCreditCard', { input });
      expect(answer.status, name).toBe(409);
      expect(await answer.json()).toMatchObject({ code: 'no_saved_card' });
      expect(await info()).toEqual(before);
      server.resetHandlers();
    }
  });
});
