import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/render.js';
import { hashPassword } from '../../src/passwords/passwords.js';
import { licenseCalls } from '../helpers/license-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { checkoutOrder, subscriptionCalls } from '../helpers/subscription-calls.js';

/** docs/licences.md#offers: an invitation is an offer the invitee answers herself. */

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const { info, enterpriseOwner, invite } = licenseCalls(() => h);
const { payByCard } = subscriptionCalls(() => h);

/** A Free account with a password of her own, and a session. */
async function freeAccount(email: string) {
  const account = await h.customer(email);
  await h.db.query('update users set password_hash = $2 where id = $1', [
    account.userId,
    await hashPassword('Her-own-pw-1'),
  ]);
  return account;
}

const signIn = (email: string) =>
  h.call('POST', '/authentication/signin-web', undefined, { email, password: 'Her-own-pw-1' });
const accept = (token: string, invitationId: string) =>
  h.call('POST', '/licenses/accept-invitation', token, { invitationId });
const decline = (token: string, invitationId: string) =>
  h.call('POST', '/licenses/decline-invitation', token, { invitationId });
const statusOn = async (ownerToken: string, email: string) =>
  ((await info(ownerToken)).licenses as Array<{ email: string; status: string }>).find(
    (license) => license.email === email,
  )?.status;

describe('an invitation is an offer (docs/licences.md#offers)', () => {
  it('does not stop the invitee buying her own plan while she has not accepted', async () => {
    const owner = await enterpriseOwner('offer-owner-1@clinic.ch');
    const invitee = await freeAccount('buys-her-own@clinic.ch');
    expect((await invite(owner.token, owner.subscriptionToken, 'buys-her-own@clinic.ch')).statusCode).toBe(
      200,
    );
    expect((await info(invitee.token)).licenseHeldElsewhere).toBe(false);
    const bought = await payByCard(invitee.token, 'pm_card_visa');
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toMatchObject({ userStatus: 'active' });
    await h.settle();
    // Her plan started: the offer stays as it was for the owner, who learns nothing of her plan.
    expect(await statusOn(owner.token, 'buys-her-own@clinic.ch')).toBe('pending');
    // And accepting it now is refused, with a reason she can act on.
    const [offer] = (await info(invitee.token)).invitations;
    const refused = await accept(invitee.token, offer.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'own_plan_held' });
    expect(await statusOn(owner.token, 'buys-her-own@clinic.ch')).toBe('pending');
  });

  it("imposes no owner's two-factor policy before she accepts, and one after", async () => {
    const owner = await enterpriseOwner('offer-owner-2@clinic.ch');
    const required = await h.call('POST', '/account/two-factor/colleagues', owner.token, { required: true });
    expect(required.statusCode).toBe(200);
    const invitee = await freeAccount('no-policy-yet@clinic.ch');
    await invite(owner.token, owner.subscriptionToken, 'no-policy-yet@clinic.ch');
    const signedIn = await signIn('no-policy-yet@clinic.ch');
    expect(signedIn.json()).toEqual({ token: expect.any(String) });
    const settings = (await h.call('GET', '/account/settings', signedIn.json().token)).json();
    expect(settings.twoFactor.requiredByOwner).toBe(false);

    const [offer] = (await info(invitee.token)).invitations;
    expect((await accept(invitee.token, offer.id)).statusCode).toBe(200);
    expect((await signIn('no-policy-yet@clinic.ch')).json()).toEqual({
      challenge: expect.any(String),
      step: 'setup',
    });
  });

  it('is not accepted by signing in: she sees the offer and accepts it herself', async () => {
    const owner = await enterpriseOwner('offer-owner-3@clinic.ch');
    await freeAccount('signs-in@clinic.ch');
    await invite(owner.token, owner.subscriptionToken, 'signs-in@clinic.ch', 'fr');
    const { rows } = await h.db.query<{ template: string; params: { link: string } }>(
      "select template, params from mail_outbox where recipient = 'signs-in@clinic.ch'",
    );
    expect(rows).toEqual([
      {
        template: 'invitation_existing_account',
        params: expect.objectContaining({ link: 'http://localhost:3000/account#invitations' }),
      },
    ]);
    const signedIn = await signIn('signs-in@clinic.ch');
    const token = signedIn.json().token as string;
    expect(await statusOn(owner.token, 'signs-in@clinic.ch')).toBe('pending');
    const mine = await info(token);
    expect(mine).toMatchObject({ accountType: 'free', seat: null });
    expect(mine.invitations).toEqual([
      { id: expect.any(String), managedBy: { name: 'Anna Muster', email: 'offer-owner-3@clinic.ch' } },
    ]);
    expect((await h.call('GET', '/users/me', token)).json().plan).toBe('free');

    expect((await accept(token, mine.invitations[0].id)).statusCode).toBe(200);
    expect(await statusOn(owner.token, 'signs-in@clinic.ch')).toBe('active');
    expect(await info(token)).toMatchObject({ accountType: 'enterprise', invitations: [] });
    expect((await h.call('GET', '/users/me', token)).json().plan).toBe('enterprise');
  });

  it('a new address sets her password from the link and is then offered the seat, not given it', async () => {
    const owner = await enterpriseOwner('offer-owner-4@clinic.ch');
    await invite(owner.token, owner.subscriptionToken, 'brand-new@clinic.ch');
    const { rows } = await h.db.query<{ params: { link: string } }>(
      "select params from mail_outbox where recipient = 'brand-new@clinic.ch'",
    );
    const [, , , , linkToken] = (rows[0]?.params.link ?? '').split('/');
    const created = await h.call('POST', '/authentication/create-password', undefined, {
      token: linkToken,
      email: 'brand-new@clinic.ch',
      newPassword: 'Her-own-pw-1',
    });
    expect(created.statusCode).toBe(200);
    expect(await statusOn(owner.token, 'brand-new@clinic.ch')).toBe('pending');
    const token = (await signIn('brand-new@clinic.ch')).json().token as string;
    const [offer] = (await info(token)).invitations;
    expect((await accept(token, offer.id)).statusCode).toBe(200);
    expect(await statusOn(owner.token, 'brand-new@clinic.ch')).toBe('active');
  });

  it('can be declined: the owner sees it declined, and the seat is free again', async () => {
    const owner = await enterpriseOwner('offer-owner-5@clinic.ch', 2);
    const invitee = await freeAccount('says-no@clinic.ch');
    await invite(owner.token, owner.subscriptionToken, 'says-no@clinic.ch');
    const [offer] = (await info(invitee.token)).invitations;
    // Nobody else can answer it for her.
    const stranger = await freeAccount('stranger@clinic.ch');
    expect((await decline(stranger.token, offer.id)).json()).toMatchObject({ code: 'not_found' });
    expect((await accept(stranger.token, offer.id)).json()).toMatchObject({ code: 'not_found' });

    const declined = await decline(invitee.token, offer.id);
    expect(declined.statusCode).toBe(200);
    expect(await statusOn(owner.token, 'says-no@clinic.ch')).toBe('declined');
    expect((await info(invitee.token)).invitations).toEqual([]);
    expect((await accept(invitee.token, offer.id)).json()).toMatchObject({ code: 'not_found' });
    // A declined offer holds no seat: the owner's one other seat can go to someone else.
    expect((await invite(owner.token, owner.subscriptionToken, 'next-one@clinic.ch')).statusCode).toBe(200);
    // And the owner cannot send it again to the one who declined.
    expect((await invite(owner.token, owner.subscriptionToken, 'says-no@clinic.ch')).json()).toMatchObject({
      code: 'already_invited',
    });
  });

  it('gives the inviter the same answer whatever the invitee has', async () => {
    const paying = await freeAccount('pays-premium@clinic.ch');
    expect((await payByCard(paying.token, 'pm_card_visa')).statusCode).toBe(200);
    await h.settle();
    const seated = await freeAccount('seated-elsewhere@clinic.ch');
    const first = await enterpriseOwner('offer-owner-6@clinic.ch');
    await invite(first.token, first.subscriptionToken, 'seated-elsewhere@clinic.ch');
    expect((await accept(seated.token, (await info(seated.token)).invitations[0].id)).statusCode).toBe(200);
    await freeAccount('plain-free@clinic.ch');

    const owner = await enterpriseOwner('offer-owner-7@clinic.ch', 5);
    const answers = [];
    for (const email of ['pays-premium@clinic.ch', 'seated-elsewhere@clinic.ch', 'plain-free@clinic.ch']) {
      const answer = await invite(owner.token, owner.subscriptionToken, email);
      answers.push({ status: answer.statusCode, body: answer.json() });
    }
    expect(answers).toEqual([answers[2], answers[2], { status: 200, body: expect.any(Object) }]);
    expect(((await info(owner.token)).licenses as Array<{ status: string }>).map((l) => l.status)).toEqual([
      'active',
      'pending',
      'pending',
      'pending',
    ]);
    // The one seated elsewhere accepts only after leaving her seat.
    const offered = (await info(seated.token)).invitations as Array<{
      id: string;
      managedBy: { email: string };
    }>;
    const mine = offered.find((offer) => offer.managedBy.email === 'offer-owner-7@clinic.ch');
    expect((await accept(seated.token, mine?.id ?? '')).json()).toMatchObject({
      code: 'seat_held_elsewhere',
    });
  });
});

describe('the invitations of a practice that has paid nothing yet (docs/licences.md#paid-seats)', () => {
  it('invites nobody until its order on invoice is paid, then up to its seats', async () => {
    const owner = await h.customer('unpaid-practice@clinic.ch');
    const ordered = await h.call(
      'POST',
      '/subscriptions/create-subscription-invoice',
      owner.token,
      checkoutOrder('enterprise'),
    );
    expect(ordered.statusCode, ordered.body).toBe(200);
    await h.settle();
    const mine = await info(owner.token);
    expect(mine.accountType).toBe('enterprise');
    const refused = await invite(owner.token, mine.subscriptionToken, 'colleague-a@clinic.ch');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'invitations_await_payment' });
    const { rows } = await h.db.query("select 1 from users where email = 'colleague-a@clinic.ch'");
    expect(rows).toEqual([]);

    await h.stripe.invoices.pay(mine.invoices[0].id, { paid_out_of_band: true });
    await h.settle();
    for (const email of ['colleague-a@clinic.ch', 'colleague-b@clinic.ch']) {
      expect((await invite(owner.token, mine.subscriptionToken, email)).statusCode).toBe(200);
    }
    expect((await invite(owner.token, mine.subscriptionToken, 'colleague-c@clinic.ch')).json()).toMatchObject(
      {
        code: 'no_seat_available',
      },
    );
  });
});

describe('the invitation mail of an owner who named herself with a lure (docs/licences.md#invitation-mail)', () => {
  it('has our subject, and her name only beside her address, with no link made of it', async () => {
    const owner = await enterpriseOwner('lure-owner@clinic.ch');
    const saved = await h.call('POST', '/subscriptions/save-billing-info', owner.token, {
      billingInfo: {
        firstName: 'ACTION REQUIRED',
        lastName: 'Verify at https://evil.example',
        address: 'Marktgasse 5',
        postalCode: '3011',
        city: 'Bern',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await invite(owner.token, owner.subscriptionToken, 'lured@clinic.ch', 'en')).statusCode).toBe(
      200,
    );
    const { rows } = await h.db.query<{ template: string; lang: 'en'; params: unknown }>(
      "select template, lang, params from mail_outbox where recipient = 'lured@clinic.ch'",
    );
    const row = rows[0];
    if (!row) throw new Error('no invitation mail');
    const mail = renderMail(row.template, row.lang, row.params);
    expect(mail.subject).toBe('Invitation to Dictation Health');
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('https://evil');
      expect(part).not.toContain('evil.example');
      expect(part).toContain(
        'ACTION REQUIRED Verify at https[:]//evil[.]example (lure-owner@clinic.ch) has invited you',
      );
    }
  });
});
