import type { Language } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import type { MailTemplate } from './templates.js';

export type { MailTemplate };

export interface OutgoingMail {
  to: string;
  lang: Language;
  template: MailTemplate;
  params: Record<string, string>;
}

/** Written in the caller's transaction: the mail exists exactly when the change that sends it does. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.query('insert into mail_outbox (recipient, lang, template, params) values ($1, $2, $3, $4)', [
    mail.to,
    mail.lang,
    mail.template,
    JSON.stringify(mail.params),
  ]);
}
