import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { zurichDay } from '../../src/usage/zurich-calendar.js';
import { listening } from '../helpers/app-auth-flow.js';
import { appUser, minutesAgo, reportUsage, storedUsage } from '../helpers/app-usage.js';
import { useTestApp } from '../helpers/test-app.js';

describe('the app reports its minutes in batches, each counted once (docs/desktop-app.md#usage)', () => {
  let app: FastifyInstance;
  let db: Database;
  let base = '';
  useTestApp({ publicUrl: 'http://localhost:3000' }, (opened) => ({ app, db } = opened));
  beforeAll(async () => {
    base = await listening(app);
  });

  it('stores the batches and answers how many were new and how many sent before', async () => {
    const { userId, token } = await appUser(app, db, base, 'once@example.ch');
    const batches = [
      { id: 'b-1', seconds: 90, endedAt: minutesAgo(30) },
      { id: 'b-2', seconds: 30.5, endedAt: minutesAgo(10) },
    ];
    const first = await reportUsage(app, token, batches);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ accepted: 2, duplicates: 0 });
    const again = await reportUsage(app, token, [
      ...batches,
      { id: 'b-3', seconds: 5, endedAt: minutesAgo(1) },
    ]);
    expect(again.json()).toEqual({ accepted: 1, duplicates: 2 });
    expect(await storedUsage(db, userId)).toEqual({ 'b-1': 90, 'b-2': 30.5, 'b-3': 5 });
  });

  it('keeps the first copy of an id sent again with other seconds, counting the second as a duplicate', async () => {
    const { userId, token } = await appUser(app, db, base, 'first-wins@example.ch');
    await reportUsage(app, token, [{ id: 'x', seconds: 60, endedAt: minutesAgo(5) }]);
    const changed = await reportUsage(app, token, [{ id: 'x', seconds: 600, endedAt: minutesAgo(2) }]);
    expect(changed.json()).toEqual({ accepted: 0, duplicates: 1 });
    const twiceInOne = await reportUsage(app, token, [
      { id: 'y', seconds: 10, endedAt: minutesAgo(2) },
      { id: 'y', seconds: 20, endedAt: minutesAgo(1) },
    ]);
    expect(twiceInOne.json()).toEqual({ accepted: 1, duplicates: 1 });
    expect(await storedUsage(db, userId)).toEqual({ x: 60, y: 10 });
  });

  it('counts a batch once when two reports carrying it arrive at the same time', async () => {
    const { userId, token } = await appUser(app, db, base, 'concurrent@example.ch');
    const batches = [
      { id: 'c-1', seconds: 40, endedAt: minutesAgo(3) },
      { id: 'c-2', seconds: 50, endedAt: minutesAgo(2) },
    ];
    const answers = await Promise.all([1, 2, 3].map(() => reportUsage(app, token, batches)));
    const counts = answers.map((answer) => answer.json() as { accepted: number; duplicates: number });
    expect(counts.reduce((sum, count) => sum + count.accepted, 0)).toBe(2);
    expect(counts.reduce((sum, count) => sum + count.duplicates, 0)).toBe(4);
    expect(await storedUsage(db, userId)).toEqual({ 'c-1': 40, 'c-2': 50 });
  });

  describe('refuses a report with an implausible batch whole, storing nothing of it', () => {
    const plausible = { id: 'ok', seconds: 60, endedAt: minutesAgo(5) };
    const refused = async (email: string, batch: object, daysAgo = 3) => {
      const { userId, token } = await appUser(app, db, base, email, daysAgo);
      const answer = await reportUsage(app, token, [plausible, batch]);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: true, code: 'usage_implausible' });
      expect(await storedUsage(db, userId)).toEqual({});
      return token;
    };

    it('negative seconds', async () => {
      await refused('negative@example.ch', { id: 'neg', seconds: -1, endedAt: minutesAgo(1) });
    });

    it('an end in the future, beyond five minutes of clock skew', async () => {
      const token = await refused('future@example.ch', { id: 'f', seconds: 1, endedAt: minutesAgo(-6) });
      const skewed = await reportUsage(app, token, [{ id: 'f', seconds: 1, endedAt: minutesAgo(-4) }]);
      expect(skewed.json()).toEqual({ accepted: 1, duplicates: 0 });
    });

    it("more seconds than elapsed from the app's sign-in to the batch's end", async () => {
      // Signed in a day ago: a batch of 25 hours ending now claims more time than has passed.
      const token = await refused(
        'elapsed@example.ch',
        { id: 'long', seconds: 25 * 3600, endedAt: minutesAgo(0) },
        1,
      );
      const before = await reportUsage(app, token, [
        { id: 'before', seconds: 60, endedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() },
      ]);
      expect(before.json()).toMatchObject({ code: 'usage_implausible' });
    });

    it('more than 24 hours on one Europe/Zurich day, counting the batches stored before', async () => {
      const day = zurichDay(new Date(Date.now() - 2 * 86_400_000));
      const { userId, token } = await appUser(app, db, base, 'day@example.ch', 5);
      const evening = { id: 'evening', seconds: 20 * 3600, endedAt: `${day}T20:00:00.000Z` };
      expect((await reportUsage(app, token, [evening])).json()).toEqual({ accepted: 1, duplicates: 0 });
      const over = await reportUsage(app, token, [
        { id: 'morning', seconds: 4 * 3600 + 1, endedAt: `${day}T08:00:00.000Z` },
      ]);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({ code: 'usage_implausible' });
      const whole = await reportUsage(app, token, [
        { id: 'morning', seconds: 4 * 3600, endedAt: `${day}T08:00:00.000Z` },
      ]);
      expect(whole.json()).toEqual({ accepted: 1, duplicates: 0 });
      expect(Object.keys(await storedUsage(db, userId)).sort()).toEqual(['evening', 'morning']);
    });
  });
});
