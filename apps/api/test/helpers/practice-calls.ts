import { expect } from 'vitest';
import { licenseCalls } from './license-calls.js';
import type { PaymentsHarness } from './payments-harness.js';

export type RoleSet = { admin: boolean; billing: boolean };

/** A practice's people and calls (docs/licences.md#roles), through the harness `get` answers. */
export function practiceCalls(get: () => PaymentsHarness) {
  const { info, enterpriseOwner, invite, dissociate } = licenseCalls(get);

  /** An account that accepted a seat of the owner's subscription, with its session. */
  async function member(owner: { token: string; subscriptionToken: string }, email: string) {
    return join(owner, { ...(await get().customer(email, { billingInfo: false })), email });
  }

  /** An existing account invited to the owner's subscription, and accepting. */
  async function join<A extends { token: string; email: string }>(
    owner: { token: string; subscriptionToken: string },
    account: A,
  ): Promise<A> {
    const { email } = account;
    const invited = await invite(owner.token, owner.subscriptionToken, email);
    expect(invited.statusCode, invited.body).toBe(200);
    const [offer] = (await info(account.token)).invitations as Array<{ id: string }>;
    const accepted = await get().call('POST', '/licenses/accept-invitation', account.token, {
      invitationId: offer?.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return account;
  }

  const setRoles = (ownerToken: string, email: string, roles: RoleSet) =>
    get().call('POST', '/practice/roles', ownerToken, { email, ...roles });

  /** A member holding `roles`, given by the owner. */
  async function memberWith(
    owner: { token: string; subscriptionToken: string },
    email: string,
    roles: RoleSet,
  ) {
    const account = await member(owner, email);
    if (roles.admin || roles.billing) {
      const set = await setRoles(owner.token, email, roles);
      expect(set.statusCode, set.body).toBe(200);
    }
    return account;
  }

  const practice = async (token: string) => {
    const response = await get().call('GET', '/practice', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const offer = (token: string, email: string) =>
    get().call('POST', '/practice/ownership/offer', token, { email });
  const answer = (token: string, offerId: string, answer: 'accept' | 'decline' | 'withdraw') =>
    get().call('POST', '/practice/ownership/answer', token, { offerId, answer });

  return {
    info,
    enterpriseOwner,
    invite,
    dissociate,
    member,
    join,
    memberWith,
    setRoles,
    practice,
    offer,
    answer,
  };
}
