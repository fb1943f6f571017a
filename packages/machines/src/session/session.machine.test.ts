import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { isSignedIn, sessionMachine } from './session.machine.js';

function start(storedToken: string | null, revoke: () => Promise<void> = async () => {}) {
  const storage = { store: vi.fn(), clear: vi.fn() };
  const revokeSession = vi.fn((_token: string) => revoke());
  const actor = createActor(
    sessionMachine.provide({
      actions: {
        storeToken: (_, params) => storage.store(params.token),
        clearToken: () => storage.clear(),
      },
      actors: { revokeSession: fromPromise(({ input }) => revokeSession(input.token)) },
    }),
    { input: { storedToken } },
  );
  const navigations = vi.fn();
  actor.on('navigate', navigations);
  actor.start();
  return { actor, storage, revokeSession, navigations };
}

describe('session (docs/accounts.md#session)', () => {
  it('is anonymous without a stored token and authenticated with one', () => {
    expect(isSignedIn(start(null).actor.getSnapshot())).toBe(false);
    expect(isSignedIn(start('').actor.getSnapshot())).toBe(false);
    expect(isSignedIn(start('tok_0123456789abcdef').actor.getSnapshot())).toBe(true);
  });

  it('stores the token on sign-in', () => {
    const { actor, storage } = start(null);
    actor.send({ type: 'SESSION.SIGNED_IN', token: 'tok_0123456789abcdef' });
    expect(isSignedIn(actor.getSnapshot())).toBe(true);
    expect(storage.store).toHaveBeenCalledWith('tok_0123456789abcdef');
  });

  it('signs out: removes the token at once, asks the server to revoke it, goes home', async () => {
    const { actor, storage, revokeSession, navigations } = start('tok_0123456789abcdef');
    actor.send({ type: 'SESSION.SIGN_OUT' });
    expect(storage.clear).toHaveBeenCalledTimes(1);
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(revokeSession).toHaveBeenCalledWith('tok_0123456789abcdef');
    expect(navigations).toHaveBeenCalledWith({ type: 'navigate', to: '/' });
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    const { actor, storage } = start('tok_0123456789abcdef', async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'SESSION.SIGN_OUT' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(storage.clear).toHaveBeenCalled();
  });

  it('on a 401 or 403 clears the token and sends the user to /signin, remembering where they were', () => {
    const { actor, storage, navigations } = start('tok_0123456789abcdef');
    actor.send({ type: 'SESSION.EXPIRED', from: '/account' });
    expect(isSignedIn(actor.getSnapshot())).toBe(false);
    expect(storage.clear).toHaveBeenCalledTimes(1);
    expect(navigations).toHaveBeenCalledWith({
      type: 'navigate',
      to: '/signin',
      state: { from: '/account' },
    });
  });

  it('ignores an expiry when nobody is signed in', () => {
    const { actor, navigations } = start(null);
    actor.send({ type: 'SESSION.EXPIRED' });
    expect(navigations).not.toHaveBeenCalled();
  });
});

describe('a session the server ended (docs/accounts.md#session-end)', () => {
  it('clears the token and sends /signin the notice to show', () => {
    const clearToken = vi.fn();
    const actor = createActor(sessionMachine.provide({ actions: { clearToken } }), {
      input: { storedToken: 'tok_0123456789abcdef' },
    });
    const emitted = vi.fn();
    actor.on('navigate', emitted);
    actor.start();
    actor.send({ type: 'SESSION.EXPIRED', notice: { accountDeleted: '2026-12-25T10:00:00.000Z' } });
    expect(clearToken).toHaveBeenCalled();
    expect(emitted).toHaveBeenCalledWith({
      type: 'navigate',
      to: '/signin',
      state: { accountDeleted: '2026-12-25T10:00:00.000Z' },
    });
  });
});
