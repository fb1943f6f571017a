import { siteConfigResponseSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { buildTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';

const stripe = {
  secretKey: 'sk_test_emulator',
  publishableKey: 'pk_test_emulator',
  webhookSecret: undefined,
  apiUrl: 'http://127.0.0.1:12111',
  jsUrl: 'http://localhost:12111/v3/stripe.js',
};

describe('GET /api/config', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const get = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    await app.close();
    return response;
  };

  it('gives the site the publishable key, the stand-in Stripe.js and the invoice flag', async () => {
    const response = await get(await buildTestApp(db, { stripe, invoicePaymentEnabled: true }));
    expect(response.statusCode).toBe(200);
    expect(siteConfigResponseSchema.parse(response.json())).toEqual({
      stripePublishableKey: 'pk_test_emulator',
      stripeJsUrl: 'http://localhost:12111/v3/stripe.js',
      invoicePaymentEnabled: true,
    });
  });

  it('leaves Stripe.js to js.stripe.com when no stand-in is configured', async () => {
    const response = await get(
      await buildTestApp(db, { stripe: { ...stripe, apiUrl: undefined, jsUrl: undefined } }),
    );
    expect(response.json()).toEqual({
      stripePublishableKey: 'pk_test_emulator',
      invoicePaymentEnabled: false,
    });
  });

  it('answers 503 payment_provider_unavailable when Stripe is not configured', async () => {
    const response = await get(await buildTestApp(db));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: true, code: 'payment_provider_unavailable' });
  });
});
