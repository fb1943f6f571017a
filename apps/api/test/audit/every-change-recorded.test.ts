import {
  API_BASE_PATH,
  AUDIT_KINDS,
  type AuditKind,
  ENDPOINT_NAMES,
  type Endpoint,
  type EndpointName,
  endpoints,
  pathWith,
} from '@app/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The contracts' own table of one valid request and answer per call (a test fixture, not an export).
import { examples } from '../../../../packages/contracts/test/examples.js';
import type { Database } from '../../src/db/database.js';
import { routesThroughDefineRoute } from '../../src/routes/audit-recording.js';
import { defineRoute } from '../../src/routes/define-route.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { adminSession } from '../helpers/admin-calls.js';
import { buildTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { insertUser } from '../helpers/users.js';

/**
 * docs/audit-log.md#kinds: walks the contracts' table. A call that changes data (POST, DELETE) or
 * hands out a file names the kind it records, or says `none`; and every call naming a kind records
 * an entry of that kind when it succeeds, through define-route, the one place entries of calls are
 * written (each row's handler stubbed to answer its contract's example).
 */
type Row = {
  method: string;
  auth: string;
  audit?: AuditKind | 'none';
  response: { kind: string; mediaType?: string };
};
const row = (name: EndpointName): Row => endpoints[name];

const CHANGES = ENDPOINT_NAMES.filter(
  (name) => row(name).method !== 'GET' || row(name).response.kind === 'file',
);
const READS = ENDPOINT_NAMES.filter((name) => !CHANGES.includes(name));
const RECORDED = ENDPOINT_NAMES.filter((name) => {
  const kind = row(name).audit;
  return kind !== undefined && kind !== 'none';
});
/** The app's calls need the authorization server's tokens: recorded end to end (app-recordings.test.ts). */
const APP_CALLS = RECORDED.filter((name) => row(name).auth === 'app');
const PARAMS = { id: 'in_1PqRsTuVwXyZ', uid: 'consent-uid-1' };

describe('the contracts table names what each change records', () => {
  it.each(CHANGES)('%s (changes data or gives a file) names its kind or none', (name) => {
    expect(row(name).audit, `${name} changes data but names no audit kind`).toBeDefined();
  });

  it.each(READS)('%s (a read) records nothing', (name) => {
    expect(row(name).audit).toBeUndefined();
  });

  it("has the app's recorded calls proven end to end (app-recordings.test.ts)", () => {
    expect(APP_CALLS).toEqual(['appUsage']);
  });

  it('names only kinds of the audit log', () => {
    for (const name of RECORDED) expect(AUDIT_KINDS).toContain(row(name).audit);
  });
});

let db: Database;
let probe: FastifyInstance;
let userAuth: string;
let adminAuth: string;
let signInUserId: string;

beforeAll(async () => {
  db = await openTestDatabase();
  const userId = await insertUser(db, { email: 'anna.muster@praxis.ch' });
  userAuth = `Bearer ${await createSession(db, userId)}`;
  adminAuth = `Bearer ${await adminSession(db)}`;
  signInUserId = await insertUser(db, { email: 'marco.rossi@praxis.ch' });
  probe = Fastify();
  probe.decorateRequest('user', null);
  probe.decorateRequest('appCaller', null);
  await probe.register(async (api) => stubRoutes(api), { prefix: API_BASE_PATH });
});

/** Every recorded call of the table through define-route, its handler answering the contract's example. */
function stubRoutes(api: FastifyInstance) {
  for (const name of RECORDED.filter((call) => !APP_CALLS.includes(call))) {
    defineRoute(api, name, { db }, async ({ reply }) => {
      const shape = row(name).response;
      if (shape.kind === 'file') return reply.type(shape.mediaType ?? 'text/plain').send('the file');
      if (shape.kind === 'redirect') return reply.redirect('/', 302);
      const answer = (examples[name] as { response: object }).response;
      // A sign-in answers a session; the entry's actor is its account.
      if ('token' in answer) return { ...answer, token: await createSession(db, signInUserId) } as never;
      return answer as never;
    });
  }
}
afterAll(async () => {
  await probe?.close();
  await db?.close();
});

/** The newest entry's id, 0 for none. */
async function newestId(): Promise<number> {
  const { rows } = await db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_log');
  return rows[0]?.id ?? 0;
}

/**
 * The first entry after `after`, once written: a file's answer is sent by its handler, and its
 * entry written right after (docs/audit-log.md#entry), so the answer may reach the test first.
 */
async function entryAfter(after: number) {
  for (let attempt = 0; ; attempt += 1) {
    const { rows } = await db.query<{ kind: string; actor_kind: string; address: string; browser: string }>(
      'select kind, actor_kind, address, browser from audit_log where id > $1 order by id limit 1',
      [after],
    );
    if (rows[0] || attempt === 100) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a successful call records an entry of its kind', () => {
  it.each(RECORDED.filter((name) => !APP_CALLS.includes(name)))('%s', async (name) => {
    const endpoint: Endpoint = endpoints[name];
    const request = (examples[name] as { request?: Record<string, string> }).request;
    const auth = endpoint.auth === 'admin' ? adminAuth : endpoint.auth === 'user' ? userAuth : undefined;
    const after = await newestId();
    const response = await probe.inject({
      method: endpoint.method,
      url: `${API_BASE_PATH}${pathWith(endpoint.path, PARAMS)}`,
      headers: { ...(auth ? { authorization: auth } : {}), 'user-agent': 'Probe/1.0' },
      remoteAddress: '203.0.113.41',
      ...(endpoint.request.location === 'body' ? { payload: request } : {}),
      ...(endpoint.request.location === 'query' ? { query: request } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(400);
    expect(await entryAfter(after)).toEqual({
      kind: endpoint.audit,
      actor_kind: endpoint.auth === 'admin' ? 'admin' : 'user',
      address: '203.0.113.41',
      browser: 'Probe/1.0',
    });
  });
});

describe('no call of the table bypasses define-route', () => {
  it('registers every recorded call of the real app through define-route', async () => {
    const app = await buildTestApp(db);
    await app.ready();
    const through = routesThroughDefineRoute(app);
    expect(RECORDED.filter((name) => !through.has(name))).toEqual([]);
    await app.close();
  });
});
