import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/passwords/passwords.js';
import { licenseCalls } from '../helpers/license-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const { info, enterpriseOwner, invite, dissociate, invitationLink } = licenseCalls(() => h);

describe('send-invitation', () => {
  it('gives a colleague a pending seat and mails the create-password link in the sent language', async () => {
    const owner = await enterpriseOwner('owner@clinic.ch');
    const response = await invite(owner.token, owner.subscriptionToken, 'Colleague@Clinic.ch', 'it');
    expect(response.statusCode).toBe(200);

    const link = await invitationLink('colleague@clinic.ch');
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/create-password\/[A-Za-z0-9_-]{43}\/colleague%40clinic\.ch$/,
    );
    const { rows } = await h.db.query<{ lang: string; params: { inviter: string } }>(
      "select lang, params from mail_outbox where recipient = 'colleague@clinic.ch'",
    );
    // The colleague is told who invites her, by name (billing details) beside her address
    // (docs/licences.md#invitation-mail).
    expect(rows[0]).toMatchObject({
      lang: 'it',
      params: { inviter: 'owner@clinic.ch', inviterName: 'Anna Muster' },
    });

    expect((await info(owner.token)).licenses).toEqual([
      // docs/licences.md#licence-usage: an accepted seat's use of the app; a pending one shows none.
      {
        email: 'owner@clinic.ch',
        status: 'active',
        removable: false,
        usage: { lastUsedAt: null, monthSeconds: 0 },
      },
      { email: 'colleague@clinic.ch', status: 'pending', removable: true, usage: null },
    ]);

    // The colleague sets a password from the link and accepts the offer: the seat becomes active
    // and covers them (docs/licences.md#offers).
    const [, , , , token, email] = link.split('/');
    const created = await h.call('POST', '/authentication/create-password', undefined, {
      token,
      email: decodeURIComponent(email ?? ''),
      newPassword: 'colleague-1',
    });
    expect(created.statusCode).toBe(200);
    const signin = await h.call('POST', '/authentication/signin-web', undefined, {
      email: 'colleague@clinic.ch',
      password: 'colleague-1',
    });
    const colleagueToken = signin.json().token as string;
    const [offer] = (await info(colleagueToken)).invitations;
    const accepted = await h.call('POST', '/licenses/accept-invitation', colleagueToken, {
      invitationId: offer.id,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await info(owner.token)).licenses[1]).toEqual({
      email: 'colleague@clinic.ch',
      status: 'active',
      removable: true,
      usage: { lastUsedAt: null, monthSeconds: 0 },
    });
    // docs/licences.md#seats: her own seat and who manages it, and nothing of the owner's subscription.
    expect(await info(colleagueToken)).toMatchObject({
      accountType: 'enterprise',
      subscriptionToken: null,
      invoices: [],
      trialEndsAt: null,
      seat: { status: 'active', managedBy: { name: 'Anna Muster', email: 'owner@clinic.ch' } },
    });
    expect((await h.call('GET', '/users/me', colleagueToken)).json()).toEqual({
      status: 'active',
      plan: 'enterprise',
    });
    // The holder's new billing name shows on the colleague's page at once (its cached copy is stale).
    await h.call('POST', '/subscriptions/save-billing-info', owner.token, {
      billingInfo: {
        firstName: 'Anna',
        lastName: 'Keller',
        address: 'Marktgasse 5',
        postalCode: '3011',
        city: 'Bern',
      },
    });
    expect((await info(colleagueToken)).seat.managedBy.name).toBe('Anna Keller');
  });

  it('asks an invitee who already has a password to answer on her account page, and never sets one', async () => {
    const owner = await enterpriseOwner('owner-existing@clinic.ch');
    const colleague = await h.customer('has-account@clinic.ch', { billingInfo: false });
    await h.db.query('update users set password_hash = $2 where id = $1', [
      colleague.userId,
      await hashPassword('Her-own-pw-1'),
    ]);
    expect(
      (await invite(owner.token, owner.subscriptionToken, 'has-account@clinic.ch', 'fr')).statusCode,
    ).toBe(200);
    const { rows } = await h.db.query<{ template: string; params: { link: string } }>(
      "select template, params from mail_outbox where recipient = 'has-account@clinic.ch'",
    );
    expect(rows).toEqual([
      {
        template: 'invitation_existing_account',
        params: {
          link: 'http://localhost:3000/account#invitations',
          inviter: 'owner-existing@clinic.ch',
          inviterName: 'Anna Muster',
        },
      },
    ]);
    // Her session of before is untouched: an invitation is no password reset.
    expect((await h.call('GET', '/users/me', colleague.token)).statusCode).toBe(200);
    expect((await info(owner.token)).licenses[1]).toMatchObject({
      email: 'has-account@clinic.ch',
      status: 'pending',
    });

    const signin = await h.call('POST', '/authentication/signin-web', undefined, {
      email: 'has-account@clinic.ch',
      password: 'Her-own-pw-1',
    });
    expect(signin.statusCode).toBe(200);
    // Signing in answers nothing (docs/licences.md#offers).
    expect((await info(owner.token)).licenses[1]).toMatchObject({
      email: 'has-account@clinic.ch',
      status: 'pending',
    });
  });

  it('names each refusal: self, already invited, no seat left; none about what the invitee has', async () => {
    const owner = await enterpriseOwner('full@clinic.ch', 2);
    const self = await invite(owner.token, owner.subscriptionToken, 'full@clinic.ch');
    expect(self.json()).toMatchObject({ code: 'cannot_invite_self' });

    expect((await invite(owner.token, owner.subscriptionToken, 'one@clinic.ch')).statusCode).toBe(200);
    const again = await invite(owner.token, owner.subscriptionToken, 'one@clinic.ch');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_invited' });

    const noSeat = await invite(owner.token, owner.subscriptionToken, 'two@clinic.ch');
    expect(noSeat.statusCode).toBe(409);
    expect(noSeat.json()).toMatchObject({ code: 'no_seat_available' });

    // Invited elsewhere, or paying for a plan, she is offered the seat all the same
    // (docs/licences.md#invite); she answers it herself.
    const other = await enterpriseOwner('other-owner@clinic.ch', 3);
    expect((await invite(other.token, other.subscriptionToken, 'one@clinic.ch')).statusCode).toBe(200);
    expect((await invite(other.token, other.subscriptionToken, 'full@clinic.ch')).statusCode).toBe(200);
  });

  it("refuses another account's subscription token, an unknown one, and a premium subscription", async () => {
    const owner = await enterpriseOwner('victim@clinic.ch');
    const intruder = await enterpriseOwner('intruder@clinic.ch');
    const stolen = await invite(intruder.token, owner.subscriptionToken, 'friend@clinic.ch');
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toMatchObject({ code: 'not_subscription_owner' });
    expect((await invite(intruder.token, 'A'.repeat(43), 'friend@clinic.ch')).json()).toMatchObject({
      code: 'not_found',
    });

    const premium = await h.customer('premium-owner@clinic.ch');
    await h.call('POST', '/subscriptions/create-subscription-credit-card', premium.token, {
      paymentMethodId: 'pm_card_visa',
      licenseType: 'premium',
      frequency: 'monthly',
      userCount: 1,
    });
    const premiumToken = (await info(premium.token)).subscriptionToken;
    expect((await invite(premium.token, premiumToken, 'friend@clinic.ch')).json()).toMatchObject({
      code: 'no_active_subscription',
    });
    const { rows } = await h.db.query("select 1 from users where email = 'friend@clinic.ch'");
    expect(rows).toEqual([]);
  });

  it('refuses a malformed address with 400', async () => {
    const owner = await enterpriseOwner('typo@clinic.ch');
    const response = await invite(owner.token, owner.subscriptionToken, 'not an address');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toEqual(['recipientEmail']);
  });
});

describe('dissociate', () => {
  it('frees the seat, returns the colleague to free and spends the unused link', async () => {
    const owner = await enterpriseOwner('remover@clinic.ch', 2);
    await invite(owner.token, owner.subscriptionToken, 'leaving@clinic.ch');
    const link = await invitationLink('leaving@clinic.ch');

    const removed = await dissociate(owner.token, owner.subscriptionToken, 'leaving@clinic.ch');
    expect(removed.statusCode).toBe(200);
    expect((await info(owner.token)).licenses).toHaveLength(1);
    const [, , , , token] = link.split('/');
    const late = await h.call('POST', '/authentication/create-password', undefined, {
      token,
      email: 'leaving@clinic.ch',
      newPassword: 'too-late-1',
    });
    expect(late.json()).toMatchObject({ code: 'invalid_or_expired_token' });
    // The seat is free again.
    expect((await invite(owner.token, owner.subscriptionToken, 'next@clinic.ch')).statusCode).toBe(200);
  });

  it("never removes the owner's seat, nor a seat of another subscription", async () => {
    const owner = await enterpriseOwner('keeper@clinic.ch');
    const own = await dissociate(owner.token, owner.subscriptionToken, 'keeper@clinic.ch');
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'license_not_removable' });

    const other = await enterpriseOwner('neighbour@clinic.ch');
    await invite(other.token, other.subscriptionToken, 'theirs@clinic.ch');
    expect((await dissociate(owner.token, owner.subscriptionToken, 'theirs@clinic.ch')).json()).toMatchObject(
      {
        code: 'not_found',
      },
    );
    expect((await dissociate(owner.token, other.subscriptionToken, 'theirs@clinic.ch')).json()).toMatchObject(
      {
        code: 'not_subscription_owner',
      },
    );
    expect((await info(other.token)).licenses).toHaveLength(2);
  });
});
