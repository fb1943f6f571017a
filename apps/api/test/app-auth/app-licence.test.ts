import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { appAccounts } from '../helpers/app-accounts.js';
import { appSignIn, listening } from '../helpers/app-auth-flow.js';
import { useTestApp } from '../helpers/test-app.js';
import { confirmedUser } from '../helpers/users.js';

/**
 * docs/desktop-app.md#licence: every app call asks whether the account holds a licence now; none
 * answers 409 `app_no_licence`, so the app's next call after a removal, an end or a trial's end fails.
 */
describe('the licence behind every app call (docs/desktop-app.md#licence)', () => {
  let app: FastifyInstance;
  let db: Database;
  let base = '';
  useTestApp({ publicUrl: 'http://localhost:3000' }, (opened) => ({ app, db } = opened));
  const accounts = appAccounts(
    () => app,
    () => db,
  );

  beforeAll(async () => {
    base = await listening(app);
  });

  /** The app's three calls, each answered by the same guard. */
  async function statuses(accessToken: string) {
    const headers = { authorization: `Bearer ${accessToken}` };
    const entitlement = await app.inject({ method: 'GET', url: '/api/app/entitlement', headers });
    const blacklist = await app.inject({ method: 'GET', url: '/api/app/blacklist?lang=fr', headers });
    const codes = [entitlement, blacklist].map((answer) =>
      answer.statusCode === 200 ? 200 : `${answer.statusCode} ${answer.json().code}`,
    );
    return [...new Set(codes)];
  }

  /** The app signed in for `email`, as the user approves it. */
  const signedInApp = async (email: string) =>
    (await appSignIn(base, await accounts.session(email))).access_token;

  it('serves a Free account while its trial runs, and refuses it once the trial has ended', async () => {
    const userId = await confirmedUser(db, 'trial@example.ch');
    const token = await signedInApp('trial@example.ch');
    expect(await statuses(token)).toEqual([200]);
    await accounts.endTrial(userId);
    expect(await statuses(token)).toEqual(['409 app_no_licence']);
  });

  it('serves a Premium subscriber past her trial', async () => {
    await accounts.subscriber('premium@example.ch', 'premium');
    expect(await statuses(await signedInApp('premium@example.ch'))).toEqual([200]);
  });

  it('serves an Enterprise owner and a colleague on her accepted seat, and signs the colleague out once removed', async () => {
    const { colleagueId } = await accounts.enterprise('owner@example.ch', 'colleague@example.ch');
    const ownerApp = await signedInApp('owner@example.ch');
    expect(await statuses(ownerApp)).toEqual([200]);
    const colleagueApp = await signedInApp('colleague@example.ch');
    expect(await statuses(colleagueApp)).toEqual([200]);
    await accounts.remove('owner@example.ch', 'colleague@example.ch');
    await accounts.expectNoSeat(colleagueId);
    // docs/licences.md#remove: the app on the removed seat is signed out with it; the owner's is not.
    expect(await statuses(colleagueApp)).toEqual(['401 unauthorized']);
    expect(await statuses(ownerApp)).toEqual([200]);
    // Signed in again, she has no licence: her trial is over.
    expect(await statuses(await signedInApp('colleague@example.ch'))).toEqual(['409 app_no_licence']);
  });

  it('signs a removed colleague out even while her own trial runs: her trial serves a new sign-in', async () => {
    const { subscriptionId } = await accounts.subscriber('owner4@example.ch', 'enterprise');
    const colleagueId = await confirmedUser(db, 'trialling@example.ch');
    await db.query(
      `insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, false, 'active')`,
      [subscriptionId, colleagueId],
    );
    const colleagueApp = await signedInApp('trialling@example.ch');
    expect(await statuses(colleagueApp)).toEqual([200]);
    await accounts.remove('owner4@example.ch', 'trialling@example.ch');
    expect(await statuses(colleagueApp)).toEqual(['401 unauthorized']);
    expect(await statuses(await signedInApp('trialling@example.ch'))).toEqual([200]);
  });

  it('gives nothing for an invitation not yet accepted', async () => {
    await accounts.enterprise('owner2@example.ch', 'invited@example.ch', 'pending');
    expect(await statuses(await signedInApp('invited@example.ch'))).toEqual(['409 app_no_licence']);
  });

  it('serves a cancelled plan until its end, and refuses it from then on, before Stripe ends it', async () => {
    const { subscriptionId } = await accounts.subscriber('cancelled@example.ch', 'premium');
    const token = await signedInApp('cancelled@example.ch');
    await accounts.cancelAt(subscriptionId, "now() + interval '3 days'");
    expect(await statuses(token)).toEqual([200]);
    await accounts.cancelAt(subscriptionId, "now() - interval '1 minute'");
    expect(await statuses(token)).toEqual(['409 app_no_licence']);
  });

  it("ends a colleague's seat with the owner's cancelled plan", async () => {
    const { subscriptionId } = await accounts.enterprise('owner3@example.ch', 'colleague3@example.ch');
    const token = await signedInApp('colleague3@example.ch');
    await accounts.cancelAt(subscriptionId, "now() + interval '1 day'");
    expect(await statuses(token)).toEqual([200]);
    await accounts.cancelAt(subscriptionId, "now() - interval '1 second'");
    expect(await statuses(token)).toEqual(['409 app_no_licence']);
  });

  it('refuses a plan Stripe has ended', async () => {
    const { subscriptionId } = await accounts.subscriber('ended@example.ch', 'premium');
    const token = await signedInApp('ended@example.ch');
    await db.query("update subscriptions set status = 'canceled', ended_at = now() where id = $1", [
      subscriptionId,
    ]);
    expect(await statuses(token)).toEqual(['409 app_no_licence']);
  });

  it('gives nothing for an order on invoice waiting for its payment', async () => {
    const { subscriptionId } = await accounts.subscriber('waiting@example.ch', 'enterprise');
    const token = await signedInApp('waiting@example.ch');
    await db.query('update subscriptions set credit_hold = true, credit_approved_at = null where id = $1', [
      subscriptionId,
    ]);
    expect(await statuses(token)).toEqual(['409 app_no_licence']);
  });
});
