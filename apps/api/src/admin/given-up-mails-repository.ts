import { GIVEN_UP_MAILS_SHOWN, type GivenUpMail } from '@app/contracts';
import type { Queryable } from '../db/database.js';

interface GivenUpRow {
  id: string;
  recipient: string;
  template: string;
  given_up_at: Date;
  attempts: number;
  last_error: string | null;
}

/**
 * docs/admin.md#given-up-mails: the mails the outbox gave up on (docs/limits.md#mail-given-up), the
 * newest first. Their params stay in the table: they hold links with tokens.
 */
export async function listGivenUpMails(db: Queryable): Promise<GivenUpMail[]> {
  const { rows } = await db.query<GivenUpRow>(
    `select id::text as id, recipient, template, given_up_at, attempts, last_error
       from mail_outbox
      where given_up_at is not null and sent_at is null
      order by given_up_at desc, id desc
      limit $1`,
    [GIVEN_UP_MAILS_SHOWN],
  );
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    kind: row.template,
    givenUpAt: row.given_up_at.toISOString(),
    attempts: row.attempts,
    lastError: row.last_error,
  }));
}
