import type { INVITATION_LINK_STATES } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { assertSsoNotRequired } from '../sso/enforced.js';
import { consumeOneTimeToken, findOneTimeToken } from '../tokens/one-time-tokens.js';
import { findUserByEmail } from './accounts-repository.js';
import { type AccountsContext, confirmOwner, hashNewPassword, replacePassword } from './accounts-service.js';

/**
 * What an invitation link can do (docs/accounts.md#create-password), looked at without using it: its
 * colleague signs in once she has a password (set with this very link, or before it), and a link
 * that is unknown, spent unused, expired, or names another address is invalid.
 */
type InvitationLinkState = (typeof INVITATION_LINK_STATES)[number];

export async function invitationLinkState(
  db: Queryable,
  input: { token: string; email: string },
): Promise<InvitationLinkState> {
  const found = await findOneTimeToken(db, 'invitation', input.token);
  const invitee = found ? await findUserByEmail(db, input.email) : null;
  if (!found || !invitee || invitee.id !== found.userId) return 'invalid';
  if (invitee.password_hash) return 'signIn';
  return found.live ? 'usable' : 'invalid';
}

/**
 * An invitee's first password; the seat stays an offer she answers on her account page
 * (docs/licences.md#offers). An address that already has a password keeps it.
 */
export async function createPassword(
  { db, config }: AccountsContext,
  input: { token: string; email: string; newPassword: string },
): Promise<void> {
  const passwordHash = await hashNewPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, 'invitation', input.token);
    const invitee = consumed ? await findUserByEmail(tx, input.email) : null;
    // The link names both; with another address the token is refused (the rollback keeps it
    // usable for the colleague it was sent to).
    if (!consumed || !invitee || invitee.id !== consumed.userId)
      throw new HttpError('invalid_or_expired_token');
    if (invitee.password_hash) throw new HttpError('sign_in_to_accept_invitation');
    await assertSsoNotRequired(tx, invitee.email);
    await replacePassword(tx, invitee.id, passwordHash);
    await confirmOwner(tx, config, invitee);
  });
}
