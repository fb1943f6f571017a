import type { GivenUpMail } from '@app/contracts';
import { MISSING_VALUE } from '@app/i18n';
import { adminGivenUpMailsMachine } from '@app/machines';
import { Button, Spinner, Table, type TableColumn } from '@app/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';

/**
 * Admin > Mails not sent (docs/admin.md#given-up-mails): the mails the outbox gave up on
 * (docs/limits.md#mail-given-up), the newest first, each with its recipient, which mail it was
 * (its template's name, as the logs call it), when it was given up, after how many tries, and
 * the last error, so the admin can follow up by hand. A list that cannot be loaded says so.
 */
export function GivenUpMailsPanel() {
  const intl = useIntl();
  const { call } = useSession();
  const actor = useActorRef(
    adminGivenUpMailsMachine.provide({
      actors: { loadGivenUpMails: fromPromise(() => call('listGivenUpMails')) },
    }),
  );
  const mails = useSelector(actor, (snapshot) => snapshot.context.mails);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));

  const columns: TableColumn<GivenUpMail>[] = [
    {
      id: 'recipient',
      header: intl.formatMessage({ id: 'admin.mails.column.recipient' }),
      cell: (mail) => mail.recipient,
      rowHeader: true,
    },
    {
      id: 'kind',
      header: intl.formatMessage({ id: 'admin.mails.column.kind' }),
      cell: (mail) => mail.kind,
    },
    {
      id: 'givenUpAt',
      header: intl.formatMessage({ id: 'admin.mails.column.givenUpAt' }),
      cell: (mail) => intl.formatDate(mail.givenUpAt, { dateStyle: 'long', timeStyle: 'short' }),
    },
    {
      id: 'attempts',
      header: intl.formatMessage({ id: 'admin.mails.column.attempts' }),
      align: 'end',
      cell: (mail) => intl.formatNumber(mail.attempts),
    },
    {
      id: 'lastError',
      header: intl.formatMessage({ id: 'admin.mails.column.lastError' }),
      cell: (mail) => mail.lastError ?? MISSING_VALUE,
    },
  ];

  if (loading) return <Spinner label={intl.formatMessage({ id: 'admin.mails.loading' })} showLabel />;
  if (failed) {
    return (
      <FeedbackNotice
        feedback={feedback}
        action={
          <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'MAILS.RETRY' })}>
            {intl.formatMessage({ id: 'admin.mails.retry' })}
          </Button>
        }
      />
    );
  }
  return (
    <Table
      caption={intl.formatMessage({ id: 'admin.mails.caption' })}
      columns={columns}
      rows={mails}
      rowKey={(mail) => mail.id}
      emptyState={intl.formatMessage({ id: 'admin.mails.empty' })}
      // Five columns, one of them long: each mail is a card on a phone.
      stackOnPhone
    />
  );
}
