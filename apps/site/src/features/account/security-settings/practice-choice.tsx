import type { Feedback } from '@app/machines';
import { Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import * as styles from './security-settings.css.js';

/**
 * A setting an Enterprise owner makes for her practice: a labelled checkbox, its hint, and the
 * outcome of the last change. Two-factor sign-in for her colleagues
 * (docs/accounts.md#colleagues-two-factor); signing in the Windows app with a code
 * (docs/licences.md#device-code-switch: the sign-in through the browser on the app's own computer
 * is not concerned); passkeys of those who run the practice (docs/passkeys.md#policy: also an
 * admin's of the practice, docs/licences.md#permissions `security`).
 */
export function PracticeChoice({
  name,
  checked,
  busy,
  feedback,
  onChange,
}: {
  /** `account.{name}.label` and `.hint` are its words; `account-{kebab}-hint` ties the hint. */
  name: 'colleagues' | 'appDeviceCode' | 'passkeys.practice';
  checked: boolean;
  busy: boolean;
  feedback: Feedback | null;
  onChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  const hintId = `account-${name.replace(/[A-Z.]/g, (c) => (c === '.' ? '-' : `-${c.toLowerCase()}`))}-hint`;
  return (
    <Stack gap="small">
      <label className={styles.choice}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          disabled={busy}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {intl.formatMessage({ id: `account.${name}.label` })}
      </label>
      <Text id={hintId} tone="muted" size="small">
        {intl.formatMessage({ id: `account.${name}.hint` })}
      </Text>
      <FeedbackNotice feedback={feedback} />
    </Stack>
  );
}
