import type { TrackingStat } from '@app/contracts';
import { MISSING_VALUE } from '@app/i18n';
import { adminStatsMachine } from '@app/machines';
import {
  Button,
  IconCheckCircle,
  IconMinus,
  IconTrash,
  Spinner,
  Table,
  type TableColumn,
  VisuallyHidden,
} from '@app/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { planLabel } from '../plan-label/plan-label.js';
import { useFocusAfterDelete } from '../use-focus-after-delete/use-focus-after-delete.js';
import * as styles from './stats-panel.css.js';

/**
 * Admin > Stats (docs/admin.md#stats): the tracked clicks with their date and time, whether the id names
 * a user, that user's plan (or a dash), and a delete per click. Calls fail silently (the machine
 * empties the list).
 */
export function StatsPanel() {
  const intl = useIntl();
  const { call } = useSession();
  const actor = useActorRef(
    adminStatsMachine.provide({
      actors: {
        loadStats: fromPromise(() => call('trackingStats')),
        deleteStat: fromPromise(({ input }) => call('deleteTrackingStat', input)),
      },
    }),
  );
  const stats = useSelector(actor, (snapshot) => snapshot.context.stats);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const focus = useFocusAfterDelete<HTMLDivElement, HTMLElement>(busy);

  const dateOf = (stat: TrackingStat) =>
    intl.formatDate(stat.date, { dateStyle: 'long', timeStyle: 'short' });

  const columns: TableColumn<TrackingStat>[] = [
    { id: 'date', header: intl.formatMessage({ id: 'admin.stats.column.date' }), cell: dateOf },
    {
      id: 'id',
      header: intl.formatMessage({ id: 'admin.stats.column.id' }),
      cell: (stat) => stat.id,
      rowHeader: true,
    },
    {
      id: 'user',
      header: intl.formatMessage({ id: 'admin.stats.column.user' }),
      align: 'center',
      cell: (stat) => {
        const text = stat.existsInUsers
          ? intl.formatMessage({ id: 'admin.stats.user.known' })
          : intl.formatMessage({ id: 'admin.stats.user.unknown' });
        const Icon = stat.existsInUsers ? IconCheckCircle : IconMinus;
        // The icon is decoration; the words are read, and shown on hover.
        return (
          <span className={stat.existsInUsers ? styles.known : styles.unknown} title={text}>
            <Icon />
            <VisuallyHidden>{text}</VisuallyHidden>
          </span>
        );
      },
    },
    {
      id: 'plan',
      header: intl.formatMessage({ id: 'admin.stats.column.plan' }),
      cell: (stat) => (stat.plan ? planLabel(intl, stat.plan) : MISSING_VALUE),
    },
    {
      id: 'delete',
      header: intl.formatMessage({ id: 'admin.stats.column.delete' }),
      hideHeader: true,
      align: 'end',
      cell: (stat, index) => (
        <Button
          variant="ghost"
          size="small"
          data-delete-button=""
          aria-label={intl.formatMessage(
            { id: 'admin.stats.deleteLabel' },
            { id: stat.id, date: dateOf(stat) },
          )}
          loading={busy && deletedId === stat._id}
          disabled={busy}
          onClick={() => {
            setDeletedId(stat._id);
            focus.deleting(index);
            actor.send({ type: 'STATS.DELETE', id: stat._id });
          }}
        >
          <IconTrash size="small" />
          {intl.formatMessage({ id: 'admin.stats.delete' })}
        </Button>
      ),
    },
  ];

  // The spinner only stands for the first load; the reload after a delete keeps the table.
  if (loading && stats.length === 0) {
    return <Spinner label={intl.formatMessage({ id: 'admin.stats.loading' })} showLabel />;
  }
  return (
    <div ref={focus.containerRef}>
      <Table
        caption={intl.formatMessage({ id: 'admin.stats.caption' })}
        columns={columns}
        rows={stats}
        rowKey={(stat) => stat._id}
        emptyState={intl.formatMessage({ id: 'admin.stats.empty' })}
        // A long date and a delete button beside three columns do not fit a phone: each click is a card there.
        stackOnPhone
      />
    </div>
  );
}
