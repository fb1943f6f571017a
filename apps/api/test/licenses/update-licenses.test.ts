import { unitPriceCents } from '@app/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenseCalls } from '../helpers/license-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const { info, enterpriseOwner, invite } = licenseCalls(() => h);

describe('update-licenses', () => {
  const update = (token: string, newLicenseCount: unknown) =>
    h.call('POST', '/subscriptions/update-licenses', token, { newLicenseCount });

  it('charges more seats at once, prorated, on the same subscription, and grants them once paid', async () => {
    const owner = await enterpriseOwner('grow@clinic.ch', 2);
    const invoicesBefore = (await info(owner.token)).invoices;
    // An hour later: the account lists its invoices newest first by Stripe's time, to the second.
    h.emulator.control.advanceClock({ seconds: 3600 });
    const response = await update(owner.token, 5);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      numberOfLicenses: 5,
      effective: 'now',
      userStatus: 'active',
      paymentIntentStatus: 'succeeded',
    });
    await h.settle();
    const account = await info(owner.token);
    expect(account.numberOfLicenses).toBe(5);
    // docs/subscriptions-and-money.md#changes (was: the proration left as a pending item for the
    // next invoice): a paid invoice now.
    expect(account.invoices).toHaveLength(invoicesBefore.length + 1);
    expect(account.invoices.slice(1)).toEqual(invoicesBefore);
    expect(account.invoices[0]).toMatchObject({ status: 'paid' });
    expect(account.invoices[0].amount_paid).toBeGreaterThan(0);
    expect(account.invoices[0].amount_paid).toBeLessThanOrEqual(3 * unitPriceCents('enterprise', 'monthly'));
  });

  it('never goes below the seats in use nor below 2, and schedules fewer seats for the period’s end', async () => {
    const owner = await enterpriseOwner('shrink@clinic.ch', 4);
    await invite(owner.token, owner.subscriptionToken, 'a@shrink.ch');
    await invite(owner.token, owner.subscriptionToken, 'b@shrink.ch');
    const belowInUse = await update(owner.token, 2);
    expect(belowInUse.statusCode).toBe(409);
    expect(belowInUse.json()).toMatchObject({ code: 'seats_below_in_use' });
    expect((await update(owner.token, 1)).statusCode).toBe(400);
    expect((await update(owner.token, 'many')).statusCode).toBe(400);
    expect((await info(owner.token)).numberOfLicenses).toBe(4);
    const fewer = await update(owner.token, 3);
    const account = await info(owner.token);
    // docs/subscriptions-and-money.md#changes (was: 3 at once): the seats paid for stay until the
    // period's end.
    expect(fewer.json()).toMatchObject({
      numberOfLicenses: 4,
      effective: 'period_end',
      effectiveDate: account.nextRenewalDate,
    });
    expect(account).toMatchObject({
      numberOfLicenses: 4,
      scheduledChange: {
        accountType: 'enterprise',
        numberOfLicenses: 3,
        effectiveDate: account.nextRenewalDate,
      },
    });
  });

  it('while fewer seats are scheduled, invites only to those that remain, and says why', async () => {
    const owner = await enterpriseOwner('scheduled@clinic.ch', 5);
    expect((await update(owner.token, 3)).json()).toMatchObject({ effective: 'period_end' });
    // The owner's seat and two colleagues fill the three that remain at the period's end.
    for (const colleague of ['a@scheduled.ch', 'b@scheduled.ch'])
      expect((await invite(owner.token, owner.subscriptionToken, colleague)).statusCode).toBe(200);
    const refused = await invite(owner.token, owner.subscriptionToken, 'c@scheduled.ch');
    expect(refused.statusCode).toBe(409);
    // docs/licences.md#scheduled-seats: not "every licence is used" while the account shows 5.
    expect(refused.json()).toMatchObject({ code: 'seats_scheduled_fewer' });
    expect((await info(owner.token)).numberOfLicenses).toBe(5);
  });

  it('can also be ordered on /payment: the same plan with more seats is a change paid now', async () => {
    const owner = await enterpriseOwner('reorder@clinic.ch', 2);
    const response = await h.call('POST', '/subscriptions/create-subscription-credit-card', owner.token, {
      paymentMethodId: 'pm_card_visa',
      licenseType: 'enterprise',
      frequency: 'monthly',
      userCount: 4,
    });
    // docs/subscriptions-and-money.md#changes (was: already_subscribed, seats through update-licenses only).
    expect(response.json()).toEqual({ userStatus: 'active', paymentIntentStatus: 'succeeded' });
    await h.settle();
    expect((await info(owner.token)).numberOfLicenses).toBe(4);
  });

  it('is for enterprise owners only', async () => {
    const free = await h.customer('free-adjust@clinic.ch');
    expect((await update(free.token, 3)).json()).toMatchObject({ code: 'no_active_subscription' });
  });
});
