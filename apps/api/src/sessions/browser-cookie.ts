import { BROWSER_ID_KEPT_DAYS } from '@app/contracts';
import { newToken } from './session-tokens.js';

/**
 * docs/accounts.md#new-browser-mail: a browser is told apart by a random id in a long-lived,
 * httpOnly cookie, set when a session is opened there. The API keeps a hash of it per account
 * (known_browsers): a sign-in that does not bring one the account knows is from a new browser,
 * whatever its User-Agent says.
 */
export const BROWSER_COOKIE = 'browser_id';
/** Sent with the sign-in calls only, which are all under this path. */
const COOKIE_PATH = '/api/authentication';
/** Browsers keep a cookie at most 400 days, whatever it asks for (docs/legal.md#retention). */
const COOKIE_MAX_AGE_SECONDS = BROWSER_ID_KEPT_DAYS * 24 * 60 * 60;
/** newToken's 256 bits, base64url. */
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

/** The browser's id from a Cookie header; null without one, or with one we never made. */
export function browserIdOf(cookieHeader: string | undefined): string | null {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== BROWSER_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    if (BROWSER_ID.test(value)) return value;
  }
  return null;
}

/** A new id, for a browser that brought none. */
export const newBrowserId = (): string => newToken();

/** The Set-Cookie value keeping the id; Secure whenever the site is served over HTTPS. */
export function browserCookie(id: string, secure: boolean): string {
  return [
    `${BROWSER_COOKIE}=${id}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
