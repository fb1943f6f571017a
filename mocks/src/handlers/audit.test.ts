import {
  AUDIT_ACTOR_KINDS,
  AUDIT_KINDS,
  auditLogResponseSchema,
  auditVerifyResponseSchema,
} from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../fixtures/audit.js';
import { server } from '../node.js';
import { scenarios } from '../scenarios/index.js';
import { callEndpoint } from '../test-requests.js';
import { resetDefaultWorld } from './index.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDefaultWorld();
});
afterAll(() => server.close());

const page = async (response: Response) => auditLogResponseSchema.parse(await response.json());

describe('the audit log handlers (docs/audit-log.md#who-reads)', () => {
  it('has a fixture with every kind and every kind of actor', () => {
    expect(new Set(auditEntries.map((entry) => entry.kind))).toEqual(new Set(AUDIT_KINDS));
    expect(new Set(auditEntries.map((entry) => entry.actor.kind))).toEqual(new Set(AUDIT_ACTOR_KINDS));
  });

  it('pages the practice back from the newest, 50 at a time, then from nextBefore', async () => {
    const first = await page(await callEndpoint('practiceAuditLog', { input: {} }));
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.id).toBeGreaterThan(first.entries[49]?.id ?? 0);
    expect(first.nextBefore).toBe(first.entries[49]?.id);
    const next = await page(
      await callEndpoint('practiceAuditLog', { input: { before: String(first.nextBefore) } }),
    );
    expect(next.entries.every((entry) => entry.id < (first.nextBefore ?? 0))).toBe(true);
    expect(next.nextBefore).toBeNull();
  });

  it('filters by person, kind and dates', async () => {
    const input = {
      person: 'marc.rossi@praxis-lac.ch',
      kind: 'two_factor_off',
      from: '2026-11-25T00:00:00.000Z',
      to: '2026-12-31T00:00:00.000Z',
    };
    const { entries } = await page(await callEndpoint('practiceAuditLog', { input }));
    expect(entries.map((entry) => [entry.kind, entry.actor.email])).toEqual([
      ['two_factor_off', 'marc.rossi@praxis-lac.ch'],
    ]);
    const none = await page(
      await callEndpoint('practiceAuditLog', { input: { ...input, to: '2026-11-25T00:00:00.000Z' } }),
    );
    expect(none.entries).toEqual([]);
  });

  it("reads only the caller's own entries on /audit-log", async () => {
    const { entries } = await page(await callEndpoint('auditLog', { input: {} }));
    expect(entries.length).toBeGreaterThan(0);
    expect(
      entries.every(
        (e) =>
          e.actor.email === 'dr.anna.muller@praxis-lac.ch' || e.target === 'dr.anna.muller@praxis-lac.ch',
      ),
    ).toBe(true);
  });

  it('refuses the practice log to a billing manager, as the permission matrix says, not to a practice admin', async () => {
    server.use(...scenarios.auditBillingManager.handlers());
    for (const name of [
      'practiceAuditLog',
      'exportPracticeAuditLogCsv',
      'exportPracticeAuditLogJson',
    ] as const) {
      const response = await callEndpoint(name, { input: {} });
      expect(response.status, name).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'role_not_permitted' });
    }
    expect((await callEndpoint('auditLog', { input: {} })).status).toBe(200);
    server.use(...scenarios.auditPracticeAdmin.handlers());
    expect((await callEndpoint('practiceAuditLog', { input: {} })).status).toBe(200);
  });

  it('exports the filtered range as CSV with a header line, and as a JSON array', async () => {
    const csv = await callEndpoint('exportPracticeAuditLogCsv', { input: { kind: 'card_changed' } });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="audit-log.csv"');
    const lines = (await csv.text()).split('\n');
    expect(lines[0]).toBe('id,at,actor_kind,actor_email,address,browser,kind,target,before,after');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"{""brand"":""visa"",""last4"":""4242""}"');
    const json = await callEndpoint('exportPracticeAuditLogJson', { input: { kind: 'card_changed' } });
    expect(((await json.json()) as unknown[]).length).toBe(1);
  });

  it('answers Verify intact, or broken naming the first entry that does not follow', async () => {
    server.use(...scenarios.auditAdmin.handlers());
    const intact = auditVerifyResponseSchema.parse(await (await callEndpoint('verifyAuditLog')).json());
    expect(intact).toEqual({ intact: true, entriesChecked: auditEntries.length, firstBrokenId: null });
    server.use(...scenarios.auditChainBroken.handlers());
    const broken = auditVerifyResponseSchema.parse(await (await callEndpoint('verifyAuditLog')).json());
    expect(broken).toMatchObject({ intact: false, firstBrokenId: 23 });
  });

  it('has nothing to show in the empty scenario', async () => {
    server.use(...scenarios.auditEmpty.handlers());
    expect(await page(await callEndpoint('practiceAuditLog', { input: {} }))).toEqual({
      entries: [],
      nextBefore: null,
    });
  });
});
