import { describe, expect, it } from 'vitest';
import { openLoopback } from '../src/loopback.js';

describe('the loopback listener of the sign-in (docs/desktop-app.md#redirects)', () => {
  it('listens on 127.0.0.1 on a port of its own, takes the one /callback and answers the browser', async () => {
    const loopback = await openLoopback(30_000);
    expect(loopback.redirectUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    const base = new URL(loopback.redirectUri);
    expect((await fetch(new URL('/other?code=x', base))).status).toBe(404);
    const browser = fetch(`${loopback.redirectUri}?code=c1&state=s1&iss=http%3A%2F%2F127.0.0.1%3A3100`);
    const { url, respond } = await loopback.callback;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'c1',
      state: 's1',
      iss: 'http://127.0.0.1:3100',
    });
    respond(true, 'Dictation is signed in. You can close this window.');
    const page = await browser;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Signed in</h1>');
    // Answered once: the listener is closed.
    await expect(fetch(`${loopback.redirectUri}?code=c2`)).rejects.toThrow();
  });

  it('gives up when no browser comes back in time', async () => {
    const loopback = await openLoopback(50);
    await expect(loopback.callback).rejects.toThrow('no answer from the browser in time');
  });
});
