import {
  type AnswerOwnershipRequest,
  type AssignableRole,
  type OfferOwnershipRequest,
  type PracticeAction,
  type PracticeResponse,
  permittedActions,
  rolesPermit,
  type SetMemberRolesRequest,
  type SubscriptionInfo,
} from '@app/contracts';
import { findUserByEmail } from '../accounts/users-service.js';
import { endAppSignIns } from '../app-auth/devices-service.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { revokeSessionsWithoutSecondFactor } from '../sessions/sessions-service.js';
import { findLiveSubscription, lockUser } from '../subscriptions/subscriptions-service.js';
import { nameOf } from './licenses-repository.js';
import {
  deleteOffer,
  findOffer,
  lockMember,
  type Membership,
  membershipOf,
  membersOf,
  moveOwnership,
  type OfferRow,
  offerConcerning,
  replaceOffer,
  rolesOf,
  setRoles,
} from './practice-repository.js';

type Caller = { id: string; email: string };

/** The parts of the owner's subscription-info each action lets a member see (docs/licences.md#practice-view). */
const SEES_SUBSCRIPTION: readonly PracticeAction[] = ['colleagues', 'billing', 'plan'];

/**
 * GET /practice (docs/licences.md#practice-view): the caller's practice as her roles let her see
 * it. `ownersInfo` reads the subscription-info of the practice's owner (the subscriptions domain's,
 * handed in by the route so this domain does not import it).
 */
export async function practiceOf(
  db: Database,
  caller: Caller,
  ownersInfo: (ownerId: string) => Promise<SubscriptionInfo>,
): Promise<PracticeResponse> {
  const membership = await membershipOf(db, caller.id);
  if (!membership) return { practice: null, ownershipOffer: null };
  const permissions = permittedActions(membership.roles);
  const seesMembers = rolesPermit(membership.roles, 'roles') || rolesPermit(membership.roles, 'colleagues');
  const members = seesMembers
    ? (await membersOf(db, membership.subscriptionId)).map((row) => ({
        email: row.email,
        name: row.name,
        roles: rolesOf(row.owner, row.roles),
      }))
    : [];
  const seesSubscription = SEES_SUBSCRIPTION.some((action) => permissions.includes(action));
  const subscription = seesSubscription
    ? coveredBy(await ownersInfo(membership.ownerId), permissions, membership.ownerId === caller.id)
    : null;
  const offer = await offerConcerning(db, membership.subscriptionId, caller.id);
  return {
    practice: {
      ownerEmail: membership.ownerEmail,
      ownerName: await nameOf(db, membership.ownerId),
      roles: membership.roles,
      permissions,
      members,
      subscription,
    },
    ownershipOffer: offer ? offerOf(offer) : null,
  };
}

/** The owner's subscription-info with what the permissions do not cover emptied. */
function coveredBy(info: SubscriptionInfo, permissions: PracticeAction[], owner: boolean): SubscriptionInfo {
  if (owner) return info;
  const colleagues = permissions.includes('colleagues');
  const billing = permissions.includes('billing');
  return {
    ...info,
    licenses: colleagues ? info.licenses : [],
    invoices: billing ? info.invoices : [],
    paymentMethod: billing ? info.paymentMethod : null,
    nextCharge: billing ? info.nextCharge : null,
    paymentProblem: billing ? info.paymentProblem : null,
    // The owner's own offers and use of the app are hers.
    invitations: [],
    licenseHeldElsewhere: false,
    appUsage: { monthSeconds: 0, lastUsedAt: null },
  };
}

function offerOf(row: OfferRow): NonNullable<PracticeResponse['ownershipOffer']> {
  return {
    offerId: row.id,
    fromEmail: row.from_email,
    toEmail: row.to_email,
    createdAt: row.created_at.toISOString(),
  };
}

/** The practice its owner runs: her accepted owner's licence; refused otherwise. */
async function ownersPractice(db: Queryable, owner: Caller): Promise<Membership> {
  const membership = await membershipOf(db, owner.id);
  if (!membership || membership.ownerId !== owner.id) throw new HttpError('no_active_subscription');
  return membership;
}

/** An accepted member of the practice by address, locked; `not_a_member` otherwise. */
async function memberNamed(tx: Queryable, practice: Membership, email: string) {
  const user = await findUserByEmail(tx, email);
  const licence = user ? await lockMember(tx, practice.subscriptionId, user.id) : null;
  if (!user || !licence) throw new HttpError('not_a_member');
  return { user, licence };
}

/** What a change of the practice's roles or ownership was, for its audit entry (docs/audit-log.md#kinds). */
export interface PracticeChange {
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** docs/licences.md#role-change: the owner sets a member's admin and billing manager roles at once. */
export async function setMemberRoles(
  db: Database,
  owner: Caller,
  input: SetMemberRolesRequest,
): Promise<PracticeChange> {
  return db.transaction(async (tx) => {
    await lockUser(tx, owner.id);
    const practice = await ownersPractice(tx, owner);
    const { user, licence } = await memberNamed(tx, practice, input.email);
    if (licence.owner) throw new HttpError('last_owner');
    const roles: AssignableRole[] = [];
    if (input.admin) roles.push('admin');
    if (input.billing) roles.push('billing');
    await setRoles(tx, practice.subscriptionId, user.id, roles);
    return { target: user.email, before: { roles: licence.roles }, after: { roles } };
  });
}

/**
 * docs/licences.md#ownership-transfer: the owner offers the ownership to an accepted member (a new
 * offer replaces hers); the member is told by mail, in her language, and on her account page.
 */
export async function offerOwnership(
  { db, publicUrl }: { db: Database; publicUrl: string },
  owner: Caller,
  input: OfferOwnershipRequest,
): Promise<PracticeChange> {
  return db.transaction(async (tx) => {
    await lockUser(tx, owner.id);
    const practice = await ownersPractice(tx, owner);
    const { user, licence } = await memberNamed(tx, practice, input.email);
    if (licence.owner) throw new HttpError('last_owner');
    const offerId = await replaceOffer(tx, practice.subscriptionId, owner.id, user.id);
    const ownerName = await nameOf(tx, owner.id);
    await enqueueMail(tx, {
      to: user.email,
      lang: user.lang,
      template: 'ownership_offer',
      params: {
        link: `${publicUrl}/account#ownership`,
        inviter: owner.email,
        ...(ownerName ? { inviterName: ownerName } : {}),
      },
    });
    return { target: user.email, before: null, after: { offerId } };
  });
}

/**
 * The member offered the ownership accepts or declines it; the owner who made it may withdraw it.
 * An offer withdrawn, replaced or answered, made by someone no longer the owner, or to someone no
 * longer a member, is `ownership_offer_gone`. Accepting moves the subscription, its customer and
 * the practice's settings in one transaction; Stripe's customer object stays as it is.
 */
export async function answerOwnership(
  db: Database,
  caller: Caller,
  input: AnswerOwnershipRequest,
): Promise<PracticeChange> {
  return db.transaction(async (tx) => {
    const seen = await findOffer(tx, input.offerId, false);
    const mine = seen && (input.answer === 'withdraw' ? seen.from_user_id : seen.to_user_id) === caller.id;
    if (!seen || !mine) throw new HttpError('ownership_offer_gone');
    // Both accounts first, in a fixed order, then the offer, as a new offer locks its owner first:
    // two hand-overs, or an answer and a new offer, never wait on each other.
    for (const id of [seen.from_user_id, seen.to_user_id].sort()) await lockUser(tx, id);
    const offer = await findOffer(tx, input.offerId, true);
    if (!offer) throw new HttpError('ownership_offer_gone');
    const practice = await membershipOf(tx, offer.from_user_id);
    const stillMember = await lockMember(tx, offer.subscription_id, offer.to_user_id);
    if (
      practice?.ownerId !== offer.from_user_id ||
      practice.subscriptionId !== offer.subscription_id ||
      !stillMember
    )
      throw new HttpError('ownership_offer_gone');
    if (input.answer === 'accept') {
      // docs/licences.md#one-seat-per-person: she holds the seat, so a plan of her own is one
      // bought before it that has not ended yet; one live subscription per account.
      if (await findLiveSubscription(tx, caller.id)) throw new HttpError('own_plan_held');
      const moved = await moveOwnership(tx, offer.subscription_id, offer.from_user_id, offer.to_user_id);
      // docs/accounts.md#colleagues-two-factor: a colleague now, she is held to the requirement as
      // one accepting a seat is: her sessions and app sign-ins opened without a code end.
      if (moved.colleaguesTwoFactorRequired) {
        await revokeSessionsWithoutSecondFactor(tx, offer.from_user_id);
        await endAppSignIns(tx, offer.from_user_id, { withoutSecondFactor: true });
      }
    }
    await deleteOffer(tx, offer.id);
    const owner = input.answer === 'accept' ? offer.to_email : offer.from_email;
    return {
      target: offer.to_email,
      before: { ownerEmail: offer.from_email, offerId: offer.id },
      after: { ownerEmail: owner, answer: input.answer },
    };
  });
}
