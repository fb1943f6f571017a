import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { practiceCalls } from '../helpers/practice-calls.js';
import { BILLING_INFO } from '../helpers/users.js';

/**
 * docs/licences.md#permissions: a billing manager runs the practice's card, billing details and
 * invoices but not its colleagues; an admin its colleagues and security but not its card. Each
 * acts on the practice's subscription and Stripe customer, as its owner would.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
const { enterpriseOwner, memberWith, member, join, setRoles, practice, info } = practiceCalls(() => h);

/** A card saved through a SetupIntent the caller asked for, confirmed as Stripe.js would. */
async function savedCard(token: string, card: string) {
  const setup = await h.call('POST', '/subscriptions/payment-method/setup', token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { clientSecret } = setup.json() as { clientSecret: string };
  const id = clientSecret.split('_secret_')[0] as string;
  const confirmed = await h.stripe.setupIntents.confirm(id, { payment_method: card });
  return confirmed.payment_method as string;
}

const customerOf = async (userId: string) =>
  (
    await h.db.query<{ c: string | null }>('select stripe_customer_id as c from users where id = $1', [
      userId,
    ])
  ).rows[0]?.c;
const stripeSubscriptionOf = async (userId: string) =>
  (
    await h.db.query<{ s: string }>(
      'select stripe_subscription_id as s from subscriptions where owner_id = $1 and ended_at is null',
      [userId],
    )
  ).rows[0]?.s as string;

describe('a billing manager (docs/licences.md#permissions)', () => {
  it("changes the practice's card, on the practice's Stripe customer", async () => {
    const owner = await enterpriseOwner('card-owner@praxis.ch', 3);
    const billing = await memberWith(owner, 'card-billing@praxis.ch', { admin: false, billing: true });
    const card = await savedCard(billing.token, 'pm_card_mastercard');
    expect((await h.stripe.paymentMethods.retrieve(card)).customer).toBe(await customerOf(owner.userId));
    const updated = await h.call('POST', '/subscriptions/payment-method', billing.token, {
      paymentMethodId: card,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const subscription = await h.stripe.subscriptions.retrieve(await stripeSubscriptionOf(owner.userId));
    expect(subscription.default_payment_method).toBe(card);
    await h.settle();
    expect((await info(owner.token)).paymentMethod).toMatchObject({ brand: 'mastercard', last4: '4444' });
    // She has no Stripe customer of her own, and none was made for her.
    expect(await customerOf(billing.userId)).toBeNull();
  });

  it("downloads the practice's invoice; a plain member does not", async () => {
    const owner = await enterpriseOwner('pdf-owner@praxis.ch', 3);
    const billing = await memberWith(owner, 'pdf-billing@praxis.ch', { admin: false, billing: true });
    const plain = await member(owner, 'pdf-member@praxis.ch');
    const [invoice] = (await practice(billing.token)).practice.subscription.invoices as Array<{
      invoice_pdf: string;
    }>;
    const path = String(invoice?.invoice_pdf).split('/api')[1] as string;
    const pdf = await h.call('GET', path, billing.token);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await h.call('GET', path, plain.token)).statusCode).toBe(404);
  });

  it('still downloads the invoice of a plan of her own that ended', async () => {
    const owner = await enterpriseOwner('own-pdf-owner@praxis.ch', 3);
    const billing = await h.customer('own-pdf-billing@praxis.ch');
    const bought = await h.call('POST', '/subscriptions/create-subscription-credit-card', billing.token, {
      paymentMethodId: 'pm_card_visa',
      licenseType: 'premium',
      frequency: 'monthly',
      userCount: 1,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    await h.settle();
    const [own] = (await info(billing.token)).invoices as Array<{ invoice_pdf: string }>;
    await h.db.query("update subscriptions set ended_at = now(), status = 'canceled' where owner_id = $1", [
      billing.userId,
    ]);
    await join(owner, { ...billing, email: 'own-pdf-billing@praxis.ch' });
    await setRoles(owner.token, 'own-pdf-billing@praxis.ch', { admin: false, billing: true });
    const pdf = await h.call('GET', String(own?.invoice_pdf).split('/api')[1] as string, billing.token);
    expect(pdf.statusCode, pdf.body).toBe(200);
  });

  it("reads and saves the practice's billing details", async () => {
    const owner = await enterpriseOwner('details-owner@praxis.ch', 3);
    const billing = await memberWith(owner, 'details-billing@praxis.ch', { admin: false, billing: true });
    const read = await h.call('GET', '/subscriptions/billing-info', billing.token);
    expect(read.json().billingInfo).toMatchObject(BILLING_INFO);
    const saved = await h.call('POST', '/subscriptions/save-billing-info', billing.token, {
      billingInfo: { ...BILLING_INFO, company: 'Praxis am See' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const owners = await h.call('GET', '/subscriptions/billing-info', owner.token);
    expect(owners.json().billingInfo).toMatchObject({ company: 'Praxis am See' });
  });

  it("changes the practice's plan: fewer seats at the period's end, and to annual paid now on its card", async () => {
    const owner = await enterpriseOwner('plan-owner@praxis.ch', 4);
    const billing = await memberWith(owner, 'plan-billing@praxis.ch', { admin: false, billing: true });
    const fewer = await h.call('POST', '/subscriptions/update-licenses', billing.token, {
      newLicenseCount: 3,
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    const annual = { licenseType: 'enterprise', frequency: 'annual', userCount: 4 };
    const preview = await h.call('POST', '/subscriptions/preview-change', billing.token, annual);
    expect(preview.json()).toMatchObject({ effective: 'now' });
    // docs/licences.md#permissions: a change paid now is the practice's purchase, on its card on file.
    const paid = await h.call(
      'POST',
      '/subscriptions/create-subscription-credit-card',
      billing.token,
      annual,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ paymentIntentStatus: 'succeeded' });
    await h.settle();
    expect(await info(owner.token)).toMatchObject({ frequency: 'annual', numberOfLicenses: 4 });
  });

  it('is refused the invitations: 403 role_not_permitted, and nothing is sent', async () => {
    const owner = await enterpriseOwner('invite-owner@praxis.ch', 3);
    const billing = await memberWith(owner, 'invite-billing@praxis.ch', { admin: false, billing: true });
    const refused = await h.call('POST', '/authentication/send-invitation', billing.token, {
      recipientEmail: 'someone@praxis.ch',
      subscriptionToken: owner.subscriptionToken,
      lang: 'de',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'role_not_permitted' });
    const { rows } = await h.db.query("select 1 from mail_outbox where recipient = 'someone@praxis.ch'");
    expect(rows).toEqual([]);
  });
});

describe('an admin (docs/licences.md#permissions)', () => {
  it('is refused the card: 403 role_not_permitted', async () => {
    const owner = await enterpriseOwner('admin-card-owner@praxis.ch', 3);
    const admin = await memberWith(owner, 'admin-card@praxis.ch', { admin: true, billing: false });
    const refused = await h.call('POST', '/subscriptions/payment-method', admin.token, {
      paymentMethodId: 'pm_card_mastercard',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'role_not_permitted' });
    expect((await h.call('POST', '/subscriptions/payment-method/setup', admin.token)).statusCode).toBe(403);
  });

  it('invites a colleague to the practice', async () => {
    const owner = await enterpriseOwner('admin-invite-owner@praxis.ch', 3);
    const admin = await memberWith(owner, 'admin-invite@praxis.ch', { admin: true, billing: false });
    const { subscriptionToken } = (await practice(admin.token)).practice.subscription;
    const sent = await h.call('POST', '/authentication/send-invitation', admin.token, {
      recipientEmail: 'new-colleague@praxis.ch',
      subscriptionToken,
      lang: 'fr',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const licences = (await info(owner.token)).licenses as Array<{ email: string; status: string }>;
    expect(licences).toContainEqual(
      expect.objectContaining({ email: 'new-colleague@praxis.ch', status: 'pending' }),
    );
  });

  it("reads the practice's security settings, as a plain member does not", async () => {
    const owner = await enterpriseOwner('admin-settings-owner@praxis.ch', 3);
    const admin = await memberWith(owner, 'admin-settings@praxis.ch', { admin: true, billing: false });
    const plain = await member(owner, 'admin-settings-member@praxis.ch');
    await h.call('POST', '/account/app-device-code', admin.token, { allowed: false });
    const settings = (await h.call('GET', '/account/settings', admin.token)).json();
    expect(settings).toMatchObject({ colleaguesTwoFactorRequired: false, appDeviceCode: { allowed: false } });
    const plains = (await h.call('GET', '/account/settings', plain.token)).json();
    expect(plains).toMatchObject({ colleaguesTwoFactorRequired: null, appDeviceCode: null });
    const owners = (await h.call('GET', '/account/settings', owner.token)).json();
    expect(owners).toMatchObject({ colleaguesTwoFactorRequired: false, appDeviceCode: { allowed: false } });
  });

  it("requires two-factor sign-in of the practice's colleagues", async () => {
    const owner = await enterpriseOwner('admin-2fa-owner@praxis.ch', 3);
    const admin = await memberWith(owner, 'admin-2fa@praxis.ch', { admin: true, billing: false });
    const plain = await member(owner, 'admin-2fa-member@praxis.ch');
    const required = await h.call('POST', '/account/two-factor/colleagues', admin.token, { required: true });
    expect(required.statusCode, required.body).toBe(200);
    const { rows } = await h.db.query<{ required: boolean }>(
      'select require_colleague_two_factor as required from users where id = $1',
      [owner.userId],
    );
    expect(rows[0]?.required).toBe(true);
    // docs/accounts.md#colleagues-two-factor: colleagues' sessions opened without it end, hers too.
    expect((await h.call('GET', '/subscriptions/subscription-info', plain.token)).statusCode).toBe(401);
    expect((await h.call('GET', '/subscriptions/subscription-info', owner.token)).statusCode).toBe(200);
  });
});
