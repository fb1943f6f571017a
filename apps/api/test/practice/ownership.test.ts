import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/render.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { practiceCalls } from '../helpers/practice-calls.js';
import { order, subscriptionCalls } from '../helpers/subscription-calls.js';

/** docs/licences.md#ownership-transfer: the owner offers; the member accepts or declines; she may withdraw. */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
const { enterpriseOwner, member, join, memberWith, practice, offer, answer, info, dissociate } =
  practiceCalls(() => h);
const { payByCard } = subscriptionCalls(() => h);

const userRow = async (userId: string) =>
  (
    await h.db.query<{ customer: string | null }>(
      'select stripe_customer_id as customer from users where id = $1',
      [userId],
    )
  ).rows[0];

/** The offer the member sees on her account page. */
async function offered(token: string): Promise<string> {
  const { ownershipOffer } = await practice(token);
  expect(ownershipOffer).not.toBeNull();
  return ownershipOffer.offerId as string;
}

describe('offering the ownership', () => {
  it('tells the member by mail, in her language, and on her account page', async () => {
    const owner = await enterpriseOwner('offer-owner@praxis.ch', 3);
    const colleague = await member(owner, 'offer-colleague@praxis.ch');
    await h.db.query("update users set lang = 'it' where id = $1", [colleague.userId]);
    const made = await offer(owner.token, 'offer-colleague@praxis.ch');
    expect(made.statusCode, made.body).toBe(200);
    const { rows } = await h.db.query<{ lang: 'it'; params: object }>(
      "select lang, params from mail_outbox where recipient = $1 and template = 'ownership_offer'",
      ['offer-colleague@praxis.ch'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.lang).toBe('it');
    const mail = renderMail('ownership_offer', 'it', rows[0]?.params);
    expect(mail.subject).toBe('Le viene proposto un abbonamento Dictation Health');
    expect(mail.text).toContain('Anna Muster (offer-owner@praxis.ch) le propone di rilevare');
    const seen = await practice(colleague.token);
    expect(seen.ownershipOffer).toMatchObject({
      fromEmail: 'offer-owner@praxis.ch',
      toEmail: 'offer-colleague@praxis.ch',
    });
    expect((await practice(owner.token)).ownershipOffer?.offerId).toBe(seen.ownershipOffer.offerId);
  });

  it('refuses an address that is not a member (not_a_member), and her own (last_owner)', async () => {
    const owner = await enterpriseOwner('offer-refused-owner@praxis.ch', 3);
    expect((await offer(owner.token, 'nobody-here@praxis.ch')).json()).toMatchObject({
      code: 'not_a_member',
    });
    expect((await offer(owner.token, 'offer-refused-owner@praxis.ch')).json()).toMatchObject({
      code: 'last_owner',
    });
  });
});

describe('answering the offer', () => {
  it('accepted: the subscription, its customer and its settings move; the former owner keeps admin and billing', async () => {
    const owner = await enterpriseOwner('accept-owner@praxis.ch', 3);
    const heir = await member(owner, 'accept-heir@praxis.ch');
    const other = await member(owner, 'accept-other@praxis.ch');
    await h.db.query('insert into app_device_code_off (owner_id) values ($1)', [owner.userId]);
    const customer = (await userRow(owner.userId))?.customer;
    await offer(owner.token, 'accept-heir@praxis.ch');
    const accepted = await answer(heir.token, await offered(heir.token), 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { rows } = await h.db.query<{ owner_id: string; stripe_subscription_id: string }>(
      'select owner_id, stripe_subscription_id from subscriptions where token = $1',
      [owner.subscriptionToken],
    );
    expect(rows[0]?.owner_id).toBe(heir.userId);
    expect((await userRow(heir.userId))?.customer).toBe(customer);
    expect((await userRow(owner.userId))?.customer).toBeNull();
    const stripeSubscription = await h.stripe.subscriptions.retrieve(
      rows[0]?.stripe_subscription_id as string,
    );
    expect(stripeSubscription.customer).toBe(customer);
    // Both account pages read again (their versions moved): the heir's is the owner's page now.
    const heirs = await info(heir.token);
    expect(heirs).toMatchObject({
      accountType: 'enterprise',
      subscriptionToken: owner.subscriptionToken,
      seat: null,
    });
    expect(heirs.paymentMethod).toMatchObject({ last4: '4242' });
    // Her licence first, not removable; the former owner's a colleague's, removable.
    expect(heirs.licenses).toEqual([
      expect.objectContaining({ email: 'accept-heir@praxis.ch', removable: false }),
      expect.objectContaining({ email: 'accept-owner@praxis.ch', removable: true }),
      expect.objectContaining({ email: 'accept-other@praxis.ch', removable: true }),
    ]);
    const formers = await info(owner.token);
    expect(formers).toMatchObject({ subscriptionToken: null, paymentMethod: null });
    expect(formers.seat).toMatchObject({ managedBy: { email: 'accept-heir@praxis.ch' } });
    expect((await practice(owner.token)).practice.roles).toEqual(['admin', 'billing', 'member']);
    expect((await practice(heir.token)).practice).toMatchObject({
      roles: ['owner', 'member'],
      ownerEmail: 'accept-heir@praxis.ch',
    });
    expect((await practice(other.token)).practice.ownerEmail).toBe('accept-heir@praxis.ch');
    const switchOff = await h.db.query('select owner_id from app_device_code_off where owner_id = $1', [
      heir.userId,
    ]);
    expect(switchOff.rows).toHaveLength(1);
    // The offer is answered: gone.
    expect((await practice(heir.token)).ownershipOffer).toBeNull();
  });

  it('accepted while two-factor is required of colleagues: the former owner, a colleague now, signs in again with it', async () => {
    const owner = await enterpriseOwner('strict-owner@praxis.ch', 3);
    const heir = await member(owner, 'strict-heir@praxis.ch');
    await h.db.query('update users set require_colleague_two_factor = true where id = $1', [owner.userId]);
    await offer(owner.token, 'strict-heir@praxis.ch');
    expect((await answer(heir.token, await offered(heir.token), 'accept')).statusCode).toBe(200);
    // docs/accounts.md#colleagues-two-factor: her session opened without a code ends, as a colleague's would.
    expect((await h.call('GET', '/subscriptions/subscription-info', owner.token)).statusCode).toBe(401);
    expect((await h.call('GET', '/subscriptions/subscription-info', heir.token)).statusCode).toBe(200);
    const { rows } = await h.db.query<{ id: string; required: boolean }>(
      'select id, require_colleague_two_factor as required from users where id = any($1)',
      [[owner.userId, heir.userId]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.required]))).toEqual({
      [owner.userId]: false,
      [heir.userId]: true,
    });
  });

  it("accepted by a member with an ended plan of her own: the practice's customer replaces hers", async () => {
    const owner = await enterpriseOwner('ended-owner@praxis.ch', 3);
    const heir = await h.customer('ended-heir@praxis.ch');
    expect((await payByCard(heir.token, 'pm_card_visa', order('premium', 'monthly'))).statusCode).toBe(200);
    await h.settle();
    const own = (await userRow(heir.userId))?.customer;
    await h.db.query("update subscriptions set ended_at = now(), status = 'canceled' where owner_id = $1", [
      heir.userId,
    ]);
    await join(owner, { ...heir, email: 'ended-heir@praxis.ch' });
    const practiceCustomer = (await userRow(owner.userId))?.customer;
    await offer(owner.token, 'ended-heir@praxis.ch');
    expect((await answer(heir.token, await offered(heir.token), 'accept')).statusCode).toBe(200);
    expect((await userRow(heir.userId))?.customer).toBe(practiceCustomer);
    expect(practiceCustomer).not.toBe(own);
  });

  it('declined or withdrawn: nothing changes, and the offer is gone', async () => {
    const owner = await enterpriseOwner('decline-owner@praxis.ch', 3);
    const colleague = await member(owner, 'decline-colleague@praxis.ch');
    await offer(owner.token, 'decline-colleague@praxis.ch');
    const first = await offered(colleague.token);
    expect((await answer(colleague.token, first, 'decline')).statusCode).toBe(200);
    expect((await practice(owner.token)).practice.roles).toEqual(['owner', 'member']);
    expect((await answer(colleague.token, first, 'accept')).json()).toMatchObject({
      code: 'ownership_offer_gone',
    });
    await offer(owner.token, 'decline-colleague@praxis.ch');
    const second = await offered(colleague.token);
    // Only the owner who made it withdraws it; the member cannot.
    expect((await answer(colleague.token, second, 'withdraw')).json()).toMatchObject({
      code: 'ownership_offer_gone',
    });
    expect((await answer(owner.token, second, 'withdraw')).statusCode).toBe(200);
    const late = await answer(colleague.token, second, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ownership_offer_gone' });
    expect((await practice(owner.token)).practice.roles).toEqual(['owner', 'member']);
  });

  it('is gone once replaced, or once her licence was removed; the owner cannot accept her own', async () => {
    const owner = await enterpriseOwner('gone-owner@praxis.ch', 4);
    const first = await memberWith(owner, 'gone-first@praxis.ch', { admin: true, billing: false });
    const second = await member(owner, 'gone-second@praxis.ch');
    await offer(owner.token, 'gone-first@praxis.ch');
    const replaced = await offered(first.token);
    await offer(owner.token, 'gone-second@praxis.ch');
    expect((await answer(first.token, replaced, 'accept')).json()).toMatchObject({
      code: 'ownership_offer_gone',
    });
    const toSecond = await offered(second.token);
    expect((await answer(owner.token, toSecond, 'accept')).json()).toMatchObject({
      code: 'ownership_offer_gone',
    });
    await dissociate(owner.token, owner.subscriptionToken, 'gone-second@praxis.ch');
    expect((await answer(second.token, toSecond, 'accept')).json()).toMatchObject({
      code: 'ownership_offer_gone',
    });
    expect((await practice(owner.token)).ownershipOffer).toBeNull();
  });
});
