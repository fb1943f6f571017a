import type { AuditEntry } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/audit/index.js';
import type { Database } from '../../src/db/database.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { adminSession } from '../helpers/admin-calls.js';
import { useTestApp } from '../helpers/test-app.js';
import { enterpriseWithColleague } from '../helpers/users.js';
import { parseCsv } from './csv.js';

/**
 * docs/audit-log.md#who-reads, #export and #chain through the API: a person reads hers, a practice's
 * owner her practice's (not another's), the admin all; filters and pages; the exports parse back to
 * the same entries; the admin's verification.
 */
let app: FastifyInstance;
let db: Database;
useTestApp({}, (opened) => {
  ({ app, db } = opened);
});

const ids: Record<string, string> = {};
const auth: Record<string, string> = {};
const practices: Record<string, string> = {};

async function idOf(email: string) {
  const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
  return rows[0]?.id as string;
}

beforeAll(async () => {
  await enterpriseWithColleague(db, 'owner1@example.ch', 'member1@example.ch');
  await enterpriseWithColleague(db, 'owner2@example.ch', 'member2@example.ch');
  for (const name of ['owner1', 'member1', 'owner2', 'member2']) {
    ids[name] = await idOf(`${name}@example.ch`);
    auth[name] = `Bearer ${await createSession(db, ids[name] as string)}`;
  }
  auth.admin = `Bearer ${await adminSession(db)}`;
  for (const owner of ['owner1', 'owner2']) {
    const { rows } = await db.query<{ id: string }>('select id from subscriptions where owner_id = $1', [
      ids[owner],
    ]);
    practices[owner] = rows[0]?.id as string;
  }
  // 1-20: practice 1, its owner and its member by turns; 21-30: practice 2; 31: Stripe, on practice 1.
  for (let index = 1; index <= 30; index += 1) {
    const practice = index <= 20 ? 'owner1' : 'owner2';
    const actor = index % 2 === 0 ? practice : practice.replace('owner', 'member');
    await recordAudit(db, {
      actor: { kind: 'user', userId: ids[actor] ?? null, email: `${actor}@example.ch` },
      kind: index % 3 === 0 ? 'seats_changed' : 'invitation_sent',
      from: { address: '203.0.113.5', browser: index === 7 ? '=HYPERLINK("http://evil")' : 'Firefox/140' },
      practiceId: practices[practice] ?? null,
      target: `guest${index}@example.ch`,
      before: index % 3 === 0 ? { seats: index } : null,
      after: index % 3 === 0 ? { seats: index + 1, note: 'a "quoted", value\nwith a line' } : null,
    });
  }
  await recordAudit(db, {
    actor: { kind: 'stripe' },
    kind: 'stripe_event',
    practiceId: practices.owner1 ?? null,
  });
});

const get = (url: string, who: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: auth[who] as string } });

async function allPages(url: string, who: string): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let before: number | null | undefined;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const response = await get(before ? `${url}${separator}before=${before}` : url, who);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { entries: AuditEntry[]; nextBefore: number | null };
    entries.push(...page.entries);
    before = page.nextBefore;
  } while (before);
  return entries;
}

describe('who reads what', () => {
  it('a member reads what she did and what is about her, not the rest of her practice', async () => {
    const mine = await allPages('/api/audit-log', 'member1');
    expect(mine.length).toBe(10);
    expect(mine.every((entry) => entry.actor.email === 'member1@example.ch')).toBe(true);
  });

  it("the owner reads her practice's entries, Stripe's included, never another practice's", async () => {
    const practice = await allPages('/api/practice/audit-log', 'owner1');
    expect(practice.map((entry) => entry.id)).toEqual([
      31,
      ...Array.from({ length: 20 }, (_, index) => 20 - index),
    ]);
    const other = await allPages('/api/practice/audit-log', 'owner2');
    expect(other.map((entry) => entry.id)).toEqual(Array.from({ length: 10 }, (_, index) => 30 - index));
  });

  it("a member whose roles do not let her read it is refused the practice's log", async () => {
    const refused = await get('/api/practice/audit-log', 'member2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'role_not_permitted' });
  });

  it('the admin reads all of them; anyone else is refused the admin log', async () => {
    expect((await allPages('/api/admin/audit-log', 'admin')).length).toBe(31);
    expect((await get('/api/admin/audit-log', 'owner1')).statusCode).toBe(403);
  });
});

describe('filters and pages', () => {
  it('pages back from the newest, 50 by default, `limit` at a time', async () => {
    const first = (await get('/api/admin/audit-log?limit=7', 'admin')).json();
    expect(first.entries.map((entry: AuditEntry) => entry.id)).toEqual([31, 30, 29, 28, 27, 26, 25]);
    expect(first.nextBefore).toBe(25);
    const next = (await get('/api/admin/audit-log?limit=7&before=25', 'admin')).json();
    expect(next.entries[0].id).toBe(24);
    expect((await get('/api/admin/audit-log', 'admin')).json().nextBefore).toBeNull();
  });

  it('filters by kind, by person (actor or target) and by dates', async () => {
    const seats = await allPages('/api/admin/audit-log?kind=seats_changed', 'admin');
    expect(seats.map((entry) => entry.id)).toEqual([30, 27, 24, 21, 18, 15, 12, 9, 6, 3]);
    const person = await allPages('/api/practice/audit-log?person=member1%40example.ch', 'owner1');
    expect(person.length).toBe(10);
    const target = await allPages('/api/admin/audit-log?person=guest4%40example.ch', 'admin');
    expect(target.map((entry) => entry.id)).toEqual([4]);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect(await allPages(`/api/admin/audit-log?from=${future}`, 'admin')).toEqual([]);
    expect((await allPages(`/api/admin/audit-log?to=${future}`, 'admin')).length).toBe(31);
  });

  it('answers 400 for a page too long or an unknown kind, never 500', async () => {
    expect((await get('/api/audit-log?limit=500', 'member1')).statusCode).toBe(400);
    expect((await get('/api/audit-log?kind=nothing', 'member1')).json()).toMatchObject({
      code: 'validation_failed',
    });
  });
});

describe('exports', () => {
  it('the JSON export is the same entries, oldest first, as an attachment', async () => {
    const listed = await allPages('/api/practice/audit-log', 'owner1');
    const response = await get('/api/practice/audit-log/json', 'owner1');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-.*\.json"$/);
    // The export is recorded too (data_exported), after the entries it holds.
    expect(response.json()).toEqual([...listed].reverse());
    const [latest] = (await get('/api/practice/audit-log?limit=1', 'owner1')).json().entries;
    expect(latest).toMatchObject({ kind: 'data_exported', actor: { email: 'owner1@example.ch' } });
  });

  it('the CSV export parses back to the same entries, quoted, formula cells made text', async () => {
    const response = await get('/api/admin/audit-log/csv?kind=seats_changed', 'admin');
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...lines] = parseCsv(response.body);
    expect(header).toEqual([
      'id',
      'at',
      'actor_kind',
      'actor_email',
      'address',
      'browser',
      'kind',
      'target',
      'before',
      'after',
    ]);
    const listed = [...(await allPages('/api/admin/audit-log?kind=seats_changed', 'admin'))].reverse();
    expect(
      lines.map(([id, at, actorKind, email, address, browser, kind, target, before, after]) => ({
        id: Number(id),
        at,
        actor: { kind: actorKind, email: email || null },
        address: address || null,
        browser: browser || null,
        kind,
        target: target || null,
        before: before ? JSON.parse(before) : null,
        after: after ? JSON.parse(after) : null,
      })),
    ).toEqual(listed);
    const all = parseCsv((await get('/api/admin/audit-log/csv', 'admin')).body);
    expect(all.find((line) => line[0] === '7')?.[5]).toBe(`'=HYPERLINK("http://evil")`);
  });
});

describe('verification', () => {
  it('is intact, then names the entry changed', async () => {
    const verify = () =>
      app.inject({
        method: 'POST',
        url: '/api/admin/audit-log/verify',
        headers: { authorization: auth.admin as string },
      });
    expect((await verify()).json()).toMatchObject({ intact: true, firstBrokenId: null });
    await db.query(`update audit_log set target = 'nobody@example.ch' where id = 9`);
    expect((await verify()).json()).toMatchObject({ intact: false, firstBrokenId: 9 });
  });
});
