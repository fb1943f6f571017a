import { afterEach, describe, expect, it } from 'vitest';
import { chaosFromEnvironment, LATE_SECONDS, STRIPE_RETRY_SECONDS } from '../../src/index.js';
import {
  emulatorForThisFile,
  firstPaymentIntentId,
  seedCatalogue,
  startWebhookReceiver,
  type WebhookReceiver,
} from './emulator-fixture.js';

// Chaos delivery (docs/testing.md#chaos): late, twice, shuffled, failing and retried, by a seed.
const SECRET = 'whsec_test_chaos';
const env = emulatorForThisFile({ chaos: null });
const receivers: WebhookReceiver[] = [];

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(SECRET);
  receivers.push(started);
  env.emulator.control.configureWebhooks({ url: started.url, secret: SECRET });
  return started;
}

afterEach(async () => {
  env.emulator.control.setWebhookChaos(null);
  await env.emulator.control.flushWebhooks().catch(() => undefined);
  env.emulator.control.configureWebhooks(null);
  await Promise.all(receivers.splice(0).map((started) => started.close()));
});

/** A first payment: a burst of a dozen events. Answers the ids of the events made, in order. */
async function payFirstInvoice(): Promise<string[]> {
  const catalogue = await seedCatalogue(env.stripe);
  const customer = await env.stripe.customers.create({ email: 'doctor@example.ch' });
  const subscription = await env.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: catalogue.premiumMonthly.id }],
    payment_behavior: 'default_incomplete',
    expand: ['latest_invoice.confirmation_secret'],
  });
  await env.stripe.paymentIntents.confirm(firstPaymentIntentId(subscription), {
    payment_method: 'pm_card_visa',
  });
  return env.emulator.control.events().map((event) => event.id);
}

const order = (started: WebhookReceiver) => started.received.map((item) => item.event.id);

describe('chaos delivery', () => {
  it('delivers every event, some twice, shuffled, late ones after a flush', async () => {
    const started = await receiver();
    env.emulator.control.setWebhookChaos({ seed: 2024, lateRate: 0.3, failRate: 0, duplicateRate: 0.5 });
    const made = await payFirstInvoice();
    await env.emulator.control.waitForWebhooks();
    const late = env.emulator.control.deliveries().filter((delivery) => delivery.status === 'late');
    expect(late.length).toBeGreaterThan(0);
    for (const delivery of late) {
      const inSeconds = Date.parse(delivery.nextAttemptAt as string) / 1000 - env.emulator.control.now();
      expect(inSeconds).toBeGreaterThanOrEqual(LATE_SECONDS.min);
      expect(inSeconds).toBeLessThanOrEqual(LATE_SECONDS.max);
    }
    expect(started.received.length).toBeLessThan(env.emulator.control.deliveries().length);

    expect(await env.emulator.control.flushWebhooks()).toBe(late.length);
    const received = order(started);
    expect(new Set(received)).toEqual(new Set(made));
    expect(received.length).toBeGreaterThan(made.length);
    expect(received).not.toEqual([...new Set(received)].sort((a, b) => made.indexOf(a) - made.indexOf(b)));
  });

  it('sends a late delivery when the emulator’s clock passes its time, not before', async () => {
    const started = await receiver();
    env.emulator.control.setWebhookChaos({ seed: 7, lateRate: 1, failRate: 0, duplicateRate: 0 });
    const made = await payFirstInvoice();
    await env.emulator.control.waitForWebhooks();
    expect(started.received).toEqual([]);
    env.emulator.control.advanceClock({ seconds: LATE_SECONDS.min - 1 });
    await env.emulator.control.waitForWebhooks();
    expect(started.received).toEqual([]);
    env.emulator.control.advanceClock({ seconds: LATE_SECONDS.max });
    await env.emulator.control.waitForWebhooks();
    expect(new Set(order(started))).toEqual(new Set(made));
  });

  it('fails deliveries and retries them on Stripe’s schedule of the emulator’s clock', async () => {
    const started = await receiver();
    env.emulator.control.setWebhookChaos({ seed: 11, lateRate: 0, failRate: 1, duplicateRate: 0 });
    const made = await payFirstInvoice();
    await env.emulator.control.waitForWebhooks();
    const waiting = env.emulator.control.deliveries();
    expect(waiting.every((delivery) => delivery.status === 'late' && delivery.attempts.length === 1)).toBe(
      true,
    );
    expect(waiting[0]?.attempts[0]?.error).toMatch(/^chaos: /);
    env.emulator.control.advanceClock({ seconds: STRIPE_RETRY_SECONDS[0] });
    await env.emulator.control.waitForWebhooks();
    const afterFirstRetry = env.emulator.control.deliveries();
    // One failure each or two: those with two wait for the second step of the schedule.
    expect(afterFirstRetry.some((delivery) => delivery.status === 'delivered')).toBe(true);
    await env.emulator.control.flushWebhooks();
    expect(env.emulator.control.deliveries().every((delivery) => delivery.status === 'delivered')).toBe(true);
    expect(new Set(order(started))).toEqual(new Set(made));
  });

  it('decides the same for each delivery from the same seed, and flushes in the same order', async () => {
    const runs: { decisions: unknown[]; flushed: string[] }[] = [];
    for (let run = 0; run < 2; run++) {
      env.emulator.control.reset();
      const started = await receiver();
      // Everything late: what arrives comes in one flush, whose order the seed decides.
      env.emulator.control.setWebhookChaos({ seed: 99, lateRate: 1, failRate: 0.5 });
      await payFirstInvoice();
      const decisions = env.emulator.control
        .deliveries()
        .map((delivery) => [
          delivery.eventType,
          delivery.copy,
          delivery.chaos?.failures,
          delivery.chaos?.lateUntil,
        ]);
      await env.emulator.control.waitForWebhooks();
      await env.emulator.control.flushWebhooks();
      runs.push({ decisions, flushed: started.received.map((item) => item.event.type) });
      env.emulator.control.setWebhookChaos(null);
    }
    expect(runs[0]?.flushed.length).toBeGreaterThan(0);
    expect(runs[1]).toEqual(runs[0]);
  });

  it('is set for a whole run by STRIPE_EMULATOR_CHAOS: a seed, 1 for a drawn one, 0 for none', () => {
    expect(chaosFromEnvironment('12345')).toMatchObject({ seed: 12345 });
    expect(chaosFromEnvironment('1')?.seed).toEqual(expect.any(Number));
    expect(chaosFromEnvironment('0')).toBeNull();
    expect(chaosFromEnvironment(undefined)).toBeNull();
  });

  it('is switched by its control route, and refuses a rate above 1', async () => {
    const set = await fetch(`${env.emulator.url}/_emulator/webhooks/chaos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seed: 5, lateRate: 0.5 }),
    });
    expect(await set.json()).toMatchObject({ seed: 5, lateRate: 0.5, duplicateRate: 0.3 });
    const bad = await fetch(`${env.emulator.url}/_emulator/webhooks/chaos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failRate: 2 }),
    });
    expect(bad.status).toBe(400);
    await fetch(`${env.emulator.url}/_emulator/webhooks/chaos`, { method: 'DELETE' });
    expect(env.emulator.control.webhookChaos()).toBeNull();
  });
});
