import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { listening } from '../helpers/app-auth-flow.js';
import { appUser, minutesAgo, reportUsage } from '../helpers/app-usage.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * docs/audit-log.md#kinds: the Windows app's sign-in approved on the site and the app's own calls
 * (which carry its token, not a session) are recorded with the account as the actor.
 */
let app: FastifyInstance;
let db: Database;
let base = '';
useTestApp({ publicUrl: 'http://localhost:3000' }, (opened) => ({ app, db } = opened));
beforeAll(async () => {
  base = await listening(app);
});

async function lastOf(kind: string) {
  const { rows } = await db.query<{
    actor_kind: string;
    actor_email: string | null;
    actor_id: string | null;
  }>('select actor_kind, actor_email, actor_id from audit_log where kind = $1 order by id desc limit 1', [
    kind,
  ]);
  return rows[0];
}

describe("the Windows app's sign-in and calls", () => {
  it('records the sign-in approved on the site and the usage the app reports, by her', async () => {
    const { userId, token } = await appUser(app, db, base, 'dictates@example.ch');
    expect(await lastOf('app_signed_in')).toEqual({
      actor_kind: 'user',
      actor_email: 'dictates@example.ch',
      actor_id: userId,
    });
    const reported = await reportUsage(app, token, [{ id: 'b-1', seconds: 90, endedAt: minutesAgo(5) }]);
    expect(reported.statusCode).toBe(200);
    expect(await lastOf('app_usage_reported')).toEqual({
      actor_kind: 'user',
      actor_email: 'dictates@example.ch',
      actor_id: userId,
    });
  });
});
