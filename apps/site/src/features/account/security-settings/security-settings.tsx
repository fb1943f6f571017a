import { Button, Card, Heading, Notice, Stack, Text } from '@app/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { TwoFactorSetup } from '../../../components/two-factor-setup/two-factor-setup.js';
import type { AccountSettingsActor } from '../account-settings/use-account-settings.js';
import { DisableTwoFactorDialog } from '../disable-two-factor-dialog/disable-two-factor-dialog.js';
import * as styles from './security-settings.css.js';

/**
 * docs/accounts.md#two-factor, optional for everyone: its state, its set-up and its
 * turning off; an Enterprise owner's requirement for her colleagues.
 */
export function SecuritySettings({ actor }: { actor: AccountSettingsActor }) {
  const intl = useIntl();
  const { call } = useSession();
  const settings = useSelector(actor, (snapshot) => snapshot.context.settings);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const section = useSelector(actor, (snapshot) => snapshot.context.section);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy') || snapshot.hasTag('loading'));
  const disabling = useSelector(actor, (snapshot) => snapshot.matches('disablingTwoFactor'));
  const [settingUp, setSettingUp] = useState(false);
  const [justEnabled, setJustEnabled] = useState(false);
  const [disableOpen, setDisableOpen] = useState(false);
  const [justDisabled, setJustDisabled] = useState(false);

  const twoFactor = settings?.twoFactor;
  // The dialog closes once two-factor sign-in is off; a refusal keeps it open with its reason.
  // The button that opened it is gone then: the outcome takes the focus
  // (docs/routes-and-screens.md#focus-after-dialog).
  useEffect(() => {
    if (disableOpen && twoFactor && !twoFactor.enabled) {
      setDisableOpen(false);
      setJustDisabled(true);
    }
  }, [disableOpen, twoFactor]);

  const sectionFeedback = (name: 'twoFactor' | 'colleagues') =>
    feedback && section === name && !(name === 'twoFactor' && disableOpen) ? feedback : null;

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
          {settingUp ? (
            <TwoFactorSetup
              startSetup={() => call('startTwoFactorSetup')}
              confirmSetup={(input) => call('confirmTwoFactorSetup', input)}
              onFinished={() => {
                setSettingUp(false);
                setJustEnabled(true);
                actor.send({ type: 'SETTINGS.REFRESH' });
              }}
              onCancelled={() => setSettingUp(false)}
            />
          ) : (
            <>
              {justEnabled ? (
                <Notice tone="success">{intl.formatMessage({ id: 'account.twoFactor.enabled' })}</Notice>
              ) : null}
              <FeedbackNotice
                feedback={sectionFeedback('twoFactor')}
                focusWhen={justDisabled ? 'shown' : undefined}
              />
              {twoFactor ? (
                <Text>
                  {twoFactor.enabled
                    ? intl.formatMessage(
                        { id: 'account.twoFactor.on' },
                        { count: twoFactor.recoveryCodesLeft },
                      )
                    : intl.formatMessage({ id: 'account.twoFactor.off' })}
                </Text>
              ) : null}
              {twoFactor?.requiredByOwner ? (
                <Text tone="muted">{intl.formatMessage({ id: 'account.twoFactor.requiredByOwner' })}</Text>
              ) : null}
              {twoFactor && !twoFactor.enabled ? (
                <div>
                  <Button
                    type="button"
                    disabled={busy}
                    onClick={() => {
                      setJustEnabled(false);
                      setJustDisabled(false);
                      setSettingUp(true);
                    }}
                  >
                    {intl.formatMessage({ id: 'account.twoFactor.enable' })}
                  </Button>
                </div>
              ) : null}
              {twoFactor?.enabled && !twoFactor.requiredByOwner ? (
                <div>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => {
                      setJustEnabled(false);
                      actor.send({ type: 'SETTINGS.DISMISS_FEEDBACK' });
                      setDisableOpen(true);
                    }}
                  >
                    {intl.formatMessage({ id: 'account.twoFactor.disable' })}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </Stack>
        {settings && settings.colleaguesTwoFactorRequired !== null ? (
          <Stack gap="small">
            <label className={styles.choice}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={settings.colleaguesTwoFactorRequired}
                disabled={busy}
                aria-describedby="account-colleagues-hint"
                onChange={(event) =>
                  actor.send({ type: 'SETTINGS.SET_COLLEAGUES', required: event.target.checked })
                }
              />
              {intl.formatMessage({ id: 'account.colleagues.label' })}
            </label>
            <Text id="account-colleagues-hint" tone="muted" size="small">
              {intl.formatMessage({ id: 'account.colleagues.hint' })}
            </Text>
            <FeedbackNotice feedback={sectionFeedback('colleagues')} />
          </Stack>
        ) : null}
      </Stack>
      <DisableTwoFactorDialog
        open={disableOpen}
        onOpenChange={setDisableOpen}
        onConfirm={(proof) => actor.send({ type: 'SETTINGS.DISABLE_TWO_FACTOR', proof })}
        busy={disabling}
        feedback={disableOpen && section === 'twoFactor' && feedback?.tone === 'error' ? feedback : null}
      />
    </Card>
  );
}
