import { afterEach, describe, expect, it } from 'vitest';
import { emulatorForThisFile, startWebhookReceiver, type WebhookReceiver } from './emulator-fixture.js';

// Endpoints that do not listen are given up at once, so a test does not wait for retries.
const env = emulatorForThisFile({ webhookRetry: { maxAttempts: 1, timeoutMs: 1000 } });
const receivers: WebhookReceiver[] = [];
afterEach(async () => {
  await env.emulator.control.waitForWebhooks().catch(() => undefined);
  for (const endpoint of (await env.stripe.webhookEndpoints.list()).data) {
    await env.stripe.webhookEndpoints.del(endpoint.id);
  }
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

describe('webhook endpoints', () => {
  it('creates an endpoint whose secret, shown once, signs the events it asked for', async () => {
    const created = await env.stripe.webhookEndpoints.create({
      url: 'http://127.0.0.1:9/placeholder',
      enabled_events: ['customer.created'],
      description: 'the API',
    });
    expect(created.id).toMatch(/^we_/);
    expect(created.secret).toMatch(/^whsec_/);
    expect(created).toMatchObject({
      object: 'webhook_endpoint',
      status: 'enabled',
      enabled_events: ['customer.created'],
    });

    const receiver = await startWebhookReceiver(created.secret as string);
    receivers.push(receiver);
    const endpoint = await env.stripe.webhookEndpoints.update(created.id, { url: receiver.url });
    expect(endpoint).not.toHaveProperty('secret');
    await env.stripe.products.create({ name: 'Not asked for' });
    await env.stripe.customers.create({ email: 'doctor@example.ch' });
    const [delivered] = await receiver.waitFor(1);
    expect(delivered?.event.type).toBe('customer.created');
    await env.emulator.control.waitForWebhooks();
    expect(receiver.received.map((item) => item.event.type)).toEqual(['customer.created']);
  });

  it('lists, retrieves and deletes endpoints; a deleted one gets nothing more', async () => {
    const first = await env.stripe.webhookEndpoints.create({
      url: 'http://127.0.0.1:9/a',
      enabled_events: ['*'],
    });
    const second = await env.stripe.webhookEndpoints.create({
      url: 'http://127.0.0.1:9/b',
      enabled_events: ['*'],
    });
    expect((await env.stripe.webhookEndpoints.list()).data.map((item) => item.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(await env.stripe.webhookEndpoints.retrieve(first.id)).toMatchObject({
      url: 'http://127.0.0.1:9/a',
    });
    expect(await env.stripe.webhookEndpoints.del(first.id)).toEqual({
      id: first.id,
      object: 'webhook_endpoint',
      deleted: true,
    });
    await expect(env.stripe.webhookEndpoints.retrieve(first.id)).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await env.stripe.customers.create({});
    // Only the endpoint left is sent the event.
    expect(env.emulator.control.events('customer.created')[0]?.pending_webhooks).toBe(1);
  });

  it('refuses an endpoint without a valid URL or without events', async () => {
    await expect(
      env.stripe.webhookEndpoints.create({ url: 'not a url', enabled_events: ['*'] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'url' });
    await expect(
      env.stripe.webhookEndpoints.create({ url: 'https://example.ch/hook', enabled_events: [] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'enabled_events' });
  });
});
