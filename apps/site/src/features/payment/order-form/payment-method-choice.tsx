import type { PaymentMethod } from '@app/contracts';
import { SegmentedControl } from '@app/ui';
import { useIntl } from 'react-intl';

export interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onValueChange: (method: PaymentMethod) => void;
  /** /config turns invoices on; otherwise the choice is shown, disabled, with why. */
  invoicePaymentEnabled: boolean;
  disabled: boolean;
}

/**
 * A first purchase's payment method (docs/subscriptions-and-money.md#payment-method): card, or
 * invoice when /config turns invoices on.
 */
export function PaymentMethodChoice({
  value,
  onValueChange,
  invoicePaymentEnabled,
  disabled,
}: PaymentMethodChoiceProps) {
  const intl = useIntl();
  return (
    <SegmentedControl<PaymentMethod>
      name="paymentMethod"
      label={intl.formatMessage({ id: 'payment.method.label' })}
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      options={[
        { value: 'card', label: intl.formatMessage({ id: 'payment.method.card' }) },
        invoicePaymentEnabled
          ? { value: 'invoice', label: intl.formatMessage({ id: 'payment.method.invoice' }) }
          : {
              value: 'invoice',
              label: intl.formatMessage({ id: 'payment.method.invoice' }),
              description: intl.formatMessage({ id: 'payment.method.invoiceUnavailable' }),
              disabled: true,
            },
      ]}
    />
  );
}
