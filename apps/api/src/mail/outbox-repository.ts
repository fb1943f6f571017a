import type { Language } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import type { MailTemplate } from './templates.js';

/** A row of mail_outbox claimed for sending. */
export interface DueMail {
  id: string;
  recipient: string;
  // The table's check constraint holds it to the four languages.
  lang: Language;
  template: string;
  params: unknown;
  attempts: number;
}

export async function insertOutboxRow(
  db: Queryable,
  to: string,
  lang: Language,
  template: MailTemplate,
  params: object,
): Promise<void> {
  await db.query('insert into mail_outbox (recipient, lang, template, params) values ($1, $2, $3, $4)', [
    to,
    lang,
    template,
    JSON.stringify(params),
  ]);
}

/**
 * Claims up to `limit` due rows in one statement, hidden from other workers for `claimSeconds`:
 * `skip locked` keeps two workers from taking the same one.
 */
export async function claimDueMails(db: Queryable, claimSeconds: number, limit: number): Promise<DueMail[]> {
  const { rows } = await db.query<DueMail>(
    `update mail_outbox set next_attempt_at = now() + make_interval(secs => $1)
      where id in (
        select id from mail_outbox
         where sent_at is null and next_attempt_at <= now()
         order by next_attempt_at, id
         limit $2
           for update skip locked)
      returning id::text as id, recipient, lang, template, params, attempts`,
    [claimSeconds, limit],
  );
  return rows;
}

/**
 * A failed try: its count and error, and the next try in `retryInSeconds`, or none when null (the
 * row is then given up, docs/limits.md#mail-given-up).
 */
export async function recordMailFailure(
  db: Queryable,
  id: string,
  failure: { attempts: number; error: string; retryInSeconds: number | null },
): Promise<void> {
  await db.query(
    `update mail_outbox
        set attempts = $2, last_error = $3,
            next_attempt_at = case when $4::int is null then 'infinity'::timestamptz
                                   else now() + make_interval(secs => $4::int) end,
            given_up_at = case when $4::int is null then now() else null end
      where id = $1`,
    [id, failure.attempts, failure.error, failure.retryInSeconds],
  );
}

export async function markMailSent(db: Queryable, id: string): Promise<void> {
  await db.query('update mail_outbox set sent_at = now(), last_error = null where id = $1', [id]);
}
