import { deletionScheduledAt } from '@app/billing-rules';
import type { SigninMethod, SigninTokenResponse } from '@app/contracts';
import type { StoredUser } from '../accounts/users-service.js';
import type { Config } from '../config.js';
import type { Queryable } from '../db/database.js';
import { enqueueMail } from '../mail/outbox.js';
import { createSession, isNewBrowser, rememberBrowser, type SessionOrigin } from './sessions-repository.js';

/** Who is signing in, as the route read it from the request. */
export interface SignInClient {
  /** The client address (the socket's, or X-Forwarded-For's behind a trusted proxy). */
  address: string;
  userAgent: string | null;
  /**
   * The id of the browser's cookie (docs/accounts.md#new-browser-mail): the one it brought, or a
   * new one that the answer opening a session sets.
   */
  browserId: string;
}

/**
 * A session for an owner who proved herself (password or mailed link, and her second factor if
 * she has one): a browser she never signed in from is reported to her by mail. A seat she was
 * offered stays an offer (docs/licences.md#offers). The answer tells her, when her account's deletion is pending, that she
 * can still keep it.
 */
export async function openSession(
  tx: Queryable,
  config: Pick<Config, 'publicUrl'>,
  user: StoredUser,
  client: SignInClient,
  opened: {
    /** Whether she gave a code after the password (docs/accounts.md#colleagues-two-factor). */
    secondFactor: boolean;
    /** How she signed in (docs/passkeys.md#sign-in-events). */
    signedInWith: SigninMethod;
    /** Opened with a passkey, or one created to open it (docs/passkeys.md#passkey-session). */
    passkey?: boolean;
    /** Whether the browser is new to the account, when the caller already read it. */
    newBrowser?: boolean | undefined;
  },
): Promise<SigninTokenResponse> {
  const origin: SessionOrigin = {
    userAgent: client.userAgent,
    clientAddress: client.address,
    secondFactor: opened.secondFactor,
    passkey: opened.passkey ?? false,
    signedInWith: opened.signedInWith,
  };
  const newBrowser = opened.newBrowser ?? (await isNewBrowser(tx, user.id, client.browserId));
  const token = await createSession(tx, user.id, origin);
  await rememberBrowser(tx, user.id, client.browserId);
  if (newBrowser) {
    await enqueueMail(tx, {
      to: user.email,
      lang: user.lang,
      template: 'new_signin',
      // The agent as it came: the mail names the browser and system parsed from it, never the
      // string itself (docs/accounts.md#browser-names).
      params: {
        link: `${config.publicUrl}/forgot-password`,
        ...(client.userAgent?.trim() ? { agent: client.userAgent } : {}),
        address: client.address,
        // docs/accounts.md#new-browser-mail: the mail says it was a passkey.
        ...(opened.signedInWith === 'passkey' ? { method: 'passkey' as const } : {}),
      },
    });
  }
  return user.deletion_requested_at
    ? { token, deletionScheduledAt: deletionScheduledAt(user.deletion_requested_at).toISOString() }
    : { token };
}
