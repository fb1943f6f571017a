import { FREE_TRIAL_DAYS } from '@app/pricing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { renderMail } from '../../src/mail/render.js';
import {
  startTrialReminders,
  TRIAL_REMINDER_DAYS,
  type TrialReminders,
} from '../../src/trials/trial-reminders.js';
import { TEST_CONFIG } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { insertUser } from '../helpers/users.js';

const DAY = 24 * 60 * 60 * 1000;
const SIGNED_UP = new Date('2026-11-01T09:00:00.000Z');
const TRIAL_ENDS = new Date(SIGNED_UP.getTime() + FREE_TRIAL_DAYS * DAY);

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('delete from mail_outbox');
  await db.query('delete from trial_reminders');
  await db.query('delete from subscriptions');
  await db.query('delete from users');
});

const silent = { info: () => {}, error: () => {} };
const started: TrialReminders[] = [];

/** The job as server.ts starts it, on a clock the test moves; its timer never fires here. */
function jobAt(clock: { now: Date }): TrialReminders {
  const job = startTrialReminders({
    db,
    config: TEST_CONFIG,
    log: silent,
    intervalMs: 3_600_000,
    now: () => clock.now,
  });
  started.push(job);
  return job;
}

async function account(email: string, options: { confirmed?: boolean; lang?: string } = {}): Promise<string> {
  const id = await insertUser(db, { email });
  await db.query('update users set created_at = $2, lang = $3, email_confirmed_at = $4 where id = $1', [
    id,
    SIGNED_UP,
    options.lang ?? 'en',
    options.confirmed === false ? null : SIGNED_UP,
  ]);
  return id;
}

async function reminders() {
  const { rows } = await db.query<{
    recipient: string;
    lang: string;
    params: { link: string; days: string; date: string };
  }>("select recipient, lang, params from mail_outbox where template = 'trial_reminder' order by id");
  return rows.map((row) => ({ to: row.recipient, lang: row.lang, ...row.params }));
}

describe('the trial reminders (docs/subscriptions-and-money.md#trial)', () => {
  afterAll(async () => {
    await Promise.all(started.map((job) => job.stop()));
  });

  it('mails a Free account 3 days and 1 day before its trial ends, each once, with the way to /license', async () => {
    await account('trial@example.ch', { lang: 'fr' });
    const clock = { now: new Date(SIGNED_UP.getTime() + 5 * DAY) };
    const job = jobAt(clock);
    expect(await job.run()).toBe(0);

    clock.now = new Date(TRIAL_ENDS.getTime() - 3 * DAY + 60_000);
    expect(await job.run()).toBe(1);
    expect(await job.run()).toBe(0);
    clock.now = new Date(TRIAL_ENDS.getTime() - 2 * DAY);
    expect(await job.run()).toBe(0);

    clock.now = new Date(TRIAL_ENDS.getTime() - DAY + 60_000);
    expect(await job.run()).toBe(1);
    clock.now = new Date(TRIAL_ENDS.getTime() - 60_000);
    expect(await job.run()).toBe(0);
    clock.now = new Date(TRIAL_ENDS.getTime() + DAY);
    expect(await job.run()).toBe(0);

    const link = `${TEST_CONFIG.publicUrl}/license`;
    expect(await reminders()).toEqual([
      { to: 'trial@example.ch', lang: 'fr', link, days: '3', date: TRIAL_ENDS.toISOString() },
      { to: 'trial@example.ch', lang: 'fr', link, days: '1', date: TRIAL_ENDS.toISOString() },
    ]);
    expect(renderMail('trial_reminder', 'fr', (await reminders())[1]).subject).toMatch(/se termine demain$/);
  });

  it('sends each reminder once however many API processes run the job at the same moment', async () => {
    for (let n = 0; n < 5; n += 1) await account(`busy-${n}@example.ch`);
    const clock = { now: new Date(TRIAL_ENDS.getTime() - 3 * DAY + 60_000) };
    const counts = await Promise.all([jobAt(clock), jobAt(clock), jobAt(clock)].map((job) => job.run()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);
    expect((await reminders()).map((mail) => mail.to).sort()).toEqual(
      [0, 1, 2, 3, 4].map((n) => `busy-${n}@example.ch`),
    );
  });

  it('sends only the nearer reminder to an account that reaches it first (the job was away)', async () => {
    await account('late@example.ch');
    const job = jobAt({ now: new Date(TRIAL_ENDS.getTime() - 0.5 * DAY) });
    expect(await job.run()).toBe(1);
    expect((await reminders()).map((mail) => mail.days)).toEqual([String(TRIAL_REMINDER_DAYS.at(-1))]);
  });

  it('leaves alone an unconfirmed account, a paying one and one covered by a colleague’s seat', async () => {
    await account('unconfirmed@example.ch', { confirmed: false });
    const payer = await account('payer@example.ch');
    await db.query(
      `insert into subscriptions (owner_id, token, plan, frequency, quantity, collection_method, stripe_subscription_id, status)
       values ($1, 'sub_tok_payer_0123456789', 'enterprise', 'annual', 2, 'charge_automatically', 'sub_payer', 'active')`,
      [payer],
    );
    const colleague = await account('colleague@example.ch');
    await db.query(
      `insert into licenses (subscription_id, user_id, owner, status)
       select id, $1, false, 'active' from subscriptions where token = 'sub_tok_payer_0123456789'`,
      [colleague],
    );
    const job = jobAt({ now: new Date(TRIAL_ENDS.getTime() - 3 * DAY + 60_000) });
    expect(await job.run()).toBe(0);
    expect(await reminders()).toEqual([]);
  });
});
