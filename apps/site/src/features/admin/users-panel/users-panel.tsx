import { type AdminUser, transcriptionMinutes } from '@app/contracts';
import { formatLongDate } from '@app/i18n';
import { adminUsersMachine, allEmails, copyConfirmationMachine } from '@app/machines';
import { Chip, type ChipState, Spinner, Stack, StatusBadge, Table, type TableColumn } from '@app/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { planLabel } from '../plan-label/plan-label.js';
import * as styles from './users-panel.css.js';

const roleMessages = defineMessages({
  admin: { id: 'admin.users.role.admin' },
  user: { id: 'admin.users.role.user' },
});

const statusMessages = defineMessages({
  active: { id: 'admin.users.status.active' },
  pending: { id: 'admin.users.status.pending' },
});

/**
 * Admin > Users (docs/admin.md#users): every account with its role, plan, licences, status, creation
 * date and the dictation app's minutes this month, and a chip that copies every address comma-separated, with its
 * two-second confirmation. Loading fails silently (the machine empties the list).
 */
export function UsersPanel() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { call } = useSession();
  const users = useActorRef(
    adminUsersMachine.provide({ actors: { loadUsers: fromPromise(() => call('listUsers')) } }),
  );
  const list = useSelector(users, (snapshot) => snapshot.context.users);
  const loading = useSelector(users, (snapshot) => snapshot.matches('loading'));

  const copy = useActorRef(
    copyConfirmationMachine.provide({
      actors: {
        // Without a clipboard (an insecure page, a refused permission) this throws and the chip
        // says the copy failed rather than pretending.
        writeToClipboard: fromPromise(async ({ input }) => {
          await navigator.clipboard.writeText(input.text);
        }),
      },
    }),
  );
  const chipState = useSelector(
    copy,
    (snapshot): ChipState =>
      snapshot.matches('copied') ? 'copied' : snapshot.matches('failed') ? 'failed' : 'idle',
  );

  const columns: TableColumn<AdminUser>[] = [
    {
      id: 'email',
      header: intl.formatMessage({ id: 'admin.users.column.email' }),
      cell: (user) => user.email,
      rowHeader: true,
    },
    {
      id: 'role',
      header: intl.formatMessage({ id: 'admin.users.column.role' }),
      cell: (user) => intl.formatMessage(roleMessages[user.role]),
    },
    {
      id: 'plan',
      header: intl.formatMessage({ id: 'admin.users.column.plan' }),
      cell: (user) => planLabel(intl, user.plan),
    },
    {
      id: 'licenses',
      header: intl.formatMessage({ id: 'admin.users.column.licenses' }),
      align: 'end',
      cell: (user) => intl.formatNumber(user.numberOfLicenses),
    },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'admin.users.column.status' }),
      cell: (user) => (
        <StatusBadge status={user.status}>{intl.formatMessage(statusMessages[user.status])}</StatusBadge>
      ),
    },
    {
      id: 'createdAt',
      header: intl.formatMessage({ id: 'admin.users.column.createdAt' }),
      cell: (user) => formatLongDate(user.createdAt, language),
    },
    {
      id: 'minutes',
      header: intl.formatMessage({ id: 'admin.users.column.minutes' }),
      align: 'end',
      // docs/desktop-app.md#usage-shown: this month's seconds, in whole minutes, rounded.
      cell: (user) => intl.formatNumber(transcriptionMinutes(user.transcriptionTime)),
    },
  ];

  if (loading) return <Spinner label={intl.formatMessage({ id: 'admin.users.loading' })} showLabel />;
  return (
    <Stack gap="medium">
      {/* Nothing to copy without users: the chip would only put an empty text on the clipboard. */}
      {list.length > 0 ? (
        <div className={styles.toolbar}>
          <Chip
            state={chipState}
            label={intl.formatMessage({ id: 'admin.users.copyEmails' })}
            copiedLabel={intl.formatMessage({ id: 'admin.users.emailsCopied' })}
            failedLabel={intl.formatMessage({ id: 'admin.users.copyFailed' })}
            onCopy={() => copy.send({ type: 'COPY.REQUEST', text: allEmails(list) })}
          />
        </div>
      ) : null}
      <Table
        caption={intl.formatMessage({ id: 'admin.users.caption' })}
        columns={columns}
        rows={list}
        rowKey={(user) => user._id}
        emptyState={intl.formatMessage({ id: 'admin.users.empty' })}
        // Seven columns do not fit a phone: each user is a card there.
        stackOnPhone
      />
    </Stack>
  );
}
