import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneAuditLog, recordAudit, verifyAuditChain } from '../../src/audit/index.js';
import type { Database, Queryable } from '../../src/db/database.js';
import { openTestDatabase } from '../helpers/test-database.js';

/**
 * docs/audit-log.md#chain and #retention: the chain verifies after many writes, concurrent ones
 * included; a changed, removed or last row removed is found and named; pruning keeps it verifiable.
 */
let db: Database;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(() => db.close());

const entry = (index: number) => ({
  actor: { kind: 'user' as const, userId: null, email: `person${index}@example.ch` },
  kind: 'seats_changed' as const,
  from: { address: '203.0.113.9', browser: 'Firefox/140' },
  target: `seat-${index}`,
  before: { seats: index, at: new Date(Date.UTC(2026, 0, 1)) },
  after: { seats: index + 1 },
});

async function recordMany(count: number, start = 0) {
  for (let index = start; index < start + count; index += 1) await recordAudit(db, entry(index));
}

describe('the chain', () => {
  it('verifies after many writes, 50 of them at once, with ids one after another', async () => {
    await recordMany(20);
    await Promise.all(Array.from({ length: 50 }, (_, index) => recordAudit(db, entry(100 + index))));
    await recordMany(5, 200);
    expect(await verifyAuditChain(db)).toEqual({ intact: true, entriesChecked: 75, firstBrokenId: null });
    const { rows } = await db.query<{ ids: number[] }>(
      'select array_agg(id::int order by id) as ids from audit_log',
    );
    expect(rows[0]?.ids).toEqual(Array.from({ length: 75 }, (_, index) => index + 1));
  });

  it('fails on one stored value changed, naming that entry', async () => {
    await recordMany(30);
    await db.query(`update audit_log set after = '{"seats": 99}' where id = 17`);
    expect(await verifyAuditChain(db)).toMatchObject({ intact: false, firstBrokenId: 17 });
  });

  it('fails on a middle entry removed, naming the place where it was', async () => {
    await recordMany(30);
    await db.query('delete from audit_log where id = 12');
    expect(await verifyAuditChain(db)).toMatchObject({ intact: false, firstBrokenId: 12 });
  });

  it('fails on the last entry removed', async () => {
    await recordMany(30);
    await db.query('delete from audit_log where id = 30');
    expect(await verifyAuditChain(db)).toMatchObject({ intact: false, firstBrokenId: 30 });
  });

  it('fails on an entry rewritten with a hash of its own', async () => {
    await recordMany(10);
    await db.query(`update audit_log set target = 'someone-else', hash = repeat('a', 64) where id = 4`);
    expect(await verifyAuditChain(db)).toMatchObject({ intact: false, firstBrokenId: 4 });
  });
});

describe('the chain while it is written', () => {
  it('is intact when an entry is written between reading the head and reading the entries', async () => {
    await recordMany(5);
    let headRead = false;
    const racing: Queryable = {
      async query(text, params) {
        const result = await db.query(text, params);
        if (!headRead) {
          headRead = true;
          await recordAudit(db, entry(99));
        }
        return result as never;
      },
    };
    expect(await verifyAuditChain(racing)).toEqual({ intact: true, entriesChecked: 5, firstBrokenId: null });
    expect(await verifyAuditChain(db)).toEqual({ intact: true, entriesChecked: 6, firstBrokenId: null });
  });
});

describe('pruning (13 months)', () => {
  it('removes only entries older than 13 months and the rest still verifies, new entries too', async () => {
    await recordMany(10);
    await db.query(`update audit_log set at = at - interval '14 months' where id <= 6`);
    // Moving their time changed them: the chain now starts after them, as pruning leaves it.
    const pruned = await pruneAuditLog(db);
    expect(pruned).toBe(6);
    expect(await verifyAuditChain(db)).toEqual({ intact: true, entriesChecked: 4, firstBrokenId: null });
    await recordMany(3, 50);
    expect(await verifyAuditChain(db)).toEqual({ intact: true, entriesChecked: 7, firstBrokenId: null });
    const { rows } = await db.query<{ pruned_id: number }>('select pruned_id::int from audit_chain');
    expect(rows[0]?.pruned_id).toBe(6);
  });

  it('keeps entries of the last 13 months, and a change after a pruning is still found', async () => {
    await recordMany(8);
    expect(await pruneAuditLog(db)).toBe(0);
    const monthsLater = new Date();
    monthsLater.setUTCMonth(monthsLater.getUTCMonth() + 13);
    monthsLater.setUTCDate(monthsLater.getUTCDate() - 2);
    expect(await pruneAuditLog(db, monthsLater)).toBe(0);
    await db.query(`update audit_log set before = null where id = 5`);
    expect(await verifyAuditChain(db)).toMatchObject({ intact: false, firstBrokenId: 5 });
  });
});
