import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { domainOf } from './addresses.js';
import { connectionForDomain, ownsEnforcedPractice, practiceOwner } from './settings-repository.js';

/**
 * docs/sso.md#enforcement, #break-glass: whether the address must sign in through its practice's
 * provider: its domain is proven by a practice that requires it, and it is not that practice's
 * owner with two-factor sign-in on (her break-glass password, with its second factor).
 */
export async function ssoRequiredFor(db: Queryable, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const domain = domainOf(address);
  const connection = domain ? await connectionForDomain(db, domain) : null;
  if (!connection?.enforced) return false;
  const owner = await practiceOwner(db, connection.subscription_id);
  return !(owner && owner.email === address && owner.two_factor);
}

/**
 * Every way in that is not the provider (password, mailed link, a new password, a sign-up) refuses
 * an address under enforcement: `sso_required`, and the site sends her on to the provider
 * (docs/sso.md#enforcement: "every rule holds on every call that can reach it").
 */
export async function assertSsoNotRequired(db: Queryable, email: string): Promise<void> {
  if (await ssoRequiredFor(db, email)) throw new HttpError('sso_required');
}

/** docs/sso.md#break-glass: the owner keeps two-factor sign-in while her practice requires its provider. */
export async function assertBreakGlassKept(db: Queryable, userId: string): Promise<void> {
  if (await ownsEnforcedPractice(db, userId)) throw new HttpError('break_glass_needs_two_factor');
}
