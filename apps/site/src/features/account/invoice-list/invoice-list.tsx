import type { Invoice } from '@app/contracts';
import { Card, Heading, Notice, Stack, Table } from '@app/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type InvoiceActions, useInvoiceColumns } from './use-invoice-columns.js';

export interface InvoiceListProps extends InvoiceActions {
  invoices: readonly Invoice[];
  /** The account's last reload failed: these are the invoices as they were before it. */
  loadFailed?: boolean;
  /** The heading when the invoices are not the reader's own ("The practice's invoices"). */
  heading?: string;
}

/**
 * The invoices (docs/subscriptions-and-money.md#invoices) for Premium and Enterprise: id, date, amount,
 * status and the PDF; paid and open have labels, any other status is shown as Stripe wrote it. When the
 * account could not be reloaded (after a cancellation, an invitation), the list says so above the
 * invoices last loaded.
 */
export function InvoiceList({
  invoices,
  loadFailed = false,
  onPay,
  payBusy = false,
  onOpenPdf,
  heading,
}: InvoiceListProps) {
  const intl = useIntl();
  const title = heading ?? intl.formatMessage({ id: 'account.invoices.heading' });
  // The invoice whose PDF did not arrive, named in the notice until the next attempt.
  const [pdfFailed, setPdfFailed] = useState<Invoice | null>(null);

  const columns = useInvoiceColumns({ invoices, onPay, payBusy, onOpenPdf, onPdfFailed: setPdfFailed });

  return (
    // Not a labelled region: the table's scroll region already is one, named by the same word.
    <Card>
      <Stack gap="large">
        <Heading level={2} size="3">
          {title}
        </Heading>
        {loadFailed ? (
          <Notice tone="error">{intl.formatMessage({ id: 'account.invoices.error.load' })}</Notice>
        ) : null}
        {pdfFailed ? (
          <Notice tone="error">
            {intl.formatMessage(
              { id: 'account.invoices.error.pdf' },
              { number: pdfFailed.number ?? pdfFailed.id },
            )}
          </Notice>
        ) : null}
        <Table
          caption={title}
          hideCaption
          columns={columns}
          rows={invoices}
          rowKey={(invoice) => invoice.id}
          emptyState={intl.formatMessage({ id: 'account.invoices.empty' })}
          // docs/routes-and-screens.md#narrow-screens: cards on a phone and a tablet, whose
          // width cannot hold the date, amount, status and PDF link side by side.
          stackBelow="desktop"
        />
      </Stack>
    </Card>
  );
}
