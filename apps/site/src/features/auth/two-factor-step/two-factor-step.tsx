import type { Feedback } from '@app/machines';
import { Button, Stack, Text, TextField } from '@app/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { formValue } from '../form-value.js';

export interface TwoFactorStepProps {
  feedback: Feedback | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onRestart: () => void;
}

/**
 * The sign-in's second step (docs/accounts.md#two-factor): the code of the authenticator app, or,
 * for an owner without her phone, one of her recovery codes. Both go to the same call; the field's words and
 * keyboard follow which one she types.
 */
export function TwoFactorStep({ feedback, busy, onSubmit, onRestart }: TwoFactorStepProps) {
  const intl = useIntl();
  const [recovery, setRecovery] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempt((count) => count + 1);
    onSubmit(formValue(event.currentTarget, 'code'));
  };

  return (
    <Stack gap="medium">
      <Text tone="muted">
        {intl.formatMessage({ id: recovery ? 'auth.twoFactor.recoveryIntro' : 'auth.twoFactor.intro' })}
      </Text>
      <FeedbackNotice key={attempt} feedback={feedback} focusWhen="error" />
      <form noValidate onSubmit={submit}>
        <Stack gap="medium">
          <TextField
            // A new field for the other kind of code: its keyboard and autofill differ.
            key={recovery ? 'recovery' : 'app'}
            label={intl.formatMessage({
              id: recovery ? 'auth.twoFactor.recoveryCode' : 'auth.twoFactor.code',
            })}
            name="code"
            inputMode={recovery ? 'text' : 'numeric'}
            // docs/passkeys.md#accessible-authentication: either code may be pasted or filled in,
            // never typed from memory; the API reads it with its spaces and hyphens.
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            autoFocus
          />
          <Button type="submit" loading={busy} fullWidth>
            {intl.formatMessage({ id: 'auth.twoFactor.submit' })}
          </Button>
        </Stack>
      </form>
      <Stack gap="small" align="center">
        <Button type="button" variant="ghost" size="small" onClick={() => setRecovery((value) => !value)}>
          {intl.formatMessage({ id: recovery ? 'auth.twoFactor.useApp' : 'auth.twoFactor.useRecovery' })}
        </Button>
        <Button type="button" variant="ghost" size="small" onClick={onRestart}>
          {intl.formatMessage({ id: 'auth.twoFactor.restart' })}
        </Button>
      </Stack>
    </Stack>
  );
}
