import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { confirmedUser } from './users.js';

const PASSWORD = 'owner-secret-1';

/**
 * Accounts in each licence case of docs/desktop-app.md#licence, written as our copy holds them (no
 * Stripe behind them: the app's calls read our database only). Everyone but a trial's user signed
 * up long ago, so her trial is over and only the plan or the seat serves her.
 */
export function appAccounts(app: () => FastifyInstance, db: () => Database) {
  /** A browser session's token for the user, as the site's sign-in gives it. */
  async function session(email: string): Promise<string> {
    const answer = await app().inject({
      method: 'POST',
      url: '/api/authentication/signin-web',
      payload: { email, password: PASSWORD },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().token as string;
  }

  /** The trial of docs/subscriptions-and-money.md#trial over: she signed up 16 days ago. */
  async function endTrial(userId: string): Promise<void> {
    await db().query("update users set created_at = now() - interval '16 days' where id = $1", [userId]);
  }

  async function pastTrialUser(email: string): Promise<string> {
    const id = await confirmedUser(db(), email, PASSWORD);
    await endTrial(id);
    return id;
  }

  /** A subscription of `plan` she owns, active, renewing in a month; Enterprise holds her own seat. */
  async function subscriber(email: string, plan: 'premium' | 'enterprise', quantity = 3) {
    const userId = await pastTrialUser(email);
    const { rows } = await db().query<{ id: string }>(
      `insert into subscriptions (owner_id, token, plan, frequency, quantity, collection_method,
         stripe_subscription_id, status, current_period_end)
       values ($1, $2, $3, 'monthly', $4, 'charge_automatically', $5, 'active', now() + interval '1 month')
       returning id`,
      [
        userId,
        `tok_${userId.replaceAll('-', '')}`,
        plan,
        plan === 'enterprise' ? quantity : 1,
        `sub_${userId}`,
      ],
    );
    const subscriptionId = rows[0]?.id ?? '';
    if (plan === 'enterprise') {
      await db().query(
        `insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, true, 'active')`,
        [subscriptionId, userId],
      );
    }
    return { userId, subscriptionId, token: `tok_${userId.replaceAll('-', '')}` };
  }

  /** An Enterprise owner and a colleague whose seat is `status` (accepted unless told). */
  async function enterprise(owner: string, colleague: string, status: 'active' | 'pending' = 'active') {
    const subscription = await subscriber(owner, 'enterprise');
    const colleagueId = await pastTrialUser(colleague);
    await db().query(
      `insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, false, $3)`,
      [subscription.subscriptionId, colleagueId, status],
    );
    return { ...subscription, colleagueId };
  }

  /** The owner removes the colleague's licence on her account page (docs/licences.md#remove). */
  async function remove(owner: string, colleague: string): Promise<void> {
    const { rows } = await db().query<{ token: string }>(
      `select s.token from subscriptions s join users u on u.id = s.owner_id where u.email = $1`,
      [owner],
    );
    const answer = await app().inject({
      method: 'POST',
      url: '/api/authentication/dissociate',
      headers: { authorization: `Bearer ${await session(owner)}` },
      payload: { subscriptionToken: rows[0]?.token, email: colleague },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  async function expectNoSeat(userId: string): Promise<void> {
    const { rows } = await db().query('select 1 from licenses where user_id = $1', [userId]);
    expect(rows).toHaveLength(0);
  }

  /** The plan cancelled, ending at `at` (an SQL expression), as Stripe's event records it. */
  async function cancelAt(subscriptionId: string, at: string): Promise<void> {
    await db().query(`update subscriptions set cancel_at = ${at} where id = $1`, [subscriptionId]);
  }

  return { session, endTrial, pastTrialUser, subscriber, enterprise, remove, expectNoSeat, cancelAt };
}
