import { SERVING_STATUSES } from '@app/billing-rules';
import type { InvitationAnswerRequest } from '@app/contracts';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import {
  findLiveSubscription,
  hasPurchaseUnderWay,
  lockUser,
} from '../subscriptions/subscriptions-service.js';
import { findLicenseOfUser } from './licenses-repository.js';

type Invitee = { id: string };

/**
 * docs/licences.md#offers: the invitee accepts an offer herself, from her account page. Refused,
 * with the reason, while she has a plan of her own (running or being paid for) or holds an
 * accepted seat elsewhere. Accepting a seat whose owner requires two-factor sign-in ends her
 * sessions opened without it (docs/accounts.md#colleagues-two-factor): she signs in again and
 * sets it up.
 */
export async function acceptInvitation(db: Database, invitee: Invitee, input: InvitationAnswerRequest) {
  await db.transaction(async (tx) => {
    await lockUser(tx, invitee.id);
    const offer = await findOffer(tx, invitee.id, input.invitationId);
    if (!offer) throw new HttpError('not_found');
    if (await findLiveSubscription(tx, invitee.id)) throw new HttpError('own_plan_held');
    if (await hasPurchaseUnderWay(tx, invitee.id)) throw new HttpError('purchase_in_progress');
    if (await findLicenseOfUser(tx, invitee.id)) throw new HttpError('seat_held_elsewhere');
    await tx.query("update licenses set status = 'active' where id = $1", [offer.id]);
    if (offer.two_factor_required) {
      await tx.query(
        `update sessions set revoked_at = now()
          where user_id = $1 and not second_factor and revoked_at is null`,
        [invitee.id],
      );
    }
  });
}

/** docs/licences.md#offers: a declined offer holds no seat; its owner sees it declined. */
export async function declineInvitation(db: Database, invitee: Invitee, input: InvitationAnswerRequest) {
  await db.transaction(async (tx) => {
    await lockUser(tx, invitee.id);
    const offer = await findOffer(tx, invitee.id, input.invitationId);
    if (!offer) throw new HttpError('not_found');
    await tx.query("update licenses set status = 'declined' where id = $1", [offer.id]);
  });
}

/** Her offer not yet answered, on an Enterprise subscription still serving; locked until the end. */
async function findOffer(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<{ id: string; two_factor_required: boolean } | null> {
  const { rows } = await tx.query<{ id: string; two_factor_required: boolean }>(
    `select l.id, o.require_colleague_two_factor as two_factor_required
       from licenses l
       join subscriptions s on s.id = l.subscription_id
       join users o on o.id = s.owner_id
      where l.id = $1 and l.user_id = $2 and l.status = 'pending' and not l.owner
        and s.plan = 'enterprise' and s.ended_at is null and s.status = any($3::text[])
      for update of l`,
    [id, userId, SERVING_STATUSES],
  );
  return rows[0] ?? null;
}
