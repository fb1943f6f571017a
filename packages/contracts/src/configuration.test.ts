import { describe, expect, it } from 'vitest';
import { expectAllRejected } from '../test/assertions.js';
import { examples } from '../test/examples.js';
import { siteConfigResponseSchema } from './configuration.js';
import { healthResponseSchema } from './health.js';

describe('the site configuration', () => {
  it('gives the publishable key, the emulator Stripe.js if any, and whether invoices are offered', () => {
    expect(siteConfigResponseSchema.parse(examples.config.response)).toEqual(examples.config.response);
    const production = { stripePublishableKey: 'pk_live_51AbCdEf', invoicePaymentEnabled: true };
    expect(siteConfigResponseSchema.parse(production)).toEqual(production);
  });

  it('refuses secret keys, script URLs and missing flags', () => {
    const valid = examples.config.response;
    expectAllRejected(siteConfigResponseSchema, [
      { ...valid, stripePublishableKey: 'sk_live_51AbCdEf' },
      { ...valid, stripePublishableKey: '' },
      { ...valid, stripeJsUrl: 'javascript:alert(1)' },
      { ...valid, invoicePaymentEnabled: 'false' },
      { stripePublishableKey: valid.stripePublishableKey },
    ]);
  });
});

describe('the health check', () => {
  it("answers status 'ok' and nothing else passes", () => {
    expect(healthResponseSchema.parse({ status: 'ok' })).toEqual({ status: 'ok' });
    expectAllRejected(healthResponseSchema, [{}, { status: 'degraded' }, 'ok']);
  });
});
