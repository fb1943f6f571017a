import { accountSettingsMachine } from '@app/machines';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { saveFile } from '../../../lib/save-file.js';

/**
 * The account page's security and data chart (docs/accounts.md#two-factor), its calls bound to the session.
 * A deletion ends every session on the server, this one too: the token goes and /signin says
 * when the account will be deleted.
 */
export type AccountSettingsActor = ActorRefFrom<typeof accountSettingsMachine>;

export function useAccountSettings(): AccountSettingsActor {
  const { call, endedByServer } = useSession();
  const actor = useActorRef(
    accountSettingsMachine.provide({
      actors: {
        loadSettings: fromPromise(() => call('accountSettings')),
        disableTwoFactor: fromPromise(({ input }) => call('disableTwoFactor', input)),
        setColleaguesTwoFactor: fromPromise(({ input }) => call('setColleaguesTwoFactor', input)),
        setPracticePasskeys: fromPromise(({ input }) => call('setPracticePasskeys', input)),
        setAppDeviceCodeSwitch: fromPromise(({ input }) => call('setAppDeviceCodeSwitch', input)),
        exportData: fromPromise(async () => saveFile(await call('exportAccountData'))),
        deleteAccount: fromPromise(({ input }) => call('deleteAccount', input)),
        keepAccount: fromPromise(() => call('keepAccount')),
      },
    }),
  );
  useEffect(() => {
    const subscription = actor.on('settings.deleted', (event) =>
      endedByServer({ accountDeleted: event.deletionScheduledAt }),
    );
    return () => subscription.unsubscribe();
  }, [actor, endedByServer]);
  return actor;
}
