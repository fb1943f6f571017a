import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../../src/index.js';
import { emulatorForThisFile, sdkFor } from './emulator-fixture.js';

const env = emulatorForThisFile();

async function raw(path: string, init: RequestInit = {}) {
  const response = await fetch(`${env.emulator.url}${path}`, init);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('the API conventions Stripe documents', () => {
  it('answers at the API version the installed SDK pins', async () => {
    expect(API_VERSION).toBe(Stripe.API_VERSION);
    const customer = await env.stripe.customers.create({ email: 'a@example.ch' });
    expect(customer.lastResponse.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(customer.lastResponse.requestId).toMatch(/^req_/);
  });

  it('refuses a request without an API key with 401 and Stripe’s error shape', async () => {
    const response = await raw('/v1/customers');
    expect(response.status).toBe(401);
    expect(response.body.error.type).toBe('invalid_request_error');
    expect(response.body.error.message).toMatch(/You did not provide an API key/);
  });

  it('accepts any test key and refuses live keys', async () => {
    await expect(sdkFor(env.emulator, 'sk_test_anything').customers.list()).resolves.toMatchObject({
      object: 'list',
    });
    const live = sdkFor(env.emulator, 'sk_live_123456789012');
    await expect(live.customers.list()).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });

  it('lets a publishable key do only what Stripe.js does', async () => {
    const browser = sdkFor(env.emulator, 'pk_test_browser');
    const paymentMethod = await browser.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    expect(paymentMethod.id).toMatch(/^pm_/);
    await expect(browser.customers.create({})).rejects.toMatchObject({ statusCode: 401 });
  });

  it('answers an unknown id with 404 resource_missing naming the parameter', async () => {
    const error = await env.stripe.customers.retrieve('cus_missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
      message: "No such customer: 'cus_missing'",
      raw: { type: 'invalid_request_error' },
    });
  });

  it('refuses unknown parameters with 400 parameter_unknown', async () => {
    const params = { emial: 'typo@example.ch' } as unknown as Stripe.CustomerCreateParams;
    await expect(env.stripe.customers.create(params)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'emial',
    });
  });

  it('answers an unknown URL like Stripe', async () => {
    const response = await raw('/v1/nothing_here', { headers: { Authorization: 'Bearer sk_test_x' } });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(
      'Unrecognized request URL (GET: /v1/nothing_here). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.',
    );
  });

  it('refuses JSON bodies, as the v1 API takes form encoding only', async () => {
    const response = await raw('/v1/customers', {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_x', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.ch' }),
    });
    expect(response.status).toBe(400);
  });

  it('paginates newest first with has_more and starting_after', async () => {
    const created = [];
    for (const email of ['1@example.ch', '2@example.ch', '3@example.ch']) {
      created.push(await env.stripe.customers.create({ email }));
    }
    const page = await env.stripe.customers.list({ limit: 2 });
    expect(page.data.map((customer) => customer.email)).toEqual(['3@example.ch', '2@example.ch']);
    expect(page.has_more).toBe(true);
    const all = await env.stripe.customers.list({ limit: 2 }).autoPagingToArray({ limit: 10 });
    expect(all.map((customer) => customer.id)).toEqual(created.map((customer) => customer.id).reverse());
  });

  it('serves the Stripe.js stand-in and answers CORS preflights', async () => {
    const script = await fetch(`${env.emulator.url}/v3/stripe.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('window).Stripe = Stripe');
    const preflight = await fetch(`${env.emulator.url}/v1/payment_methods`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });
});

describe('a slow Stripe on demand', () => {
  it('answers every API call that much later once latency is set, and at once again after', async () => {
    // A second of latency: the call without it is far quicker than that even on a busy machine,
    // where a bound near the call's own time (a few ms idle, a few hundred busy) fails by chance.
    const latencyMs = 1000;
    const response = await fetch(`${env.emulator.url}/_emulator/latency`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms: latencyMs }),
    });
    expect(await response.json()).toEqual({ ms: latencyMs });
    const timed = async () => {
      const started = performance.now();
      await env.stripe.customers.list();
      return performance.now() - started;
    };
    try {
      expect(await timed()).toBeGreaterThanOrEqual(latencyMs - 1);
    } finally {
      env.emulator.control.setLatency(0);
    }
    expect(await timed()).toBeLessThan(latencyMs);
  });
});
