import type { InvitationAnswerRequest } from '@app/contracts';
import { endAppSignIns } from '../app-auth/devices-service.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import { revokeSessionsWithoutSecondFactor } from '../sessions/sessions-service.js';
import {
  findLiveSubscription,
  hasPurchaseUnderWay,
  lockUser,
} from '../subscriptions/subscriptions-service.js';
import { answerOffer, findLicenseOfUser, lockOpenOffer } from './licenses-repository.js';

type Invitee = { id: string };

/**
 * docs/licences.md#offers: the invitee accepts an offer herself, from her account page. Refused,
 * with the reason, while she has a plan of her own (running or being paid for) or holds an
 * accepted seat elsewhere. Accepting a seat whose owner requires two-factor sign-in ends her
 * sessions opened without it, and her app sign-ins approved in one (docs/accounts.md#colleagues-two-factor):
 * she signs in again and sets it up.
 */
export async function acceptInvitation(db: Database, invitee: Invitee, input: InvitationAnswerRequest) {
  await db.transaction(async (tx) => {
    await lockUser(tx, invitee.id);
    const offer = await lockOpenOffer(tx, invitee.id, input.invitationId);
    if (!offer) throw new HttpError('not_found');
    if (await findLiveSubscription(tx, invitee.id)) throw new HttpError('own_plan_held');
    if (await hasPurchaseUnderWay(tx, invitee.id)) throw new HttpError('purchase_in_progress');
    if (await findLicenseOfUser(tx, invitee.id)) throw new HttpError('seat_held_elsewhere');
    await answerOffer(tx, offer.id, 'active');
    if (!offer.two_factor_required) return;
    await revokeSessionsWithoutSecondFactor(tx, invitee.id);
    await endAppSignIns(tx, invitee.id, { withoutSecondFactor: true });
  });
}

/** docs/licences.md#offers: a declined offer holds no seat; its owner sees it declined. */
export async function declineInvitation(db: Database, invitee: Invitee, input: InvitationAnswerRequest) {
  await db.transaction(async (tx) => {
    await lockUser(tx, invitee.id);
    const offer = await lockOpenOffer(tx, invitee.id, input.invitationId);
    if (!offer) throw new HttpError('not_found');
    await answerOffer(tx, offer.id, 'declined');
  });
}
