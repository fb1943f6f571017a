import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, BILLING_EMAIL, MEMBER_EMAIL } from '../fixtures/practice.js';
import { ownerEmail } from '../fixtures/subscriptions.js';
import { server } from '../node.js';
import { scenarios } from '../scenarios/index.js';
import { callEndpoint } from '../test-requests.js';
import { resetDefaultWorld } from './index.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDefaultWorld();
});
afterAll(() => server.close());

const practice = async () => (await (await callEndpoint('practice')).json()).practice;
const refused = async (response: Response) => ({ status: response.status, ...(await response.json()) });

describe('the practice calls, by the permission matrix (docs/licences.md#permissions)', () => {
  it('a billing manager changes the card and gets 403 role_not_permitted on invitations', async () => {
    server.use(...scenarios.practiceBillingManager.handlers());
    expect((await callEndpoint('setupPaymentMethod')).status).toBe(200);
    expect(await refused(await callEndpoint('sendInvitation'))).toMatchObject({
      status: 403,
      code: 'role_not_permitted',
    });
  });

  it('an admin requires two-factor, invites to the practice, and gets 403 on the card', async () => {
    server.use(...scenarios.practiceAdmin.handlers());
    expect((await callEndpoint('setColleaguesTwoFactor', { input: { required: true } })).status).toBe(200);
    expect((await callEndpoint('sendInvitation')).status).toBe(200);
    const seen = await practice();
    expect(seen.subscription.licenses.map((license: { email: string }) => license.email)).toContain(
      'new.colleague@praxis.ch',
    );
    expect(seen.subscription.invoices).toEqual([]);
    expect(await refused(await callEndpoint('setupPaymentMethod'))).toMatchObject({ status: 403 });
  });

  it('a member sees the owner and her roles, no members nor subscription, and may do nothing of the practice', async () => {
    server.use(...scenarios.practiceMember.handlers());
    expect(await practice()).toMatchObject({
      ownerEmail,
      roles: ['member'],
      permissions: [],
      members: [],
      subscription: null,
    });
    expect((await callEndpoint('setMemberRoles')).status).toBe(403);
    expect((await callEndpoint('unsubscribe')).status).toBe(403);
  });

  it("the owner changes a member's roles; her own are refused last_owner, a stranger's not_a_member", async () => {
    server.use(...scenarios.practiceOwner.handlers());
    const input = { email: MEMBER_EMAIL, admin: true, billing: true };
    expect((await callEndpoint('setMemberRoles', { input })).status).toBe(200);
    const member = (await practice()).members.find((one: { email: string }) => one.email === MEMBER_EMAIL);
    expect(member.roles).toEqual(['admin', 'billing', 'member']);
    const own = { email: ownerEmail, admin: false, billing: false };
    expect(await refused(await callEndpoint('setMemberRoles', { input: own }))).toMatchObject({
      code: 'last_owner',
    });
    const stranger = { email: 'someone@else.ch', admin: true, billing: false };
    expect(await refused(await callEndpoint('setMemberRoles', { input: stranger }))).toMatchObject({
      code: 'not_a_member',
    });
  });

  it('a removed licence takes its roles with it (docs/licences.md#role-change)', async () => {
    server.use(...scenarios.practiceOwner.handlers());
    const input = { subscriptionToken: 'sub_mock_0123456789abcdef', email: BILLING_EMAIL };
    expect((await callEndpoint('dissociate', { input })).status).toBe(200);
    const emails = (await practice()).members.map((member: { email: string }) => member.email);
    expect(emails).not.toContain(BILLING_EMAIL);
    expect(emails).toContain(ADMIN_EMAIL);
  });
});

describe('the calls naming no action, for a member they reach the practice of (docs/licences.md#permissions)', () => {
  it("a billing manager's billing details and invoice PDFs are the practice's", async () => {
    server.use(...scenarios.practiceBillingManager.handlers());
    const { billingInfo } = await (await callEndpoint('billingInfo')).json();
    expect(billingInfo).not.toBeNull();
    const [invoice] = (await practice()).subscription.invoices;
    expect((await callEndpoint('invoicePdf', { input: { id: invoice.id } })).status).toBe(200);
  });

  it("a billing manager's change of plan paid now is the practice's (`plan`)", async () => {
    server.use(...scenarios.practiceBillingManager.handlers());
    const order = {
      paymentMethodId: 'pm_card_visa',
      licenseType: 'enterprise',
      frequency: 'annual',
      userCount: 7,
    };
    expect((await callEndpoint('createSubscriptionCreditCard', { input: order })).status).toBe(200);
    expect((await practice()).subscription.numberOfLicenses).toBe(7);
  });

  it("an admin's account settings show the practice's security choices, and her change of them", async () => {
    server.use(...scenarios.practiceAdmin.handlers());
    const settings = async () => (await callEndpoint('accountSettings')).json();
    expect(await settings()).toMatchObject({
      colleaguesTwoFactorRequired: false,
      appDeviceCode: { allowed: true },
    });
    await callEndpoint('setColleaguesTwoFactor', { input: { required: true } });
    expect(await settings()).toMatchObject({ colleaguesTwoFactorRequired: true });
  });

  it("a member's are her own: no practice's choices", async () => {
    server.use(...scenarios.practiceMember.handlers());
    expect(await (await callEndpoint('accountSettings')).json()).toMatchObject({
      colleaguesTwoFactorRequired: null,
      appDeviceCode: null,
    });
  });
});

describe('handing on the ownership (docs/licences.md#ownership-transfer)', () => {
  it('the offered admin accepts: she is the owner, the former owner admin and billing manager', async () => {
    server.use(...scenarios.ownershipOfferReceived.handlers());
    const { ownershipOffer } = await (await callEndpoint('practice')).json();
    expect(ownershipOffer).toMatchObject({ toEmail: ADMIN_EMAIL });
    const input = { offerId: ownershipOffer.offerId, answer: 'accept' };
    expect((await callEndpoint('answerOwnership', { input })).status).toBe(200);
    const after = await practice();
    expect(after.roles).toEqual(['owner', 'member']);
    expect(after.members[1]).toMatchObject({ email: ownerEmail, roles: ['admin', 'billing', 'member'] });
    expect(await refused(await callEndpoint('answerOwnership', { input }))).toMatchObject({
      code: 'ownership_offer_gone',
    });
  });

  it('the owner offers it to a member and withdraws it; the offer is hers to see', async () => {
    server.use(...scenarios.practiceOwner.handlers());
    expect((await callEndpoint('offerOwnership', { input: { email: BILLING_EMAIL } })).status).toBe(200);
    const { ownershipOffer } = await (await callEndpoint('practice')).json();
    expect(ownershipOffer).toMatchObject({ fromEmail: ownerEmail, toEmail: BILLING_EMAIL });
    const input = { offerId: ownershipOffer.offerId, answer: 'withdraw' };
    expect((await callEndpoint('answerOwnership', { input })).status).toBe(200);
    expect((await (await callEndpoint('practice')).json()).ownershipOffer).toBeNull();
  });
});
