import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { hashTicket } from '../../src/sso/provider-return.js';
import { saveSamlConnection } from '../../src/sso/saml/saml-connection.js';
import { startSamlSignIn } from '../../src/sso/saml/saml-sign-in.js';
import { type AnswerOptions, startTestIdp, type TestIdp, testKeyPair } from '../helpers/saml-idp.js';
import { TEST_CONFIG, useTestApp } from '../helpers/test-app.js';
import { enterpriseWithColleague } from '../helpers/users.js';

/**
 * docs/sso.md#saml, #sign-in: a practice's SAML provider (samlify in IdP mode on loopback) signs
 * its people in through the assertion consumer; every refused answer ends at the site's failure
 * ticket with its reason in the audit log.
 */
let app: FastifyInstance;
let db: Database;
useTestApp({}, (opened) => ({ app, db } = opened));

const OWNER = 'owner@klinik-saml.ch';
let idp: TestIdp;
let connectionId: string;
let spMetadata: string;
const deps = () => ({ db, config: TEST_CONFIG, log: { warn() {} } });

beforeAll(async () => {
  await enterpriseWithColleague(db, OWNER, 'colleague@klinik-saml.ch');
  const { rows } = await db.query<{ owner_id: string; id: string }>(
    `select s.owner_id, s.id from subscriptions s join users u on u.id = s.owner_id where u.email = $1`,
    [OWNER],
  );
  const practice = rows[0] as { owner_id: string; id: string };
  await db.query(
    `insert into sso_domains (subscription_id, domain, proof_token, proven_at) values ($1, 'klinik-saml.ch', 'x', now())`,
    [practice.id],
  );
  idp = await startTestIdp();
  await saveSamlConnection(
    { db, secretKey: TEST_CONFIG.twoFactorKey, publicUrl: TEST_CONFIG.publicUrl },
    practice.owner_id,
    { metadataXml: idp.metadataXml },
  );
  connectionId = (
    await db.query<{ id: string }>('select id from sso_connections where subscription_id = $1', [practice.id])
  ).rows[0]?.id as string;
  const metadata = await app.inject({ method: 'GET', url: `/api/sso/saml/${connectionId}/metadata` });
  expect(metadata.statusCode).toBe(200);
  expect(metadata.headers['content-type']).toMatch(/^application\/samlmetadata\+xml/);
  spMetadata = metadata.body;
});
afterAll(() => idp?.close());

/** A browser starting a sign-in: the provider's address and the state its cookie holds. */
async function started(email: string, testUserId: string | null = null) {
  const { redirectTo, state, sameSite } = await startSamlSignIn(
    deps(),
    { id: connectionId },
    {
      loginHint: email,
      testUserId,
    },
  );
  expect(sameSite).toBe('None');
  return { url: redirectTo, cookie: `sso_state=${state}` };
}

async function post(form: { SAMLResponse: string; RelayState: string }, cookie: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/sso/saml/${connectionId}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: new URLSearchParams(form).toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
  return response.headers.location as string;
}

/** What the ticket in the site's address holds: the person signed in, or the failure's reason. */
async function ticketOf(location: string) {
  const ticket = new URL(location).searchParams.get('ticket');
  if (!ticket) return null;
  const { rows } = await db.query<{ email: string | null; failure: string | null }>(
    `select u.email, t.failure from sso_tickets t left join users u on u.id = t.user_id where t.ticket_hash = $1`,
    [hashTicket(ticket)],
  );
  return rows[0] ?? null;
}

async function signIn(email: string, how: AnswerOptions = {}) {
  const { url, cookie } = await started(email);
  const form = await idp.answer(url, spMetadata, email, how);
  return { form, cookie, location: await post(form, cookie) };
}

const lastFailure = async () =>
  (
    await db.query<{ after: { reason: string } }>(
      `select after from audit_log where kind = 'sign_in_failed' order by id desc limit 1`,
    )
  ).rows[0]?.after.reason;

describe('signing in through a SAML provider (docs/sso.md#saml)', () => {
  it('signs a colleague in with a signed assertion, her account made on her first sign-in', async () => {
    const { location } = await signIn('neu@klinik-saml.ch');
    expect(location).toMatch(/^http:\/\/localhost:3000\/signin\/sso\?ticket=/);
    expect(await ticketOf(location)).toEqual({ email: 'neu@klinik-saml.ch', failure: null });
  });

  const refusals: [string, AnswerOptions, string][] = [
    ['an unsigned answer', { unsigned: 'all' }, 'saml_signature'],
    ['an unsigned assertion in a signed answer', { unsigned: 'assertion' }, 'saml_signature'],
    ['a wrong audience', { values: { Audience: 'https://other.test/sp' } }, 'saml_audience'],
    ['a wrong recipient', { values: { SubjectRecipient: 'https://other.test/acs' } }, 'saml_recipient'],
    [
      'an assertion expired more than 60 s ago',
      {
        values: {
          IssueInstant: new Date(Date.now() - 600_000).toISOString(),
          ConditionsNotBefore: new Date(Date.now() - 600_000).toISOString(),
          ConditionsNotOnOrAfter: new Date(Date.now() - 90_000).toISOString(),
          SubjectConfirmationDataNotOnOrAfter: new Date(Date.now() - 90_000).toISOString(),
        },
      },
      'saml_expired',
    ],
  ];
  it.each(refusals)('refuses %s, its reason audited', async (_name, how, reason) => {
    const { location } = await signIn('anna@klinik-saml.ch', how);
    expect(await ticketOf(location)).toEqual({ email: null, failure: reason });
    expect(await lastFailure()).toBe(reason);
  });

  it('refuses an answer signed by another key than the metadata named', async () => {
    const impostor = await startTestIdp({ entityId: idp.entityId, keys: await testKeyPair() });
    try {
      const { url, cookie } = await started('anna@klinik-saml.ch');
      const location = await post(await impostor.answer(url, spMetadata, 'anna@klinik-saml.ch'), cookie);
      expect(await ticketOf(location)).toEqual({ email: null, failure: 'saml_signature' });
    } finally {
      await impostor.close();
    }
  });

  it("refuses an answer to another flow's request", async () => {
    const other = await started('anna@klinik-saml.ch');
    const otherRequest = await idp.requestIdOf(other.url, spMetadata);
    const { location } = await signIn('anna@klinik-saml.ch', { values: { InResponseTo: otherRequest } });
    expect(await ticketOf(location)).toEqual({ email: null, failure: 'saml_in_response_to' });
  });

  it('refuses a replayed answer and an assertion id seen before', async () => {
    const values = { AssertionID: `_replayed-${Date.now()}` };
    const first = await signIn('replay@klinik-saml.ch', { values });
    expect((await ticketOf(first.location))?.email).toBe('replay@klinik-saml.ch');
    // The same form again: its flow was used.
    expect(new URL(await post(first.form, first.cookie)).search).toBe('?failed=1');
    // The same assertion id in an answer to a new request (a provider's answer copied).
    const again = await signIn('replay@klinik-saml.ch', { values });
    expect(await ticketOf(again.location)).toEqual({ email: null, failure: 'saml_replayed' });
  });

  it("refuses an address outside the practice's proven domains", async () => {
    const { location } = await signIn('anna@elsewhere.ch');
    expect(await ticketOf(location)).toEqual({ email: null, failure: 'domain_not_proven' });
  });

  it('refuses an answer without the browser that started the flow (no cookie)', async () => {
    const { url } = await started('anna@klinik-saml.ch');
    const form = await idp.answer(url, spMetadata, 'anna@klinik-saml.ch');
    expect(new URL(await post(form, '')).search).toBe('?failed=1');
  });
});
