import { unitPriceCents } from '@app/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/passwords/passwords.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const info = async (token: string) => (await h.call('GET', '/subscriptions/subscription-info', token)).json();

/** An enterprise owner with `seats` paid seats, and the subscription token the account page holds. */
async function enterpriseOwner(email: string, seats = 3) {
  const owner = await h.customer(email);
  const paid = await h.call('POST', '/subscriptions/create-subscription-credit-card', owner.token, {
    paymentMethodId: 'pm_card_visa',
    licenseType: 'enterprise',
    frequency: 'monthly',
    userCount: seats,
  });
  expect(paid.json()).toMatchObject({ userStatus: 'active' });
  await h.settle();
  return { ...owner, subscriptionToken: (await info(owner.token)).subscriptionToken as string };
}

const invite = (token: string, subscriptionToken: string, recipientEmail: string, lang = 'de') =>
  h.call('POST', '/authentication/send-invitation', token, { recipientEmail, subscriptionToken, lang });

const dissociate = (token: string, subscriptionToken: string, email: string) =>
  h.call('POST', '/authentication/dissociate', token, { subscriptionToken, email });

async function invitationLink(email: string): Promise<string> {
  const { rows } = await h.db.query<{ params: { link: string; inviter: string }; lang: string }>(
    "select params, lang from mail_outbox where recipient = $1 and template = 'invitation' order by id desc limit 1",
    [email],
  );
  const link = rows[0]?.params.link;
  if (!link) throw new Error(`no invitation for ${email}`);
  return link;
}

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
    // Issue 23: the colleague is told who invites her, by name (billing details) and address.
    expect(rows[0]).toMatchObject({ lang: 'it', params: { inviter: 'Anna Muster (owner@clinic.ch)' } });

    expect((await info(owner.token)).licenses).toEqual([
      { email: 'owner@clinic.ch', status: 'active', removable: false },
      { email: 'colleague@clinic.ch', status: 'pending', removable: true },
    ]);

    // The colleague sets a password from the link: the seat becomes active and covers them.
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
    expect((await info(owner.token)).licenses[1]).toEqual({
      email: 'colleague@clinic.ch',
      status: 'active',
      removable: true,
    });
    // Issue 23: her own seat and who manages it, and nothing of the owner's subscription.
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

  it('asks an invitee who already has a password to sign in, and her sign-in accepts the seat (issue 21)', async () => {
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
        params: { link: 'http://localhost:3000/signin', inviter: 'Anna Muster (owner-existing@clinic.ch)' },
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
    expect((await info(owner.token)).licenses[1]).toMatchObject({
      email: 'has-account@clinic.ch',
      status: 'active',
    });
  });

  it('names each refusal: self, already invited, no seat left, taken elsewhere', async () => {
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

    const other = await enterpriseOwner('other-owner@clinic.ch', 2);
    const taken = await invite(other.token, other.subscriptionToken, 'one@clinic.ch');
    expect(taken.json()).toMatchObject({ code: 'invitee_unavailable' });
    const payingCustomer = await invite(other.token, other.subscriptionToken, 'full@clinic.ch');
    expect(payingCustomer.json()).toMatchObject({ code: 'invitee_unavailable' });
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

describe('update-licenses', () => {
  const update = (token: string, newLicenseCount: unknown) =>
    h.call('POST', '/subscriptions/update-licenses', token, { newLicenseCount });

  it('charges more seats at once, prorated, on the same subscription, and grants them once paid', async () => {
    const owner = await enterpriseOwner('grow@clinic.ch', 2);
    const invoicesBefore = (await info(owner.token)).invoices.length;
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
    // Issue 20 (was: the proration left as a pending item for the next invoice): a paid invoice now.
    expect(account.invoices).toHaveLength(invoicesBefore + 1);
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
    // Issue 20 (was: 3 at once): the seats paid for stay until the period's end.
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

  it('can also be ordered on /payment: the same plan with more seats is a change paid now', async () => {
    const owner = await enterpriseOwner('reorder@clinic.ch', 2);
    const response = await h.call('POST', '/subscriptions/create-subscription-credit-card', owner.token, {
      paymentMethodId: 'pm_card_visa',
      licenseType: 'enterprise',
      frequency: 'monthly',
      userCount: 4,
    });
    // Issue 20 (was: already_subscribed, seats through update-licenses only).
    expect(response.json()).toEqual({ userStatus: 'active', paymentIntentStatus: 'succeeded' });
    await h.settle();
    expect((await info(owner.token)).numberOfLicenses).toBe(4);
  });

  it('is for enterprise owners only', async () => {
    const free = await h.customer('free-adjust@clinic.ch');
    expect((await update(free.token, 3)).json()).toMatchObject({ code: 'no_active_subscription' });
  });
});
