import type { BillingInfo } from '@app/contracts';
import type { BillingField } from '@app/machines';
import { Button, Dialog, DialogActions, Stack, TextField, Tiles } from '@app/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';

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
}

/** What the browser may fill in for each field (WCAG 1.3.5, identify input purpose). */
const AUTOCOMPLETE: Record<BillingField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  address: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
};

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
}: BillingDialogProps) {
  const intl = useIntl();
  const labels: Record<BillingField, string> = {
    firstName: intl.formatMessage({ id: 'payment.billing.firstName' }),
    lastName: intl.formatMessage({ id: 'payment.billing.lastName' }),
    address: intl.formatMessage({ id: 'payment.billing.address' }),
    postalCode: intl.formatMessage({ id: 'payment.billing.postalCode' }),
    city: intl.formatMessage({ id: 'payment.billing.city' }),
  };

  const field = (name: BillingField) => (
    <TextField
      name={name}
      label={labels[name]}
      required
      autoComplete={AUTOCOMPLETE[name]}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      readOnly={busy}
    />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canConfirm && !busy) onConfirm();
  };

  return (
    <Dialog
      open={open}
      // Escape and × cancel like the Cancel button, except while the details are being saved.
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={intl.formatMessage({ id: 'payment.billing.title' })}
      description={intl.formatMessage({ id: 'payment.billing.description' })}
      closeLabel={intl.formatMessage({ id: 'payment.dialog.close' })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="medium">
          <Tiles columns={{ mobile: 1, tablet: 2 }} gap="medium">
            {field('firstName')}
            {field('lastName')}
          </Tiles>
          {field('address')}
          <Tiles columns={{ mobile: 1, tablet: 2 }} gap="medium">
            {field('postalCode')}
            {field('city')}
          </Tiles>
        </Stack>
        <DialogActions>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {intl.formatMessage({ id: 'payment.billing.cancel' })}
          </Button>
          <Button type="submit" disabled={!canConfirm} loading={busy}>
            {intl.formatMessage({ id: 'payment.billing.confirm' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
