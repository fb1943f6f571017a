import { ENDPOINT_NAMES, type EndpointName, endpoints } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fullBlacklist, openInvoices, trackingStats } from '../fixtures/admin.js';
import {
  enterpriseDeclinedAccount,
  enterpriseFewerScheduledAccount,
  enterpriseFullAccount,
  freeAccount,
  invitedAccount,
  invitedPremiumAccount,
} from '../fixtures/subscriptions.js';
import { server } from '../node.js';
import { scenarios } from '../scenarios/index.js';
import { callEndpoint } from '../test-requests.js';
import { createHandlers, resetDefaultWorld } from './index.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDefaultWorld();
});
afterAll(() => server.close());

const asAdmin = () =>
  server.use(
    ...createHandlers({ role: 'admin', blacklist: fullBlacklist, stats: trackingStats, openInvoices }),
  );

/** The file each download is saved as (docs/audit-log.md#export for the audit log's). */
const FILE_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'text/csv': 'csv',
  'application/json': 'json',
};

async function expectContractAnswer(name: EndpointName, response: Response) {
  const endpoint = endpoints[name];
  if (endpoint.response.kind === 'redirect') {
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\//);
    return;
  }
  if (endpoint.response.kind === 'file') {
    expect(response.status, name).toBe(200);
    expect(response.headers.get('content-type')).toBe(endpoint.response.mediaType);
    const extension = FILE_EXTENSIONS[endpoint.response.mediaType] ?? 'zip';
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="[^"]+\\.${extension}"$`),
    );
    return;
  }
  expect(response.status, name).toBe(200);
  expect(endpoint.response.schema.safeParse(await response.json()).success, name).toBe(true);
}

describe('the default handlers', () => {
  it.each(ENDPOINT_NAMES)('%s answers a valid request with a body its contract accepts', async (name) => {
    if (endpoints[name].auth === 'admin') asAdmin();
    // Payment on invoice is off unless configured (docs/subscriptions-and-money.md#payment-method fixes the
    // interface to card).
    if (name === 'createSubscriptionInvoice') server.use(...createHandlers({ invoicePaymentEnabled: true }));
    // A set-up is confirmed once started, as the API has it.
    if (name === 'confirmTwoFactorSetup') await callEndpoint('startTwoFactorSetup');
    // Only an open invoice can be paid, and only a cancelled subscription resumed.
    if (name === 'payInvoice') server.use(...scenarios.paymentFailed.handlers());
    if (name === 'resumeSubscription') server.use(...scenarios.cancelled.handlers());
    // Only an offer made to the account is answered (docs/licences.md#offers).
    if (name === 'acceptInvitation' || name === 'declineInvitation')
      server.use(...scenarios.invited.handlers());
    // Only an offer of the ownership made to her is answered (docs/licences.md#ownership-transfer).
    if (name === 'answerOwnership') server.use(...scenarios.ownershipOfferReceived.handlers());
    // docs/sso.md#set-up: a domain is checked once claimed, tested once connected, required once tested.
    if (/^(prove|remove)SsoDomain$/.test(name)) server.use(...scenarios.ssoDomainClaimed.handlers());
    if (name === 'testSsoConnection') server.use(...scenarios.ssoConnected.handlers());
    if (name === 'setSsoEnforcement') server.use(...scenarios.ssoTested.handlers());
    await expectContractAnswer(name, await callEndpoint(name));
  });

  it.each([
    ['signup', { email: 'anna@praxis.ch', password: 'Password', lang: 'fr' }],
    ['resetPassword', { token: 'reset_0123456789abcdef', newPassword: '123456' }],
    [
      'createPassword',
      { token: 'invite_0123456789abcdef', email: 'claire@praxis.ch', newPassword: 'aaaaaa' },
    ],
  ] as const)('%s refuses a common password as the API does', async (name, input) => {
    const response = await callEndpoint(name, { input });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: true, code: 'password_too_common' });
  });

  it("answers not_found for an invoice that is not the account's, as the API does", async () => {
    const response = await callEndpoint('invoicePdf', { input: { id: 'in_someone_else' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: true, code: 'not_found' });
  });

  it('refuses payment on invoice while it is not offered', async () => {
    const response = await callEndpoint('createSubscriptionInvoice');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'invoice_payment_unavailable' });
  });

  it("serves an order on invoice by the product's credit rule (docs/subscriptions-and-money.md#credit-limit)", async () => {
    server.use(...createHandlers({ account: freeAccount, invoicePaymentEnabled: true }));
    const order = (userCount: number) => ({ licenseType: 'enterprise', frequency: 'annual', userCount });
    // Enterprise x10 annual: CHF 4,680.00, within CHF 5,000: served at once.
    const within = await callEndpoint('createSubscriptionInvoice', { input: order(10) });
    expect(await within.json()).toMatchObject({ awaitsApproval: false });
    expect(await (await callEndpoint('subscriptionInfo')).json()).toMatchObject({
      accountType: 'enterprise',
    });

    server.use(...createHandlers({ account: freeAccount, invoicePaymentEnabled: true }));
    // Enterprise x11 annual: CHF 5,148.00, above it: placed, not served.
    const above = await callEndpoint('createSubscriptionInvoice', { input: order(11) });
    expect(await above.json()).toMatchObject({ awaitsApproval: true });
    expect(await (await callEndpoint('subscriptionInfo')).json()).toMatchObject({
      accountType: 'free',
      orderAwaiting: { accountType: 'enterprise', numberOfLicenses: 11, amountDue: 514_800 },
    });
  });

  it.each(ENDPOINT_NAMES.filter((name) => endpoints[name].auth !== 'none'))(
    '%s answers 401 in the shared error shape without a bearer',
    async (name) => {
      const response = await callEndpoint(name, { token: null });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: true, code: 'unauthorized' });
    },
  );

  it.each(ENDPOINT_NAMES.filter((name) => endpoints[name].auth === 'admin'))(
    '%s answers 403 to a non-admin',
    async (name) => {
      const response = await callEndpoint(name);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'forbidden' });
    },
  );

  it.each(ENDPOINT_NAMES.filter((name) => endpoints[name].auth === 'admin'))(
    '%s answers 403 admin_needs_two_factor to an admin without two-factor sign-in (docs/admin.md#admin-two-factor)',
    async (name) => {
      server.use(...scenarios.adminWithoutTwoFactor.handlers());
      const response = await callEndpoint(name);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'admin_needs_two_factor' });
    },
  );

  it.each(ENDPOINT_NAMES.filter((name) => endpoints[name].request.location === 'body'))(
    '%s refuses a malformed body with 400 validation_failed',
    async (name) => {
      if (endpoints[name].auth === 'admin') asAdmin();
      const response = await callEndpoint(name, { input: { unexpected: ['junk'] } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: true, code: 'validation_failed' });
    },
  );
});

describe('the mocked backend keeps its state', () => {
  it('an invitation adds a pending licence, and a second one is refused as already invited', async () => {
    expect((await callEndpoint('sendInvitation')).status).toBe(200);
    const info = await (await callEndpoint('subscriptionInfo')).json();
    expect(info.licenses).toContainEqual({
      email: 'new.colleague@praxis.ch',
      status: 'pending',
      removable: true,
      usage: null,
    });
    const again = await callEndpoint('sendInvitation');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'already_invited' });
  });

  it('refuses an invitation past the seats a scheduled decrease leaves, saying so', async () => {
    server.use(...createHandlers({ account: enterpriseFewerScheduledAccount }));
    const refused = await callEndpoint('sendInvitation');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'seats_scheduled_fewer' });
  });

  it('refuses an invitation when no seat is free, or for the owner, or with another token', async () => {
    server.use(...createHandlers({ account: enterpriseFullAccount }));
    expect(await (await callEndpoint('sendInvitation')).json()).toMatchObject({ code: 'no_seat_available' });
    server.resetHandlers();
    const self = await callEndpoint('sendInvitation', {
      input: {
        recipientEmail: 'dr.anna.muller@praxis-lac.ch',
        subscriptionToken: 'sub_mock_0123456789abcdef',
        lang: 'fr',
      },
    });
    expect(await self.json()).toMatchObject({ code: 'cannot_invite_self' });
    const other = await callEndpoint('sendInvitation', {
      input: { recipientEmail: 'x@praxis.ch', subscriptionToken: 'sub_someone_else_0123456789', lang: 'fr' },
    });
    expect(await other.json()).toMatchObject({ code: 'not_subscription_owner' });
  });

  it('removing a licence frees it; the owner cannot be removed', async () => {
    expect((await callEndpoint('dissociate')).status).toBe(200);
    const info = await (await callEndpoint('subscriptionInfo')).json();
    expect(info.licenses.map((license: { email: string }) => license.email)).not.toContain(
      'marc.rossi@praxis-lac.ch',
    );
    const owner = await callEndpoint('dissociate', {
      input: { subscriptionToken: 'sub_mock_0123456789abcdef', email: 'dr.anna.muller@praxis-lac.ch' },
    });
    expect(await owner.json()).toMatchObject({ code: 'license_not_removable' });
  });

  it('cancelling sets the cancellation date, and cancelling twice is refused', async () => {
    const cancel = await (await callEndpoint('unsubscribe')).json();
    const info = await (await callEndpoint('subscriptionInfo')).json();
    expect(info.cancellationDate).toBe(cancel.cancellationDate);
    expect((await callEndpoint('unsubscribe')).status).toBe(409);
  });

  it('licences cannot go below the seats in use', async () => {
    const response = await callEndpoint('updateLicenses', { input: { newLicenseCount: 2 } });
    expect(await response.json()).toMatchObject({ code: 'seats_below_in_use' });
  });

  it('a declined offer holds no seat a decrease must keep (docs/licences.md#seats)', async () => {
    server.use(...createHandlers({ account: enterpriseDeclinedAccount }));
    const response = await callEndpoint('updateLicenses', { input: { newLicenseCount: 3 } });
    expect(await response.json()).toMatchObject({ effective: 'period_end', numberOfLicenses: 5 });
  });

  it('adds and deletes blacklist phrases per language', async () => {
    asAdmin();
    const added = await (
      await callEndpoint('addBlacklistPhrase', { input: { lang: 'de', phrase: 'Grüezi' } })
    ).json();
    expect(added.de).toEqual([...(fullBlacklist.de ?? []), 'Grüezi']);
    const removed = await (await callEndpoint('removeBlacklistPhrase')).json();
    expect(removed.en).toEqual(['Subtitles by the community']);
  });

  it('deletes a tracking stat', async () => {
    asAdmin();
    await callEndpoint('deleteTrackingStat');
    const stats = await (await callEndpoint('trackingStats')).json();
    expect(stats.map((stat: { _id: string }) => stat._id)).not.toContain('stat_0001');
  });

  it('a state change of one test does not leak into the next', async () => {
    const info = await (await callEndpoint('subscriptionInfo')).json();
    expect(info.cancellationDate).toBeNull();
    expect(info.licenses).toHaveLength(3);
  });
});

describe('every scenario answers within its contracts', () => {
  it.each(Object.entries(scenarios))('%s', async (_name, scenario) => {
    server.use(...scenario.handlers());
    for (const name of ['subscriptionInfo', 'usersMe', 'config'] as const) {
      const response = await callEndpoint(name).catch(() => null);
      if (response === null) continue; // the network-failure scenario
      if (response.ok)
        expect(endpoints[name].response.schema.safeParse(await response.json()).success).toBe(true);
      else expect(await response.json()).toMatchObject({ error: true });
    }
  });
});

describe('the answers to an offer (docs/licences.md#offers)', () => {
  const invitationId = invitedAccount.invitations[0]?.id ?? '';
  const subscriptionInfo = async () => (await callEndpoint('subscriptionInfo')).json();

  it('accepting gives her the seat and takes the offer away', async () => {
    server.use(...createHandlers({ account: invitedAccount }));
    expect((await callEndpoint('acceptInvitation', { input: { invitationId } })).status).toBe(200);
    expect(await subscriptionInfo()).toMatchObject({
      accountType: 'enterprise',
      invitations: [],
      seat: { status: 'active', managedBy: invitedAccount.invitations[0]?.managedBy },
    });
  });

  it('accepting is refused while her own plan runs; declining takes the offer away', async () => {
    server.use(...createHandlers({ account: invitedPremiumAccount }));
    const refused = await callEndpoint('acceptInvitation', { input: { invitationId } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'own_plan_held' });
    expect((await callEndpoint('declineInvitation', { input: { invitationId } })).status).toBe(200);
    expect(await subscriptionInfo()).toMatchObject({ accountType: 'premium', invitations: [] });
  });
});

describe("the sign-in's passkeys (docs/passkeys.md#sign-in, #policy)", () => {
  it('signs in with a passkey, with or without a step, as a code would', async () => {
    const options = await (await callEndpoint('passkeySigninOptions')).json();
    expect(options.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(await (await callEndpoint('passkeySignin')).json()).toEqual({ token: expect.any(String) });
  });

  it('asks a password sign-in for the step the world names', async () => {
    server.use(...createHandlers({ signinStep: 'passkey' }));
    expect(await (await callEndpoint('signin')).json()).toMatchObject({ step: 'passkey' });
    server.use(...createHandlers({ signinStep: 'passkey_setup' }));
    expect(await (await callEndpoint('signinWithLink')).json()).toMatchObject({ step: 'passkey_setup' });
  });

  it('leads the code and the required set-up on to the passkey her practice requires, then opens the session', async () => {
    server.use(...createHandlers({ signinStep: 'code', practiceRequiresPasskey: true }));
    expect(await (await callEndpoint('signinTwoFactor')).json()).toMatchObject({ step: 'passkey_setup' });
    expect(await (await callEndpoint('signinTwoFactorSetupConfirm')).json()).toMatchObject({
      step: 'passkey_setup',
      recoveryCodes: expect.any(Array),
    });
    const creation = await (await callEndpoint('signinPasskeySetupOptions')).json();
    expect(creation.options.user.name).toBe('anna@praxis.ch');
    expect(await (await callEndpoint('signinPasskeySetup')).json()).toEqual({ token: expect.any(String) });
  });
});
