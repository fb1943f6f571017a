import type { Language } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import type { BillingMailTemplate } from '../mail/billing-templates.js';
import type { MailParamsOf } from '../mail/outbox.js';

/** A billing notice's mail params as recorded (strings, as the outbox keeps them); the mailer adds the link. */
export type NoticeParams<Kind extends BillingMailTemplate> = Omit<MailParamsOf<Kind>, 'link'>;

interface NoticeOf<Kind extends BillingMailTemplate> {
  /** Unique: a second notice with the same key (the same event sent again) is dropped. */
  key: string;
  kind: Kind;
  userId: string;
  params: NoticeParams<Kind>;
}

/** A notice of one kind with that kind's mail params: a wrong or missing one does not compile. */
export type Notice = { [Kind in BillingMailTemplate]: NoticeOf<Kind> }[BillingMailTemplate];

/** Records a notice in the caller's transaction; false when one with that key exists already. */
export async function recordNotice(db: Queryable, notice: Notice): Promise<boolean> {
  const { rows } = await db.query<{ key: string }>(
    `insert into billing_notices (key, kind, user_id, params) values ($1, $2, $3, $4)
     on conflict (key) do nothing returning key`,
    [notice.key, notice.kind, notice.userId, JSON.stringify(notice.params)],
  );
  return rows.length > 0;
}

/** A recorded notice as read back: its params are as they were stored (checked again by the outbox worker). */
export interface PendingNotice {
  key: string;
  kind: BillingMailTemplate;
  userId: string;
  params: Record<string, string>;
  email: string;
  lang: Language;
  /** The owner's invoice address (billing details), for the mails about payments. */
  invoiceEmail: string | null;
}

/**
 * Claims pending notices in the caller's transaction, marked mailed at once: the mails are written
 * to the outbox in the same transaction, so a notice is mailed exactly once whoever claims it.
 */
export async function claimPendingNotices(db: Queryable, limit: number): Promise<PendingNotice[]> {
  const { rows } = await db.query<PendingNotice>(
    `update billing_notices n set mailed_at = now()
       from users u left join billing_info b on b.user_id = u.id
      where n.user_id = u.id and n.key in (
        select key from billing_notices where mailed_at is null order by created_at, key limit $1
        for update skip locked)
      returning n.key, n.kind, n.user_id as "userId", n.params, u.email, u.lang,
        b.invoice_email as "invoiceEmail"`,
    [limit],
  );
  return rows;
}
