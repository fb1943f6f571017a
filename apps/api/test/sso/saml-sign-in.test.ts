import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { type AnswerOptions, startTestIdp, type TestIdp, testKeyPair } from '../helpers/saml-idp.js';
import { samlPractice } from '../helpers/saml-practice.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * docs/sso.md#saml, #sign-in: a practice's SAML provider (samlify in IdP mode on loopback) signs
 * its people in through the assertion consumer; every refused answer ends at the site's failure
 * ticket (sso_sign_in_failed) with its reason in the audit log.
 */
let app: FastifyInstance;
let db: Database;
useTestApp({}, (opened) => ({ app, db } = opened));
const practice = samlPractice(() => ({ app, db }), 'klinik-saml.ch');
const { signIn, ticketOf, lastFailure, start, post, spMetadata } = practice;

let idp: TestIdp;
beforeAll(async () => {
  await practice.setUp();
  idp = await startTestIdp();
  expect((await practice.saveSaml({ metadataXml: idp.metadataXml })).statusCode).toBe(200);
});
afterAll(() => idp?.close());

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('signing in through a SAML provider (docs/sso.md#saml)', () => {
  it('signs a colleague in with a signed assertion: her account made, the ticket opening a session', async () => {
    const { location } = await signIn(idp, 'Neu@Klinik-SAML.ch');
    expect(location).toMatch(/^http:\/\/localhost:3000\/signin\/sso\?ticket=/);
    const ticket = new URL(location).searchParams.get('ticket');
    const complete = await app.inject({
      method: 'POST',
      url: '/api/authentication/sso/complete',
      payload: { ticket },
    });
    expect(complete.statusCode, complete.body).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${complete.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    const sessions = await db.query<{ signedInWith: string }>(
      `select s.signed_in_with as "signedInWith" from sessions s join users u on u.id = s.user_id
        where u.email = $1`,
      ['neu@klinik-saml.ch'],
    );
    // docs/passkeys.md#sign-in-events: the sessions list names the identity provider.
    expect(sessions.rows).toEqual([{ signedInWith: 'provider' }]);
    const { rows } = await db.query<{ status: string }>(
      'select l.status from licenses l join users u on u.id = l.user_id where u.email = $1',
      ['neu@klinik-saml.ch'],
    );
    expect(rows).toEqual([{ status: 'active' }]);
  });

  const refusals: [string, AnswerOptions, string][] = [
    ['an unsigned answer', { unsigned: 'all' }, 'saml_signature'],
    ['an unsigned assertion in a signed answer', { unsigned: 'assertion' }, 'saml_signature'],
    ['a wrong audience', { values: { Audience: 'https://other.test/sp' } }, 'saml_audience'],
    ['a wrong recipient', { values: { SubjectRecipient: 'https://other.test/acs' } }, 'saml_recipient'],
    ['a wrong destination', { values: { Destination: 'https://other.test/acs' } }, 'saml_destination'],
    [
      'an assertion expired more than 60 s ago',
      {
        values: {
          IssueInstant: ago(600_000),
          ConditionsNotBefore: ago(600_000),
          ConditionsNotOnOrAfter: ago(90_000),
          SubjectConfirmationDataNotOnOrAfter: ago(90_000),
        },
      },
      'saml_expired',
    ],
  ];
  it.each(refusals)('refuses %s, its reason audited', async (_name, how, reason) => {
    const { location } = await signIn(idp, 'anna@klinik-saml.ch', how);
    expect(await ticketOf(location)).toEqual({ email: null, failure: reason });
    expect(await lastFailure()).toBe(reason);
    const ticket = new URL(location).searchParams.get('ticket');
    const complete = await app.inject({
      method: 'POST',
      url: '/api/authentication/sso/complete',
      payload: { ticket },
    });
    expect(complete.json().code).toBe('sso_sign_in_failed');
  });

  it('refuses an answer signed by another key than the metadata named', async () => {
    const impostor = await startTestIdp({ entityId: idp.entityId, keys: await testKeyPair() });
    try {
      const { url, cookie } = await start('/api/sso/start?email=anna%40klinik-saml.ch');
      const location = await post(
        await impostor.answer(url, await spMetadata(), 'anna@klinik-saml.ch'),
        cookie,
      );
      expect(await ticketOf(location)).toEqual({ email: null, failure: 'saml_signature' });
    } finally {
      await impostor.close();
    }
  });

  it("refuses an answer to another flow's request", async () => {
    const other = await start('/api/sso/start?email=anna%40klinik-saml.ch');
    const otherRequest = await idp.requestIdOf(other.url, await spMetadata());
    const { location } = await signIn(idp, 'anna@klinik-saml.ch', { values: { InResponseTo: otherRequest } });
    expect(await ticketOf(location)).toEqual({ email: null, failure: 'saml_in_response_to' });
  });

  it('refuses a replayed answer and an assertion id seen before', async () => {
    const values = { AssertionID: `_replayed-${Date.now()}` };
    const first = await signIn(idp, 'replay@klinik-saml.ch', { values });
    expect((await ticketOf(first.location))?.email).toBe('replay@klinik-saml.ch');
    // The same form again, from the same browser: its flow was used.
    expect(new URL(await post(first.form, first.cookie)).search).toBe('?failed=1');
    // The same assertion id in an answer to a new request (a provider's answer copied).
    const again = await signIn(idp, 'replay@klinik-saml.ch', { values });
    expect(await ticketOf(again.location)).toEqual({ email: null, failure: 'saml_replayed' });
    expect(await lastFailure()).toBe('saml_replayed');
  });

  it("refuses an address outside the practice's proven domains", async () => {
    // Sent to the provider for an address of the practice, the provider vouches for another.
    const { url, cookie } = await start('/api/sso/start?email=anna%40klinik-saml.ch');
    const location = await post(await idp.answer(url, await spMetadata(), 'anna@elsewhere.ch'), cookie);
    expect(await ticketOf(location)).toEqual({ email: null, failure: 'domain_not_proven' });
  });

  it('refuses an answer posted without the browser that started the flow (no cookie)', async () => {
    const { url } = await start('/api/sso/start?email=anna%40klinik-saml.ch');
    const form = await idp.answer(url, await spMetadata(), 'anna@klinik-saml.ch');
    expect(new URL(await post(form, '')).search).toBe('?failed=1');
  });

  it('answers an address that names no practice 404, and a body that is no form 4xx, never 500', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/sso/saml/not-a-practice/acs',
      payload: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.statusCode).toBe(404);
    const xml = await app.inject({
      method: 'POST',
      url: `/api/sso/saml/${practice.state.practiceId}/acs`,
      payload: '<x/>',
      headers: { 'content-type': 'text/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/sso/saml/00000000-0000-4000-8000-000000000000/metadata',
        })
      ).statusCode,
    ).toBe(404);
  });
});
