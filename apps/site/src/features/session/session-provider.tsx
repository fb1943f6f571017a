import { AUTH_TOKEN_STORAGE_KEY, isSignedIn, sessionMachine } from '@app/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ApiClientOptions, CallApi } from '../../api/client.js';

interface SessionContextValue {
  /** SPEC §4: derived from the stored token's presence. */
  signedIn: boolean;
  /** Hands a fresh token from sign-in to the session (stored under `auth_token`). */
  signIn: (token: string) => void;
  /** Removes the token here at once and asks the server to revoke it. */
  signOut: () => void;
  /** Every call of the site, with this session's token; a 401 or 403 ends the session. */
  call: CallApi;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * The API client and the contracts it parses with (zod) are fetched with the first call, so a
 * public page that calls nothing does not download them.
 */
function lazyClient(options: ApiClientOptions): CallApi {
  let client: Promise<CallApi> | undefined;
  return ((...args: Parameters<CallApi>) => {
    client ??= import('../../api/client.js').then(({ createApiClient }) => createApiClient(options));
    return client.then((call) => (call as (...a: Parameters<CallApi>) => ReturnType<CallApi>)(...args));
  }) as CallApi;
}

// Storage can throw (Safari private mode, storage disabled): the session then lives in memory.
const storage = {
  read(): string | null {
    try {
      return window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write(token: string | null): void {
    try {
      if (token) window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
      else window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
    } catch {
      // Nothing to do: the in-memory session still ends or starts.
    }
  },
};

/** The session machine of SPEC §4 for the whole site, and the API client bound to it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const actor = useActorRef(
    sessionMachine.provide({
      actions: {
        storeToken: (_, { token }) => storage.write(token),
        clearToken: () => storage.write(null),
      },
      actors: {
        revokeSession: fromPromise(async ({ input }: { input: { token: string } }) => {
          const call = lazyClient({ getToken: () => input.token, onSessionEnded: () => {} });
          await call('signout');
        }),
      },
    }),
    { input: { storedToken: storage.read() } },
  );
  const signedIn = useSelector(actor, isSignedIn);

  useEffect(() => {
    const subscription = actor.on('navigate', (event) => navigate(event.to, { state: event.state }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  const value = useMemo<SessionContextValue>(
    () => ({
      signedIn,
      signIn: (token) => actor.send({ type: 'SESSION.SIGNED_IN', token }),
      signOut: () => actor.send({ type: 'SESSION.SIGN_OUT' }),
      call: lazyClient({
        getToken: () => actor.getSnapshot().context.token,
        onSessionEnded: () =>
          actor.send({
            type: 'SESSION.EXPIRED',
            from: `${window.location.pathname}${window.location.search}`,
          }),
      }),
    }),
    [actor, signedIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
