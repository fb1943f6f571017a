import type { AccountSettingsResponse } from '@app/contracts';
import type { Feedback } from '@app/machines';
import { Button, Card, Heading, Notice, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { TwoFactorSetup } from '../../../components/two-factor-setup/two-factor-setup.js';
import type { AccountSettingsActor } from '../account-settings/use-account-settings.js';
import { DisableTwoFactorDialog } from '../disable-two-factor-dialog/disable-two-factor-dialog.js';
import { PasskeysSection } from '../passkeys/passkeys-section.js';
import { PracticeChoice } from './practice-choice.js';
import { useSecuritySettings } from './use-security-settings.js';

/** Whether two-factor sign-in is on, with the way to turn it on, or off unless her owner requires it. */
function TwoFactorState({
  twoFactor,
  justEnabled,
  feedback,
  focusFeedback,
  busy,
  onEnable,
  onDisable,
}: {
  twoFactor: AccountSettingsResponse['twoFactor'] | undefined;
  justEnabled: boolean;
  feedback: Feedback | null;
  /** Two-factor sign-in has just been turned off: its outcome takes the focus. */
  focusFeedback: boolean;
  busy: boolean;
  onEnable: () => void;
  onDisable: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      {justEnabled ? (
        <Notice tone="success">{intl.formatMessage({ id: 'account.twoFactor.enabled' })}</Notice>
      ) : null}
      <FeedbackNotice feedback={feedback} focusWhen={focusFeedback ? 'shown' : undefined} />
      {twoFactor ? (
        <Text>
          {twoFactor.enabled
            ? intl.formatMessage({ id: 'account.twoFactor.on' }, { count: twoFactor.recoveryCodesLeft })
            : intl.formatMessage({ id: 'account.twoFactor.off' })}
        </Text>
      ) : null}
      {twoFactor?.requiredByOwner ? (
        <Text tone="muted">{intl.formatMessage({ id: 'account.twoFactor.requiredByOwner' })}</Text>
      ) : null}
      {twoFactor && !twoFactor.enabled ? (
        <div>
          <Button type="button" disabled={busy} onClick={onEnable}>
            {intl.formatMessage({ id: 'account.twoFactor.enable' })}
          </Button>
        </div>
      ) : null}
      {twoFactor?.enabled && !twoFactor.requiredByOwner ? (
        <div>
          <Button type="button" variant="secondary" disabled={busy} onClick={onDisable}>
            {intl.formatMessage({ id: 'account.twoFactor.disable' })}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/**
 * docs/accounts.md#two-factor, optional for everyone: its state, its set-up and its
 * turning off; her passkeys (docs/passkeys.md#list); an Enterprise owner's (or her admins')
 * passkey rule for the practice (docs/passkeys.md#policy); an Enterprise owner's requirement for her colleagues and her switch of the Windows
 * app's sign-in with a code (docs/licences.md#device-code-switch).
 */
export function SecuritySettings({ actor }: { actor: AccountSettingsActor }) {
  const intl = useIntl();
  const security = useSecuritySettings(actor);
  const { settings, busy, sectionFeedback } = security;

  return (
    <Card as="section" aria-labelledby="account-security">
      <Stack gap="large">
        <Heading level={2} size="3" id="account-security">
          {intl.formatMessage({ id: 'account.security.heading' })}
        </Heading>
        <Stack gap="medium">
          <Heading level={3} size="4">
            {intl.formatMessage({ id: 'account.twoFactor.heading' })}
          </Heading>
          {security.settingUp ? (
            <TwoFactorSetup {...security.setup} />
          ) : (
            <TwoFactorState
              twoFactor={settings?.twoFactor}
              justEnabled={security.justEnabled}
              feedback={sectionFeedback('twoFactor')}
              focusFeedback={security.justDisabled}
              busy={busy}
              onEnable={security.enable}
              onDisable={security.askDisable}
            />
          )}
        </Stack>
        <PasskeysSection twoFactorOn={settings?.twoFactor.enabled} offer />
        {settings && settings.colleaguesTwoFactorRequired !== null ? (
          <PracticeChoice
            name="colleagues"
            checked={settings.colleaguesTwoFactorRequired}
            busy={busy}
            feedback={sectionFeedback('colleagues')}
            onChange={security.setColleagues}
          />
        ) : null}
        {settings && settings.practicePasskeysRequired !== null ? (
          <PracticeChoice
            name="passkeys.practice"
            checked={settings.practicePasskeysRequired}
            busy={busy}
            feedback={sectionFeedback('practicePasskeys')}
            onChange={security.setPracticePasskeys}
          />
        ) : null}
        {settings?.appDeviceCode ? (
          <PracticeChoice
            name="appDeviceCode"
            checked={settings.appDeviceCode.allowed}
            busy={busy}
            feedback={sectionFeedback('appDeviceCode')}
            onChange={security.setAppDeviceCode}
          />
        ) : null}
      </Stack>
      <DisableTwoFactorDialog
        open={security.disableOpen}
        onOpenChange={security.setDisableOpen}
        onConfirm={security.confirmDisable}
        busy={security.disabling}
        feedback={security.disableFeedback}
      />
    </Card>
  );
}
