import type { EmailConfirmationOutcome } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { findConfirmationLink } from '../tokens/one-time-tokens.js';
import { findUserById } from './accounts-repository.js';

/**
 * What opening a confirmation link says (docs/accounts.md#email-confirmation). It confirms nothing:
 * a mail scanner, or the owner clicking the link of a stranger's sign-up of her address, must not
 * activate a password she never typed. A live link asks for its sign-up's password.
 */
export async function confirmationLinkOutcome(
  db: Queryable,
  token: string,
): Promise<EmailConfirmationOutcome> {
  const link = await findConfirmationLink(db, token);
  if (!link || link.expired) return 'invalid';
  const user = await findUserById(db, link.userId);
  if (user?.email_confirmed_at) return 'confirmed';
  return link.live ? 'pending' : 'invalid';
}
