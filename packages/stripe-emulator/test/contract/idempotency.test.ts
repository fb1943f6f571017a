import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { emulatorForThisFile, firstPaymentIntentId, seedCatalogue } from './emulator-fixture.js';

const env = emulatorForThisFile();

describe('idempotency keys (https://docs.stripe.com/api/idempotent_requests)', () => {
  it('replays the stored answer for the same key and parameters', async () => {
    const first = await env.stripe.customers.create(
      { email: 'once@example.ch' },
      { idempotencyKey: 'signup-42' },
    );
    const again = await env.stripe.customers.create(
      { email: 'once@example.ch' },
      { idempotencyKey: 'signup-42' },
    );
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await env.stripe.customers.list()).data).toHaveLength(1);
  });

  it('refuses the same key with other parameters (400 idempotency_error)', async () => {
    await env.stripe.customers.create({ email: 'one@example.ch' }, { idempotencyKey: 'key-1' });
    const error = await env.stripe.customers
      .create({ email: 'two@example.ch' }, { idempotencyKey: 'key-1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });
  });

  it('replays a card error without charging again', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const customer = await env.stripe.customers.create({});
    const subscription = await env.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalogue.premiumMonthly.id }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    const id = firstPaymentIntentId(subscription);
    const confirm = () =>
      env.stripe.paymentIntents
        .confirm(id, { payment_method: 'pm_card_chargeDeclined' }, { idempotencyKey: 'pay-1' })
        .catch((caught: unknown) => caught);
    const first = await confirm();
    const second = await confirm();
    expect(first).toMatchObject({ statusCode: 402, code: 'card_declined' });
    expect(second).toMatchObject({ statusCode: 402, code: 'card_declined' });
    expect(env.emulator.control.events('payment_intent.payment_failed')).toHaveLength(1);
  });

  it('does not remember a request that failed validation', async () => {
    const params = { email: 'a@example.ch', bogus: 'x' } as unknown as Stripe.CustomerCreateParams;
    await expect(env.stripe.customers.create(params, { idempotencyKey: 'fix-me' })).rejects.toMatchObject({
      statusCode: 400,
    });
    const fixed = await env.stripe.customers.create({ email: 'a@example.ch' }, { idempotencyKey: 'fix-me' });
    expect(fixed.id).toMatch(/^cus_/);
  });
});
