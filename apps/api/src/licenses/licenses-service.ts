import type { DissociateRequest, SendInvitationRequest } from '@app/contracts';
import { findUserByEmail, insertInvitedUser, introductionOf } from '../accounts/accounts-repository.js';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { INVITATIONS_PER_CLIENT, INVITATIONS_PER_RECIPIENT } from '../rate-limits/limits.js';
import { assertUnderLimit, takeAttempt } from '../rate-limits/rate-limits-service.js';
import { hasPurchaseUnderWay } from '../subscriptions/purchases/purchases-repository.js';
import {
  findLiveSubscription,
  findSubscriptionByToken,
  isServing,
  lockUser,
  type StoredSubscription,
} from '../subscriptions/subscriptions-repository.js';
import { issueOneTimeToken, revokeOneTimeTokens } from '../tokens/one-time-tokens.js';
import {
  countLicenses,
  deleteLicense,
  findLicenseOfUser,
  insertPendingLicense,
} from './licenses-repository.js';

export interface LicensesContext {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
}

type Owner = { id: string; email: string };

export async function sendInvitation(
  { db, config }: LicensesContext,
  owner: Owner,
  input: SendInvitationRequest,
  client: string,
): Promise<void> {
  const recipient = input.recipientEmail;
  await assertUnderLimit(db, INVITATIONS_PER_CLIENT, client);
  await assertUnderLimit(db, INVITATIONS_PER_RECIPIENT, recipient);
  await db.transaction(async (tx) => {
    await lockUser(tx, owner.id);
    const subscription = await ownedEnterprise(tx, owner.id, input.subscriptionToken);
    if (recipient === owner.email) throw new HttpError('cannot_invite_self');
    const invitee = await findUserByEmail(tx, recipient);
    const seat = invitee ? await findLicenseOfUser(tx, invitee.id) : null;
    if (seat?.subscription_id === subscription.id) throw new HttpError('already_invited');
    // A colleague holds one seat, and someone paying (or about to pay) for a plan of their own
    // needs none.
    if (seat || (invitee && (await buysOwnPlan(tx, invitee.id)))) {
      throw new HttpError('invitee_unavailable');
    }
    if ((await countLicenses(tx, subscription.id)) >= seatsToFill(subscription)) {
      throw new HttpError('no_seat_available');
    }
    await takeAttempt(tx, [
      { limit: INVITATIONS_PER_CLIENT, subject: client },
      { limit: INVITATIONS_PER_RECIPIENT, subject: recipient },
    ]);
    const inviteeId = invitee?.id ?? (await insertInvitedUser(tx, { email: recipient, lang: input.lang }));
    await insertPendingLicense(tx, subscription.id, inviteeId);
    const token = await issueOneTimeToken(tx, { purpose: 'invitation', userId: inviteeId });
    // Issue 21 problem 6: an address with a password is never given one by an invitation; it
    // accepts the seat by signing in, and the link stays as the proof of the invitation.
    const hasPassword = Boolean(invitee?.password_hash);
    await enqueueMail(tx, {
      to: recipient,
      lang: input.lang,
      template: hasPassword ? 'invitation_existing_account' : 'invitation',
      params: {
        link: hasPassword
          ? `${config.publicUrl}/signin`
          : `${config.publicUrl}/create-password/${token}/${encodeURIComponent(recipient)}`,
        inviter: await introductionOf(tx, owner),
      },
    });
  });
}

export async function removeColleague(db: Database, owner: Owner, input: DissociateRequest): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, owner.id);
    const subscription = await findSubscriptionByToken(tx, input.subscriptionToken);
    if (!subscription) throw new HttpError('not_found');
    if (subscription.owner_id !== owner.id) throw new HttpError('not_subscription_owner');
    const colleague = await findUserByEmail(tx, input.email);
    const seat = colleague ? await findLicenseOfUser(tx, colleague.id) : null;
    if (!colleague || seat?.subscription_id !== subscription.id) throw new HttpError('not_found');
    if (seat.owner) throw new HttpError('license_not_removable');
    await deleteLicense(tx, subscription.id, colleague.id);
    // A removed colleague's unused invitation link must not bring the seat back.
    await revokeOneTimeTokens(tx, colleague.id, 'invitation');
  });
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

/** A live subscription of one's own (its first payment under way included), or a purchase begun. */
async function buysOwnPlan(tx: Queryable, userId: string): Promise<boolean> {
  return Boolean(await findLiveSubscription(tx, userId)) || hasPurchaseUnderWay(tx, userId);
}

/**
 * The seats a colleague may take: those paid for now, and no more than a decrease waiting for the
 * period's end keeps, so that it never leaves fewer seats than those in use.
 */
function seatsToFill(subscription: StoredSubscription): number {
  if (subscription.scheduled_plan === 'premium') return 1;
  return Math.min(subscription.quantity, subscription.scheduled_quantity ?? subscription.quantity);
}
