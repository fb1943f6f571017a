import type { UserStatus } from '@app/contracts';
import { updateUserStatus } from '../accounts/users-service.js';
import type { Queryable } from '../db/database.js';

/**
 * docs/accounts.md#statuses: pending until the e-mail is confirmed, and again while a paid
 * subscription awaits its first successful payment, or a paid change its 3-D Secure (the card
 * payment's polling waits for `active` in both cases); active otherwise.
 */
export async function refreshUserStatus(db: Queryable, userId: string): Promise<UserStatus> {
  return (await updateUserStatus(db, userId)) ?? 'pending';
}
