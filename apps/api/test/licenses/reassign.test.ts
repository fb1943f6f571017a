import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { appAccounts } from '../helpers/app-accounts.js';
import { appSignIn, listening } from '../helpers/app-auth-flow.js';
import { outboxTo } from '../helpers/mail-outbox.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * docs/licences.md#reassign: an unused licence (an invitation pending or declined, or an accepted one
 * whose holder has not used the app for 30 days) removed and offered to another address in one step.
 */
describe('reassigning a licence (docs/licences.md#reassign)', () => {
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

  async function reassign(caller: string, subscriptionToken: string, fromEmail: string, toEmail: string) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/licenses/reassign',
      headers: { authorization: `Bearer ${await accounts.session(caller)}` },
      payload: { subscriptionToken, fromEmail, toEmail, lang: 'fr' },
    });
    return { status: answer.statusCode, code: answer.statusCode === 200 ? null : answer.json().code };
  }

  /** The licences of the subscription, e-mail and status, in the order of the addresses. */
  async function licences(subscriptionId: string) {
    const { rows } = await db.query<{ email: string; status: string }>(
      `select u.email, l.status from licenses l join users u on u.id = l.user_id
        where l.subscription_id = $1 order by u.email`,
      [subscriptionId],
    );
    return rows.map((row) => `${row.email} ${row.status}`);
  }

  /** A batch of the app's use ended `daysAgo` days ago. */
  async function usedDaysAgo(userId: string, daysAgo: number) {
    await db.query(
      `insert into app_usage_batches (user_id, batch_id, seconds, ended_at, day)
       values ($1, 'b1', 120, now() - make_interval(days => $2), (now() - make_interval(days => $2))::date)`,
      [userId, daysAgo],
    );
  }

  /** The app's entitlement call's status with this access token. */
  async function appStatus(accessToken: string) {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/app/entitlement',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return answer.statusCode;
  }

  it('reassigns a pending invitation: the old one is gone, the new address is pending and gets the mail', async () => {
    const owner = await accounts.enterprise('owner-p@clinic.ch', 'old-p@clinic.ch', 'pending');
    expect(await reassign('owner-p@clinic.ch', owner.token, 'old-p@clinic.ch', 'New-P@clinic.ch')).toEqual({
      status: 200,
      code: null,
    });
    expect(await licences(owner.subscriptionId)).toEqual([
      'new-p@clinic.ch pending',
      'owner-p@clinic.ch active',
    ]);
    const mails = await outboxTo(db, 'new-p@clinic.ch');
    expect(mails).toMatchObject([
      { template: 'invitation', lang: 'fr', params: { inviter: 'owner-p@clinic.ch' } },
    ]);
    // docs/audit-log.md#kinds: the entry names whose licence it was and whom it was offered to.
    const { rows } = await db.query<{ target: string; before: unknown; after: unknown }>(
      "select target, before, after from audit_log where kind = 'licence_reassigned' and actor_email = 'owner-p@clinic.ch'",
    );
    expect(rows).toEqual([
      {
        target: 'old-p@clinic.ch',
        before: { email: 'old-p@clinic.ch' },
        after: { email: 'new-p@clinic.ch' },
      },
    ]);
  });

  it('reassigns a declined invitation', async () => {
    const owner = await accounts.enterprise('owner-d@clinic.ch', 'old-d@clinic.ch', 'pending');
    await db.query("update licenses set status = 'declined' where user_id = $1", [owner.colleagueId]);
    expect(
      (await reassign('owner-d@clinic.ch', owner.token, 'old-d@clinic.ch', 'new-d@clinic.ch')).status,
    ).toBe(200);
    expect(await licences(owner.subscriptionId)).toEqual([
      'new-d@clinic.ch pending',
      'owner-d@clinic.ch active',
    ]);
  });

  it('reassigns an accepted licence unused for 31 days, and signs her app out as a removal does', async () => {
    const owner = await accounts.enterprise('owner-u@clinic.ch', 'old-u@clinic.ch');
    const { access_token: colleagueApp } = await appSignIn(base, await accounts.session('old-u@clinic.ch'));
    expect(await appStatus(colleagueApp)).toBe(200);
    await usedDaysAgo(owner.colleagueId, 31);
    expect(
      (await reassign('owner-u@clinic.ch', owner.token, 'old-u@clinic.ch', 'new-u@clinic.ch')).status,
    ).toBe(200);
    expect(await licences(owner.subscriptionId)).toEqual([
      'new-u@clinic.ch pending',
      'owner-u@clinic.ch active',
    ]);
    expect(await appStatus(colleagueApp)).toBe(401);
  });

  it('refuses an accepted licence used yesterday: license_in_use, nothing changed', async () => {
    const owner = await accounts.enterprise('owner-y@clinic.ch', 'old-y@clinic.ch');
    await usedDaysAgo(owner.colleagueId, 1);
    expect(await reassign('owner-y@clinic.ch', owner.token, 'old-y@clinic.ch', 'new-y@clinic.ch')).toEqual({
      status: 409,
      code: 'license_in_use',
    });
    expect(await licences(owner.subscriptionId)).toEqual([
      'old-y@clinic.ch active',
      'owner-y@clinic.ch active',
    ]);
    expect(await outboxTo(db, 'new-y@clinic.ch')).toEqual([]);
  });

  it("refuses the owner's own licence: license_not_removable", async () => {
    const owner = await accounts.enterprise('owner-o@clinic.ch', 'old-o@clinic.ch', 'pending');
    const answer = await reassign('owner-o@clinic.ch', owner.token, 'owner-o@clinic.ch', 'new-o@clinic.ch');
    expect(answer.code).toBe('license_not_removable');
  });

  it('refuses an address already invited: already_invited, and the licence stays where it was', async () => {
    const owner = await accounts.enterprise('owner-a@clinic.ch', 'old-a@clinic.ch', 'pending');
    const otherId = await accounts.pastTrialUser('other-a@clinic.ch');
    await db.query(
      `insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, false, 'pending')`,
      [owner.subscriptionId, otherId],
    );
    const answer = await reassign('owner-a@clinic.ch', owner.token, 'old-a@clinic.ch', 'other-a@clinic.ch');
    expect(answer).toEqual({ status: 409, code: 'already_invited' });
    expect(await licences(owner.subscriptionId)).toEqual([
      'old-a@clinic.ch pending',
      'other-a@clinic.ch pending',
      'owner-a@clinic.ch active',
    ]);
    // Offered back to the address it is taken from: she is invited already.
    const again = await reassign('owner-a@clinic.ch', owner.token, 'old-a@clinic.ch', 'old-a@clinic.ch');
    expect(again.code).toBe('already_invited');
    expect(await licences(owner.subscriptionId)).toContain('old-a@clinic.ch pending');
  });

  it('refuses an address with no licence on the subscription: not_found', async () => {
    const owner = await accounts.enterprise('owner-n@clinic.ch', 'old-n@clinic.ch', 'pending');
    const answer = await reassign('owner-n@clinic.ch', owner.token, 'nobody-n@clinic.ch', 'new-n@clinic.ch');
    expect(answer.code).toBe('not_found');
  });

  it('refuses a colleague of the practice: she is not its owner', async () => {
    const owner = await accounts.enterprise('owner-c@clinic.ch', 'old-c@clinic.ch');
    const answer = await reassign('old-c@clinic.ch', owner.token, 'old-c@clinic.ch', 'new-c@clinic.ch');
    // Once the practice's roles check the call's permission, a member without it: role_not_permitted.
    expect(['not_subscription_owner', 'role_not_permitted']).toContain(answer.code);
    expect(await licences(owner.subscriptionId)).toEqual([
      'old-c@clinic.ch active',
      'owner-c@clinic.ch active',
    ]);
  });
});
