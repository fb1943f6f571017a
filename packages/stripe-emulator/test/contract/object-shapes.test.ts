import { readFileSync } from 'node:fs';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  customerWithCard,
  emulatorForThisFile,
  firstPaymentIntentId,
  seedCatalogue,
} from './emulator-fixture.js';

/**
 * Stripe's own example objects (stripe/openapi, openapi/fixtures3.json at f6c2a48f, 2026-08-21,
 * subset in test/fixtures/): every object the emulator returns has the same top-level fields,
 * except the differences listed here with their reason.
 */
const fixtures = JSON.parse(
  readFileSync(new URL('../fixtures/stripe-openapi-fixtures.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, unknown>>;

/** Fields the SDK 23 types (2026-10-28.endive) have and the August 2026 fixtures do not yet show. */
const NEWER_THAN_FIXTURES: Record<string, string[]> = {
  payment_intent: ['allowed_payment_method_types', 'payment_record'],
  product: ['tax_details'],
  subscription_item: ['current_trial'],
  customer: [],
  // pause_schedules came with 2026-09-30.endive.
  subscription_schedule: ['pause_schedules'],
  // The tax_id fixture is from an older snapshot (stripe/openapi 00ea679): owner and customer_account came later.
  tax_id: ['customer_account', 'owner'],
};

/** Fields the fixtures still show that the endive types dropped (invoice.subscription moved to parent). */
const DROPPED_SINCE_FIXTURES: Record<string, string[]> = {
  invoice: ['subscription'],
};

function expectSameFields(type: string, object: Record<string, unknown>): void {
  const fixture = fixtures[type];
  if (!fixture) throw new Error(`no fixture for ${type}`);
  const expected = new Set(Object.keys(fixture));
  for (const field of DROPPED_SINCE_FIXTURES[type] ?? []) expected.delete(field);
  for (const field of NEWER_THAN_FIXTURES[type] ?? []) expected.add(field);
  expect(Object.keys(object).sort(), type).toEqual([...expected].sort());
}

const env = emulatorForThisFile();

describe('object shapes match Stripe’s documented examples', () => {
  it('for every object of the card-payment and invoice journeys', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const { customer } = await customerWithCard(env.stripe);
    const subscription = await env.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalogue.enterpriseMonthly.id, quantity: 2 }],
    });
    await env.stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id, quantity: 3 }],
    });
    const other = await env.stripe.customers.create({});
    const incomplete = await env.stripe.subscriptions.create({
      customer: other.id,
      items: [{ price: catalogue.premiumMonthly.id }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    await env.stripe.paymentIntents.confirm(firstPaymentIntentId(incomplete), {
      payment_method: 'pm_card_visa',
    });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const preview = await env.stripe.invoices.createPreview({
      subscription: subscription.id,
      subscription_details: { items: [{ id: item.id, quantity: 4 }], proration_behavior: 'always_invoice' },
    });
    const { lastResponse: _previewResponse, ...previewFields } = preview as typeof preview & {
      lastResponse?: unknown;
    };
    expectSameFields('invoice', previewFields);
    const schedule = await env.stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
    const endpoint = await env.stripe.webhookEndpoints.create({
      url: 'http://127.0.0.1:9/hook',
      enabled_events: ['invoice.paid'],
    });
    await env.stripe.webhookEndpoints.del(endpoint.id);
    const {
      lastResponse: _endpointResponse,
      secret: _secret,
      ...endpointFields
    } = endpoint as typeof endpoint & {
      lastResponse?: unknown;
    };
    expectSameFields('webhook_endpoint', endpointFields);
    await env.stripe.customers.createTaxId(customer.id, { type: 'ch_vat', value: 'CHE-116.281.710 MWST' });
    env.emulator.control.advanceClock({ toNextBillingPeriod: true });

    const objects = env.emulator.control.objects();
    const checks: Array<[string, unknown[]]> = [
      ['customer', objects.customers],
      ['payment_method', objects.paymentMethods],
      ['product', objects.products],
      ['price', objects.prices],
      ['subscription', objects.subscriptions],
      ['subscription_schedule', [schedule].map(({ lastResponse: _response, ...fields }) => fields)],
      ['subscription_item', objects.subscriptions.flatMap((item) => item.items.data)],
      ['invoice', objects.invoices],
      ['line_item', objects.invoices.flatMap((invoice) => invoice.lines.data)],
      ['invoiceitem', objects.invoiceItems],
      ['payment_intent', objects.paymentIntents],
      ['tax_id', objects.taxIds],
      ['event', objects.events],
    ];
    for (const [type, list] of checks) {
      expect(list.length, type).toBeGreaterThan(0);
      for (const object of list) expectSameFields(type, object as Record<string, unknown>);
    }
    const payments = await env.stripe.invoicePayments.list({});
    expect(payments.data.length).toBeGreaterThan(0);
    for (const payment of payments.data) {
      const { lastResponse: _ignored, ...fields } = payment as typeof payment & { lastResponse?: unknown };
      expectSameFields('invoice_payment', fields);
    }
  });
});
