import { expect } from 'vitest';
import type { PaymentsHarness } from './payments-harness.js';
import { subscriptionCalls } from './subscription-calls.js';

/** An Enterprise owner's calls about her colleagues' seats, through the harness `get` answers. */
export function licenseCalls(get: () => PaymentsHarness) {
  const { info } = subscriptionCalls(get);

  /** An enterprise owner with `seats` paid seats, and the subscription token the account page holds. */
  async function enterpriseOwner(email: string, seats = 3) {
    const owner = await get().customer(email);
    const paid = await get().call('POST', '/subscriptions/create-subscription-credit-card', owner.token, {
      paymentMethodId: 'pm_card_visa',
      licenseType: 'enterprise',
      frequency: 'monthly',
      userCount: seats,
    });
    expect(paid.json()).toMatchObject({ userStatus: 'active' });
    await get().settle();
    return { ...owner, subscriptionToken: (await info(owner.token)).subscriptionToken as string };
  }

  const invite = (token: string, subscriptionToken: string, recipientEmail: string, lang = 'de') =>
    get().call('POST', '/authentication/send-invitation', token, { recipientEmail, subscriptionToken, lang });

  const dissociate = (token: string, subscriptionToken: string, email: string) =>
    get().call('POST', '/authentication/dissociate', token, { subscriptionToken, email });

  async function invitationLink(email: string): Promise<string> {
    const { rows } = await get().db.query<{ params: { link: string; inviter: string }; lang: string }>(
      "select params, lang from mail_outbox where recipient = $1 and template = 'invitation' order by id desc limit 1",
      [email],
    );
    const link = rows[0]?.params.link;
    if (!link) throw new Error(`no invitation for ${email}`);
    return link;
  }

  return { info, enterpriseOwner, invite, dissociate, invitationLink };
}
