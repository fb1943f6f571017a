import type { AccountSettingsResponse, DisableTwoFactorRequest } from '@app/contracts';
import type { Feedback } from '@app/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSession } from '../../../components/session-provider/session-provider.js';
import type { TwoFactorSetupCalls } from '../../../components/two-factor-setup/use-two-factor-setup.js';
import type { AccountSettingsActor } from '../account-settings/use-account-settings.js';

type Section = 'twoFactor' | 'colleagues' | 'practicePasskeys' | 'appDeviceCode';

/** What the security section draws, and what its controls do. */
export interface SecuritySettingsState {
  readonly settings: AccountSettingsResponse | null;
  /** A call is running, or the settings are being read: every control waits. */
  readonly busy: boolean;
  /** Turning two-factor sign-in off is under way. */
  readonly disabling: boolean;
  /** The set-up is shown in place of the state. */
  readonly settingUp: boolean;
  /** The set-up has just ended with two-factor sign-in on. */
  readonly justEnabled: boolean;
  /** The dialog has just turned it off: its outcome takes the focus. */
  readonly justDisabled: boolean;
  readonly disableOpen: boolean;
  readonly setDisableOpen: (open: boolean) => void;
  /** The chart's feedback, when it answers that section (and is not the open dialog's). */
  readonly sectionFeedback: (name: Section) => Feedback | null;
  /** The refusal the open dialog shows. */
  readonly disableFeedback: Feedback | null;
  /** The set-up's calls with the session, and its ends. */
  readonly setup: TwoFactorSetupCalls;
  readonly enable: () => void;
  readonly askDisable: () => void;
  readonly confirmDisable: (proof: DisableTwoFactorRequest) => void;
  readonly setColleagues: (required: boolean) => void;
  /** docs/passkeys.md#policy: the practice requires passkeys of those who run it. */
  readonly setPracticePasskeys: (required: boolean) => void;
  /** docs/licences.md#device-code-switch: the owner's switch of the app's sign-in with a code. */
  readonly setAppDeviceCode: (allowed: boolean) => void;
}

/**
 * The security section's wiring (docs/accounts.md#two-factor) on the account settings chart: the
 * set-up shown in place, the dialog that turns it off, and which section the chart's feedback
 * answers.
 */
export function useSecuritySettings(actor: AccountSettingsActor): SecuritySettingsState {
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

  return {
    settings,
    busy,
    disabling,
    settingUp,
    justEnabled,
    justDisabled,
    disableOpen,
    setDisableOpen,
    sectionFeedback: (name) =>
      feedback && section === name && !(name === 'twoFactor' && disableOpen) ? feedback : null,
    disableFeedback: disableOpen && section === 'twoFactor' && feedback?.tone === 'error' ? feedback : null,
    setup: {
      startSetup: () => call('startTwoFactorSetup'),
      confirmSetup: (input) => call('confirmTwoFactorSetup', input),
      onFinished: () => {
        setSettingUp(false);
        setJustEnabled(true);
        actor.send({ type: 'SETTINGS.REFRESH' });
      },
      onCancelled: () => setSettingUp(false),
    },
    enable: () => {
      setJustEnabled(false);
      setJustDisabled(false);
      setSettingUp(true);
    },
    askDisable: () => {
      setJustEnabled(false);
      actor.send({ type: 'SETTINGS.DISMISS_FEEDBACK' });
      setDisableOpen(true);
    },
    confirmDisable: (proof) => actor.send({ type: 'SETTINGS.DISABLE_TWO_FACTOR', proof }),
    setColleagues: (required) => actor.send({ type: 'SETTINGS.SET_COLLEAGUES', required }),
    setPracticePasskeys: (required) => actor.send({ type: 'SETTINGS.SET_PRACTICE_PASSKEYS', required }),
    setAppDeviceCode: (allowed) => actor.send({ type: 'SETTINGS.SET_APP_DEVICE_CODE', allowed }),
  };
}
