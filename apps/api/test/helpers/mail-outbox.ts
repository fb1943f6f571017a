import type { Database } from '../../src/db/database.js';

export interface DeliveryState {
  recipient: string;
  attempts: number;
  sent: boolean;
  last_error: string | null;
}

/** Where each mail of the outbox stands with the SMTP server, oldest first. */
export async function deliveryStates(db: Database): Promise<DeliveryState[]> {
  const { rows } = await db.query<DeliveryState>(
    `select recipient, attempts, sent_at is not null as sent, last_error
       from mail_outbox order by id`,
  );
  return rows;
}

/**
 * Seconds from `at` (the database's clock, databaseNow) until the unsent mail is due again. With
 * `at` read before a pass and again after it, it brackets the retry time the pass set, however long
 * the pass took, where "due in so many seconds from now" shrinks with every slow step.
 */
export async function dueAfter(db: Database, at: string): Promise<number | undefined> {
  const { rows } = await db.query<{ seconds: number }>(
    'select extract(epoch from next_attempt_at - $1::timestamptz)::float8 as seconds from mail_outbox where sent_at is null',
    [at],
  );
  return rows[0]?.seconds;
}

export interface OutboxMail {
  recipient: string;
  lang: string;
  template: string;
  params: Record<string, string>;
}

/** Every mail of the outbox, oldest first. */
export async function outbox(db: Database): Promise<OutboxMail[]> {
  const { rows } = await db.query<OutboxMail>(
    'select recipient, lang, template, params from mail_outbox order by id',
  );
  return rows;
}

/** The mails to one address, oldest first. */
export async function outboxTo(db: Database, email: string): Promise<OutboxMail[]> {
  const { rows } = await db.query<OutboxMail>(
    'select recipient, lang, template, params from mail_outbox where recipient = $1 order by id',
    [email],
  );
  return rows;
}
