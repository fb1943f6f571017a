import type { Language } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { insertOutboxRow } from './outbox-repository.js';
import type { MailParamsOf, MailTemplate } from './templates.js';

export type { MailParamsOf, MailTemplate };

/** A mail of one template with that template's parameters: a wrong or missing one does not compile. */
export type OutgoingMail = {
  [Template in MailTemplate]: {
    to: string;
    lang: Language;
    template: Template;
    params: MailParamsOf<Template>;
  };
}[MailTemplate];

/** Written in the caller's transaction: the mail exists exactly when the change that sends it does. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await insertOutboxRow(db, mail.to, mail.lang, mail.template, mail.params);
}

/**
 * A mail whose parameters were recorded earlier and typed then (a billing notice, recordNotice):
 * relayed as stored. The worker checks them against the template and gives up on a row they do
 * not fit (docs/limits.md#mail-given-up).
 */
export async function enqueueRecordedMail(
  db: Queryable,
  mail: { to: string; lang: Language; template: MailTemplate; params: Record<string, string> },
): Promise<void> {
  await insertOutboxRow(db, mail.to, mail.lang, mail.template, mail.params);
}
