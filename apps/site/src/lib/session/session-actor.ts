import { isSignedIn, type NavigateEmitted, type SessionEvent, sessionMachine } from '@app/machines';
import { createActor, fromPromise } from 'xstate';
import { lazyClient } from '../api/lazy-client.js';
import { tokenStorage } from './session-storage.js';

/** The session chart running, as the provider reads it. */
export interface SessionActor {
  send: (event: SessionEvent) => void;
  signedIn: () => boolean;
  token: () => string | null;
  /** Called after each change of the chart's state. */
  subscribe: (listener: () => void) => void;
}

/**
 * Starts the session chart (docs/accounts.md#session) from the stored token, with the browser's storage and
 * the API.
 */
export function startSessionActor(
  storedToken: string | null,
  navigate: (event: NavigateEmitted) => void,
): SessionActor {
  const actor = createActor(
    sessionMachine.provide({
      actions: {
        storeToken: (_, { token }) => tokenStorage.write(token),
        clearToken: () => tokenStorage.write(null),
      },
      actors: {
        revokeSession: fromPromise(async ({ input }: { input: { token: string } }) => {
          const call = lazyClient({ getToken: () => input.token, onSessionEnded: () => {} });
          await call('signout');
        }),
      },
    }),
    { input: { storedToken } },
  );
  actor.on('navigate', navigate);
  actor.start();
  return {
    send: (event) => actor.send(event),
    signedIn: () => isSignedIn(actor.getSnapshot()),
    token: () => actor.getSnapshot().context.token,
    subscribe: (listener) => {
      actor.subscribe(listener);
    },
  };
}
