import type { TrackingStat } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { networkFailure } from '../shared/test-support.js';
import { adminStatsMachine } from './admin-stats.machine.js';

const stat: TrackingStat = {
  _id: 'stat_1',
  date: '2026-11-20T10:00:00.000Z',
  id: 'newsletter-nov',
  existsInUsers: true,
  plan: 'premium',
};

describe('admin stats (docs/admin.md#stats)', () => {
  it('lists, deletes by _id, then reloads', async () => {
    let rows = [stat];
    const remove = vi.fn(async (input: { _id: string }) => {
      rows = rows.filter((row) => row._id !== input._id);
      return { message: 'ok' };
    });
    const actor = createActor(
      adminStatsMachine.provide({
        actors: {
          loadStats: fromPromise(async () => rows),
          deleteStat: fromPromise(({ input }) => remove(input)),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.stats).toEqual([stat]);
    actor.send({ type: 'STATS.DELETE', id: 'stat_1' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.stats.length === 0);
    expect(remove).toHaveBeenCalledWith({ _id: 'stat_1' });
  });

  it('empties the list silently when loading or deleting fails', async () => {
    const actor = createActor(
      adminStatsMachine.provide({
        actors: {
          loadStats: fromPromise(async () => [stat]),
          deleteStat: fromPromise(async (): Promise<unknown> => Promise.reject(networkFailure())),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'STATS.DELETE', id: 'stat_1' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.stats.length === 0);

    const failing = createActor(
      adminStatsMachine.provide({
        actors: { loadStats: fromPromise(async () => Promise.reject(networkFailure())) },
      }),
    ).start();
    await waitFor(failing, (s) => s.matches('ready'));
    expect(failing.getSnapshot().context.stats).toEqual([]);
  });
});
