import type { CardSource } from '@app/machines';
import { SegmentedControl } from '@app/ui';
import { useIntl } from 'react-intl';

export interface SavedCardChoiceProps {
  /** The subscription's card ("Visa •••• 4242"). */
  savedCard: { readonly brand: string; readonly last4: string };
  value: CardSource;
  onValueChange: (card: CardSource) => void;
  disabled: boolean;
}

/**
 * The card dialog's choice of card (docs/subscriptions-and-money.md#card-on-file): the card on
 * file first, or another one, which then pays the renewals too. Paying an open invoice and a
 * change on /payment offer it alike.
 */
export function SavedCardChoice({ savedCard, value, onValueChange, disabled }: SavedCardChoiceProps) {
  const intl = useIntl();
  const brand = `${savedCard.brand.charAt(0).toUpperCase()}${savedCard.brand.slice(1)}`;
  return (
    <SegmentedControl<CardSource>
      label={intl.formatMessage({ id: 'billing.pay.choice' })}
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      options={[
        {
          value: 'saved',
          label: intl.formatMessage(
            { id: 'billing.pay.savedCard' },
            { card: `${brand} •••• ${savedCard.last4}` },
          ),
        },
        { value: 'new', label: intl.formatMessage({ id: 'billing.pay.newCard' }) },
      ]}
    />
  );
}
