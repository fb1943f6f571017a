import { API_BASE_PATH } from '@app/contracts';
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

describe("the mocked app's blacklist answers 304 while nothing changed (docs/desktop-app.md#blacklist)", () => {
  const blacklist = (lang: string, ifNoneMatch?: string) =>
    fetch(`http://localhost${API_BASE_PATH}/app/blacklist?lang=${lang}`, {
      headers: {
        authorization: 'Bearer tok_test_0123456789abcdef',
        ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
      },
    });

  it('tags each language by its content, and answers a current tag with 304', async () => {
    const first = await blacklist('de');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect((await blacklist('de', etag)).status).toBe(304);
    expect((await blacklist('fr', etag)).status).toBe(200);
  });
});
