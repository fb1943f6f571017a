import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invitedAccount, invitedPremiumAccount } from '../fixtures/subscriptions.js';
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

const TOKEN = 'sub_mock_0123456789abcdef';
const reassign = (fromEmail: string, toEmail: string) =>
  callEndpoint('reassignLicense', { input: { subscriptionToken: TOKEN, fromEmail, toEmail, lang: 'fr' } });
const licences = async () =>
  (
    (await (await callEndpoint('subscriptionInfo')).json()).licenses as { email: string; status: string }[]
  ).map((license) => `${license.email} ${license.status}`);

describe('reassigning a licence in the mocked backend (docs/licences.md#reassign)', () => {
  it('gives an unused licence (accepted and not used for 30 days, pending or declined) to another address', async () => {
    server.use(...scenarios.enterpriseUnused.handlers());
    expect((await reassign('sophie.keller@praxis-lac.ch', 'eva.brunner@praxis-lac.ch')).status).toBe(200);
    expect((await reassign('lea.meier@praxis-lac.ch', 'tom.frei@praxis-lac.ch')).status).toBe(200);
    const now = await licences();
    expect(now).toContain('eva.brunner@praxis-lac.ch pending');
    expect(now).toContain('tom.frei@praxis-lac.ch pending');
    expect(now.join()).not.toMatch(/sophie|lea/);
  });

  it('refuses a licence in use, the owner’s own, and an address already invited, changing nothing', async () => {
    server.use(...scenarios.enterpriseUnused.handlers());
    const before = await licences();
    const code = async (from: string, to: string) => (await (await reassign(from, to)).json()).code;
    expect(await code('marc.rossi@praxis-lac.ch', 'x@praxis.ch')).toBe('license_in_use');
    expect(await code('dr.anna.muller@praxis-lac.ch', 'x@praxis.ch')).toBe('license_not_removable');
    expect(await code('claire.dubois@praxis-lac.ch', 'lea.meier@praxis-lac.ch')).toBe('already_invited');
    expect(await code('claire.dubois@praxis-lac.ch', 'claire.dubois@praxis-lac.ch')).toBe('already_invited');
    expect(await code('nobody@praxis.ch', 'x@praxis.ch')).toBe('not_found');
    expect(await licences()).toEqual(before);
  });

  it('answers license_in_use in its scenario, as when the holder used the app meanwhile', async () => {
    server.use(...scenarios.reassignInUse.handlers());
    const refused = await reassign('claire.dubois@praxis-lac.ch', 'x@praxis.ch');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'license_in_use' });
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
