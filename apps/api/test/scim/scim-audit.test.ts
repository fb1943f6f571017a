import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCIM_RECORDED_ROUTES, scimProtocolRoutes } from '../../src/routes/scim/index.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { SCIM, scimCall, scimPractice } from './scim-practice.js';

/**
 * docs/audit-log.md#kinds: the SCIM protocol's calls are outside the contracts' table, so
 * define-route (whose test walks the table: test/audit/every-change-recorded.test.ts) does not
 * record them. Each call that changes data is listed in SCIM_RECORDED_ROUTES and records its own
 * entry: this proves each does, by the system, for the practice, about her, and that the plugin
 * registers no other route that changes data except those refused 501.
 */
let h: PaymentsHarness;
let practice: Awaited<ReturnType<typeof scimPractice>>;
beforeAll(async () => {
  h = await startPaymentsHarness();
  practice = await scimPractice(h, 'praxis-audit.ch', 4);
});
afterAll(() => h.close());

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

async function newestId(): Promise<number> {
  const { rows } = await h.db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_log');
  return rows[0]?.id ?? 0;
}

async function entriesAfter(after: number) {
  const { rows } = await h.db.query<{
    kind: string;
    actor_kind: string;
    practice_id: string;
    target: string;
    browser: string;
  }>('select kind, actor_kind, practice_id, target, browser from audit_log where id > $1 order by id', [
    after,
  ]);
  return rows;
}

/** One successful call of each listed route, on a person of her own. */
const CALLS: Record<string, (id: string, email: string) => Promise<{ statusCode: number; body: string }>> = {
  'POST /Users': async (_id, email) =>
    scimCall(h, practice.token, 'POST', '/Users', { schemas: [USER], userName: email }),
  'PUT /Users/:id': async (id, email) =>
    scimCall(h, practice.token, 'PUT', `/Users/${id}`, {
      schemas: [USER],
      userName: email,
      displayName: 'Put',
    }),
  'PATCH /Users/:id': async (id) =>
    scimCall(h, practice.token, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: false }],
    }),
  'DELETE /Users/:id': async (id) => scimCall(h, practice.token, 'DELETE', `/Users/${id}`),
};

describe('each SCIM call that changes data records its own entry', () => {
  it.each(SCIM_RECORDED_ROUTES.map((route) => [`${route.method} ${route.url}`, route.kinds] as const))(
    '%s',
    async (name, kinds) => {
      const email = `${name.split(' ')[0]?.toLowerCase()}@praxis-audit.ch`;
      const id =
        name === 'POST /Users'
          ? ''
          : (await scimCall(h, practice.token, 'POST', '/Users', { schemas: [USER], userName: email })).json()
              .id;
      const after = await newestId();
      const call = CALLS[name];
      if (!call) throw new Error(`no call for ${name}`);
      const answer = await call(id, email);
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      const entries = await entriesAfter(after);
      expect(entries).toHaveLength(1);
      expect(kinds).toContain(entries[0]?.kind);
      expect(entries[0]).toMatchObject({
        actor_kind: 'system',
        practice_id: practice.subscriptionId,
        target: email,
        browser: 'Microsoft Azure AD SCIM Client',
      });
    },
  );

  it('a refused call records nothing', async () => {
    const after = await newestId();
    await scimCall(h, practice.token, 'POST', '/Users', { schemas: [USER], userName: 'x@elsewhere.ch' });
    expect(await entriesAfter(after)).toEqual([]);
  });

  it('the plugin registers no other route that changes data (those left answer 501)', async () => {
    const probe = Fastify();
    const changing: string[] = [];
    probe.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (!['GET', 'HEAD'].includes(method))
          changing.push(`${method} ${route.url.replace('/api/scim/v2', '')}`);
    });
    await probe.register(scimProtocolRoutes, {
      db: h.db,
      publicUrl: 'http://localhost',
      prefix: '/api/scim/v2',
    });
    await probe.ready();
    await probe.close();
    const listed = SCIM_RECORDED_ROUTES.map((route) => `${route.method} ${route.url}`);
    const others = changing.filter((route) => !listed.includes(route));
    const after = await newestId();
    for (const route of others) {
      const [method, url] = route.split(' ') as ['POST', string];
      const answer = await h.app.inject({
        method,
        url: `${SCIM}${url}`,
        headers: { authorization: `Bearer ${practice.token}`, 'content-type': 'application/scim+json' },
        payload: '{}',
      });
      expect(answer.statusCode, route).toBe(501);
    }
    expect(others.length).toBeGreaterThan(0);
    expect(await entriesAfter(after)).toEqual([]);
  });
});
