import { PRODUCT_NAME } from '@app/i18n';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../../../test-timeouts.ts';
import type { Database } from '../../src/db/database.js';
import { enqueueMail } from '../../src/mail/outbox.js';
import { type OutboxLog, type OutboxWorker, startOutboxWorker } from '../../src/mail/outbox-worker.js';
import { LOGO_CID } from '../../src/mail/render.js';
import { recordingLog } from '../helpers/logs.js';
import { deliveryStates, dueAfter } from '../helpers/mail-outbox.js';
import { readMail } from '../helpers/mail-reader.js';
import { IDLE_INTERVAL_MS, startTestOutboxWorker } from '../helpers/outbox-workers.js';
import { CLOSED_PORT_URL, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { TEST_CONFIG } from '../helpers/test-app.js';
import { databaseNow, openTestDatabase } from '../helpers/test-database.js';

const LINK = 'http://localhost:3000/api/authentication/confirm-email?token=Tok3n-secret_value&lang=de';

let db: Database;
let smtp: TestSmtpServer;
const workers: OutboxWorker[] = [];

/** A worker whose own loop stays idle during a test: the test drives it with drain(). */
function worker(
  smtpUrl: string,
  log: OutboxLog = recordingLog(),
  intervalMs = IDLE_INTERVAL_MS,
): OutboxWorker {
  const started = startTestOutboxWorker(db, smtpUrl, log, intervalMs);
  workers.push(started);
  return started;
}

const outboxRows = () => deliveryStates(db);
const makeDue = () => db.query('update mail_outbox set next_attempt_at = now() where sent_at is null');

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  smtp = await startSmtpServer();
  await db.query('delete from mail_outbox');
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((started) => started.stop()));
  await smtp.close();
});

describe('the outbox worker', () => {
  it('delivers a German confirmation mail with a text and an html part', async () => {
    await enqueueMail(db, {
      to: 'anna.muster@praxis.ch',
      lang: 'de',
      template: 'email_confirmation',
      params: { link: LINK },
    });
    const log = recordingLog();

    expect(await worker(smtp.url, log).drain()).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [delivered] = smtp.received;
    expect(delivered?.from).toBe(TEST_CONFIG.mailFrom);
    expect(delivered?.to).toEqual(['anna.muster@praxis.ch']);
    const mail = await readMail(delivered?.raw ?? '');
    expect(mail.subject).toBe(`Bitte bestätigen Sie Ihre E-Mail-Adresse für ${PRODUCT_NAME}`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    // The logo travels with the mail, named as the html part names it.
    expect(mail.images.map((image) => image.contentId)).toEqual([`<${LOGO_CID}>`]);
    expect(mail.text.split('\n')).toContain(LINK);
    expect(mail.text).toContain('Guten Tag');
    expect(mail.text).toContain('Freundliche Grüsse');
    // The link's `&` is escaped in the href, and the button and the plain copy both carry it.
    expect(mail.html.match(/href="([^"]*)"/g)).toEqual([
      `href="${LINK.replace('&', '&amp;')}"`,
      `href="${LINK.replace('&', '&amp;')}"`,
    ]);
    expect(mail.html).toContain('>E-Mail-Adresse bestätigen</a>');
    expect(mail.html).toContain('<html lang="de">');

    expect(await outboxRows()).toEqual([
      expect.objectContaining({
        recipient: 'anna.muster@praxis.ch',
        attempts: 0,
        sent: true,
        last_error: null,
      }),
    ]);
    expect(log.entries).toEqual([
      {
        level: 'info',
        details: { template: 'email_confirmation', domain: 'praxis.ch' },
        message: 'mail sent',
      },
    ]);
  });

  it('delivers an invitation with the inviter escaped in the html part', async () => {
    await enqueueMail(db, {
      to: 'colleague@praxis.ch',
      lang: 'fr',
      template: 'invitation',
      params: {
        link: 'http://localhost:3000/create-password/abc/colleague%40praxis.ch',
        inviter: 'boss@x.ch',
        inviterName: '<b>boss</b>',
      },
    });

    expect(await worker(smtp.url).drain()).toEqual({ sent: 1, failed: 0 });

    const mail = await readMail(smtp.received[0]?.raw ?? '');
    // The subject is ours alone (docs/licences.md#invitation-mail).
    expect(mail.subject).toBe(`Invitation à ${PRODUCT_NAME}`);
    expect(mail.html).toContain('&lt;b&gt;boss&lt;/b&gt; (boss@x.ch) vous invite');
    expect(mail.html).not.toContain('<b>boss');
    expect(mail.text).toContain('<b>boss</b> (boss@x.ch) vous invite');
  });

  it('keeps a mail the SMTP server could not take, retries it later and then delivers it once', async () => {
    await enqueueMail(db, {
      to: 'anna.muster@praxis.ch',
      lang: 'de',
      template: 'email_confirmation',
      params: { link: LINK },
    });
    const log = recordingLog();
    const down = worker(CLOSED_PORT_URL, log);

    const beforeFirst = await databaseNow(db);
    expect(await down.drain()).toEqual({ sent: 0, failed: 1 });
    const afterFirst = await databaseNow(db);
    const [failed] = await outboxRows();
    expect(failed).toMatchObject({ attempts: 1, sent: false, last_error: expect.any(String) });
    expect(await dueAfter(db, beforeFirst)).toBeGreaterThanOrEqual(10);
    expect(await dueAfter(db, afterFirst)).toBeLessThanOrEqual(10);
    expect(log.entries).toEqual([
      {
        level: 'warn',
        details: expect.objectContaining({
          template: 'email_confirmation',
          domain: 'praxis.ch',
          attempts: 1,
          retryInSeconds: 10,
        }),
        message: 'mail not sent',
      },
    ]);
    // The link holds a token and the address is personal: neither reaches the logs.
    expect(JSON.stringify(log.entries)).not.toMatch(/Tok3n|anna\.muster/);

    // A second failure waits twice as long.
    await makeDue();
    const beforeSecond = await databaseNow(db);
    expect(await down.drain()).toEqual({ sent: 0, failed: 1 });
    const afterSecond = await databaseNow(db);
    const [again] = await outboxRows();
    expect(again).toMatchObject({ attempts: 2, sent: false });
    expect(await dueAfter(db, beforeSecond)).toBeGreaterThanOrEqual(20);
    expect(await dueAfter(db, afterSecond)).toBeLessThanOrEqual(20);

    // The server is up, but the row is not due yet.
    const up = worker(smtp.url);
    expect(await up.drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    await makeDue();
    expect(await up.drain()).toEqual({ sent: 1, failed: 0 });
    expect(await up.drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await outboxRows()).toEqual([
      expect.objectContaining({ attempts: 2, sent: true, last_error: null }),
    ]);
  });

  it('delivers each mail once when two workers drain at the same time', async () => {
    const recipients = Array.from({ length: 25 }, (_, index) => `doctor${index}@praxis.ch`);
    for (const to of recipients) {
      await enqueueMail(db, { to, lang: 'it', template: 'password_reset', params: { link: LINK } });
    }

    const results = await Promise.all([worker(smtp.url).drain(), worker(smtp.url).drain()]);

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(25);
    expect(results.every((result) => result.failed === 0)).toBe(true);
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...recipients].sort());
    expect((await outboxRows()).every((row) => row.sent && row.attempts === 0)).toBe(true);
  });

  it('goes on with the other mails when one row cannot be rendered', async () => {
    await db.query(
      `insert into mail_outbox (recipient, lang, template, params) values ('x@praxis.ch', 'en', 'newsletter', '{}')`,
    );
    await enqueueMail(db, {
      to: 'ok@praxis.ch',
      lang: 'en',
      template: 'password_reset',
      params: { link: LINK },
    });
    const log = recordingLog();

    expect(await worker(smtp.url, log).drain()).toEqual({ sent: 1, failed: 1 });

    expect(smtp.received.map((mail) => mail.to)).toEqual([['ok@praxis.ch']]);
    expect(await outboxRows()).toEqual([
      expect.objectContaining({
        recipient: 'x@praxis.ch',
        attempts: 1,
        sent: false,
        last_error: 'unknown mail template "newsletter"',
      }),
      expect.objectContaining({ recipient: 'ok@praxis.ch', sent: true }),
    ]);
    expect(log.entries.map((entry) => entry.level).sort()).toEqual(['error', 'info']);
  });

  it('gives up on a mail after its 30th failed try, records it and logs it (docs/limits.md#mail-given-up)', async () => {
    await db.query(
      `insert into mail_outbox (recipient, lang, template, params, attempts)
       values ('x@praxis.ch', 'en', 'newsletter', '{}', 29)`,
    );
    const log = recordingLog();

    expect(await worker(smtp.url, log).drain()).toEqual({ sent: 0, failed: 1 });

    expect(log.entries).toEqual([expect.objectContaining({ level: 'error', message: 'mail given up' })]);
    const { rows } = await db.query<{ attempts: number; given_up: boolean; waiting: boolean }>(
      `select attempts, given_up_at is not null as given_up, next_attempt_at = 'infinity' as waiting
         from mail_outbox`,
    );
    expect(rows).toEqual([{ attempts: 30, given_up: true, waiting: true }]);
    // Never claimed again, however often the worker passes.
    expect(await worker(smtp.url, log).drain()).toEqual({ sent: 0, failed: 0 });
  });

  it('sends on its own every interval until stopped', async () => {
    const running = worker(smtp.url, recordingLog(), 20);
    await enqueueMail(db, {
      to: 'first@praxis.ch',
      lang: 'en',
      template: 'password_reset',
      params: { link: LINK },
    });

    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), {
      timeout: ASYNC_UTIL_TIMEOUT_MS,
      interval: 20,
    });

    await running.stop();
    await enqueueMail(db, {
      to: 'second@praxis.ch',
      lang: 'en',
      template: 'password_reset',
      params: { link: LINK },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
    expect(await outboxRows()).toEqual([
      expect.objectContaining({ recipient: 'first@praxis.ch', sent: true }),
      expect.objectContaining({ recipient: 'second@praxis.ch', sent: false, attempts: 0 }),
    ]);
  });

  it('survives a failing database and logs it without stopping', async () => {
    const log = recordingLog();
    const failing: Database = {
      ...db,
      query: () => Promise.reject(new Error('connection terminated')),
    };
    const started = startOutboxWorker({
      db: failing,
      config: { ...TEST_CONFIG, smtpUrl: smtp.url },
      log,
      intervalMs: 10,
    });
    workers.push(started);

    await vi.waitFor(() => expect(log.entries.length).toBeGreaterThanOrEqual(2), {
      timeout: ASYNC_UTIL_TIMEOUT_MS,
      interval: 10,
    });

    expect(log.entries[0]).toEqual({
      level: 'error',
      details: { error: 'connection terminated' },
      message: 'mail outbox pass failed',
    });
    await expect(started.drain()).rejects.toThrow('connection terminated');
  });
});
