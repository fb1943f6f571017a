import { isServing, type SeatPlan, seatRefusal } from '@app/billing-rules';
import type { DissociateRequest, SendInvitationRequest } from '@app/contracts';
import { findUserByEmail, insertInvitedUser } from '../accounts/users-service.js';
import { endAppSignIns } from '../app-auth/devices-service.js';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { seatsPaidOnInvoice } from '../invoices/invoice-service.js';
import { enqueueMail } from '../mail/outbox.js';
import { INVITATIONS_PER_CLIENT, INVITATIONS_PER_RECIPIENT } from '../rate-limits/limits.js';
import { assertUnderLimit, takeAttempt } from '../rate-limits/rate-limits-service.js';
import {
  findSubscriptionByToken,
  lockUser,
  type StoredSubscription,
} from '../subscriptions/subscriptions-service.js';
import { issueOneTimeToken, revokeOneTimeTokens } from '../tokens/one-time-tokens.js';
import {
  countLicenses,
  deleteLicense,
  findLicenseOn,
  hasAnyLicense,
  insertPendingLicense,
  nameOf,
} from './licenses-repository.js';

// What other domains read and write of this domain's tables: its repositories are private to it
// (docs/architecture.md#domains).
export {
  activeColleaguesWithOwner,
  colleaguesOf,
  countLicenses,
  findLicenseOfUser,
  reconcileLicenses,
  releaseSeats,
} from './licenses-repository.js';

export interface LicensesContext {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
}

export type Owner = { id: string; email: string };

/**
 * docs/licences.md#invite: the answer says only that the invitation is recorded and sent, whatever
 * the invitee has (her own plan, a seat or an offer elsewhere): she answers the offer herself
 * (docs/licences.md#offers), and the owner sees her answer in the list.
 */
export async function sendInvitation(
  { db, config }: LicensesContext,
  owner: Owner,
  input: SendInvitationRequest,
  client: string,
): Promise<void> {
  await assertInvitationLimits(db, input.recipientEmail, client);
  await db.transaction((tx) => inviteIn(tx, config, owner, input, client));
}

/** The invitation caps (docs/limits.md#rate-limits), read before its transaction. */
export async function assertInvitationLimits(db: Database, recipient: string, client: string): Promise<void> {
  await assertUnderLimit(db, INVITATIONS_PER_CLIENT, client);
  await assertUnderLimit(db, INVITATIONS_PER_RECIPIENT, recipient);
}

/**
 * The invitation's rules and writes (docs/licences.md#invite), its mail through the outbox, in the
 * caller's transaction: a reassignment (docs/licences.md#reassign) runs it after its removal.
 */
export async function inviteIn(
  tx: Queryable,
  config: LicensesContext['config'],
  owner: Owner,
  input: SendInvitationRequest,
  client: string,
): Promise<void> {
  const recipient = input.recipientEmail;
  await lockUser(tx, owner.id);
  const subscription = await ownedEnterprise(tx, owner.id, input.subscriptionToken);
  if (recipient === owner.email) throw new HttpError('cannot_invite_self');
  const invitee = await findUserByEmail(tx, recipient);
  if (invitee && (await findLicenseOn(tx, subscription.id, invitee.id)))
    throw new HttpError('already_invited');
  const refusal = await seatRefusalOn(tx, subscription);
  if (refusal) throw new HttpError(refusal);
  await takeAttempt(tx, [
    { limit: INVITATIONS_PER_CLIENT, subject: client },
    { limit: INVITATIONS_PER_RECIPIENT, subject: recipient },
  ]);
  const inviteeId = invitee?.id ?? (await insertInvitedUser(tx, { email: recipient, lang: input.lang }));
  await insertPendingLicense(tx, subscription.id, inviteeId);
  // An address with a password is never given one by an invitation: her account page shows
  // the offer. One without sets her password from the link first.
  const hasPassword = Boolean(invitee?.password_hash);
  const link = hasPassword
    ? `${config.publicUrl}/account#invitations`
    : `${config.publicUrl}/create-password/${await issueOneTimeToken(tx, { purpose: 'invitation', userId: inviteeId })}/${encodeURIComponent(recipient)}`;
  // docs/licences.md#invitation-mail: her name (the practice's words) goes in the body only,
  // beside the address she signs in with; the subject is ours.
  const inviterName = await nameOf(tx, owner.id);
  await enqueueMail(tx, {
    to: recipient,
    lang: input.lang,
    template: hasPassword ? 'invitation_existing_account' : 'invitation',
    params: { link, inviter: owner.email, ...(inviterName ? { inviterName } : {}) },
  });
}

export async function removeColleague(db: Database, owner: Owner, input: DissociateRequest): Promise<void> {
  await db.transaction((tx) => removeIn(tx, owner, input));
}

/** What a removal may still refuse once the licence is found, before anything is written. */
export type RemovalCheck = (seat: { status: string }, holderId: string) => Promise<void>;

/**
 * The removal's rules and writes (docs/licences.md#remove) in the caller's transaction, with
 * `check` run on the licence found (a reassignment's: docs/licences.md#reassign).
 */
export async function removeIn(
  tx: Queryable,
  owner: Owner,
  input: DissociateRequest,
  check?: RemovalCheck,
): Promise<void> {
  await lockUser(tx, owner.id);
  const subscription = await findSubscriptionByToken(tx, input.subscriptionToken);
  if (!subscription) throw new HttpError('not_found');
  if (subscription.owner_id !== owner.id) throw new HttpError('not_subscription_owner');
  const colleague = await findUserByEmail(tx, input.email);
  const seat = colleague ? await findLicenseOn(tx, subscription.id, colleague.id) : null;
  if (!colleague || !seat) throw new HttpError('not_found');
  if (seat.owner) throw new HttpError('license_not_removable');
  await check?.(seat, colleague.id);
  await deleteLicense(tx, subscription.id, colleague.id);
  // docs/licences.md#remove: the app signed in on this seat is signed out with it at once; a
  // licence of her own (a trial) serves it only after she signs in again.
  if (seat.status === 'active') await endAppSignIns(tx, colleague.id);
  // Her unused link to set a first password served this offer; another owner's offer keeps it.
  if (!(await hasAnyLicense(tx, colleague.id))) await revokeOneTimeTokens(tx, colleague.id, 'invitation');
}

/**
 * Why the practice has no seat for one more holder now, null when it has one: its seats
 * (docs/licences.md#seats), those that will remain (docs/licences.md#scheduled-seats) and those paid
 * for (docs/licences.md#paid-seats). An invitation and a seat given by the practice's provider
 * (docs/sso.md#first-sign-in) are bound alike.
 */
export async function seatRefusalOn(
  tx: Queryable,
  subscription: StoredSubscription,
): Promise<'no_seat_available' | 'seats_scheduled_fewer' | 'invitations_await_payment' | null> {
  const taken = await countLicenses(tx, subscription.id);
  // docs/licences.md#scheduled-seats: seats are free now, but not once the decrease applies.
  const refusal = seatRefusal(seatPlanOf(subscription), taken);
  if (refusal) return refusal;
  if (taken >= (await paidSeats(tx, subscription))) return 'invitations_await_payment';
  return null;
}

/** The serving enterprise subscription the token names, if the caller owns it. */
async function ownedEnterprise(tx: Queryable, ownerId: string, token: string): Promise<StoredSubscription> {
  const subscription = await findSubscriptionByToken(tx, token);
  if (!subscription) throw new HttpError('not_found');
  if (subscription.owner_id !== ownerId) throw new HttpError('not_subscription_owner');
  if (subscription.plan !== 'enterprise' || !isServing(subscription))
    throw new HttpError('no_active_subscription');
  return subscription;
}

/**
 * docs/licences.md#paid-seats: a card subscription is paid for every seat before the seat exists;
 * one on invoice, for the seats its latest paid invoice billed (only the owner's before any).
 */
async function paidSeats(tx: Queryable, subscription: StoredSubscription): Promise<number> {
  if (subscription.collection_method === 'charge_automatically') return Number.POSITIVE_INFINITY;
  return seatsPaidOnInvoice(tx, subscription.id);
}

/** The seats now and the decrease waiting (its columns are written together), for the seat rules. */
function seatPlanOf(subscription: StoredSubscription): SeatPlan {
  const { quantity, scheduled_plan: plan, scheduled_quantity: scheduled } = subscription;
  return { quantity, scheduled: plan ? { plan, quantity: scheduled ?? quantity } : null };
}
