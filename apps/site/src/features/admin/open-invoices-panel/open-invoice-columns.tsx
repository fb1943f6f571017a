import type { OpenInvoice } from '@app/contracts';
import { formatChf, formatLongDate } from '@app/i18n';
import { Button, StatusBadge, type TableColumn, Text } from '@app/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { customerOf, numberOf } from './invoice-names.js';
import * as styles from './open-invoices-panel.css.js';
import type { OpenInvoicesState } from './use-open-invoices.js';

/** The due date, with "Written off" or "Overdue", and "Awaits approval", below it. */
function DueCell({ invoice, due }: { invoice: OpenInvoice; due: string }) {
  const intl = useIntl();
  return (
    <span className={styles.due}>
      <span>{due}</span>
      {invoice.status === 'uncollectible' ? (
        <StatusBadge status="error">{intl.formatMessage({ id: 'admin.invoices.writtenOff' })}</StatusBadge>
      ) : invoice.overdue ? (
        <StatusBadge status="error">{intl.formatMessage({ id: 'admin.invoices.overdue' })}</StatusBadge>
      ) : null}
      {invoice.awaitsApproval ? (
        <StatusBadge status="pending">
          {intl.formatMessage({ id: 'admin.invoices.awaitsApproval' })}
        </StatusBadge>
      ) : null}
    </span>
  );
}

type ActionProps = { invoice: OpenInvoice; panel: OpenInvoicesState };

const WORDS = defineMessages({
  markPaid: { id: 'admin.invoices.markPaid.action' },
  markPaidLabel: { id: 'admin.invoices.markPaid.label' },
  approve: { id: 'admin.invoices.approve.action' },
  approveLabel: { id: 'admin.invoices.approve.label' },
});

/** What a row's two buttons differ by: their words, their busy flag and what they ask. */
const ROW_ACTIONS = {
  // docs/admin.md#mark-paid: asks before marking the row's invoice paid.
  markPaid: { busy: 'marking', label: WORDS.markPaidLabel, words: WORDS.markPaid },
  // docs/admin.md#approve-order
  approve: { busy: 'approving', label: WORDS.approveLabel, words: WORDS.approve },
} as const;

function RowAction({ invoice, panel, action }: ActionProps & { action: keyof typeof ROW_ACTIONS }) {
  const intl = useIntl();
  const { busy, label, words } = ROW_ACTIONS[action];
  return (
    <Button
      variant="secondary"
      size="small"
      aria-label={intl.formatMessage(
        { id: label.id },
        { number: numberOf(invoice), customer: customerOf(invoice) },
      )}
      loading={panel[busy] && panel.selected?.invoiceId === invoice.invoiceId}
      disabled={panel.busy}
      onClick={(event) => panel[action](invoice, event.currentTarget)}
    >
      {intl.formatMessage(words)}
    </Button>
  );
}

/**
 * An order waiting for its approval (docs/admin.md#approve-order) has both actions, Approve above
 * Mark as paid; any other invoice, as before, one.
 */
function InvoiceActions({ invoice, panel }: ActionProps) {
  if (!invoice.awaitsApproval) return <RowAction invoice={invoice} panel={panel} action="markPaid" />;
  return (
    <span className={styles.actions}>
      <RowAction invoice={invoice} panel={panel} action="approve" />
      <RowAction invoice={invoice} panel={panel} action="markPaid" />
    </span>
  );
}

/** The open invoices' seven columns (docs/admin.md#open-invoices), the last one the row's actions. */
export function useOpenInvoiceColumns(panel: OpenInvoicesState): TableColumn<OpenInvoice>[] {
  const intl = useIntl();
  const { language } = useLanguage();
  const dateOf = (value: string | null) => formatLongDate(value, language);
  return [
    {
      id: 'number',
      header: intl.formatMessage({ id: 'admin.invoices.column.number' }),
      cell: numberOf,
      rowHeader: true,
    },
    {
      id: 'customer',
      header: intl.formatMessage({ id: 'admin.invoices.column.customer' }),
      cell: (invoice) => (
        <span className={styles.customer}>
          {invoice.customerName ? <span>{invoice.customerName}</span> : null}
          <Text as="span" size="small" tone="muted">
            {invoice.customerEmail}
          </Text>
        </span>
      ),
    },
    {
      id: 'amount',
      header: intl.formatMessage({ id: 'admin.invoices.column.amount' }),
      align: 'end',
      cell: (invoice) => formatChf(invoice.amountDue, language),
    },
    {
      id: 'issued',
      header: intl.formatMessage({ id: 'admin.invoices.column.issued' }),
      cell: (invoice) => dateOf(invoice.issuedAt),
    },
    {
      id: 'due',
      header: intl.formatMessage({ id: 'admin.invoices.column.due' }),
      cell: (invoice) => <DueCell invoice={invoice} due={dateOf(invoice.dueAt)} />,
    },
    {
      id: 'reminder',
      header: intl.formatMessage({ id: 'admin.invoices.column.reminder' }),
      cell: (invoice) =>
        invoice.remindedAt
          ? intl.formatMessage({ id: 'admin.invoices.reminder.sent' }, { date: dateOf(invoice.remindedAt) })
          : intl.formatMessage({ id: 'admin.invoices.reminder.none' }),
    },
    {
      id: 'markPaid',
      header: intl.formatMessage({ id: 'admin.invoices.column.markPaid' }),
      hideHeader: true,
      align: 'end',
      cell: (invoice) => <InvoiceActions invoice={invoice} panel={panel} />,
    },
  ];
}
