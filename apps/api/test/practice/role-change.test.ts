import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { practiceCalls } from '../helpers/practice-calls.js';

/** docs/licences.md#role-change: the owner gives and takes back admin and billing manager. */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
const { enterpriseOwner, member, memberWith, setRoles, practice, invite, dissociate, info } = practiceCalls(
  () => h,
);

const rolesOf = async (token: string) => (await practice(token)).practice.roles as string[];

describe('changing roles (docs/licences.md#role-change)', () => {
  it('gives and takes back both roles at once', async () => {
    const owner = await enterpriseOwner('roles-owner@praxis.ch', 3);
    const colleague = await member(owner, 'roles-colleague@praxis.ch');
    expect(await rolesOf(colleague.token)).toEqual(['member']);
    const given = await setRoles(owner.token, 'roles-colleague@praxis.ch', { admin: true, billing: true });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ message: 'The roles have been changed.' });
    expect(await rolesOf(colleague.token)).toEqual(['admin', 'billing', 'member']);
    await setRoles(owner.token, 'roles-colleague@praxis.ch', { admin: false, billing: true });
    expect(await rolesOf(colleague.token)).toEqual(['billing', 'member']);
  });

  it('refuses not_a_member for an address without an accepted licence of the practice', async () => {
    const owner = await enterpriseOwner('roles-nobody-owner@praxis.ch', 3);
    const stranger = await setRoles(owner.token, 'nobody@praxis.ch', { admin: true, billing: false });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toMatchObject({ code: 'not_a_member' });
    // An invitation not yet accepted gives no role.
    await h.customer('roles-pending@praxis.ch', { billingInfo: false });
    await invite(owner.token, owner.subscriptionToken, 'roles-pending@praxis.ch');
    const pending = await setRoles(owner.token, 'roles-pending@praxis.ch', { admin: true, billing: false });
    expect(pending.json()).toMatchObject({ code: 'not_a_member' });
    // A member of another practice is not one of hers.
    const other = await enterpriseOwner('roles-other-owner@praxis.ch', 3);
    await member(other, 'roles-elsewhere@praxis.ch');
    const elsewhere = await setRoles(owner.token, 'roles-elsewhere@praxis.ch', {
      admin: true,
      billing: false,
    });
    expect(elsewhere.json()).toMatchObject({ code: 'not_a_member' });
  });

  it("refuses last_owner for the owner's own roles", async () => {
    const owner = await enterpriseOwner('roles-self-owner@praxis.ch', 3);
    const refused = await setRoles(owner.token, 'roles-self-owner@praxis.ch', {
      admin: false,
      billing: false,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'last_owner' });
    expect(await rolesOf(owner.token)).toEqual(['owner', 'member']);
  });

  it('removing the licence removes its roles: accepted again, she starts as a member', async () => {
    const owner = await enterpriseOwner('roles-removed-owner@praxis.ch', 3);
    const admin = await memberWith(owner, 'roles-removed@praxis.ch', { admin: true, billing: true });
    expect(
      (await dissociate(owner.token, owner.subscriptionToken, 'roles-removed@praxis.ch')).statusCode,
    ).toBe(200);
    expect((await practice(admin.token)).practice).toBeNull();
    await invite(owner.token, owner.subscriptionToken, 'roles-removed@praxis.ch');
    const [offer] = (await info(admin.token)).invitations as Array<{ id: string }>;
    await h.call('POST', '/licenses/accept-invitation', admin.token, { invitationId: offer?.id });
    expect(await rolesOf(admin.token)).toEqual(['member']);
    const refused = await h.call('POST', '/account/two-factor/colleagues', admin.token, { required: true });
    expect(refused.json()).toMatchObject({ code: 'role_not_permitted' });
  });

  it('is refused to anyone without a practice of her own: no_active_subscription', async () => {
    const free = await h.customer('roles-free@praxis.ch');
    const refused = await setRoles(free.token, 'someone@praxis.ch', { admin: true, billing: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'no_active_subscription' });
  });
});
