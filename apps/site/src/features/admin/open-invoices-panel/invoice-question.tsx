import { formatChf } from '@app/i18n';
import { ConfirmDialog } from '@app/ui';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { customerOf, numberOf } from './invoice-names.js';
import type { OpenInvoicesState } from './use-open-invoices.js';

/**
 * One question for the whole table, opened by the row's button and about its invoice: mark it paid
 * (docs/admin.md#mark-paid) or approve its order (docs/admin.md#approve-order).
 */
export function InvoiceQuestion({ panel }: { panel: OpenInvoicesState }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { asked, approvingAsked } = panel;
  return (
    <ConfirmDialog
      open={panel.confirming}
      returnFocusTo={panel.askedFrom}
      onOpenChange={(open) => {
        if (!open) panel.dismiss();
      }}
      title={intl.formatMessage({
        id: approvingAsked ? 'admin.invoices.approve.title' : 'admin.invoices.confirm.title',
      })}
      description={
        asked
          ? intl.formatMessage(
              {
                id: approvingAsked
                  ? 'admin.invoices.approve.description'
                  : 'admin.invoices.confirm.description',
              },
              {
                number: numberOf(asked),
                customer: customerOf(asked),
                amount: formatChf(asked.amountDue, language),
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
      onConfirm={panel.confirm}
    />
  );
}
