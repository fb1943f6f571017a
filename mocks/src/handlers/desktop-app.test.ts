import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node.js';
import { callEndpoint } from '../test-requests.js';
import { resetDefaultWorld } from './index.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDefaultWorld();
});
afterAll(() => server.close());

describe("the mocked app's usage follows the product's rules (docs/desktop-app.md#usage)", () => {
  it('counts a batch once, its first copy, and adds it to the minutes this month', async () => {
    const before = (await (await callEndpoint('subscriptionInfo')).json()).appUsage.monthSeconds;
    expect(await (await callEndpoint('appUsage')).json()).toEqual({ accepted: 1, duplicates: 0 });
    expect(await (await callEndpoint('appUsage')).json()).toEqual({ accepted: 0, duplicates: 1 });
    const after = (await (await callEndpoint('subscriptionInfo')).json()).appUsage.monthSeconds;
    expect(after - before).toBe(312.5);
  });

  it('refuses a report with a negative batch whole', async () => {
    const answer = await callEndpoint('appUsage', {
      input: {
        batches: [
          { id: 'fine', seconds: 5, endedAt: '2026-03-01T09:30:00.000Z' },
          { id: 'negative', seconds: -1, endedAt: '2026-03-01T09:30:00.000Z' },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'usage_implausible' });
  });
});
