import type { Feedback } from '@app/machines';
import { Button, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';

export interface PasskeyStepProps {
  readonly feedback: Feedback | null;
  /** Submits so far: the notice's key, so a repeated refusal is announced again. */
  readonly attempt: number;
  readonly busy: boolean;
  readonly onUsePasskey: () => void;
  readonly onRestart: () => void;
}

/**
 * The step `passkey` (docs/passkeys.md#second-step): her password (or a mailed link) was right and
 * her only second factor is a passkey, which the browser's dialog asks for. One who lost her
 * passkeys would have been asked for her authenticator app's code had she one; so support is her
 * way back (docs/passkeys.md#recovery).
 */
export function PasskeyStep({ feedback, attempt, busy, onUsePasskey, onRestart }: PasskeyStepProps) {
  const intl = useIntl();
  return (
    <Stack gap="medium">
      <FeedbackNotice key={attempt} feedback={feedback} focusWhen="error" />
      <Button type="button" loading={busy} fullWidth onClick={onUsePasskey}>
        {intl.formatMessage({ id: 'signin.passkey.step.submit' })}
      </Button>
      <Text tone="muted">{intl.formatMessage({ id: 'signin.passkey.step.lost' })}</Text>
      <Stack gap="small" align="center">
        <Button type="button" variant="ghost" size="small" onClick={onRestart}>
          {intl.formatMessage({ id: 'auth.twoFactor.restart' })}
        </Button>
      </Stack>
    </Stack>
  );
}

export interface PasskeySetupStepProps {
  readonly feedback: Feedback | null;
  readonly attempt: number;
  /** The passkey is being created, or one she has is being used. */
  readonly creating: boolean;
  readonly using: boolean;
  readonly onCreate: () => void;
  readonly onUsePasskey: () => void;
  readonly onRestart: () => void;
}

/**
 * The step `passkey_setup` (docs/passkeys.md#policy): her practice requires a passkey of her; she
 * creates one here, or uses one she already has, before any session exists.
 */
export function PasskeySetupStep({
  feedback,
  attempt,
  creating,
  using,
  onCreate,
  onUsePasskey,
  onRestart,
}: PasskeySetupStepProps) {
  const intl = useIntl();
  return (
    <Stack gap="medium">
      <FeedbackNotice key={attempt} feedback={feedback} focusWhen="error" />
      <Button type="button" loading={creating} fullWidth onClick={onCreate}>
        {intl.formatMessage({ id: 'signin.passkey.setup.create' })}
      </Button>
      <Button type="button" variant="secondary" loading={using} fullWidth onClick={onUsePasskey}>
        {intl.formatMessage({ id: 'signin.passkey.setup.useExisting' })}
      </Button>
      <Stack gap="small" align="center">
        <Button type="button" variant="ghost" size="small" onClick={onRestart}>
          {intl.formatMessage({ id: 'auth.twoFactor.restart' })}
        </Button>
      </Stack>
    </Stack>
  );
}
