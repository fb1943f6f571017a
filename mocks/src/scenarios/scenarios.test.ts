import { ENDPOINT_NAMES, endpoints, REFUSED_WHILE_DELETION_PENDING } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node.js';
import { callEndpoint } from '../test-requests.js';
import { expiredSessionOn, networkFailureOn, serverErrorOn } from './failures.js';
import { activatesAfterPolls, isScenarioName, SCENARIO_NAMES, scenarios } from './index.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const statusOf = async () => (await (await callEndpoint('usersMe')).json()).status as string;

describe('payment scenarios (docs/subscriptions-and-money.md#card-payment)', () => {
  it('activates after N polls of users/me once a card payment is under way', async () => {
    server.use(...activatesAfterPolls(2));
    const answer = await (await callEndpoint('createSubscriptionCreditCard')).json();
    expect(answer).toMatchObject({ userStatus: 'pending' });
    expect([await statusOf(), await statusOf(), await statusOf(), await statusOf()]).toEqual([
      'pending',
      'pending',
      'active',
      'active',
    ]);
  });

  it('needs 3-D Secure: requiresAction with a client secret, then active', async () => {
    server.use(...scenarios.cardNeedsThreeDSecure.handlers());
    const answer = await (await callEndpoint('createSubscriptionCreditCard')).json();
    expect(answer).toMatchObject({ requiresAction: true, clientSecret: expect.any(String) });
    expect(await statusOf()).toBe('active');
  });

  it('stays pending for ever when activation times out', async () => {
    server.use(...scenarios.activationTimesOut.handlers());
    await callEndpoint('createSubscriptionCreditCard');
    for (let poll = 0; poll < 31; poll += 1) expect(await statusOf()).toBe('pending');
  });

  it.each([
    ['cardDeclined', { paymentIntentStatus: 'requires_payment_method' }],
    ['cardUnknownError', { paymentIntentStatus: 'canceled' }],
    ['cardSucceeds', { userStatus: 'active' }],
  ] as const)('%s answers %j', async (name, expected) => {
    server.use(...scenarios[name].handlers());
    expect(await (await callEndpoint('createSubscriptionCreditCard')).json()).toMatchObject(expected);
  });

  it('makes the account enterprise with the ordered seats after a successful card payment', async () => {
    server.use(...scenarios.cardSucceeds.handlers());
    await callEndpoint('createSubscriptionCreditCard');
    const info = await (await callEndpoint('subscriptionInfo')).json();
    expect(info).toMatchObject({ accountType: 'enterprise', numberOfLicenses: 6, cancellationDate: null });
  });
});

describe('change scenarios (docs/subscriptions-and-money.md#changes)', () => {
  const enterpriseMonthly = { licenseType: 'enterprise', frequency: 'monthly', userCount: 2 } as const;
  const info = async () => (await callEndpoint('subscriptionInfo')).json();

  it('premiumMonthly previews an upgrade as charged now, and the card payment applies it', async () => {
    server.use(...scenarios.premiumMonthly.handlers());
    const preview = await (await callEndpoint('previewChange', { input: enterpriseMonthly })).json();
    expect(preview).toMatchObject({ effective: 'now', amountDueNow: expect.any(Number) });
    expect(preview.amountDueNow).toBeGreaterThan(0);
    const same = await callEndpoint('previewChange', {
      input: { licenseType: 'premium', frequency: 'monthly', userCount: 1 },
    });
    expect(await same.json()).toMatchObject({ code: 'already_subscribed' });
    await callEndpoint('createSubscriptionCreditCard', {
      input: { paymentMethodId: 'pm_card_visa', ...enterpriseMonthly },
    });
    expect(await info()).toMatchObject({ accountType: 'enterprise', numberOfLicenses: 2 });
  });

  it('changeDeclined refuses the card and leaves the plan as it was', async () => {
    server.use(...scenarios.changeDeclined.handlers());
    const answer = await callEndpoint('createSubscriptionCreditCard', {
      input: { paymentMethodId: 'pm_card_visa', ...enterpriseMonthly },
    });
    expect(await answer.json()).toEqual({ paymentIntentStatus: 'requires_payment_method' });
    expect(await info()).toMatchObject({ accountType: 'premium', frequency: 'monthly' });
  });

  it('changeNeedsThreeDSecure asks for 3-D Secure, then the change shows once active', async () => {
    server.use(...scenarios.changeNeedsThreeDSecure.handlers());
    const answer = await callEndpoint('createSubscriptionCreditCard', {
      input: { paymentMethodId: 'pm_card_visa', ...enterpriseMonthly },
    });
    expect(await answer.json()).toMatchObject({ requiresAction: true, clientSecret: expect.any(String) });
    expect(await statusOf()).toBe('active');
  });

  it('seatHolder says so and buys nothing', async () => {
    server.use(...scenarios.seatHolder.handlers());
    expect(await info()).toMatchObject({ licenseHeldElsewhere: true });
    const answer = await callEndpoint('createSubscriptionCreditCard');
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: 'license_held_elsewhere' });
  });

  it('schedules a decrease for the renewal date, and says when in subscription-info', async () => {
    server.use(...scenarios.enterprise.handlers());
    const answer = await (await callEndpoint('scheduleChange')).json();
    expect(await info()).toMatchObject({
      numberOfLicenses: 5,
      scheduledChange: { numberOfLicenses: 4, effectiveDate: answer.effectiveDate },
    });
    const fewer = await (await callEndpoint('updateLicenses', { input: { newLicenseCount: 3 } })).json();
    expect(fewer).toMatchObject({ effective: 'period_end', numberOfLicenses: 5 });
  });

  it('moreLicensesDeclined refuses more licences with card_declined', async () => {
    server.use(...scenarios.moreLicensesDeclined.handlers());
    const answer = await callEndpoint('updateLicenses', { input: { newLicenseCount: 7 } });
    expect(answer.status).toBe(402);
    expect(await answer.json()).toMatchObject({ code: 'card_declined' });
    expect(await info()).toMatchObject({ numberOfLicenses: 5 });
  });
});

describe('account scenarios', () => {
  it.each([
    ['free', { accountType: 'free', subscriptionToken: null }],
    ['premium', { accountType: 'premium' }],
    ['cancelled', { accountType: 'premium', cancellationDate: expect.any(String) }],
    ['noInvoices', { invoices: [] }],
  ] as const)('%s', async (name, expected) => {
    server.use(...scenarios[name].handlers());
    expect(await (await callEndpoint('subscriptionInfo')).json()).toMatchObject(expected);
  });

  it('many invoices: paid, open and written off', async () => {
    server.use(...scenarios.manyInvoices.handlers());
    const { invoices } = await (await callEndpoint('subscriptionInfo')).json();
    expect(invoices.map((invoice: { status: string }) => invoice.status).sort()).toEqual([
      'open',
      'paid',
      'paid',
      'uncollectible',
    ]);
  });

  it('admin scenarios: empty and full lists', async () => {
    server.use(...scenarios.adminEmpty.handlers());
    expect(await (await callEndpoint('listUsers')).json()).toEqual([]);
    server.resetHandlers();
    server.use(...scenarios.adminFull.handlers());
    expect((await (await callEndpoint('listUsers')).json()).length).toBeGreaterThan(0);
    expect((await (await callEndpoint('trackingStats')).json()).length).toBeGreaterThan(0);
  });

  it('anonymous: authenticated calls answer 401 even with a bearer; sign-in works', async () => {
    server.use(...scenarios.anonymous.handlers());
    expect((await callEndpoint('subscriptionInfo')).status).toBe(401);
    expect((await callEndpoint('signin')).status).toBe(200);
  });
});

describe('failures on each call', () => {
  it.each(ENDPOINT_NAMES)(
    '%s: server error, network failure and (authenticated) expired session',
    async (name) => {
      server.use(serverErrorOn(name));
      const failed = await callEndpoint(name);
      expect(failed.status).toBe(500);
      expect(await failed.json()).toMatchObject({ error: true, code: 'internal_error' });

      server.resetHandlers();
      server.use(networkFailureOn(name));
      await expect(callEndpoint(name)).rejects.toThrow();

      server.resetHandlers();
      if (endpoints[name].auth === 'none') {
        expect(() => expiredSessionOn(name)).toThrow();
      } else {
        server.use(expiredSessionOn(name));
        expect((await callEndpoint(name)).status).toBe(401);
      }
    },
  );
});

describe('the scenario registry', () => {
  it('names every scenario with a label and a description', () => {
    for (const name of SCENARIO_NAMES) {
      expect(isScenarioName(name)).toBe(true);
      expect(scenarios[name].label.length).toBeGreaterThan(3);
      expect(scenarios[name].description.length).toBeGreaterThan(10);
    }
    expect(isScenarioName('toString')).toBe(false);
  });
});

describe('picking a scenario for a mocked run', () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it('reads the address first, then the stored choice, and ignores unknown names', async () => {
    const { requestedScenario } = await import('./selection.js');
    expect(requestedScenario({ search: '?mock-scenario=cardDeclined' }, storage('free'))).toBe(
      'cardDeclined',
    );
    expect(requestedScenario({ search: '' }, storage('free'))).toBe('free');
    expect(requestedScenario({ search: '?mock-scenario=nonsense' }, storage(null))).toBeNull();
    expect(requestedScenario({ search: '' }, storage(null))).toBeNull();
  });
});

describe('account security scenarios (docs/accounts.md#two-factor)', () => {
  const json = async (response: Response) => response.json();

  it('twoFactorSignin: sign-in answers the code step, a wrong code is refused, a right one opens a session', async () => {
    server.use(...scenarios.twoFactorSignin.handlers());
    const first = await json(await callEndpoint('signin'));
    expect(first).toEqual({ challenge: expect.any(String), step: 'code' });
    const wrong = await callEndpoint('signinTwoFactor', {
      input: { challenge: first.challenge, code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(await json(await callEndpoint('signinTwoFactor'))).toEqual({ token: expect.any(String) });
  });

  it('twoFactorSetupRequired: sign-in answers the set-up step', async () => {
    server.use(...scenarios.twoFactorSetupRequired.handlers());
    expect((await json(await callEndpoint('signin'))).step).toBe('setup');
    expect((await json(await callEndpoint('signinTwoFactorSetupConfirm'))).recoveryCodes).toHaveLength(10);
  });

  it('colleagueTwoFactorRequired: turning it off is refused', async () => {
    server.use(...scenarios.colleagueTwoFactorRequired.handlers());
    const answer = await callEndpoint('disableTwoFactor');
    expect(answer.status).toBe(409);
    expect((await json(answer)).code).toBe('two_factor_required');
  });

  it('twoFactorOn: a second set-up is refused; turning it off with a wrong password too', async () => {
    server.use(...scenarios.twoFactorOn.handlers());
    expect((await json(await callEndpoint('startTwoFactorSetup'))).code).toBe('two_factor_already_enabled');
    const wrong = await callEndpoint('disableTwoFactor', { input: { password: 'wrong-password' } });
    expect((await json(wrong)).code).toBe('password_incorrect');
    expect((await callEndpoint('disableTwoFactor')).status).toBe(200);
    expect((await json(await callEndpoint('accountSettings'))).twoFactor.enabled).toBe(false);
  });

  it('deletionPending: keep clears the date; the sessions list loses what is ended', async () => {
    server.use(...scenarios.deletionPending.handlers());
    expect((await json(await callEndpoint('accountSettings'))).deletionScheduledAt).toEqual(
      expect.any(String),
    );
    await callEndpoint('keepAccount');
    expect((await json(await callEndpoint('accountSettings'))).deletionScheduledAt).toBeNull();
    await callEndpoint('revokeSession');
    expect((await callEndpoint('revokeSession')).status).toBe(404);
    expect((await json(await callEndpoint('revokeOtherSessions'))).revoked).toBe(1);
    expect((await json(await callEndpoint('listSessions'))).sessions).toHaveLength(1);
  });

  it('appSignedIn: the Windows app is in the sessions list, ended from there and with the others', async () => {
    server.use(...scenarios.appSignedIn.handlers());
    const { sessions } = await json(await callEndpoint('listSessions'));
    const apps = sessions.filter((session: { kind: string }) => session.kind === 'app');
    expect(apps).toHaveLength(2);
    const input = { sessionId: apps[0].id };
    expect((await callEndpoint('revokeSession', { input })).status).toBe(200);
    expect((await callEndpoint('revokeSession', { input })).status).toBe(404);
    expect((await json(await callEndpoint('revokeOtherSessions'))).revoked).toBe(sessions.length - 2);
  });

  it('deletionPending: every call that buys is refused until the account is kept (docs/accounts.md#deletion-ends-the-money)', async () => {
    server.use(...scenarios.deletionPending.handlers());
    for (const name of REFUSED_WHILE_DELETION_PENDING) {
      const answer = await callEndpoint(name);
      expect([name, answer.status, (await json(answer)).code]).toEqual([name, 409, 'deletion_pending']);
    }
    await callEndpoint('keepAccount');
    expect((await callEndpoint('createSubscriptionCreditCard')).status).toBe(200);
  });

  it('colleaguesTwoFactorRequired: an owner sees her choice and changes it', async () => {
    server.use(...scenarios.colleaguesTwoFactorRequired.handlers());
    expect((await json(await callEndpoint('accountSettings'))).colleaguesTwoFactorRequired).toBe(true);
    await callEndpoint('setColleaguesTwoFactor', { input: { required: false } });
    expect((await json(await callEndpoint('accountSettings'))).colleaguesTwoFactorRequired).toBe(false);
  });

  it("ownerCodeSignInOff: the owner's switch of the app's code sign-in is read and changed; a colleague is refused", async () => {
    server.use(...scenarios.ownerCodeSignInOff.handlers());
    expect((await json(await callEndpoint('accountSettings'))).appDeviceCode).toEqual({ allowed: false });
    await callEndpoint('setAppDeviceCodeSwitch', { input: { allowed: true } });
    expect((await json(await callEndpoint('accountSettings'))).appDeviceCode).toEqual({ allowed: true });
    server.use(...scenarios.colleagueTwoFactorRequired.handlers());
    const refused = await callEndpoint('setAppDeviceCodeSwitch', { input: { allowed: false } });
    expect([refused.status, (await json(refused)).code]).toEqual([409, 'not_subscription_owner']);
  });
});
