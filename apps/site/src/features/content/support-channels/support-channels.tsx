import { COMPANY } from '@app/i18n';
import { Link, PhoneReveal, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { supportHours } from '../../../content/support-hours.js';
import * as styles from './support-channels.css.js';

/**
 * How to reach support, on /support and /contact (docs/routes-and-screens.md#support): the e-mail address,
 * the phone number behind a button (PhoneReveal keeps it out of the page until pressed) and the hours of
 * docs/routes-and-screens.md#support-hours.
 */
export function SupportChannels() {
  const intl = useIntl();
  return (
    <dl className={styles.list}>
      <div className={styles.item}>
        <Text as="dt" size="small" weight="semibold" tone="muted">
          {intl.formatMessage({ id: 'supportChannels.email' })}
        </Text>
        <Text as="dd" className={styles.value}>
          <Link href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Link>
        </Text>
      </div>
      <div className={styles.item}>
        <Text as="dt" size="small" weight="semibold" tone="muted">
          {intl.formatMessage({ id: 'supportChannels.phone' })}
        </Text>
        <Text as="dd" className={styles.value}>
          <PhoneReveal
            revealLabel={intl.formatMessage({ id: 'supportChannels.showPhone' })}
            phoneNumber={COMPANY.supportPhone}
          />
        </Text>
      </div>
      <div className={styles.item}>
        <Text as="dt" size="small" weight="semibold" tone="muted">
          {intl.formatMessage({ id: 'supportChannels.hours' })}
        </Text>
        <Text as="dd" className={styles.value}>
          {intl.formatMessage({ id: 'supportChannels.hoursValue' }, supportHours(intl))}
        </Text>
      </div>
    </dl>
  );
}
