import { deletionScheduledAt } from '@app/billing-rules';
/**
 * Account deletion spans domains (the account, its subscription, the seats of its licences, its
 * sessions and second factor): a service of its own that calls each through its entry.
 */
import type { DeleteAccountRequest } from '@app/contracts';
import { findUserById } from '../accounts/users-service.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import { colleaguesOf, releaseSeats } from '../licenses/licenses-service.js';
import { enqueueMail } from '../mail/outbox.js';
import { type Payments, requirePayments } from '../payments/payments.js';
import { endEveryWayIn } from '../sessions/end-ways-in.js';
import { withPurchaseMark } from '../subscriptions/purchases/purchase-lock.js';
import { findLiveSubscription, lockUser } from '../subscriptions/subscriptions-service.js';
import { keysOf } from '../two-factor/account-two-factor.js';
import { checkCode, checkPassword } from '../two-factor/owner-proof.js';
import { findTwoFactor } from '../two-factor/two-factor-service.js';
import { clearDeletion, markDeletionRequested } from './deletion-repository.js';
import { endSubscriptionsNow } from './end-subscription.js';

export interface DeletionContext {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'twoFactorKey'>;
  payments: Payments | null;
}

type Owner = { id: string; email: string };

/**
 * "Delete my account" (docs/accounts.md#account-deletion, nFADP): proven with the password, and a
 * code when two-factor sign-in is on. Her subscription ends now, every seat of it and hers
 * elsewhere is released (her colleagues are told by mail), she is signed out everywhere, and 30
 * days later the anonymisation job removes her personal data, unless she signs in and keeps the
 * account meanwhile.
 */
export async function deleteAccount(
  { db, config, payments }: DeletionContext,
  user: Owner,
  input: DeleteAccountRequest,
  client: string,
): Promise<Date> {
  await checkPassword(db, user, input.password, client);
  if ((await findTwoFactor(db, user.id))?.enabled) {
    if (input.code === undefined) throw new HttpError('invalid_two_factor_code');
    await checkCode(db, keysOf(config), user.id, input.code, client);
  }
  // docs/accounts.md#deletion-ends-the-money: under the purchase mark, so that no purchase is under
  // way while her subscriptions end, and none starts before the deletion is recorded (purchases
  // read it once they hold the mark). A purchase under way is answered 409 purchase_in_progress.
  return withPurchaseMark(db, user.id, () => endAndMark({ db, config, payments }, user));
}

async function endAndMark({ db, config, payments }: DeletionContext, user: Owner): Promise<Date> {
  // Read before the subscription ends: its sync releases the seats that name them.
  const colleagues = await colleaguesOf(db, user.id);
  const account = await lockUser(db, user.id);
  if (account?.stripe_customer_id || (await hasLiveSubscription(db, user.id))) {
    const { stripe } = requirePayments(payments);
    await endSubscriptionsNow(db, stripe, {
      id: user.id,
      stripeCustomerId: account?.stripe_customer_id ?? null,
    });
  }
  return db.transaction(async (tx) => {
    // First, as the subscriptions' sync does: a webhook's sync of the ended subscription waits
    // here rather than lock the seats and the account in the other order (a deadlock).
    await lockUser(tx, user.id);
    await releaseSeats(tx, user.id);
    await endEveryWayIn(tx, user.id);
    const scheduledAt = deletionScheduledAt(await markDeletionRequested(tx, user.id));
    for (const colleague of colleagues) {
      await enqueueMail(tx, {
        to: colleague.email,
        lang: colleague.lang,
        template: 'seat_ended',
        params: { link: `${config.publicUrl}/license`, inviter: user.email },
      });
    }
    await enqueueMail(tx, {
      to: user.email,
      lang: (await findUserById(tx, user.id))?.lang ?? 'en',
      template: 'account_deletion',
      params: { link: `${config.publicUrl}/signin`, date: scheduledAt.toISOString() },
    });
    return scheduledAt;
  });
}

/** "Keep my account", from the banner she sees when she signs in during the grace period. */
export async function keepAccount(db: Database, userId: string): Promise<void> {
  await clearDeletion(db, userId);
}

const hasLiveSubscription = async (db: Database, userId: string) =>
  (await findLiveSubscription(db, userId)) !== null;
