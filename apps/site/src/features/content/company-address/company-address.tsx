import { COMPANY } from '@app/i18n';
import { Text } from '@app/ui';
import { useIntl } from 'react-intl';
import * as styles from './company-address.css.js';

/**
 * The company's postal address in Switzerland (docs/routes-and-screens.md#contact), also closing the terms
 * and the privacy policy. An <address>, so it reads as the page's contact information.
 */
export function CompanyAddress() {
  const intl = useIntl();
  return (
    <address className={styles.address}>
      <Text as="span" weight="semibold">
        {COMPANY.name}
      </Text>
      <Text as="span">{COMPANY.street}</Text>
      <Text as="span">{`${COMPANY.postalCode} ${COMPANY.city}`}</Text>
      <Text as="span">{intl.formatMessage({ id: 'company.country' })}</Text>
    </address>
  );
}
