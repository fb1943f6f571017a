import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { emulatorForThisFile, sdkFor } from './emulator-fixture.js';

/**
 * SetupIntents through the real SDK (https://docs.stripe.com/api/setup_intents): a card saved for
 * off-session charges, 3-D Secure when the card asks for it on setup, declines at setup, and the
 * publishable key's limited access (Stripe.js confirms with the client secret).
 */
const env = emulatorForThisFile();

async function customer() {
  return env.stripe.customers.create({ email: 'doctor@example.ch' });
}

function stripeJs(): Stripe {
  return sdkFor(env.emulator, 'pk_test_emulator');
}

describe('SetupIntents', () => {
  it('saves a card to the customer, off_session by default, without charging it', async () => {
    const owner = await customer();
    const created = await env.stripe.setupIntents.create({ customer: owner.id });
    expect(created).toMatchObject({
      object: 'setup_intent',
      status: 'requires_payment_method',
      usage: 'off_session',
      customer: owner.id,
      payment_method: null,
      payment_method_types: ['card'],
    });
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));
    const confirmed = await stripeJs().setupIntents.confirm(created.id, {
      client_secret: created.client_secret,
      payment_method: 'pm_card_mastercard',
    } as Stripe.SetupIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');
    const saved = await env.stripe.paymentMethods.retrieve(confirmed.payment_method as string);
    expect(saved).toMatchObject({ customer: owner.id, card: { brand: 'mastercard', last4: '4444' } });
    expect(await env.stripe.paymentIntents.list({ customer: owner.id })).toMatchObject({ data: [] });
    expect(env.emulator.control.events('setup_intent.succeeded')).toHaveLength(1);
    expect(env.emulator.control.events('payment_method.attached')).toHaveLength(1);
  });

  it('asks for 3-D Secure on setup, and the card once authenticated pays off-session', async () => {
    const owner = await customer();
    const intent = await env.stripe.setupIntents.create({
      customer: owner.id,
      payment_method: 'pm_card_authenticationRequiredOnSetup',
      confirm: true,
    });
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.type).toBe('use_stripe_sdk');
    expect(env.emulator.control.events('setup_intent.requires_action')).toHaveLength(1);
    const done = env.emulator.control.authenticateSetupIntent(intent.id, 'complete');
    expect(done.status).toBe('succeeded');
    const card = done.payment_method as string;
    const charge = await env.stripe.paymentIntents.create({
      amount: 5345,
      currency: 'chf',
      customer: owner.id,
      payment_method: card,
      off_session: true,
      confirm: true,
    });
    expect(charge.status).toBe('succeeded');
  });

  it('fails with setup_intent_authentication_failure when 3-D Secure fails, and saves nothing', async () => {
    const owner = await customer();
    const intent = await env.stripe.setupIntents.create({
      customer: owner.id,
      payment_method: 'pm_card_threeDSecure2Required',
      confirm: true,
    });
    const failed = env.emulator.control.authenticateSetupIntent(intent.id, 'fail');
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: { code: 'setup_intent_authentication_failure' },
    });
    expect((await env.stripe.customers.listPaymentMethods(owner.id)).data).toHaveLength(0);
    expect(env.emulator.control.events('setup_intent.setup_failed')).toHaveLength(1);
  });

  it('declines a refused card at setup with a card_error carrying the intent', async () => {
    const owner = await customer();
    const intent = await env.stripe.setupIntents.create({ customer: owner.id });
    const error = await env.stripe.setupIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' })
      .catch((caught: Stripe.errors.StripeError) => caught);
    expect(error).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    expect((error as Stripe.errors.StripeError).raw).toMatchObject({ setup_intent: { id: intent.id } });
    expect((await env.stripe.setupIntents.retrieve(intent.id)).last_setup_error?.decline_code).toBe(
      'insufficient_funds',
    );
  });

  it('saves 4000 0000 0000 0341, which only fails when charged, as Stripe documents', async () => {
    const owner = await customer();
    const intent = await env.stripe.setupIntents.create({
      customer: owner.id,
      payment_method: 'pm_card_chargeCustomerFail',
      confirm: true,
    });
    expect(intent.status).toBe('succeeded');
  });

  it('takes the endive parameter allowed_payment_method_types, cards only, and refuses the old payment_method_types', async () => {
    const owner = await customer();
    const card = await env.stripe.setupIntents.create({
      customer: owner.id,
      allowed_payment_method_types: ['card'],
    });
    expect(card.allowed_payment_method_types).toEqual(['card']);
    const refused = (params: object) =>
      env.stripe.setupIntents
        .create({ customer: owner.id, ...params } as Stripe.SetupIntentCreateParams)
        .catch((caught: Stripe.errors.StripeError) => caught);
    expect(await refused({ allowed_payment_method_types: ['sepa_debit'] })).toMatchObject({
      statusCode: 400,
    });
    expect(await refused({ payment_method_types: ['card'] })).toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
    });
  });

  it('lets a publishable key confirm and read only with the client secret, and cancels', async () => {
    const owner = await customer();
    const intent = await env.stripe.setupIntents.create({ customer: owner.id });
    const withoutSecret = await stripeJs()
      .setupIntents.retrieve(intent.id)
      .catch((caught: Stripe.errors.StripeError) => caught);
    expect(withoutSecret).toMatchObject({ statusCode: 400, param: 'client_secret' });
    const read = await stripeJs().setupIntents.retrieve(intent.id, {
      client_secret: intent.client_secret,
    } as Stripe.SetupIntentRetrieveParams);
    expect(read.id).toBe(intent.id);
    const canceled = await env.stripe.setupIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    const again = await env.stripe.setupIntents
      .confirm(intent.id, { payment_method: 'pm_card_visa' })
      .catch((caught: Stripe.errors.StripeError) => caught);
    expect(again).toMatchObject({ code: 'setup_intent_unexpected_state' });
    expect((await env.stripe.setupIntents.list({ customer: owner.id })).data.map((one) => one.id)).toEqual([
      intent.id,
    ]);
  });

  it('runs the challenge page at /3ds/{seti} and redirects with setup_intent and redirect_status', async () => {
    const owner = await customer();
    const intent = await env.stripe.setupIntents.create({
      customer: owner.id,
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
    });
    const page = await fetch(`${env.emulator.url}/3ds/${intent.id}?client_secret=${intent.client_secret}`);
    expect(await page.text()).toContain('Saving a card for later payments.');
    const answer = await fetch(`${env.emulator.url}/3ds/${intent.id}/complete`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_secret: intent.client_secret as string,
        return_url: 'http://localhost:3000/account',
      }),
    });
    const location = new URL(answer.headers.get('location') ?? '');
    expect(location.searchParams.get('setup_intent')).toBe(intent.id);
    expect(location.searchParams.get('redirect_status')).toBe('succeeded');
  });
});
