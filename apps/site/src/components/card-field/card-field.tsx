import { FormField, Spinner, tokens } from '@app/ui';
import { CardElement } from '@stripe/react-stripe-js';
import type { StripeCardElementOptions } from '@stripe/stripe-js';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './card-field.css.js';

export interface CardFieldProps {
  label: string;
  /** A payment or a card change is under way: the field is read-only meanwhile. */
  busy: boolean;
  /** False until the card provider is loaded: a spinner stands in for the field. */
  providerReady: boolean;
}

/**
 * Stripe draws the card field in its own iframe, out of reach of the theme's CSS variables, so
 * its text takes the theme's raw values. docs/subscriptions-and-money.md#card-dialog: the card's postal-code
 * field is hidden.
 */
const cardOptions = (disabled: boolean): StripeCardElementOptions => ({
  hidePostalCode: true,
  disabled,
  style: {
    base: {
      color: tokens.color.text,
      fontFamily: tokens.font.body,
      fontSize: '16px',
      '::placeholder': { color: tokens.color.textMuted },
    },
    invalid: { color: tokens.color.danger, iconColor: tokens.color.danger },
  },
});

/** Stripe's card field in a frame drawn like the site's inputs: the payment's and the card change's. */
export function CardField({ label, busy, providerReady }: CardFieldProps) {
  const intl = useIntl();
  const options = useMemo(() => cardOptions(busy), [busy]);
  return (
    <FormField label={label} required>
      {(control) => (
        <fieldset
          id={control.id}
          aria-labelledby={control['aria-labelledby']}
          className={styles.frame}
          data-disabled={busy}
        >
          {providerReady ? (
            <CardElement options={options} className={styles.element} />
          ) : (
            <Spinner label={intl.formatMessage({ id: 'payment.card.loading' })} showLabel />
          )}
        </fieldset>
      )}
    </FormField>
  );
}
