import type { AccountSession } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../shared/test-support.js';
import { accountSessionsMachine } from './account-sessions.machine.js';

const session = (id: string, current: boolean): AccountSession => ({
  kind: 'browser',
  id,
  browser: 'Chrome 156',
  system: 'Windows 10',
  createdAt: '2026-11-25T08:00:00.000Z',
  lastUsedAt: '2026-11-25T09:00:00.000Z',
  current,
  signedInWith: null,
});

function start(revoke: (input: unknown) => Promise<unknown>) {
  let sessions = [session('a', true), session('b', false), session('c', false)];
  const list = vi.fn(async () => ({ sessions }));
  const revokeCall = vi.fn(async (input: { sessionId: string }) => {
    await revoke(input);
    sessions = sessions.filter((item) => item.id !== input.sessionId);
  });
  const actor = createActor(
    accountSessionsMachine.provide({
      actors: {
        listSessions: fromPromise(() => list()),
        revokeSession: fromPromise(({ input }) => revokeCall(input)),
        revokeOtherSessions: fromPromise(async () => {
          const revoked = sessions.filter((item) => !item.current).length;
          sessions = sessions.filter((item) => item.current);
          return { message: 'ok', revoked };
        }),
      },
    }),
  ).start();
  return { actor, list, revokeCall };
}

describe('the sessions list (docs/accounts.md#sessions-list)', () => {
  it('ends one session, then lists them again', async () => {
    const { actor, revokeCall } = start(async () => {});
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'SESSIONS.END', sessionId: 'b' });
    expect(actor.getSnapshot().context.ending).toBe('b');
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.sessions?.length === 2);
    expect(revokeCall).toHaveBeenCalledWith({ sessionId: 'b' });
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'account.sessions.ended' });
  });

  it('ends all the others and says how many', async () => {
    const { actor } = start(async () => {});
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'SESSIONS.END_OTHERS' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.sessions?.length === 1);
    expect(actor.getSnapshot().context.feedback).toMatchObject({
      id: 'account.sessions.endedOthers',
      values: { count: 2 },
    });
  });

  it('refreshes and tells a session that was ended meanwhile', async () => {
    const { actor, list } = start(() => Promise.reject(apiFailure('not_found')));
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'SESSIONS.END', sessionId: 'c' });
    await waitFor(actor, () => list.mock.calls.length === 2);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.feedback).toMatchObject({ code: 'not_found' });
  });
});
