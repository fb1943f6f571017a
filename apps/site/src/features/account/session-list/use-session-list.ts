import type { AccountSession } from '@app/contracts';
import { accountSessionsMachine, type Feedback } from '@app/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSession } from '../../../components/session-provider/session-provider.js';

/** What the sessions list draws, and what its buttons do. */
export interface SessionListState {
  /** Null until the list is read. */
  readonly sessions: readonly AccountSession[] | null;
  readonly feedback: Feedback | null;
  /** The session whose sign-out is under way. */
  readonly ending: string | null;
  readonly endingOthers: boolean;
  /** The list could not be read: a retry is offered. */
  readonly failed: boolean;
  /** A call is running: every button waits for it. */
  readonly busy: boolean;
  /** How many sessions are not this browser's. */
  readonly others: number;
  readonly retry: () => void;
  /** Ends a session: this browser's is a sign-out, another's is revoked. */
  readonly end: (session: AccountSession) => void;
  readonly endOthers: () => void;
}

/**
 * The sessions chart (docs/accounts.md#sessions-list), its calls bound to the session's client, and
 * its state as the list reads it.
 */
export function useSessionList(): SessionListState {
  const { call, signOut } = useSession();
  const actor = useActorRef(
    accountSessionsMachine.provide({
      actors: {
        listSessions: fromPromise(() => call('listSessions')),
        revokeSession: fromPromise(({ input }) => call('revokeSession', input)),
        revokeOtherSessions: fromPromise(() => call('revokeOtherSessions')),
      },
    }),
  );
  const sessions = useSelector(actor, (snapshot) => snapshot.context.sessions);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const ending = useSelector(actor, (snapshot) =>
    snapshot.matches('ending') ? snapshot.context.ending : null,
  );
  const endingOthers = useSelector(actor, (snapshot) => snapshot.matches('endingOthers'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy') || snapshot.hasTag('loading'));
  return {
    sessions,
    feedback,
    ending,
    endingOthers,
    failed,
    busy,
    others: (sessions ?? []).filter((session) => !session.current).length,
    retry: () => actor.send({ type: 'SESSIONS.RETRY' }),
    end: (session) =>
      session.current ? signOut() : actor.send({ type: 'SESSIONS.END', sessionId: session.id }),
    endOthers: () => actor.send({ type: 'SESSIONS.END_OTHERS' }),
  };
}
