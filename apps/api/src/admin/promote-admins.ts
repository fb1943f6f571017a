import { promoteConfirmedToAdmin } from '../accounts/users-service.js';
import type { Queryable } from '../db/database.js';

/**
 * docs/admin.md#first-admins: an account named by ADMIN_EMAILS that already exists gets the admin role
 * at start (a new one gets it when its address is confirmed). Only a confirmed owner: an address
 * someone signed up and nobody confirmed is no admin (docs/admin.md#first-admins). Nobody is
 * demoted: the list names the first admins, not all of them. Answers the addresses promoted now,
 * for the start-up log.
 */
export async function promoteAdmins(db: Queryable, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const promoted = await promoteConfirmedToAdmin(
    db,
    emails.map((email) => email.trim().toLowerCase()),
  );
  return promoted.sort();
}
