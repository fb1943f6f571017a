import { Button, Spinner, Stack, Table } from '@app/ui';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { InvoiceQuestion } from './invoice-question.js';
import { useOpenInvoiceColumns } from './open-invoice-columns.js';
import { useOpenInvoices } from './use-open-invoices.js';

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
  const panel = useOpenInvoices();
  const columns = useOpenInvoiceColumns(panel);

  if (panel.loading)
    return <Spinner label={intl.formatMessage({ id: 'admin.invoices.loading' })} showLabel />;
  if (panel.failed) {
    return (
      <FeedbackNotice
        feedback={panel.feedback}
        action={
          <Button variant="secondary" size="small" onClick={panel.retry}>
            {intl.formatMessage({ id: 'admin.invoices.retry' })}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="medium">
      <FeedbackNotice feedback={panel.feedback} focusWhen="shown" />
      <Table
        caption={intl.formatMessage({ id: 'admin.invoices.caption' })}
        columns={columns}
        rows={panel.invoices}
        rowKey={(invoice) => invoice.invoiceId}
        emptyState={intl.formatMessage({ id: 'admin.invoices.empty' })}
        // Seven columns do not fit a phone: each invoice is a card there.
        stackOnPhone
      />
      <InvoiceQuestion panel={panel} />
    </Stack>
  );
}
