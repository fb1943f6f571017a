import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { listening } from '../helpers/app-auth-flow.js';
import { appUser, minutesAgo, reportUsage } from '../helpers/app-usage.js';
import { useTestApp } from '../helpers/test-app.js';

describe("the data download holds the app's usage (docs/accounts.md#data-download)", () => {
  let app: FastifyInstance;
  let db: Database;
  let base = '';
  useTestApp({ publicUrl: 'http://localhost:3000' }, (opened) => ({ app, db } = opened));
  beforeAll(async () => {
    base = await listening(app);
  });

  it('lists each batch the app reported for her, as stored', async () => {
    const { session, token } = await appUser(app, db, base, 'download@example.ch');
    const endedAt = minutesAgo(3);
    await reportUsage(app, token, [{ id: 'batch-7', seconds: 95.5, endedAt }]);
    const answer = await app.inject({
      method: 'GET',
      url: '/api/account/data-export',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(answer.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    expect(JSON.parse(strFromU8(files['app-usage.json'] ?? new Uint8Array()))).toEqual([
      { id: 'batch-7', seconds: 95.5, endedAt, receivedAt: expect.any(String) },
    ]);
  });
});
