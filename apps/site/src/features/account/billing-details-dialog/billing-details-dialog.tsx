import type { FieldIssueCode } from '@app/contracts';
import type { BillingDetailsErrors, BillingDetailsField, BillingDetailsValues } from '@app/machines';
import { TextField } from '@app/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  ADDRESS_AUTOCOMPLETE,
  AddressFields,
  addressLabels,
} from '../../../components/address-fields/address-fields.js';
import { FormDialog } from '../../../components/form-dialog/form-dialog.js';

export interface BillingDetailsDialogProps {
  open: boolean;
  values: BillingDetailsValues;
  errors: BillingDetailsErrors;
  /** Saving: the fields and buttons wait. */
  busy: boolean;
  /** What a failed save said, above the buttons. */
  feedback?: ReactNode;
  onChange: (field: BillingDetailsField, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** What the browser may fill in for each field (WCAG 1.3.5, identify input purpose). */
const AUTOCOMPLETE: Record<BillingDetailsField, string> = {
  ...ADDRESS_AUTOCOMPLETE,
  company: 'organization',
  vatNumber: 'off',
  invoiceEmail: 'email',
};

const OPTIONAL: ReadonlySet<BillingDetailsField> = new Set(['company', 'vatNumber', 'invoiceEmail']);

/**
 * docs/subscriptions-and-money.md#billing-info, the billing details edited from the account page:
 * the payment page's five fields, then the practice or company name, the Swiss UID/VAT number and
 * the invoice e-mail, all three optional. Each field says its own problem, as the contracts' schema found it.
 */
export function BillingDetailsDialog({
  open,
  values,
  errors,
  busy,
  feedback,
  onChange,
  onSave,
  onCancel,
}: BillingDetailsDialogProps) {
  const intl = useIntl();
  const labels: Record<BillingDetailsField, string> = {
    ...addressLabels(intl),
    company: intl.formatMessage({ id: 'billing.details.company' }),
    vatNumber: intl.formatMessage({ id: 'billing.details.vatNumber' }),
    invoiceEmail: intl.formatMessage({ id: 'billing.details.invoiceEmail' }),
  };
  const hints: Partial<Record<BillingDetailsField, string>> = {
    vatNumber: intl.formatMessage({ id: 'billing.details.vatNumber.hint' }),
    invoiceEmail: intl.formatMessage({ id: 'billing.details.invoiceEmail.hint' }),
  };

  const problem = (field: BillingDetailsField, code: FieldIssueCode | undefined) => {
    if (!code) return undefined;
    if (code === 'required' || code === 'too_short')
      return intl.formatMessage({ id: 'billing.details.error.required' });
    if (code === 'too_long') return intl.formatMessage({ id: 'billing.details.error.tooLong' });
    // docs/calls.md#text-fields: a pasted text may carry a tab or a line break no one sees.
    if (code === 'control_character')
      return intl.formatMessage({ id: 'billing.details.error.controlCharacter' });
    if (field === 'vatNumber') return intl.formatMessage({ id: 'billing.details.error.invalidVat' });
    if (field === 'invoiceEmail') return intl.formatMessage({ id: 'billing.details.error.invalidEmail' });
    return intl.formatMessage({ id: 'errors.validationFailed' });
  };

  const field = (name: BillingDetailsField) => (
    <TextField
      name={name}
      label={labels[name]}
      required={!OPTIONAL.has(name)}
      type={name === 'invoiceEmail' ? 'email' : 'text'}
      autoComplete={AUTOCOMPLETE[name]}
      hint={hints[name]}
      error={problem(name, errors[name])}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      readOnly={busy}
    />
  );

  return (
    <FormDialog
      open={open}
      title={intl.formatMessage({ id: 'billing.details.dialog.title' })}
      description={intl.formatMessage({ id: 'billing.details.dialog.description' })}
      busy={busy}
      cancelLabel={intl.formatMessage({ id: 'billing.details.cancel' })}
      submitLabel={intl.formatMessage({ id: 'billing.details.save' })}
      onSubmit={onSave}
      onCancel={onCancel}
    >
      {field('company')}
      <AddressFields field={field} />
      {field('vatNumber')}
      {field('invoiceEmail')}
      {feedback}
    </FormDialog>
  );
}
