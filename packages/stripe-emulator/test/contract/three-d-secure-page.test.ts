import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { emulatorForThisFile, seedCatalogue } from './emulator-fixture.js';

const env = emulatorForThisFile();

async function intentNeedingAuthentication() {
  const catalogue = await seedCatalogue(env.stripe);
  const customer = await env.stripe.customers.create({});
  const subscription = await env.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: catalogue.premiumMonthly.id }],
    payment_behavior: 'default_incomplete',
    expand: ['latest_invoice.confirmation_secret'],
  });
  const secret = (subscription.latest_invoice as Stripe.Invoice).confirmation_secret?.client_secret ?? '';
  const id = secret.split('_secret_')[0] as string;
  await env.stripe.paymentIntents.confirm(id, { payment_method: 'pm_card_threeDSecure2Required' });
  return { id, secret };
}

describe('the 3-D Secure test page at /3ds/{pi}', () => {
  it('shows the two buttons, for the holder of the client secret only', async () => {
    const { id, secret } = await intentNeedingAuthentication();
    const page = await fetch(`${env.emulator.url}/3ds/${id}?client_secret=${secret}`);
    const html = await page.text();
    expect(html).toContain('Complete authentication');
    expect(html).toContain('Fail authentication');
    expect((await fetch(`${env.emulator.url}/3ds/${id}?client_secret=wrong`)).status).toBe(400);
  });

  it('completes the challenge and sends the customer back to return_url', async () => {
    const { id, secret } = await intentNeedingAuthentication();
    const response = await fetch(`${env.emulator.url}/3ds/${id}/complete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: secret, return_url: 'http://localhost:3000/payment' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('payment_intent')).toBe(id);
    expect(location.searchParams.get('redirect_status')).toBe('succeeded');
    expect((await env.stripe.paymentIntents.retrieve(id)).status).toBe('succeeded');
  });

  it('fails the challenge over HTTP (JSON, as the Stripe.js stand-in calls it)', async () => {
    const { id, secret } = await intentNeedingAuthentication();
    const response = await fetch(`${env.emulator.url}/3ds/${id}/fail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ client_secret: secret }),
    });
    const paymentIntent = await response.json();
    expect(paymentIntent).toMatchObject({
      id,
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
  });
});
