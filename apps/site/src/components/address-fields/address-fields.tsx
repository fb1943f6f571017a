import type { BillingField } from '@app/machines';
import { Tiles } from '@app/ui';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

/** What the browser may fill in for each line of the address (WCAG 1.3.5, identify input purpose). */
export const ADDRESS_AUTOCOMPLETE: Record<BillingField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  address: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
};

/** The labels of the address's five fields, as the payment page and the account's billing details show them. */
export function addressLabels(intl: IntlShape): Record<BillingField, string> {
  return {
    firstName: intl.formatMessage({ id: 'payment.billing.firstName' }),
    lastName: intl.formatMessage({ id: 'payment.billing.lastName' }),
    address: intl.formatMessage({ id: 'payment.billing.address' }),
    postalCode: intl.formatMessage({ id: 'payment.billing.postalCode' }),
    city: intl.formatMessage({ id: 'payment.billing.city' }),
  };
}

/**
 * The billing address laid out as on an envelope: first and last name side by side, the street,
 * then postal code and city side by side (one column on a phone). `field` renders each input.
 */
export function AddressFields({ field }: { field: (name: BillingField) => ReactNode }) {
  return (
    <>
      <Tiles columns={{ mobile: 1, tablet: 2 }} gap="medium">
        {field('firstName')}
        {field('lastName')}
      </Tiles>
      {field('address')}
      <Tiles columns={{ mobile: 1, tablet: 2 }} gap="medium">
        {field('postalCode')}
        {field('city')}
      </Tiles>
    </>
  );
}
