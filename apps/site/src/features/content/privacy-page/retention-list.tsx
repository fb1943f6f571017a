import {
  ACCOUNT_DELETION_GRACE_DAYS,
  AUDIT_LOG_KEPT_MONTHS,
  BOOKKEEPING_RECORDS_YEARS,
  BROWSER_ID_KEPT_DAYS,
  COUNTED_ATTEMPTS_KEPT_HOURS,
  LANGUAGE_COOKIE_DAYS,
  SESSION_IDLE_MINUTES,
  SESSION_LIFETIME_HOURS,
} from '@app/contracts';
import { Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import * as styles from '../legal-document/legal-document.css.js';

/**
 * docs/legal.md#retention: each kind of data, why it is kept and for how long, every figure read
 * from the constant the API keeps it by (@app/contracts).
 */
export function RetentionList() {
  const intl = useIntl();
  const items = [
    intl.formatMessage({ id: 'privacy.retention.accountData' }, { graceDays: ACCOUNT_DELETION_GRACE_DAYS }),
    intl.formatMessage(
      { id: 'privacy.retention.sessions' },
      { hours: SESSION_LIFETIME_HOURS, minutes: SESSION_IDLE_MINUTES },
    ),
    intl.formatMessage({ id: 'privacy.retention.appSignIns' }),
    intl.formatMessage({ id: 'privacy.retention.attempts' }, { hours: COUNTED_ATTEMPTS_KEPT_HOURS }),
    intl.formatMessage({ id: 'privacy.retention.auditLog' }, { months: AUDIT_LOG_KEPT_MONTHS }),
    intl.formatMessage({ id: 'privacy.retention.invoices' }, { years: BOOKKEEPING_RECORDS_YEARS }),
    intl.formatMessage({ id: 'privacy.retention.emails' }),
    intl.formatMessage({ id: 'privacy.retention.clicks' }),
    intl.formatMessage({ id: 'privacy.retention.browserId' }, { days: BROWSER_ID_KEPT_DAYS }),
    intl.formatMessage({ id: 'privacy.retention.language' }, { days: LANGUAGE_COOKIE_DAYS }),
  ];
  return (
    <Stack gap="small">
      <Text>{intl.formatMessage({ id: 'privacy.retention.intro' })}</Text>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>
            <Text as="span">{item}</Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
