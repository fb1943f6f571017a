import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import type { OutboxWorker } from '../../src/mail/outbox-worker.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { silentLog } from '../helpers/logs.js';
import { startTestOutboxWorker } from '../helpers/outbox-workers.js';
import { CLOSED_PORT_URL, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { buildTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { insertUser } from '../helpers/users.js';

const SUBSCRIPTION_TOKEN = 'outageSubscriptionToken012345678';

let db: Database;
let app: FastifyInstance;
let smtp: TestSmtpServer | undefined;
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildTestApp(db);
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await smtp?.close();
  await app.close();
  await db.close();
});

/** A worker driven by the test through drain(); its own loop stays idle. */
function worker(smtpUrl: string): OutboxWorker {
  const started = startTestOutboxWorker(db, smtpUrl, silentLog);
  workers.push(started);
  return started;
}

/** An enterprise owner with free seats, as the account page shows them after paying. */
async function enterpriseOwner(email: string): Promise<string> {
  const ownerId = await insertUser(db, { email });
  const { rows } = await db.query<{ id: string }>(
    `insert into subscriptions (owner_id, token, plan, frequency, quantity, collection_method,
       stripe_subscription_id, status, current_period_end)
     values ($1, $2, 'enterprise', 'monthly', 3, 'charge_automatically', 'sub_outage', 'active',
       now() + interval '20 days') returning id`,
    [ownerId, SUBSCRIPTION_TOKEN],
  );
  await db.query(
    `insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, true, 'active')`,
    [rows[0]?.id, ownerId],
  );
  return createSession(db, ownerId);
}

describe('the SMTP server down', () => {
  it('does not fail sign-up, forgot-password or an invitation; their mails go out once it is back, once each', async () => {
    await insertUser(db, { email: 'forgetful@praxis.ch' });
    const ownerToken = await enterpriseOwner('owner@praxis.ch');
    const down = worker(CLOSED_PORT_URL);

    const answers = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/api/authentication/signup',
        payload: { email: 'newcomer@praxis.ch', password: 'Secret-password-1', lang: 'fr' },
      }),
      app.inject({
        method: 'POST',
        url: '/api/authentication/forgot-password',
        payload: { email: 'forgetful@praxis.ch', lang: 'de' },
      }),
      app.inject({
        method: 'POST',
        url: '/api/authentication/send-invitation',
        headers: { authorization: `Bearer ${ownerToken}` },
        payload: { recipientEmail: 'colleague@praxis.ch', subscriptionToken: SUBSCRIPTION_TOKEN, lang: 'it' },
      }),
    ]);
    // The user is told it worked: the mail waits in the outbox, not in the request.
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);

    expect(await down.drain()).toEqual({ sent: 0, failed: 3 });
    const { rows: waiting } = await db.query<{ recipient: string; template: string }>(
      'select recipient, template from mail_outbox where sent_at is null and last_error is not null order by recipient',
    );
    expect(waiting).toEqual([
      { recipient: 'colleague@praxis.ch', template: 'invitation' },
      { recipient: 'forgetful@praxis.ch', template: 'password_reset' },
      { recipient: 'newcomer@praxis.ch', template: 'email_confirmation' },
    ]);

    // Back up: each mail is delivered once, at its next try.
    smtp = await startSmtpServer();
    const up = worker(smtp.url);
    await db.query('update mail_outbox set next_attempt_at = now() where sent_at is null');
    expect(await up.drain()).toEqual({ sent: 3, failed: 0 });
    expect(await up.drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([
      'colleague@praxis.ch',
      'forgetful@praxis.ch',
      'newcomer@praxis.ch',
    ]);
  });
});
