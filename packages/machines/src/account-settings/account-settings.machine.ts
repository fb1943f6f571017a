import type {
  AccountSettingsResponse,
  AppDeviceCodeSwitchRequest,
  DeleteAccountRequest,
  DeleteAccountResponse,
  DisableTwoFactorRequest,
} from '@app/contracts';
import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { endsSession, failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';

/** The part of the account page a feedback belongs to, so it shows next to what was done. */
export type SettingsSection =
  | 'twoFactor'
  | 'colleagues'
  | 'practicePasskeys'
  | 'appDeviceCode'
  | 'data'
  | 'deletion';

export type AccountSettingsEvent =
  | { type: 'SETTINGS.REFRESH' }
  | { type: 'SETTINGS.DISABLE_TWO_FACTOR'; proof: DisableTwoFactorRequest }
  | { type: 'SETTINGS.SET_COLLEAGUES'; required: boolean }
  /** docs/passkeys.md#policy: the practice requires passkeys of those who run it, or not. */
  | { type: 'SETTINGS.SET_PRACTICE_PASSKEYS'; required: boolean }
  /** docs/licences.md#device-code-switch: the owner allows or forbids the app's sign-in with a code. */
  | { type: 'SETTINGS.SET_APP_DEVICE_CODE'; allowed: boolean }
  | { type: 'SETTINGS.EXPORT' }
  | { type: 'SETTINGS.DELETE'; request: DeleteAccountRequest }
  | { type: 'SETTINGS.KEEP' }
  | { type: 'SETTINGS.DISMISS_FEEDBACK' };

export type AccountSettingsEmitted =
  | { type: 'session.expired' }
  /** Deleted: every session of hers has ended on the server, this one too. */
  | { type: 'settings.deleted'; deletionScheduledAt: string };

interface AccountSettingsContext {
  settings: AccountSettingsResponse | null;
  feedback: Feedback | null;
  section: SettingsSection;
}

const failed = (section: SettingsSection) =>
  assign<AccountSettingsContext, { type: string; error: unknown }, undefined, AccountSettingsEvent, never>({
    section,
    feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
  });

/**
 * A failed call, back to the settings: a 401 or 403 ends the session (docs/accounts.md#session-end),
 * anything else is said in the section the call belongs to.
 */
const failedIn = (section: SettingsSection) =>
  [
    {
      guard: {
        type: 'sessionEnded',
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
      target: 'ready',
      actions: 'sessionExpired',
    },
    { target: 'ready', actions: failed(section) },
  ] as const;

/**
 * The account page's security and data section (docs/accounts.md#two-factor): two-factor sign-in on or off,
 * an Enterprise owner's requirement for her colleagues, her practice's passkey rule
 * (docs/passkeys.md#policy, also an admin's of the practice) and her switch for the Windows app's sign-in
 * with a code (docs/licences.md#device-code-switch), the data download, and the deletion with
 * its undo ("keep my account") during the 30 days of grace. Each change reloads the settings.
 */
export const accountSettingsMachine = setup({
  types: {
    context: {} as AccountSettingsContext,
    events: {} as AccountSettingsEvent,
    emitted: {} as AccountSettingsEmitted,
  },
  actors: {
    loadSettings: injectedCall<AccountSettingsResponse>('loadSettings'),
    disableTwoFactor: injectedCall<{ message: string }, DisableTwoFactorRequest>('disableTwoFactor'),
    setColleaguesTwoFactor: injectedCall<{ message: string; required: boolean }, { required: boolean }>(
      'setColleaguesTwoFactor',
    ),
    setPracticePasskeys: injectedCall<{ message: string; required: boolean }, { required: boolean }>(
      'setPracticePasskeys',
    ),
    setAppDeviceCodeSwitch: injectedCall<{ allowed: boolean }, AppDeviceCodeSwitchRequest>(
      'setAppDeviceCodeSwitch',
    ),
    /** Fetches the ZIP and hands it to the browser to save. */
    exportData: injectedCall<void>('exportData'),
    deleteAccount: injectedCall<DeleteAccountResponse, DeleteAccountRequest>('deleteAccount'),
    keepAccount: injectedCall<{ message: string }>('keepAccount'),
  },
  guards: {
    sessionEnded: (_, params: { error: unknown }) => endsSession(failureOf(params.error)),
  },
  actions: { sessionExpired: emit({ type: 'session.expired' } as const) },
}).createMachine({
  id: 'accountSettings',
  context: { settings: null, feedback: null, section: 'twoFactor' },
  initial: 'loading',
  on: { 'SETTINGS.DISMISS_FEEDBACK': { actions: assign({ feedback: null }) } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadSettings',
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output }) },
        onError: failedIn('twoFactor'),
      },
    },
    ready: {
      on: {
        'SETTINGS.REFRESH': 'loading',
        'SETTINGS.DISABLE_TWO_FACTOR': { target: 'disablingTwoFactor', actions: assign({ feedback: null }) },
        'SETTINGS.SET_COLLEAGUES': { target: 'settingColleagues', actions: assign({ feedback: null }) },
        'SETTINGS.SET_PRACTICE_PASSKEYS': {
          target: 'settingPracticePasskeys',
          actions: assign({ feedback: null }),
        },
        'SETTINGS.SET_APP_DEVICE_CODE': {
          target: 'settingAppDeviceCode',
          actions: assign({ feedback: null }),
        },
        'SETTINGS.EXPORT': { target: 'exporting', actions: assign({ feedback: null }) },
        'SETTINGS.DELETE': { target: 'deleting', actions: assign({ feedback: null }) },
        'SETTINGS.KEEP': { target: 'keeping', actions: assign({ feedback: null }) },
      },
    },
    disablingTwoFactor: {
      tags: ['busy'],
      invoke: {
        src: 'disableTwoFactor',
        input: ({ event }) => (event as { proof: DisableTwoFactorRequest }).proof,
        onDone: {
          target: 'loading',
          actions: assign({
            section: 'twoFactor',
            feedback: messageFeedback('account.twoFactor.disabled', 'success'),
          }),
        },
        onError: failedIn('twoFactor'),
      },
    },
    settingColleagues: {
      tags: ['busy'],
      invoke: {
        src: 'setColleaguesTwoFactor',
        input: ({ event }) => ({ required: (event as { required: boolean }).required }),
        onDone: {
          target: 'loading',
          actions: assign({
            section: 'colleagues',
            feedback: ({ event }) =>
              messageFeedback(
                event.output.required ? 'account.colleagues.required' : 'account.colleagues.optional',
                'success',
              ),
          }),
        },
        onError: failedIn('colleagues'),
      },
    },
    settingPracticePasskeys: {
      tags: ['busy'],
      invoke: {
        src: 'setPracticePasskeys',
        input: ({ event }) => ({ required: (event as { required: boolean }).required }),
        onDone: {
          target: 'loading',
          actions: assign({
            section: 'practicePasskeys',
            feedback: ({ event }) =>
              messageFeedback(
                event.output.required
                  ? 'account.passkeys.practice.required'
                  : 'account.passkeys.practice.optional',
                'success',
              ),
          }),
        },
        onError: failedIn('practicePasskeys'),
      },
    },
    settingAppDeviceCode: {
      tags: ['busy'],
      invoke: {
        src: 'setAppDeviceCodeSwitch',
        input: ({ event }) => ({ allowed: (event as { allowed: boolean }).allowed }),
        onDone: {
          target: 'loading',
          actions: assign({
            section: 'appDeviceCode',
            feedback: ({ event }) =>
              messageFeedback(
                event.output.allowed ? 'account.appDeviceCode.allowed' : 'account.appDeviceCode.forbidden',
                'success',
              ),
          }),
        },
        onError: failedIn('appDeviceCode'),
      },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        src: 'exportData',
        onDone: {
          target: 'ready',
          actions: assign({
            section: 'data',
            feedback: messageFeedback('account.data.downloaded', 'success'),
          }),
        },
        onError: failedIn('data'),
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteAccount',
        input: ({ event }) => (event as { request: DeleteAccountRequest }).request,
        onDone: {
          target: 'deleted',
          actions: emit(({ event }) => ({
            type: 'settings.deleted' as const,
            deletionScheduledAt: event.output.deletionScheduledAt,
          })),
        },
        onError: failedIn('deletion'),
      },
    },
    keeping: {
      tags: ['busy'],
      invoke: {
        src: 'keepAccount',
        onDone: {
          target: 'loading',
          actions: assign({
            section: 'deletion',
            feedback: messageFeedback('account.deletion.kept', 'success'),
          }),
        },
        onError: failedIn('deletion'),
      },
    },
    deleted: { type: 'final' },
  },
});

export type AccountSettingsSnapshot = SnapshotFrom<typeof accountSettingsMachine>;
