import type { Plan } from '@app/pricing';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { CallApi } from '../../lib/api/client.js';
import { lazyClient } from '../../lib/api/lazy-client.js';
import { LazySession } from '../../lib/session/lazy-session.js';

interface SessionContextValue {
  /** docs/accounts.md#session: derived from the stored token's presence. */
  signedIn: boolean;
  /** Hands a fresh token from sign-in to the session (stored under `auth_token`). */
  signIn: (token: string) => void;
  /** Removes the token here at once and asks the server to revoke it. */
  signOut: () => void;
  /**
   * The server already ended this session (the account's deletion ends them all): the token goes
   * and /signin shows `notice` (its navigation state).
   */
  endedByServer: (notice: Readonly<Record<string, string>>) => void;
  /**
   * Resolves once the session chart runs (it is fetched on demand), after which `signIn` and
   * `signOut` act at once: a screen about to sign in waits for it before moving on.
   */
  ready: () => Promise<void>;
  /** Every call of the site, with this session's token; a 401 or 403 ends the session. */
  call: CallApi;
  /**
   * The plan users/me says is served to the signed-in user, or null when it cannot say. Asked
   * quietly: a refusal here does not end the session (a public page stays where it is).
   */
  servedPlan: () => Promise<Plan | null>;
  /**
   * Counts the purchases made on this page: a screen that read the served plan reads it again when
   * it changes, so the top bar drops "Try for free" once a payment activates, without a reload
   * (docs/routes-and-screens.md#top-bar).
   */
  planVersion: number;
  /** Says that the served plan has just changed (a payment activated). */
  planChanged: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Pre-rendered pages are the signed-out ones (the server cannot see the stored token): React takes
 * them over as they are, then shows the signed-in top bar if a token is stored.
 */
const signedOutWhenPrerendered = () => false;

/** The session machine of docs/accounts.md#session for the whole site, and the API client bound to it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session] = useState(() => new LazySession());
  const signedIn = useSyncExternalStore(session.subscribe, session.signedIn, signedOutWhenPrerendered);

  useEffect(() => {
    session.navigate = (event) => navigate(event.to, { state: event.state });
  }, [session, navigate]);

  // A signed-in visitor gets the chart right after the first render, so signing out acts at once.
  useEffect(() => {
    if (session.signedIn()) void session.load();
  }, [session]);

  const [planVersion, setPlanVersion] = useState(0);
  const planChanged = useCallback(() => setPlanVersion((version) => version + 1), []);

  const quietCall = useMemo(
    () => lazyClient({ getToken: session.token, onSessionEnded: () => {} }),
    [session],
  );
  // Its own memo: a screen's effects depend on `call`, so a new one whenever the plan changes would
  // make the payment page read the account again and leave its "activated" dialog unseen. A new
  // client when one signs in or out, as before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: signedIn renews the client on purpose
  const call = useMemo(
    () =>
      lazyClient({
        getToken: session.token,
        onSessionEnded: () =>
          session.send({
            type: 'SESSION.EXPIRED',
            from: `${window.location.pathname}${window.location.search}`,
          }),
      }),
    [session, signedIn],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      signedIn,
      signIn: (token) => session.send({ type: 'SESSION.SIGNED_IN', token }),
      signOut: () => session.send({ type: 'SESSION.SIGN_OUT' }),
      endedByServer: (notice) => session.send({ type: 'SESSION.EXPIRED', notice }),
      ready: () => session.load(),
      call,
      servedPlan: () =>
        quietCall('usersMe').then(
          (me) => me.plan,
          () => null,
        ),
      planVersion,
      planChanged,
    }),
    [session, signedIn, call, quietCall, planVersion, planChanged],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
