import { type AssignableRole, PRACTICE_ROLES, type PracticeRole } from '@app/contracts';
import type { Queryable } from '../db/database.js';

/** The practice a user belongs to by an accepted licence (docs/licences.md#roles), with her roles. */
export interface Membership {
  subscriptionId: string;
  ownerId: string;
  ownerEmail: string;
  /** In the contracts' order; `member` always (an accepted licence), `owner` for the holder. */
  roles: PracticeRole[];
}

/** The roles a licence row gives: the owner flag, the roles column, and member for any of them. */
export function rolesOf(owner: boolean, given: readonly string[]): PracticeRole[] {
  const held = new Set<string>([...given, 'member', ...(owner ? ['owner'] : [])]);
  return PRACTICE_ROLES.filter((role) => held.has(role));
}

/** Her accepted licence's practice, whoever owns it (herself included); null without one. */
export async function membershipOf(db: Queryable, userId: string): Promise<Membership | null> {
  const { rows } = await db.query<{
    subscription_id: string;
    owner_id: string;
    owner_email: string;
    owner: boolean;
    roles: string[];
  }>(
    `select l.subscription_id, s.owner_id, o.email as owner_email, l.owner, l.roles
       from licenses l
       join subscriptions s on s.id = l.subscription_id
       join users o on o.id = s.owner_id
      where l.user_id = $1 and l.status = 'active'`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    subscriptionId: row.subscription_id,
    ownerId: row.owner_id,
    ownerEmail: row.owner_email,
    roles: rolesOf(row.owner, row.roles),
  };
}

export interface MemberRow {
  user_id: string;
  email: string;
  name: string | null;
  owner: boolean;
  roles: string[];
}

/** The accepted members of a subscription, owner first, then by address. */
export async function membersOf(db: Queryable, subscriptionId: string): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `select l.user_id, u.email, l.owner, l.roles,
            nullif(btrim(concat_ws(' ', b.first_name, b.last_name)), '') as name
       from licenses l
       join users u on u.id = l.user_id
       left join billing_info b on b.user_id = l.user_id
      where l.subscription_id = $1 and l.status = 'active'
      order by l.owner desc, u.email`,
    [subscriptionId],
  );
  return rows;
}

/** A member's accepted licence on the subscription, locked; null when she holds none there. */
export async function lockMember(
  tx: Queryable,
  subscriptionId: string,
  userId: string,
): Promise<{ owner: boolean; roles: AssignableRole[] } | null> {
  const { rows } = await tx.query<{ owner: boolean; roles: AssignableRole[] }>(
    `select owner, roles from licenses where subscription_id = $1 and user_id = $2 and status = 'active' for update`,
    [subscriptionId, userId],
  );
  return rows[0] ?? null;
}

export async function setRoles(
  tx: Queryable,
  subscriptionId: string,
  userId: string,
  roles: readonly AssignableRole[],
): Promise<void> {
  await tx.query('update licenses set roles = $3::text[] where subscription_id = $1 and user_id = $2', [
    subscriptionId,
    userId,
    roles,
  ]);
}

export interface OfferRow {
  id: string;
  subscription_id: string;
  from_user_id: string;
  to_user_id: string;
  from_email: string;
  to_email: string;
  created_at: Date;
}

const OFFER_COLUMNS = `f.id, f.subscription_id, f.from_user_id, f.to_user_id, fu.email as from_email,
  tu.email as to_email, f.created_at`;
const OFFER_FROM = `ownership_offers f join users fu on fu.id = f.from_user_id join users tu on tu.id = f.to_user_id`;

/** The one open offer of a subscription, replacing any before it. */
export async function replaceOffer(
  tx: Queryable,
  subscriptionId: string,
  fromUserId: string,
  toUserId: string,
): Promise<string> {
  await tx.query('delete from ownership_offers where subscription_id = $1', [subscriptionId]);
  const { rows } = await tx.query<{ id: string }>(
    `insert into ownership_offers (subscription_id, from_user_id, to_user_id) values ($1, $2, $3) returning id`,
    [subscriptionId, fromUserId, toUserId],
  );
  return (rows[0] as { id: string }).id;
}

/** An offer by id; with `lock`, locked until the transaction ends. */
export async function findOffer(tx: Queryable, offerId: string, lock: boolean): Promise<OfferRow | null> {
  const { rows } = await tx.query<OfferRow>(
    `select ${OFFER_COLUMNS} from ${OFFER_FROM} where f.id = $1 ${lock ? 'for update of f' : ''}`,
    [offerId],
  );
  return rows[0] ?? null;
}

/** The offer made to her or, for the owner, made by her, on the subscription. */
export async function offerConcerning(
  db: Queryable,
  subscriptionId: string,
  userId: string,
): Promise<OfferRow | null> {
  const { rows } = await db.query<OfferRow>(
    `select ${OFFER_COLUMNS} from ${OFFER_FROM}
      where f.subscription_id = $1 and (f.to_user_id = $2 or f.from_user_id = $2)`,
    [subscriptionId, userId],
  );
  return rows[0] ?? null;
}

export async function deleteOffer(tx: Queryable, offerId: string): Promise<void> {
  await tx.query('delete from ownership_offers where id = $1', [offerId]);
}

/**
 * docs/licences.md#ownership-transfer: the subscription, its Stripe customer and the practice's
 * settings (two-factor for colleagues, passkeys for those who run it, the app's code sign-in) pass from one owner to the other;
 * the former owner keeps her licence as a member with the admin and billing manager roles. The
 * new owner's own customer from an ended plan of hers, if any, is replaced; her ended
 * subscriptions and their invoices stay hers.
 */
export async function moveOwnership(
  tx: Queryable,
  subscriptionId: string,
  fromUserId: string,
  toUserId: string,
): Promise<{ colleaguesTwoFactorRequired: boolean }> {
  await tx.query('update subscriptions set owner_id = $2, updated_at = now() where id = $1', [
    subscriptionId,
    toUserId,
  ]);
  await tx.query(
    `update licenses set owner = (user_id = $3),
            roles = case when user_id = $2 then array['admin', 'billing']::text[] else '{}'::text[] end
      where subscription_id = $1 and user_id in ($2, $3)`,
    [subscriptionId, fromUserId, toUserId],
  );
  // A customer belongs to one account (a unique column): taken from her before it is given.
  const { rows } = await tx.query<{ customer: string | null; required: boolean; passkeys: boolean }>(
    `update users n set stripe_customer_id = null, require_colleague_two_factor = false,
            require_practice_passkeys = false
       from users o where n.id = $1 and o.id = n.id
     returning o.stripe_customer_id as customer, o.require_colleague_two_factor as required,
               o.require_practice_passkeys as passkeys`,
    [fromUserId],
  );
  const practice = rows[0] ?? { customer: null, required: false, passkeys: false };
  // docs/passkeys.md#policy: the practice's rule on passkeys goes with it too.
  await tx.query(
    `update users set stripe_customer_id = $2, require_colleague_two_factor = $3, require_practice_passkeys = $4
     where id = $1`,
    [toUserId, practice.customer, practice.required, practice.passkeys],
  );
  await tx.query('update app_device_code_off set owner_id = $2 where owner_id = $1', [fromUserId, toUserId]);
  // The practice's billing details go with it when the new owner has none of her own.
  await tx.query(
    `insert into billing_info (user_id, first_name, last_name, address, postal_code, city, company,
                               vat_number, invoice_email)
     select $2, first_name, last_name, address, postal_code, city, company, vat_number, invoice_email
       from billing_info where user_id = $1
     on conflict (user_id) do nothing`,
    [fromUserId, toUserId],
  );
  await tx.query('select bump_account_versions(array[$1, $2]::uuid[])', [fromUserId, toUserId]);
  return { colleaguesTwoFactorRequired: practice.required };
}
