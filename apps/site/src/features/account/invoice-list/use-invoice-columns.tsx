import { type Invoice, type InvoiceStatus, invoiceAmountShown } from '@app/contracts';
import { formatChfFromCents, formatUnixSecondsDate, MISSING_VALUE } from '@app/i18n';
import { type BadgeStatus, Button, IconDownload, Link, StatusBadge, type TableColumn } from '@app/ui';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';

const STATUS_WORDS = defineMessages({
  draft: { id: 'account.invoices.status.draft' },
  open: { id: 'account.invoices.status.open' },
  paid: { id: 'account.invoices.status.paid' },
  uncollectible: { id: 'account.invoices.status.uncollectible' },
  void: { id: 'account.invoices.status.void' },
});

/**
 * Every status of Stripe's in the language's words (docs/subscriptions-and-money.md#invoices): paid in
 * the colour of what is done, open in that of what waits, written off as the problem it is.
 */
const STATUS_BADGES: Readonly<Record<InvoiceStatus, { badge: BadgeStatus; words: MessageDescriptor }>> = {
  draft: { badge: 'neutral', words: STATUS_WORDS.draft },
  open: { badge: 'pending', words: STATUS_WORDS.open },
  paid: { badge: 'active', words: STATUS_WORDS.paid },
  uncollectible: { badge: 'error', words: STATUS_WORDS.uncollectible },
  void: { badge: 'neutral', words: STATUS_WORDS.void },
};

/** What the list's rows offer, as the account page gives it. */
export interface InvoiceActions {
  /**
   * docs/subscriptions-and-money.md#payment-problem: an open invoice gets a "Pay" action, when the
   * account can pay it.
   */
  onPay?: (invoice: Invoice) => void;
  /** A payment is under way: the actions wait for it. */
  payBusy?: boolean;
  /**
   * docs/subscriptions-and-money.md#invoices: the PDF is the API's, behind the session, which a
   * plain link does not carry: the page fetches it with the session's token and saves it; a
   * rejection is said above the list.
   */
  onOpenPdf?: (invoice: Invoice) => Promise<void>;
}

/**
 * The invoice list's columns (docs/subscriptions-and-money.md#invoices): number, date, amount,
 * status and the PDF, and a Pay action when an open invoice can be paid. `onPdfFailed` names the
 * invoice whose PDF did not arrive, or null when another is asked for.
 */
export function useInvoiceColumns({
  invoices,
  onPay,
  payBusy = false,
  onOpenPdf,
  onPdfFailed,
}: InvoiceActions & {
  invoices: readonly Invoice[];
  onPdfFailed: (invoice: Invoice | null) => void;
}): TableColumn<Invoice>[] {
  const intl = useIntl();
  const { language } = useLanguage();
  const columns: TableColumn<Invoice>[] = [
    {
      id: 'number',
      header: intl.formatMessage({ id: 'account.invoices.column.number' }),
      // Stripe numbers an invoice once it is finalised; until then its id is all there is.
      cell: (invoice) => invoice.number ?? invoice.id,
      rowHeader: true,
    },
    {
      id: 'date',
      header: intl.formatMessage({ id: 'account.invoices.column.date' }),
      cell: (invoice) => formatUnixSecondsDate(invoice.created, language),
    },
    {
      id: 'amount',
      header: intl.formatMessage({ id: 'account.invoices.column.amount' }),
      // docs/subscriptions-and-money.md#invoices: what was paid, and for an open invoice what is due.
      cell: (invoice) => formatChfFromCents(invoiceAmountShown(invoice), language),
      align: 'end',
    },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'account.invoices.column.status' }),
      cell: (invoice) => {
        const { badge, words } = STATUS_BADGES[invoice.status];
        return <StatusBadge status={badge}>{intl.formatMessage(words)}</StatusBadge>;
      },
    },
    {
      id: 'pdf',
      header: intl.formatMessage({ id: 'account.invoices.column.pdf' }),
      cell: (invoice) =>
        invoice.invoice_pdf ? (
          <Link
            href={invoice.invoice_pdf}
            type="application/pdf"
            standalone
            aria-label={intl.formatMessage(
              { id: 'account.invoices.downloadLabel' },
              { number: invoice.number ?? invoice.id },
            )}
            onClick={
              onOpenPdf
                ? (event) => {
                    event.preventDefault();
                    onPdfFailed(null);
                    onOpenPdf(invoice).catch(() => onPdfFailed(invoice));
                  }
                : undefined
            }
          >
            <IconDownload size="small" />
            {intl.formatMessage({ id: 'account.invoices.download' })}
          </Link>
        ) : (
          MISSING_VALUE
        ),
    },
  ];
  if (onPay && invoices.some((invoice) => invoice.status === 'open')) {
    columns.push({
      id: 'action',
      header: intl.formatMessage({ id: 'billing.invoice.column.action' }),
      cell: (invoice) =>
        invoice.status === 'open' ? (
          <Button
            size="small"
            disabled={payBusy}
            aria-label={intl.formatMessage(
              { id: 'billing.invoice.payLabel' },
              { number: invoice.number ?? invoice.id },
            )}
            onClick={() => onPay(invoice)}
          >
            {intl.formatMessage({ id: 'billing.invoice.pay' })}
          </Button>
        ) : null,
    });
  }

  return columns;
}
