import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SignedInErrorWords } from '../feedback-notice/signed-in-error-words.js';
import { Redirecting } from '../redirecting/redirecting.js';
import { useSession } from '../session-provider/session-provider.js';

export interface RequireSessionProps {
  /** The screen, shown while there is a session. */
  children: ReactNode;
  /** Navigation state carried to /signin beside `from`, and back here after signing in (the plan). */
  state?: Readonly<Record<string, unknown>>;
  /**
   * When the session ends while the screen is open: `return` sends her to /signin as on arrival,
   * `state` included, so she comes back to what she was doing; `follow` leaves the way to the
   * session chart, whose navigation says more (the notice of a deletion, home after signing out).
   */
  whenEnded?: 'return' | 'follow';
}

/**
 * docs/routes-and-screens.md#signed-in-routes: a signed-in screen. A visitor signs in first and comes back here (`from`, the route's
 * path); "Redirecting…" shows until she has left. The screen refuses in signed-in words.
 */
export function RequireSession({ children, state, whenEnded = 'return' }: RequireSessionProps) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const arrivedSignedIn = useRef(signedIn);
  const sendsToSignIn = !signedIn && (whenEnded === 'return' || !arrivedSignedIn.current);
  useEffect(() => {
    if (sendsToSignIn) navigate('/signin', { replace: true, state: { from: pathname, ...state } });
  }, [sendsToSignIn, navigate, pathname, state]);
  return signedIn ? <SignedInErrorWords>{children}</SignedInErrorWords> : <Redirecting />;
}
