import type { Passkey } from '@app/contracts';
import { accountPasskeysMachine, type Feedback, type PasskeysAct } from '@app/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { addPasskey } from '../../../lib/add-passkey.js';
import { passkeyCeremonies } from '../../../lib/passkeys.js';

/** What the passkeys section draws, and what its controls do. */
export interface PasskeysState {
  /** Null until the list is read. */
  readonly passkeys: readonly Passkey[] | null;
  /** Her last passkey cannot be removed (docs/passkeys.md#policy, #admins). */
  readonly required: boolean;
  /** The browser can create passkeys: without WebAuthn the list shows, and a line says why no button. */
  readonly supported: boolean;
  readonly loadFailed: boolean;
  /** A call or a ceremony is running: every control waits. */
  readonly busy: boolean;
  readonly adding: boolean;
  readonly feedback: Feedback | null;
  /** The call the feedback answers. */
  readonly act: PasskeysAct;
  /** The passkey whose rename dialog is open. */
  readonly renaming: Passkey | null;
  readonly retry: () => void;
  readonly add: () => void;
  readonly openRename: (passkey: Passkey | null) => void;
  readonly rename: (name: string) => void;
  readonly remove: (passkey: Passkey) => void;
  /** docs/passkeys.md#remove: ends this session and signs in again, coming back to the account. */
  readonly signInAgain: () => void;
}

/**
 * Her passkeys' chart (docs/passkeys.md#list) with the session's calls and the browser's ceremonies
 * (lib/passkeys.ts, which the tests replace): adding asks for the options, has the browser create
 * the passkey and sends it; removing hands the passkeys still accepted to the browser
 * (docs/passkeys.md#signals). `onAdded` hears of each passkey added (the admin page asks again).
 */
export function usePasskeys(onAdded?: () => void): PasskeysState {
  const { call, endedByServer } = useSession();
  const actor = useActorRef(
    accountPasskeysMachine.provide({
      actors: {
        listPasskeys: fromPromise(() => call('listPasskeys')),
        addPasskey: fromPromise(() => addPasskey(call)),
        renamePasskey: fromPromise(({ input }) => call('renamePasskey', input)),
        removePasskey: fromPromise(async ({ input }) => {
          const answer = await call('removePasskey', input);
          await passkeyCeremonies.signalAccepted(answer.signal);
          return answer;
        }),
      },
    }),
  );
  const list = useSelector(actor, (snapshot) => snapshot.context.list);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const act = useSelector(actor, (snapshot) => snapshot.context.act);
  const loadFailed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy') || snapshot.hasTag('loading'));
  const adding = useSelector(actor, (snapshot) => snapshot.matches('adding'));
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  // Decided once: whether the browser has WebAuthn does not change while the page is open.
  const [supported] = useState(() => passkeyCeremonies.supported());

  useEffect(() => {
    const renamed = actor.on('passkeys.renamed', () => setRenaming(null));
    const added = actor.on('passkeys.added', () => onAdded?.());
    return () => {
      renamed.unsubscribe();
      added.unsubscribe();
    };
  }, [actor, onAdded]);

  return {
    passkeys: list?.passkeys ?? null,
    required: list?.required ?? false,
    supported,
    loadFailed,
    busy,
    adding,
    feedback,
    act,
    renaming,
    retry: () => actor.send({ type: 'PASSKEYS.RETRY' }),
    add: () => actor.send({ type: 'PASSKEYS.ADD' }),
    openRename: (passkey) => {
      actor.send({ type: 'PASSKEYS.DISMISS_FEEDBACK' });
      setRenaming(passkey);
    },
    rename: (name) => {
      if (renaming) actor.send({ type: 'PASSKEYS.RENAME', id: renaming.id, name });
    },
    remove: (passkey) => actor.send({ type: 'PASSKEYS.REMOVE', id: passkey.id }),
    signInAgain: () => {
      void call('signout')
        .catch(() => undefined)
        .finally(() => endedByServer({ from: '/account' }));
    },
  };
}
