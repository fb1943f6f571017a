import type { Queryable } from '../db/database.js';
import { revokeOneTimeTokens } from '../tokens/one-time-tokens.js';
import { activateLicense } from './licenses-repository.js';

/**
 * Issue 21: an invitation to an address that already has a password never sets one; signing in
 * accepts it. A live invitation link is spent and the seat it offers becomes active; a removed
 * seat's link was spent at removal, and an expired one stays pending for the owner to renew.
 */
export async function acceptPendingInvitation(tx: Queryable, userId: string): Promise<void> {
  if ((await revokeOneTimeTokens(tx, userId, 'invitation')) > 0) await activateLicense(tx, userId);
}
