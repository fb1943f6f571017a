import type { OpenInvoice } from '@app/contracts';
import { formatChf, formatLongDate, MISSING_VALUE } from '@app/i18n';
import { adminOpenInvoicesMachine } from '@app/machines';
import { Button, ConfirmDialog, Spinner, Stack, StatusBadge, Table, type TableColumn, Text } from '@app/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import * as styles from './open-invoices-panel.css.js';

/**
 * Admin > Open invoices (docs/admin.md#open-invoices): the invoices paid by transfer still unpaid,
 * the one due first at the top, then those written off, each with "Mark as paid" behind a question
 * (docs/admin.md#mark-paid), and "Approve" for an order waiting above the credit limit
 * (docs/admin.md#approve-order).
 * The outcome of a marking is said above the table and takes the focus, since the row whose
 * button had it is gone once the invoice is paid.
 */
export function OpenInvoicesPanel() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { call } = useSession();
  const actor = useActorRef(
    adminOpenInvoicesMachine.provide({
      actors: {
        loadOpenInvoices: fromPromise(() => call('listOpenInvoices')),
        markInvoicePaid: fromPromise(({ input }) => call('markInvoicePaid', input)),
        approveInvoiceOrder: fromPromise(({ input }) => call('approveInvoiceOrder', input)),
      },
    }),
  );
  const invoices = useSelector(actor, (snapshot) => snapshot.context.invoices);
  const selected = useSelector(actor, (snapshot) => snapshot.context.selected);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const confirming = useSelector(actor, (snapshot) => snapshot.matches('confirming'));
  const marking = useSelector(actor, (snapshot) => snapshot.matches('marking'));
  const approving = useSelector(actor, (snapshot) => snapshot.matches('approving'));
  const action = useSelector(actor, (snapshot) => snapshot.context.action);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  // The question has no trigger of its own: dismissed, it gives the focus back to the row's button.
  const askedFrom = useRef<HTMLButtonElement | null>(null);
  // The question keeps naming its invoice while it closes, after the chart has let go of it.
  const asked = useRef<OpenInvoice | null>(null);
  if (selected) asked.current = selected;
  // Which question, kept while the dialog closes as its invoice is.
  const askedAction = useRef(action);
  if (selected) askedAction.current = action;
  const approvingAsked = askedAction.current === 'approve';

  const numberOf = (invoice: OpenInvoice) => invoice.number ?? MISSING_VALUE;
  const customerOf = (invoice: OpenInvoice) => invoice.customerName ?? invoice.customerEmail;
  const dateOf = (value: string | null) => formatLongDate(value, language);

  const markPaidButton = (invoice: OpenInvoice) => (
    <Button
      variant="secondary"
      size="small"
      aria-label={intl.formatMessage(
        { id: 'admin.invoices.markPaid.label' },
        { number: numberOf(invoice), customer: customerOf(invoice) },
      )}
      loading={marking && selected?.invoiceId === invoice.invoiceId}
      disabled={busy}
      onClick={(event) => {
        askedFrom.current = event.currentTarget;
        actor.send({ type: 'INVOICES.MARK_PAID', invoiceId: invoice.invoiceId });
      }}
    >
      {intl.formatMessage({ id: 'admin.invoices.markPaid.action' })}
    </Button>
  );

  const columns: TableColumn<OpenInvoice>[] = [
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
      cell: (invoice) => (
        <span className={styles.due}>
          <span>{dateOf(invoice.dueAt)}</span>
          {invoice.status === 'uncollectible' ? (
            <StatusBadge status="error">
              {intl.formatMessage({ id: 'admin.invoices.writtenOff' })}
            </StatusBadge>
          ) : invoice.overdue ? (
            <StatusBadge status="error">{intl.formatMessage({ id: 'admin.invoices.overdue' })}</StatusBadge>
          ) : null}
          {invoice.awaitsApproval ? (
            <StatusBadge status="pending">
              {intl.formatMessage({ id: 'admin.invoices.awaitsApproval' })}
            </StatusBadge>
          ) : null}
        </span>
      ),
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
      // An order waiting for its approval has both actions; any other invoice, as before, one.
      cell: (invoice) =>
        invoice.awaitsApproval ? (
          <span className={styles.actions}>
            <Button
              variant="secondary"
              size="small"
              aria-label={intl.formatMessage(
                { id: 'admin.invoices.approve.label' },
                { number: numberOf(invoice), customer: customerOf(invoice) },
              )}
              loading={approving && selected?.invoiceId === invoice.invoiceId}
              disabled={busy}
              onClick={(event) => {
                askedFrom.current = event.currentTarget;
                actor.send({ type: 'INVOICES.APPROVE', invoiceId: invoice.invoiceId });
              }}
            >
              {intl.formatMessage({ id: 'admin.invoices.approve.action' })}
            </Button>
            {markPaidButton(invoice)}
          </span>
        ) : (
          markPaidButton(invoice)
        ),
    },
  ];

  if (loading) return <Spinner label={intl.formatMessage({ id: 'admin.invoices.loading' })} showLabel />;
  if (failed) {
    return (
      <FeedbackNotice
        feedback={feedback}
        action={
          <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'INVOICES.RETRY' })}>
            {intl.formatMessage({ id: 'admin.invoices.retry' })}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="medium">
      <FeedbackNotice feedback={feedback} focusWhen="shown" />
      <Table
        caption={intl.formatMessage({ id: 'admin.invoices.caption' })}
        columns={columns}
        rows={invoices}
        rowKey={(invoice) => invoice.invoiceId}
        emptyState={intl.formatMessage({ id: 'admin.invoices.empty' })}
        // Seven columns do not fit a phone: each invoice is a card there.
        stackOnPhone
      />
      {/* One question for the whole table, opened by the row's button and about its invoice. */}
      <ConfirmDialog
        open={confirming}
        returnFocusTo={askedFrom}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'INVOICES.DISMISS' });
        }}
        title={intl.formatMessage({
          id: approvingAsked ? 'admin.invoices.approve.title' : 'admin.invoices.confirm.title',
        })}
        description={
          asked.current
            ? intl.formatMessage(
                {
                  id: approvingAsked
                    ? 'admin.invoices.approve.description'
                    : 'admin.invoices.confirm.description',
                },
                {
                  number: numberOf(asked.current),
                  customer: customerOf(asked.current),
                  amount: formatChf(asked.current.amountDue, language),
                },
              )
            : ''
        }
        confirmLabel={intl.formatMessage({
          id: approvingAsked ? 'admin.invoices.approve.confirm' : 'admin.invoices.confirm.confirm',
        })}
        cancelLabel={intl.formatMessage({
          id: approvingAsked ? 'admin.invoices.approve.cancel' : 'admin.invoices.confirm.cancel',
        })}
        onConfirm={() => actor.send({ type: 'INVOICES.CONFIRM' })}
      />
    </Stack>
  );
}
