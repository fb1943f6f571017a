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

/** What this product does for a decrease: the current phase to the period's end, then the new items. */
async function decreaseAtPeriodEnd(subscription: Stripe.Subscription, price: string, quantity: number) {
  const schedule = await env.stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
  const [current] = schedule.phases;
  return env.stripe.subscriptionSchedules.update(schedule.id, {
    end_behavior: 'release',
    phases: [
      {
        items: (current?.items ?? []).map((item) => ({
          price: item.price as string,
          quantity: item.quantity,
        })),
        start_date: current?.start_date,
        end_date: current?.end_date,
      },
      { items: [{ price, quantity }], start_date: current?.end_date },
    ],
  });
}

describe('subscription schedules', () => {
  it('is made from a running subscription, with its current period as the first phase', async () => {
    const { subscription, item } = await activeEnterprise(5);
    const schedule = await env.stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
    expect(schedule.id).toMatch(/^sub_sched_/);
    expect(schedule).toMatchObject({
      object: 'subscription_schedule',
      status: 'active',
      end_behavior: 'release',
      subscription: subscription.id,
      current_phase: { start_date: item.current_period_start, end_date: item.current_period_end },
      phases: [{ items: [{ price: item.price.id, quantity: 5 }], end_date: item.current_period_end }],
    });
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).schedule).toBe(schedule.id);
    await expect(
      env.stripe.subscriptionSchedules.create({ from_subscription: subscription.id }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'from_subscription' });
  });

  it('changes nothing now, and bills the next phase’s seats from the period’s end', async () => {
    const { catalogue, subscription, item } = await activeEnterprise(5);
    const schedule = await decreaseAtPeriodEnd(subscription, catalogue.enterpriseMonthly.id, 3);
    expect(schedule.phases[1]).toMatchObject({
      start_date: item.current_period_end,
      items: [{ quantity: 3 }],
    });
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.quantity).toBe(5);
    expect((await env.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);

    const upcoming = await env.stripe.invoices.createPreview({ subscription: subscription.id });
    expect(upcoming.total).toBe(3 * 4255);

    const { invoices } = env.emulator.control.advanceClock({
      toNextBillingPeriod: true,
      subscription: subscription.id,
    });
    expect(invoices).toMatchObject([
      { billing_reason: 'subscription_cycle', status: 'paid', amount_paid: 3 * 4255 },
    ]);
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.quantity).toBe(3);
  });

  it('switches annual to monthly at the period’s end, anchoring the new monthly cycle there', async () => {
    const catalogue = await seedCatalogue(env.stripe);
    const { customer } = await customerWithCard(env.stripe);
    const subscription = await env.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: catalogue.enterpriseAnnual.id, quantity: 2 }],
    });
    const yearEnd = subscription.items.data[0]?.current_period_end as number;
    await decreaseAtPeriodEnd(subscription, catalogue.enterpriseMonthly.id, 2);
    env.emulator.control.advanceClock({ to: yearEnd + 3600 });
    const monthly = await env.stripe.subscriptions.retrieve(subscription.id);
    expect(monthly.billing_cycle_anchor).toBe(yearEnd);
    expect(monthly.items.data[0]).toMatchObject({
      price: { id: catalogue.enterpriseMonthly.id },
      current_period_start: yearEnd,
    });
    const [renewal] = (await env.stripe.invoices.list({ subscription: subscription.id })).data;
    expect(renewal).toMatchObject({ amount_paid: 2 * 4255, status: 'paid' });
  });

  it('releases the subscription on demand, keeping it as it is', async () => {
    const { catalogue, subscription } = await activeEnterprise(4);
    const schedule = await decreaseAtPeriodEnd(subscription, catalogue.enterpriseMonthly.id, 2);
    const released = await env.stripe.subscriptionSchedules.release(schedule.id);
    expect(released).toMatchObject({
      status: 'released',
      subscription: null,
      released_subscription: subscription.id,
    });
    env.emulator.control.advanceClock({ toNextBillingPeriod: true, subscription: subscription.id });
    const after = await env.stripe.subscriptions.retrieve(subscription.id);
    expect(after.schedule).toBeNull();
    expect(after.items.data[0]?.quantity).toBe(4);
  });

  it('refuses to change the current phase’s items (an immediate change is an update, not a schedule here)', async () => {
    const { catalogue, subscription } = await activeEnterprise(4);
    const schedule = await env.stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
    const [current] = schedule.phases;
    await expect(
      env.stripe.subscriptionSchedules.update(schedule.id, {
        phases: [
          {
            items: [{ price: catalogue.enterpriseMonthly.id, quantity: 2 }],
            start_date: current?.start_date,
            end_date: current?.end_date,
          },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'phases[0][items]' });
  });
});
