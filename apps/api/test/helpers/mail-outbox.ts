import type { Database } from '../../src/db/database.js';

export interface DeliveryState {
  recipient: string;
  attempts: number;
  sent: boolean;
  last_error: string | null;
  /** Seconds from now until the row is due again (negative when due). */
  due_in: number;
}

/** Where each mail of the outbox stands with the SMTP server, oldest first. */
export async function deliveryStates(db: Database): Promise<DeliveryState[]> {
  const { rows } = await db.query<DeliveryState>(
    `select recipient, attempts, sent_at is not null as sent, last_error,
            extract(epoch from next_attempt_at - now())::float8 as due_in
       from mail_outbox order by id`,
  );
  return rows;
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
