/**
 * The sessions domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export { browserCookie, browserIdOf, newBrowserId } from './browser-cookie.js';
export { endOtherSessions, endSession, findSessionUser, sessionsOf, signOut } from './sessions-service.js';
export {
  requestSigninLink,
  SIGNIN_LINK_ANSWER,
  type SignInClient,
  signIn,
  signInWithLink,
} from './sign-in-service.js';
