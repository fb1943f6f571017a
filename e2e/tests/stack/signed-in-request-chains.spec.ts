import type { Page } from '@playwright/test';
import { expectSettled } from './accessibility/screens.js';
import { confirmedAccount, openAs } from './accounts.js';
import { expect, test } from './fixtures.js';

/**
 * docs/measurements.md#first-click: a signed-in page asks for everything it needs to show its data
 * as soon as its route is known, in parallel, so its data arrives within one round trip of its
 * scripts rather than at the end of a chain (the route's chunk, then the session chart, then the
 * API client, then the call). Measured from the browser's network log on a connection where every
 * request takes LATENCY_MS: a request's depth is one more than the deepest request that had
 * finished before it was sent (the document is 1), so a request that had to wait for another's
 * answer is one deeper.
 */
const LATENCY_MS = 600;

interface LoggedRequest {
  url: string;
  sent: number;
  finished?: number;
}

/** The page's requests from the DevTools protocol's network log, by id. */
async function networkLog(page: Page): Promise<Map<string, LoggedRequest>> {
  const requests = new Map<string, LoggedRequest>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, { url: event.request.url, sent: event.timestamp });
  });
  const finish = (event: { requestId: string; timestamp: number }) => {
    const request = requests.get(event.requestId);
    if (request) request.finished = event.timestamp;
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return requests;
}

/** Each request's depth in the chain of answers it waited for. */
function depths(requests: Iterable<LoggedRequest>): { url: string; depth: number }[] {
  const ordered = [...requests].sort((a, b) => a.sent - b.sent);
  const depthOf = new Map<LoggedRequest, number>();
  for (const request of ordered) {
    const before = ordered.filter(
      (other) => other !== request && other.finished !== undefined && other.finished <= request.sent,
    );
    depthOf.set(request, 1 + Math.max(0, ...before.map((other) => depthOf.get(other) ?? 0)));
  }
  return ordered.map((request) => ({ url: new URL(request.url).pathname, depth: depthOf.get(request) ?? 0 }));
}

const SIGNED_IN_ROUTES = [
  { path: '/account', chunk: /^\/assets\/account-[\w-]+\.js$/ },
  { path: '/payment', chunk: /^\/assets\/payment-[\w-]+\.js$/ },
  { path: '/license-adjustment', chunk: /^\/assets\/license-adjustment-[\w-]+\.js$/ },
];

for (const route of SIGNED_IN_ROUTES) {
  test(`a signed-in ${route.path} asks for its data within one round trip of its scripts`, async ({
    page,
  }) => {
    const account = await confirmedAccount(page);
    await openAs(page, 'en', account);
    const requests = await networkLog(page);
    await page.goto(route.path);
    // Every call the page makes as it appears has been answered: the screen shows its data, no
    // part of it still loading, and nothing is on its way. (A quiet spell of 3 round trips stood
    // for that; a busy machine can be quiet that long between a chunk and the call it makes.)
    await expectSettled(page, 'en');
    await expect
      .poll(() => [...requests.values()].every((request) => request.finished !== undefined))
      .toBe(true);
    const api = [...requests.values()].filter((request) => new URL(request.url).pathname.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(0);

    const chain = depths(requests.values());
    console.log(`${route.path}: ${chain.map(({ url, depth }) => `${depth} ${url}`).join(', ')}`);
    const chunk = chain.find(({ url }) => route.chunk.test(url));
    expect(chunk, `${route.path}'s chunk among ${chain.map(({ url }) => url).join(' ')}`).toBeDefined();
    const calls = chain.filter(({ url }) => url.startsWith('/api/'));
    const deepest = Math.max(...calls.map(({ depth }) => depth));
    console.log(
      `${route.path}: route chunk at depth ${chunk?.depth}, its data at depth ${deepest} (${calls.map(({ url, depth }) => `${url} ${depth}`).join(', ')})`,
    );
    expect(deepest).toBeLessThanOrEqual((chunk?.depth ?? 0) + 1);
  });
}
