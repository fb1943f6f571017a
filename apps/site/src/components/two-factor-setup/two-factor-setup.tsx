import { Button, Heading, type HeadingLevel, Inline, Stack, Text, TextField } from '@app/ui';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../feedback-notice/feedback-notice.js';
import { QrCode } from './qr-code.js';
import * as styles from './two-factor-setup.css.js';
import { type TwoFactorSetupCalls, useTwoFactorSetup } from './use-two-factor-setup.js';

export interface TwoFactorSetupProps extends TwoFactorSetupCalls {
  /** The recovery codes' heading sits below the screen's own. */
  headingLevel?: HeadingLevel;
}

/** The ten recovery codes, shown this once, until she says she has kept them. */
function RecoveryCodes({
  codes,
  headingLevel,
  headingRef,
  onDone,
}: {
  codes: readonly string[];
  headingLevel: HeadingLevel;
  headingRef: Ref<HTMLHeadingElement>;
  onDone: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack gap="medium">
      <Heading level={headingLevel} size="4" ref={headingRef} tabIndex={-1}>
        {intl.formatMessage({ id: 'account.twoFactor.setup.codesTitle' })}
      </Heading>
      <Text>{intl.formatMessage({ id: 'account.twoFactor.setup.codesIntro' })}</Text>
      <ol
        className={styles.codes}
        aria-label={intl.formatMessage({ id: 'account.twoFactor.setup.codesList' })}
      >
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" onClick={onDone}>
          {intl.formatMessage({ id: 'account.twoFactor.setup.done' })}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * The two-factor set-up of docs/accounts.md#two-factor: the QR code and the secret to type, a code
 * from the app to turn it on, then the ten recovery codes, shown this once, until she says she has kept them.
 */
export function TwoFactorSetup({ headingLevel = 3, ...calls }: TwoFactorSetupProps) {
  const intl = useIntl();
  const { state, setup, feedback, codes, codesHeading, submit, cancel, retry, done } =
    useTwoFactorSetup(calls);
  const cancelButton = (
    <Button type="button" variant="secondary" onClick={cancel}>
      {intl.formatMessage({ id: 'account.twoFactor.setup.cancel' })}
    </Button>
  );

  if (state === 'starting') {
    return <Text role="status">{intl.formatMessage({ id: 'account.twoFactor.setup.loading' })}</Text>;
  }
  if (state === 'failed') {
    return (
      <Stack gap="medium">
        <FeedbackNotice feedback={feedback} />
        <Inline gap="small">
          <Button type="button" onClick={retry}>
            {intl.formatMessage({ id: 'account.twoFactor.setup.retry' })}
          </Button>
          {cancelButton}
        </Inline>
      </Stack>
    );
  }
  if (state === 'showingCodes' || state === 'ended') {
    return (
      <RecoveryCodes codes={codes} headingLevel={headingLevel} headingRef={codesHeading} onDone={done} />
    );
  }
  return (
    <Stack gap="medium">
      <div className={styles.scan}>
        {setup ? (
          <QrCode
            className={styles.qrCode}
            rows={setup.qrCode}
            label={intl.formatMessage({ id: 'account.twoFactor.setup.qrAlt' })}
          />
        ) : null}
        <Stack gap="small">
          <Text>{intl.formatMessage({ id: 'account.twoFactor.setup.scan' })}</Text>
          <Text tone="muted">{intl.formatMessage({ id: 'account.twoFactor.setup.secret' })}</Text>
          <code className={styles.secret}>{setup?.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
        </Stack>
      </div>
      <FeedbackNotice feedback={feedback} focusWhen="error" />
      <form className={styles.codeForm} noValidate onSubmit={submit}>
        <TextField
          label={intl.formatMessage({ id: 'account.twoFactor.setup.code' })}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
        />
        <Inline gap="small">
          <Button type="submit" loading={state === 'confirming'}>
            {intl.formatMessage({ id: 'account.twoFactor.setup.confirm' })}
          </Button>
          {cancelButton}
        </Inline>
      </form>
    </Stack>
  );
}
