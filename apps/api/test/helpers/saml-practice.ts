import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { hashTicket } from '../../src/sso/provider-return.js';
import type { AnswerOptions, TestIdp } from './saml-idp.js';
import { enterpriseWithColleague } from './users.js';

/**
 * An Enterprise practice with a proven domain, its owner signed in, and the calls a browser and
 * the set-up page make around a SAML provider (docs/sso.md#saml). `get` answers the file's app and
 * database.
 */
export function samlPractice(get: () => { app: FastifyInstance; db: Database }, domain: string) {
  const owner = `owner@${domain}`;
  const state = { token: '', practiceId: '' };

  async function setUp(): Promise<void> {
    const { app, db } = get();
    await enterpriseWithColleague(db, owner, `colleague@${domain}`);
    const { rows } = await db.query<{ id: string }>(
      'select s.id from subscriptions s join users u on u.id = s.owner_id where u.email = $1',
      [owner],
    );
    state.practiceId = rows[0]?.id as string;
    await db.query(
      `insert into sso_domains (subscription_id, domain, proof_token, proven_at) values ($1, $2, 'proof', now())`,
      [state.practiceId, domain],
    );
    const signin = await app.inject({
      method: 'POST',
      url: '/api/authentication/signin-web',
      payload: { email: owner, password: 'owner-secret-1' },
    });
    expect(signin.statusCode, signin.body).toBe(200);
    state.token = signin.json().token;
  }

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    get().app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: { authorization: `Bearer ${state.token}` },
    });

  const saveSaml = (payload: object) => call('POST', '/practice/sso/saml', payload);

  /** Our metadata, as the provider reads it. */
  async function spMetadata(): Promise<string> {
    const response = await get().app.inject({
      method: 'GET',
      url: `/api/sso/saml/${state.practiceId}/metadata`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/samlmetadata\+xml/);
    return response.body;
  }

  /** A browser going to GET /sso/start (e-mail first, or a test's address): the provider's address and its cookie. */
  async function start(url: string) {
    const response = await get().app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
    expect(response.statusCode, response.body).toBe(302);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/SameSite=None/);
    expect(cookie).toMatch(/Secure/);
    return { url: response.headers.location as string, cookie: cookie.split(';')[0] as string };
  }

  /** The provider's answer posted to our consumer address by the browser; where it is sent next. */
  async function post(form: { SAMLResponse: string; RelayState: string }, cookie: string): Promise<string> {
    const response = await get().app.inject({
      method: 'POST',
      url: `/api/sso/saml/${state.practiceId}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams(form).toString(),
    });
    expect(response.statusCode, response.body).toBe(303);
    return response.headers.location as string;
  }

  async function signIn(idp: TestIdp, email: string, how: AnswerOptions = {}) {
    const { url, cookie } = await start(`/api/sso/start?email=${encodeURIComponent(email)}`);
    const form = await idp.answer(url, await spMetadata(), email, how);
    return { form, cookie, location: await post(form, cookie) };
  }

  /** What the ticket in the site's address holds: the person, or the failure's reason. */
  async function ticketOf(location: string) {
    const ticket = new URL(location).searchParams.get('ticket');
    if (!ticket) return null;
    const { rows } = await get().db.query<{ email: string | null; failure: string | null }>(
      'select u.email, t.failure from sso_tickets t left join users u on u.id = t.user_id where t.ticket_hash = $1',
      [hashTicket(ticket)],
    );
    return rows[0] ?? null;
  }

  const lastFailure = async () =>
    (
      await get().db.query<{ after: { reason: string } }>(
        `select after from audit_log where kind = 'sign_in_failed' order by id desc limit 1`,
      )
    ).rows[0]?.after.reason;

  return { owner, state, setUp, call, saveSaml, spMetadata, start, post, signIn, ticketOf, lastFailure };
}
