import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBlacklistPhrase, removeBlacklistPhrase } from '../../src/admin/index.js';
import type { Database } from '../../src/db/database.js';
import { appSignIn, listening } from '../helpers/app-auth-flow.js';
import { useTestApp } from '../helpers/test-app.js';
import { confirmedUser } from '../helpers/users.js';

describe("the app's blacklist answers 304 while nothing changed (docs/desktop-app.md#blacklist)", () => {
  let app: FastifyInstance;
  let db: Database;
  let token = '';
  useTestApp({ publicUrl: 'http://localhost:3000' }, (opened) => ({ app, db } = opened));

  beforeAll(async () => {
    const base = await listening(app);
    await confirmedUser(db, 'doctor@example.ch');
    const signin = await app.inject({
      method: 'POST',
      url: '/api/authentication/signin-web',
      payload: { email: 'doctor@example.ch', password: 'owner-secret-1' },
    });
    token = (await appSignIn(base, signin.json().token)).access_token;
    await addBlacklistPhrase(db, { lang: 'de', phrase: 'Untertitel von' });
  });

  const blacklist = (lang: string, ifNoneMatch?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/app/blacklist?lang=${lang}`,
      headers: { authorization: `Bearer ${token}`, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });

  it('answers the phrases with a strong ETag, revalidated on every use', async () => {
    const answer = await blacklist('de');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(['Untertitel von']);
    expect(answer.headers.etag).toMatch(/^"[^"]+"$/);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 304 with no body to the current tag, with the tag and caching again', async () => {
    const { etag } = (await blacklist('de')).headers;
    const again = await blacklist('de', String(etag));
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('compares weakly and reads a list, as RFC 9110 asks of If-None-Match', async () => {
    const etag = String((await blacklist('de')).headers.etag);
    expect((await blacklist('de', `W/${etag}`)).statusCode).toBe(304);
    expect((await blacklist('de', `"older", ${etag}`)).statusCode).toBe(304);
    expect((await blacklist('de', '*')).statusCode).toBe(304);
    expect((await blacklist('de', '"older", W/"other"')).statusCode).toBe(200);
  });

  it('gives a new tag once the admin adds or removes a phrase of that language', async () => {
    const before = String((await blacklist('de')).headers.etag);
    await addBlacklistPhrase(db, { lang: 'de', phrase: 'Vielen Dank fürs Zuschauen' });
    const added = await blacklist('de', before);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual(['Untertitel von', 'Vielen Dank fürs Zuschauen']);
    expect(added.headers.etag).not.toBe(before);
    await removeBlacklistPhrase(db, { lang: 'de', phrase: 'Vielen Dank fürs Zuschauen' });
    const removed = await blacklist('de', String(added.headers.etag));
    expect(removed.statusCode).toBe(200);
    expect(removed.headers.etag).toBe(before);
  });

  it("keeps a language's tag when another language changes", async () => {
    const before = String((await blacklist('de')).headers.etag);
    const french = String((await blacklist('fr')).headers.etag);
    await addBlacklistPhrase(db, { lang: 'fr', phrase: 'Sous-titres réalisés par' });
    expect((await blacklist('de', before)).statusCode).toBe(304);
    expect((await blacklist('fr', french)).statusCode).toBe(200);
  });

  it('gives two empty languages different tags', async () => {
    const italian = String((await blacklist('it')).headers.etag);
    expect((await blacklist('en', italian)).statusCode).toBe(200);
  });
});
