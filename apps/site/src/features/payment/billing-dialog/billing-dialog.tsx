import type { BillingInfo } from '@app/contracts';
import type { BillingField } from '@app/machines';
import { TextField } from '@app/ui';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import {
  ADDRESS_AUTOCOMPLETE,
  AddressFields,
  addressLabels,
} from '../../../components/address-fields/address-fields.js';
import { FormDialog } from '../../../components/form-dialog/form-dialog.js';

export interface BillingDialogProps {
  open: boolean;
  values: BillingInfo;
  onChange: (field: BillingField, value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * docs/subscriptions-and-money.md#billing-dialog: confirm stays disabled until all five fields are filled.
   */
  canConfirm: boolean;
  /** The billing info is being saved (or, on invoice, the order placed). */
  busy: boolean;
  /** Continue, which opened it: the focus returns there when it closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * docs/subscriptions-and-money.md#billing-dialog: the billing-info dialog that Continue opens, five required
 * fields.
 */
export function BillingDialog({
  open,
  values,
  onChange,
  onConfirm,
  onCancel,
  canConfirm,
  busy,
  returnFocusTo,
}: BillingDialogProps) {
  const intl = useIntl();
  const labels = addressLabels(intl);

  const field = (name: BillingField) => (
    <TextField
      name={name}
      label={labels[name]}
      required
      autoComplete={ADDRESS_AUTOCOMPLETE[name]}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      readOnly={busy}
    />
  );

  return (
    <FormDialog
      open={open}
      title={intl.formatMessage({ id: 'payment.billing.title' })}
      description={intl.formatMessage({ id: 'payment.billing.description' })}
      busy={busy}
      cancelLabel={intl.formatMessage({ id: 'payment.billing.cancel' })}
      submitLabel={intl.formatMessage({ id: 'payment.billing.confirm' })}
      submitDisabled={!canConfirm}
      onSubmit={onConfirm}
      onCancel={onCancel}
      returnFocusTo={returnFocusTo}
    >
      <AddressFields field={field} />
    </FormDialog>
  );
}
