import { MAX_RETRY_ATTEMPTS } from '@app/billing-rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { enqueueMail } from '../../src/mail/outbox.js';
import { adminAndUserAuth, callWith, errorBody } from '../helpers/admin-calls.js';
import { recordingLog } from '../helpers/logs.js';
import { startTestOutboxWorker } from '../helpers/outbox-workers.js';
import { CLOSED_PORT_URL } from '../helpers/smtp-server.js';
import { buildTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';

/**
 * docs/admin.md#given-up-mails: the mails the outbox gave up on (docs/limits.md#mail-given-up) are
 * the admin's to see: to whom, which mail, when, and the last error; never a link they held.
 */

let db: Database;
let app: FastifyInstance;
let adminAuth: string;
let userAuth: string;

beforeAll(async () => {
  // A database of its own, so the whole list can be compared.
  db = await openTestDatabase();
  app = await buildTestApp(db);
  ({ adminAuth, userAuth } = await adminAndUserAuth(db));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const list = (auth?: string) =>
  callWith(app, { method: 'GET', url: '/api/admin/given-up-mails', ...(auth ? { auth } : {}) });

/** Every mail of the outbox fails once more, as many times as it takes the worker to give up. */
async function failUntilGivenUp(): Promise<void> {
  await db.query('update mail_outbox set attempts = $1 where sent_at is null and given_up_at is null', [
    MAX_RETRY_ATTEMPTS - 1,
  ]);
  const worker = startTestOutboxWorker(db, CLOSED_PORT_URL, recordingLog());
  try {
    await worker.drain();
  } finally {
    await worker.stop();
  }
}

describe('GET /api/admin/given-up-mails', () => {
  it('lists the mails the outbox gave up on, newest first, with the recipient, kind, time and last error', async () => {
    expect((await list(adminAuth)).json()).toEqual([]);
    // One that can never be rendered, one that the SMTP server never took.
    await db.query(
      `insert into mail_outbox (recipient, lang, template, params)
       values ('broken@praxis.ch', 'en', 'billing_invoice_reminder', '{"link":"https://site.example.ch/account"}')`,
    );
    await failUntilGivenUp();
    await enqueueMail(db, {
      to: 'unreachable@praxis.ch',
      lang: 'de',
      template: 'password_reset',
      params: { link: 'https://site.example.ch/reset-password/Secret-T0ken' },
    });
    await failUntilGivenUp();
    // A mail still being tried is not given up.
    await enqueueMail(db, {
      to: 'waiting@praxis.ch',
      lang: 'fr',
      template: 'password_reset',
      params: { link: 'https://site.example.ch/reset-password/0ther-T0ken' },
    });

    const response = await list(adminAuth);
    expect(response.statusCode).toBe(200);
    const mails = response.json();
    expect(mails).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        recipient: 'unreachable@praxis.ch',
        kind: 'password_reset',
        givenUpAt: expect.any(String),
        attempts: MAX_RETRY_ATTEMPTS,
        lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
      },
      {
        id: expect.stringMatching(/^\d+$/),
        recipient: 'broken@praxis.ch',
        kind: 'billing_invoice_reminder',
        givenUpAt: expect.any(String),
        attempts: MAX_RETRY_ATTEMPTS,
        lastError: expect.stringContaining('invalid params for mail template "billing_invoice_reminder"'),
      },
    ]);
    expect(Date.parse(mails[0].givenUpAt)).toBeGreaterThanOrEqual(Date.parse(mails[1].givenUpAt));
    expect(response.body).not.toContain('T0ken');
  });

  it('is refused to anyone but an admin', async () => {
    expect((await list(userAuth)).statusCode).toBe(403);
    expect((await list(userAuth)).json()).toEqual(errorBody('forbidden'));
    expect((await list()).statusCode).toBe(401);
  });
});
