import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { customerWithCard, emulatorForThisFile, seedCatalogue } from './emulator-fixture.js';

const env = emulatorForThisFile();

async function activeEnterprise(seats: number) {
  const catalogue = await seedCatalogue(env.stripe);
  const { customer } = await customerWithCard(env.stripe);
  const subscription = await env.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: catalogue.enterpriseMonthly.id, quantity: seats }],
  });
  return { catalogue, customer, subscription, item: subscription.items.data[0] as Stripe.SubscriptionItem };
}

describe('invoices.createPreview', () => {
  it('previews exactly what the always_invoice update then charges, for the same proration date', async () => {
    const { customer, subscription, item } = await activeEnterprise(3);
    const prorationDate = env.emulator.control.now();
    const preview = await env.stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, quantity: 5 }],
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
      },
    });
    expect(preview.id).toMatch(/^upcoming_in_/);
    expect(preview).toMatchObject({
      object: 'invoice',
      status: 'draft',
      billing_reason: 'subscription_update',
    });
    expect(preview.parent?.subscription_details).toMatchObject({
      subscription: subscription.id,
      subscription_proration_date: prorationDate,
    });
    expect(preview.lines.data.every((line) => line.parent?.invoice_item_details?.proration)).toBe(true);
    // Nothing changed: the preview is not an invoice, the subscription still has three seats.
    expect((await env.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.quantity).toBe(3);

    env.emulator.control.advanceClock({ seconds: 3600 });
    const updated = await env.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, quantity: 5 }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      proration_date: prorationDate,
      expand: ['latest_invoice'],
    });
    const charged = updated.latest_invoice as Stripe.Invoice;
    expect(charged.amount_paid).toBe(preview.amount_due);
    expect(charged.total).toBe(preview.total);
  });

  it('previews the next renewal after a change, with preview_mode=recurring ignoring prorations', async () => {
    const { customer, subscription, item } = await activeEnterprise(5);
    const recurring = await env.stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      preview_mode: 'recurring',
      subscription_details: { items: [{ id: item.id, quantity: 3 }], proration_behavior: 'none' },
    });
    expect(recurring.total).toBe(3 * 4255);
    expect(recurring.billing_reason).toBe('subscription_cycle');
    const [line] = recurring.lines.data;
    expect(line?.period.start).toBe(item.current_period_end);
    expect(line?.quantity).toBe(3);
  });

  it('previews a switch to annual billing as a new period billed now, less the unused month', async () => {
    const { catalogue, customer, subscription, item } = await activeEnterprise(2);
    const preview = await env.stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price: catalogue.enterpriseAnnual.id }],
        proration_behavior: 'always_invoice',
      },
    });
    expect(preview.lines.data.some((line) => line.amount === 2 * 46800)).toBe(true);
    expect(preview.total).toBeLessThan(2 * 46800);
    expect(preview.total).toBeGreaterThanOrEqual(2 * 46800 - 2 * 4255);
  });

  it('has no upcoming invoice for a subscription set to cancel, unless the preview withdraws it', async () => {
    const { customer, subscription, item } = await activeEnterprise(2);
    await env.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await expect(
      env.stripe.invoices.createPreview({ customer: customer.id, subscription: subscription.id }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'invoice_upcoming_none' });
    const resumed = await env.stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      preview_mode: 'recurring',
      subscription_details: { items: [{ id: item.id, quantity: 2 }], cancel_at_period_end: false },
    });
    expect(resumed.total).toBe(2 * 4255);
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(true);
  });

  it('refuses a preview without a subscription, and answers 404-like for another customer’s', async () => {
    const { subscription } = await activeEnterprise(2);
    const other = await env.stripe.customers.create({});
    await expect(env.stripe.invoices.createPreview({ customer: other.id })).rejects.toMatchObject({
      statusCode: 400,
      param: 'subscription',
    });
    await expect(
      env.stripe.invoices.createPreview({ customer: other.id, subscription: subscription.id }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing' });
  });
});
