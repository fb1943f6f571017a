import type { Feedback } from '@app/machines';
import { Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import * as styles from './security-settings.css.js';

/**
 * docs/licences.md#device-code-switch: an Enterprise owner allows or forbids signing in the Windows
 * app with a code, for herself and her colleagues; the sign-in through the browser on the app's own
 * computer is not concerned.
 */
export function AppDeviceCodeChoice({
  allowed,
  busy,
  feedback,
  onChange,
}: {
  allowed: boolean;
  busy: boolean;
  feedback: Feedback | null;
  onChange: (allowed: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <Stack gap="small">
      <label className={styles.choice}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={allowed}
          disabled={busy}
          aria-describedby="account-app-device-code-hint"
          onChange={(event) => onChange(event.target.checked)}
        />
        {intl.formatMessage({ id: 'account.appDeviceCode.label' })}
      </label>
      <Text id="account-app-device-code-hint" tone="muted" size="small">
        {intl.formatMessage({ id: 'account.appDeviceCode.hint' })}
      </Text>
      <FeedbackNotice feedback={feedback} />
    </Stack>
  );
}
