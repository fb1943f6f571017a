import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { preferredEncoding } from '../../src/plugins/compressed-files.js';
import { buildTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';

let db: Database;
let app: FastifyInstance;
let siteDir: string;
/** Large and repetitive enough that compression pays, as it does for the real bundles. */
const SCRIPT = Array.from(
  { length: 200 },
  (_, index) => `export const value${index} = 'dictation ${index}';`,
).join('\n');
const PAGE = `<!doctype html><title>Dictation</title>${'<p>Dictation for Swiss practitioners.</p>'.repeat(50)}`;
/** The pre-rendered pages' loader, written into each page as the site's build does. */
const LOADER = "document.documentElement.dataset.loader = 'ran';";
const LOADER_TAG = `<script type="module" data-entry="/assets/index-abc123.js">${LOADER}</script>`;
const FRENCH_FAQ = `<!doctype html><html lang="fr"><title>Questions fréquentes</title>${LOADER_TAG}${'<p>Dictée</p>'.repeat(50)}`;
const GERMAN_NOT_FOUND = `<!doctype html><html lang="de"><title>Seite nicht gefunden</title>${LOADER_TAG}${'<p>Nicht gefunden</p>'.repeat(50)}`;
const GERMAN_FAQ = `<!doctype html><html lang="de"><title>Häufige Fragen</title>${LOADER_TAG}${'<p>Diktat</p>'.repeat(50)}`;
beforeAll(async () => {
  db = await openTestDatabase();
  siteDir = await mkdtemp(path.join(tmpdir(), 'site-'));
  await writeFile(path.join(siteDir, 'index.html'), PAGE);
  await mkdir(path.join(siteDir, 'assets'));
  await writeFile(path.join(siteDir, 'assets', 'index-abc123.js'), 'export {};');
  await writeFile(path.join(siteDir, 'assets', 'big-def456.js'), SCRIPT);
  await writeFile(path.join(siteDir, 'manual.pdf'), Buffer.alloc(4096, 1));
  // Pre-rendered pages as the site's build lists them (apps/site/vite/prerender-pages.ts).
  await mkdir(path.join(siteDir, 'pages', 'fr'), { recursive: true });
  await mkdir(path.join(siteDir, 'pages', 'de'), { recursive: true });
  await writeFile(path.join(siteDir, 'pages', 'fr', 'faq.html'), FRENCH_FAQ);
  await writeFile(path.join(siteDir, 'pages', 'de', 'faq.html'), GERMAN_FAQ);
  await writeFile(path.join(siteDir, 'pages', 'de', 'not-found.html'), GERMAN_NOT_FOUND);
  await writeFile(
    path.join(siteDir, 'pages', 'index.json'),
    JSON.stringify({
      '/faq': { fr: '/pages/fr/faq.html', de: '/pages/de/faq.html' },
      '*': { de: '/pages/de/not-found.html' },
    }),
  );
  await writeFile(
    path.join(siteDir, 'pages', 'routes.json'),
    JSON.stringify(['/', '/faq', '/license', '/reset-password/:token']),
  );
  app = await buildTestApp(db, { siteDir });
});
afterAll(async () => {
  await app.close();
  await db.close();
  await rm(siteDir, { recursive: true, force: true });
});

describe('the built site', () => {
  it("allows the pre-rendered pages' inline loader by its hash, and nothing else inline", async () => {
    const response = await app.inject({ method: 'GET', url: '/faq', headers: { 'accept-language': 'fr' } });
    expect(response.body).toContain(LOADER_TAG);
    const policy = String(response.headers['content-security-policy']);
    const scriptSources = policy
      .split(';')
      .find((directive) => directive.startsWith('script-src'))
      ?.split(' ')
      .slice(1);
    const hash = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;
    // One hash for the loader of every page and language, beside the site's own files.
    expect(scriptSources).toEqual(["'self'", hash]);
  });

  it('answers client-side routes with index.html', async () => {
    const response = await app.inject({ method: 'GET', url: '/license' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Dictation</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/license/', '/LICENSE', '/reset-password/abc-123', '/faq?from=home', '/'])(
    'answers %s, an address of a route, with 200',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
    },
  );

  it.each(['/no-such-page', '/reset-password', '/reset-password/abc/more', '/faq/more', '/licenses?x=1'])(
    "answers %s, an address no route answers, with 404 and the not-found page in the visitor's language",
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'de-CH' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Seite nicht gefunden</title>');
      const compressed = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'de-CH', 'accept-encoding': 'br', 'if-none-match': '*' },
      });
      expect(compressed.statusCode).toBe(404);
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('Seite nicht gefunden');
    },
  );

  it('answers an unknown address with index.html and a 404 in a language without its not-found page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/nothing',
      headers: { 'accept-language': 'it' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Dictation</title>');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/api/nothing-here', '/api', '/api/users/unknown?x=1'])(
    'leaves %s to the API: 404 in the shared error shape',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: true, code: 'not_found' });
    },
  );
});

describe('pre-rendered pages', () => {
  it("sends a page in the browser's language, first supported one in the order of preference", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/faq',
      headers: { 'accept-language': 'rm-CH, de-CH;q=0.9, fr;q=0.8' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(GERMAN_FAQ);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary).split(', ')).toEqual(
      expect.arrayContaining(['Accept-Encoding', 'Accept-Language', 'Cookie']),
    );
  });

  it('prefers the language chosen on the site (its cookie) over the browsers, compressed as asked', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/faq',
      headers: { 'accept-language': 'de-CH', cookie: 'other=1; lang=fr', 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FRENCH_FAQ);
    expect(String(response.headers.vary).split(', ')).toEqual(
      expect.arrayContaining(['Accept-Encoding', 'Accept-Language', 'Cookie']),
    );
  });

  it('falls back to index.html for a language without its page, a query, or a page not pre-rendered', async () => {
    for (const [url, headers] of [
      ['/faq', { 'accept-language': 'en-GB' }],
      ['/faq', {}],
      ['/faq?from=mail', { cookie: 'lang=fr' }],
      ['/account', { cookie: 'lang=fr' }],
      ['/pages', { cookie: 'lang=fr' }],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.body, url).toBe(PAGE);
    }
  });

  it('ignores a cookie that names no interface language', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/faq',
      headers: { cookie: 'lang=<script>', 'accept-language': 'fr-CH' },
    });
    expect(response.body).toBe(FRENCH_FAQ);
  });
});

describe("compression of the site's text files", () => {
  it('sends a hashed script brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends index.html for a client-side route gzip-compressed to a browser without brotli, never cached unrevalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.rawPayload).toString()).toBe(PAGE);
  });

  it('sends the file as it is when no coding is accepted, and still says the answer varies with it', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('leaves files that compression would not shrink, and files that are not text, as they are', async () => {
    const tiny = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
    const pdf = await app.inject({ method: 'GET', url: '/manual.pdf', headers: { 'accept-encoding': 'br' } });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.length).toBe(4096);
  });

  it('answers 304 to a browser that holds the same compressed copy', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await app.inject({ method: 'GET', url: '/', headers });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/-br"$/);
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzip = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(gzip.statusCode).toBe(200);
  });

  it('compresses a rebuilt page again instead of sending the old one', async () => {
    const rebuilt = PAGE.replace('Dictation</title>', 'Dictation, rebuilt</title>');
    const file = path.join(siteDir, 'index.html');
    await writeFile(file, rebuilt);
    // A later modification time, as a build writes, even on a file system with coarse timestamps.
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    const response = await app.inject({
      method: 'GET',
      url: '/license',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(rebuilt);
    await writeFile(file, PAGE);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['br;q=nonsense', undefined],
    ['', undefined],
  ])('reads Accept-Encoding %j as %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
