import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordNotice } from '../../src/billing/notices-repository.js';
import type { Database } from '../../src/db/database.js';
import { enqueueMail, type OutgoingMail } from '../../src/mail/outbox.js';
import { recordingLog } from '../helpers/logs.js';
import { startTestOutboxWorker } from '../helpers/outbox-workers.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { openTestDatabase } from '../helpers/test-database.js';

/**
 * Each template's parameters are a type (templates.ts, MailParamsOf): a wrong or missing one fails
 * `tsc` (`npm run typecheck`) where the mail is enqueued. A row written before that (an older
 * release's) may still not fit: the worker gives it up at once with the fields it lacks, instead
 * of trying it again for a day (docs/limits.md#mail-given-up).
 */

const LINK = 'http://localhost:3000/signin?token=Tok3n-secret_value';

/** Never called: these exist to be type-checked. Each `@ts-expect-error` fails tsc if its line compiles. */
function wronglyEnqueued(db: Database): Promise<unknown>[] {
  const to = 'anna@praxis.ch';
  return [
    // @ts-expect-error: a sign-in link mail says how many failures led to it.
    enqueueMail(db, { to, lang: 'de', template: 'signin_link', params: { link: LINK } }),
    enqueueMail(db, {
      to,
      lang: 'de',
      template: 'trial_reminder',
      // @ts-expect-error: counts travel as strings (the row is JSON), checked by the worker's schema.
      params: { link: LINK, days: 3, date: '' },
    }),
    // @ts-expect-error: a parameter the template does not have.
    enqueueMail(db, { to, lang: 'en', template: 'password_reset', params: { link: LINK, inviter: to } }),
    // @ts-expect-error: no such template.
    enqueueMail(db, { to, lang: 'en', template: 'newsletter', params: { link: LINK } }),
    recordNotice(db, {
      key: 'k',
      kind: 'billing_payment_failed',
      userId: '1',
      // @ts-expect-error: a failed payment's mail states the amount.
      params: { date: '2026-12-01T00:00:00Z' },
    }),
  ];
}

const rightlyTyped: OutgoingMail[] = [
  { to: 'a@praxis.ch', lang: 'fr', template: 'signin_link', params: { link: LINK, failures: '5' } },
  { to: 'a@praxis.ch', lang: 'it', template: 'billing_seats_changed', params: { link: LINK, seats: '4' } },
];

let db: Database;
let smtp: TestSmtpServer;

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
  await smtp.close();
});

describe('mail parameters typed per template', () => {
  it('holds the wrong calls for tsc only (npm run typecheck fails if one of them compiles)', () => {
    expect(wronglyEnqueued).toBeTypeOf('function');
  });

  it('sends mails whose parameters have their template’s type', async () => {
    for (const mail of rightlyTyped) await enqueueMail(db, mail);
    const worker = startTestOutboxWorker(db, smtp.url, recordingLog());
    try {
      expect(await worker.drain()).toEqual({ sent: 2, failed: 0 });
    } finally {
      await worker.stop();
    }
  });

  it('gives up at once on a stored row whose parameters do not fit its template, logging which', async () => {
    // As an older release wrote it: no `failures`, and a `days` where none belongs.
    await db.query(
      `insert into mail_outbox (recipient, lang, template, params)
       values ('old@praxis.ch', 'de', 'signin_link', $1)`,
      [JSON.stringify({ link: LINK })],
    );
    const log = recordingLog();
    const worker = startTestOutboxWorker(db, smtp.url, log);
    try {
      expect(await worker.drain()).toEqual({ sent: 0, failed: 1 });
      // Not claimed again, however often the worker passes.
      expect(await worker.drain()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await worker.stop();
    }

    const { rows } = await db.query<{ attempts: number; given_up: boolean; last_error: string }>(
      'select attempts, given_up_at is not null as given_up, last_error from mail_outbox',
    );
    const reason = 'invalid params for mail template "signin_link": failures';
    expect(rows).toEqual([{ attempts: 1, given_up: true, last_error: reason }]);
    expect(log.entries).toEqual([
      {
        level: 'error',
        details: { template: 'signin_link', domain: 'praxis.ch', attempts: 1, reason },
        message: 'mail given up',
      },
    ]);
    expect(smtp.received).toHaveLength(0);
    // The link holds a token: it stays out of the log.
    expect(JSON.stringify(log.entries)).not.toContain('Tok3n');
  });
});
