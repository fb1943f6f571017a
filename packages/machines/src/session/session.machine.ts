import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { injectedCall } from '../shared/injected-call.js';
import { type NavigateEmitted, navigate } from '../shared/navigation.js';

export type SessionEvent =
  | { type: 'SESSION.SIGNED_IN'; token: string }
  | { type: 'SESSION.SIGN_OUT' }
  /**
   * A 401 or 403 on an authenticated call; `from` is where the user was, to return after sign-in.
   * `notice` is for /signin to say why (docs/accounts.md#session-end: the account's deletion ended
   * every session).
   */
  | { type: 'SESSION.EXPIRED'; from?: string; notice?: Readonly<Record<string, string>> };

/**
 * The session (docs/accounts.md#session): anonymous or authenticated, derived from the stored token. Signing
 * in stores it; signing out asks the server to revoke it and removes it whatever the answer; a 401
 * or 403 removes it and sends the user to /signin. Storage is injected (`storeToken`,
 * `clearToken`), so the chart runs without a browser.
 */
export const sessionMachine = setup({
  types: {
    context: {} as { token: string | null },
    events: {} as SessionEvent,
    input: {} as { storedToken: string | null },
    emitted: {} as NavigateEmitted,
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
  },
  actors: {
    revokeSession: injectedCall<void, { token: string }>('revokeSession'),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.storedToken && input.storedToken.length > 0 ? input.storedToken : null,
  }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [{ guard: 'hasToken', target: 'authenticated' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        'SESSION.SIGNED_IN': {
          target: 'authenticated',
          actions: [
            assign({ token: ({ event }) => event.token }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    authenticated: {
      on: {
        'SESSION.SIGN_OUT': 'signingOut',
        'SESSION.EXPIRED': {
          target: 'anonymous',
          actions: [
            assign({ token: null }),
            'clearToken',
            emit(({ event }) => {
              const state = { ...event.notice, ...(event.from ? { from: event.from } : {}) };
              return navigate('/signin', Object.keys(state).length > 0 ? state : undefined);
            }),
          ],
        },
        // A fresh sign-in replaces the token (another account on the same browser).
        'SESSION.SIGNED_IN': {
          actions: [
            assign({ token: ({ event }) => event.token }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    signingOut: {
      // The token is gone from this browser at once; the server's revocation is best effort.
      entry: 'clearToken',
      invoke: {
        src: 'revokeSession',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'anonymous', actions: [assign({ token: null }), emit(navigate('/'))] },
        onError: { target: 'anonymous', actions: [assign({ token: null }), emit(navigate('/'))] },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** docs/accounts.md#session: the logged-in flag is derived from the token's presence. */
export const isSignedIn = (snapshot: SessionSnapshot): boolean => snapshot.matches('authenticated');
