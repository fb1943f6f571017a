import { describe, expect, it } from 'vitest';
import { customerWithCard, emulatorForThisFile, seedCatalogue } from './emulator-fixture.js';

const env = emulatorForThisFile();

describe('changing a subscription', () => {
  async function activeEnterprise(quantity: number) {
    const catalogue = await seedCatalogue(env.stripe);
    const { customer } = await customerWithCard(env.stripe);
    const subscription = await env.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalogue.enterpriseMonthly.id, quantity }],
    });
    return { catalogue, customer, subscription };
  }

  it('prorates a quantity change onto the next invoice', async () => {
    const { subscription } = await activeEnterprise(2);
    const [item] = subscription.items.data;
    if (!item) throw new Error('no item');
    const { current_period_start: start, current_period_end: end } = item;
    env.emulator.control.advanceClock({ to: start + Math.floor((end - start) / 2) });

    const updated = await env.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, quantity: 3 }],
      proration_behavior: 'create_prorations',
    });
    expect(updated.items.data[0]?.quantity).toBe(3);
    const pending = await env.stripe.invoiceItems.list({
      customer: subscription.customer as string,
      pending: true,
    });
    expect(pending.data.every((line) => line.proration)).toBe(true);
    const credit = pending.data.find((line) => line.amount < 0);
    const charge = pending.data.find((line) => line.amount > 0);
    expect(credit?.description).toMatch(/^Unused time on 2 × Enterprise after /);
    expect(charge?.description).toMatch(/^Remaining time on 3 × Enterprise after /);
    // Exactly half the period remains (the clock stands still): -half of 2 seats, +half of 3 seats.
    expect(credit?.amount).toBe(-4255);
    expect(charge?.amount).toBe(6383);

    const renewal = env.emulator.control.advanceClock({
      toNextBillingPeriod: true,
      subscription: subscription.id,
    });
    const [invoice] = renewal.invoices;
    expect(invoice).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid' });
    const prorations =
      invoice?.lines.data.filter((line) => line.parent?.invoice_item_details?.proration) ?? [];
    expect(prorations).toHaveLength(2);
    const prorationTotal = (credit?.amount ?? 0) + (charge?.amount ?? 0);
    expect(invoice?.total).toBe(3 * 4255 + prorationTotal);
  });

  it('invoices a change at once with always_invoice', async () => {
    const { subscription } = await activeEnterprise(2);
    const item = subscription.items.data[0];
    const updated = await env.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item?.id, quantity: 4 }],
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    expect(updated.latest_invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
  });

  it('changes nothing on the invoice with proration_behavior=none', async () => {
    const { subscription } = await activeEnterprise(2);
    await env.stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id, quantity: 5 }],
      proration_behavior: 'none',
    });
    const pending = await env.stripe.invoiceItems.list({
      customer: subscription.customer as string,
      pending: true,
    });
    expect(pending.data).toEqual([]);
  });

  it('cancels at period end, resumes, and then ends at the period end', async () => {
    const { subscription } = await activeEnterprise(2);
    const periodEnd = subscription.items.data[0]?.current_period_end;
    const scheduled = await env.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(scheduled).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: periodEnd });
    expect(scheduled.canceled_at).not.toBeNull();
    expect(scheduled.cancellation_details?.reason).toBe('cancellation_requested');

    const resumed = await env.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
    });

    await env.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    env.emulator.control.advanceClock({ to: (periodEnd ?? 0) + 1 });
    const ended = await env.stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: periodEnd });
    expect(env.emulator.control.events('customer.subscription.deleted')).toHaveLength(1);
    expect((await env.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
  });

  it('cancels at once, and lists canceled subscriptions only when asked', async () => {
    const { customer, subscription } = await activeEnterprise(2);
    const canceled = await env.stripe.subscriptions.cancel(subscription.id, {
      cancellation_details: { comment: 'moving practice' },
    });
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_details: { comment: 'moving practice', reason: 'cancellation_requested' },
    });
    expect(canceled.ended_at).not.toBeNull();
    expect((await env.stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    const all = await env.stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    expect(all.data.map((item) => item.id)).toEqual([subscription.id]);
    await expect(
      env.stripe.subscriptions.update(subscription.id, { metadata: { note: 'kept' } }),
    ).resolves.toMatchObject({ metadata: { note: 'kept' } });
    await expect(
      env.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('lists a customer’s subscriptions and retrieves one', async () => {
    const { customer, subscription } = await activeEnterprise(2);
    const other = await customerWithCard(env.stripe);
    await env.stripe.subscriptions.create({
      customer: other.customer.id,
      items: [{ price: subscription.items.data[0]?.price.id as string }],
    });
    const listed = await env.stripe.subscriptions.list({ customer: customer.id });
    expect(listed.data.map((item) => item.id)).toEqual([subscription.id]);
    const retrieved = await env.stripe.subscriptions.retrieve(subscription.id, { expand: ['customer'] });
    expect(retrieved.customer).toMatchObject({ id: customer.id, object: 'customer' });
  });
});

describe('renewals', () => {
  it('invoices and charges the next period when the clock reaches it', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const { customer } = await customerWithCard(env.stripe);
    const subscription = await env.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalogue.premiumMonthly.id }],
    });
    const firstEnd = subscription.items.data[0]?.current_period_end as number;
    const { invoices } = env.emulator.control.advanceClock({ toNextBillingPeriod: true });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'paid',
      amount_paid: 5345,
      created: firstEnd,
      period_end: firstEnd,
    });
    expect(invoices[0]?.number).toMatch(/-0002$/);
    const renewed = await env.stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.items.data[0]?.current_period_start).toBe(firstEnd);
    expect(renewed.status).toBe('active');
  });

  it('makes the subscription past_due when the renewal is declined', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const { customer } = await customerWithCard(env.stripe, 'pm_card_visa');
    const subscription = await env.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalogue.premiumMonthly.id }],
    });
    const failing = await env.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: customer.id,
    });
    await env.stripe.subscriptions.update(subscription.id, { default_payment_method: failing.id });
    const { invoices } = env.emulator.control.advanceClock({ toNextBillingPeriod: true });
    expect(invoices[0]).toMatchObject({ status: 'open', attempted: true });
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    expect(env.emulator.control.events('invoice.payment_failed')).toHaveLength(1);
  });
});
