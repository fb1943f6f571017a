import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { type AuthorizedCall, adminAndUserAuth, callWith, errorBody } from '../helpers/admin-calls.js';
import { useTestApp } from '../helpers/test-app.js';

let db: Database;
let app: FastifyInstance;
let adminAuth: string;
let userAuth: string;
useTestApp({}, (opened) => {
  ({ db, app } = opened);
});
beforeAll(async () => {
  ({ adminAuth, userAuth } = await adminAndUserAuth(db));
});

const call = (options: AuthorizedCall) => callWith(app, options);

describe('the blacklist', () => {
  beforeEach(async () => {
    await db.query('delete from blacklist_phrases');
  });

  const add = (payload: unknown, auth = adminAuth) =>
    call({ method: 'POST', url: '/api/blacklist', payload: payload as InjectOptions['payload'], auth });
  const remove = (payload: unknown, auth = adminAuth) =>
    call({ method: 'DELETE', url: '/api/blacklist', payload: payload as InjectOptions['payload'], auth });
  const read = (auth = adminAuth) => call({ method: 'GET', url: '/api/blacklist', auth });

  it('answers every language, empty lists included, when there is no phrase', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fr: [], de: [], it: [], en: [] });
  });

  it('adds a trimmed phrase and answers the whole blacklist, phrases in the order they were added', async () => {
    await add({ lang: 'fr', phrase: 'Merci.' });
    await add({ lang: 'de', phrase: 'Danke.' });
    await add({ lang: 'fr', phrase: 'Au revoir.' });
    const response = await add({ lang: 'fr', phrase: '  Abonnez-vous  ' });
    expect(response.statusCode).toBe(200);
    const expected = { fr: ['Merci.', 'Au revoir.', 'Abonnez-vous'], de: ['Danke.'], it: [], en: [] };
    expect(response.json()).toEqual(expected);
    expect((await read()).json()).toEqual(expected);
  });

  it('answers a phrase the language already holds with 409 already_exists and leaves the list as it was', async () => {
    await add({ lang: 'en', phrase: 'Thank you.' });
    const response = await add({ lang: 'en', phrase: ' Thank you. ' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody('already_exists'));
    expect((await read()).json()).toEqual({ fr: [], de: [], it: [], en: ['Thank you.'] });
  });

  it('refuses a phrase that differs only in case, accents included, but keeps accents apart', async () => {
    // docs/admin.md#blacklist-phrase: compared without case, with accents.
    await add({ lang: 'fr', phrase: 'dictée gratuite' });
    for (const phrase of ['DICTÉE GRATUITE', 'Dictée Gratuite', 'dictÉe gratuite']) {
      const response = await add({ lang: 'fr', phrase });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(errorBody('already_exists'));
    }
    expect((await add({ lang: 'fr', phrase: 'dictee gratuite' })).statusCode).toBe(200);
    await add({ lang: 'de', phrase: 'ÜBERWEISUNG ÖFFNEN' });
    expect((await add({ lang: 'de', phrase: 'überweisung öffnen' })).statusCode).toBe(409);
    await add({ lang: 'fr', phrase: 'ŒUVRE À FAIRE' });
    expect((await add({ lang: 'fr', phrase: 'œuvre à faire' })).statusCode).toBe(409);
    expect((await read()).json()).toEqual({
      fr: ['dictée gratuite', 'dictee gratuite', 'ŒUVRE À FAIRE'],
      de: ['ÜBERWEISUNG ÖFFNEN'],
      it: [],
      en: [],
    });
  });

  it('keeps the same phrase in two languages apart', async () => {
    await add({ lang: 'fr', phrase: 'OK' });
    const response = await add({ lang: 'it', phrase: 'OK' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fr: ['OK'], de: [], it: ['OK'], en: [] });
  });

  it('removes a phrase from its language only and answers the whole blacklist', async () => {
    await add({ lang: 'fr', phrase: 'OK' });
    await add({ lang: 'it', phrase: 'OK' });
    await add({ lang: 'it', phrase: 'Grazie.' });
    const response = await remove({ lang: 'it', phrase: ' OK ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fr: ['OK'], de: [], it: ['Grazie.'], en: [] });
    expect((await read()).json()).toEqual({ fr: ['OK'], de: [], it: ['Grazie.'], en: [] });
  });

  it('answers 404 not_found when removing a phrase the language does not hold', async () => {
    await add({ lang: 'fr', phrase: 'Merci.' });
    const response = await remove({ lang: 'de', phrase: 'Merci.' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody('not_found'));
    expect((await read()).json()).toEqual({ fr: ['Merci.'], de: [], it: [], en: [] });
  });

  it.each([
    ['a blank phrase', { lang: 'fr', phrase: '   ' }],
    ['an empty phrase', { lang: 'fr', phrase: '' }],
    ['no phrase', { lang: 'fr' }],
    ['an unknown language', { lang: 'es', phrase: 'Gracias.' }],
    ['no language', { phrase: 'Merci.' }],
    ['a phrase that is not text', { lang: 'fr', phrase: 42 }],
    ['a phrase too long', { lang: 'fr', phrase: 'x'.repeat(501) }],
    ['an unknown key', { lang: 'fr', phrase: 'Merci.', extra: true }],
    ['an array', [{ lang: 'fr', phrase: 'Merci.' }]],
  ])('answers 400 validation_failed to %s, on adding and on removing', async (_case, payload) => {
    for (const send of [add, remove]) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ...errorBody('validation_failed'), issues: expect.any(Array) });
    }
    expect((await read()).json()).toEqual({ fr: [], de: [], it: [], en: [] });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/blacklist',
      headers: { authorization: adminAuth, 'content-type': 'application/json' },
      payload: '{"lang": "fr", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody('validation_failed'));
  });

  it('answers 401 without a session and 403 to a user who is not an admin, changing nothing', async () => {
    await add({ lang: 'fr', phrase: 'Merci.' });
    for (const auth of [undefined, userAuth]) {
      const status = auth ? 403 : 401;
      const code = auth ? 'forbidden' : 'unauthorized';
      const answers = [
        await call({ method: 'GET', url: '/api/blacklist', auth }),
        await call({ method: 'POST', url: '/api/blacklist', payload: { lang: 'fr', phrase: 'Spam' }, auth }),
        await call({
          method: 'DELETE',
          url: '/api/blacklist',
          payload: { lang: 'fr', phrase: 'Merci.' },
          auth,
        }),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual(errorBody(code));
      }
    }
    expect((await read()).json()).toEqual({ fr: ['Merci.'], de: [], it: [], en: [] });
  });
});
