import type { ListPasskeysResponse, Passkey } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure, networkFailure } from '../shared/test-support.js';
import { accountPasskeysMachine } from './account-passkeys.machine.js';

const PASSKEY: Passkey = {
  id: '5d1e7f20-8a3b-4c6d-9e0f-1a2b3c4d5e66',
  name: null,
  createdAt: '2026-10-14T08:05:00.000Z',
  lastUsedAt: null,
  synced: true,
};

/** The site's CeremonyError, as the machine reads it: only its `end`. */
const ceremony = (end: 'cancelled' | 'exists' | 'failed') => Object.assign(new Error(end), { end });

function start(
  calls: Partial<Record<'list' | 'add' | 'rename' | 'remove', (input: unknown) => Promise<unknown>>> = {},
) {
  let list: ListPasskeysResponse = { passkeys: [PASSKEY], required: false, passkeySession: false };
  const spies = { list: vi.fn(), add: vi.fn(), rename: vi.fn(), remove: vi.fn() };
  const actor = createActor(
    accountPasskeysMachine.provide({
      actors: {
        listPasskeys: fromPromise(async () => {
          spies.list();
          await calls.list?.(undefined);
          return list;
        }),
        addPasskey: fromPromise(async () => {
          spies.add();
          await calls.add?.(undefined);
          const passkey = { ...PASSKEY, id: 'new' };
          list = { ...list, passkeys: [...list.passkeys, passkey], passkeySession: true };
          return { passkey };
        }),
        renamePasskey: fromPromise(async ({ input }) => {
          spies.rename(input);
          await calls.rename?.(input);
          return { passkey: { ...PASSKEY, name: input.name } };
        }),
        removePasskey: fromPromise(async ({ input }) => {
          spies.remove(input);
          await calls.remove?.(input);
          list = { ...list, passkeys: [] };
          return {
            message: 'removed',
            signal: { rpId: 'localhost', userId: 'dXNlcg', allAcceptedCredentialIds: [] },
          };
        }),
      },
    }),
  );
  const emitted = vi.fn();
  actor.on('*', emitted);
  actor.start();
  return { actor, spies, emitted };
}

type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => waitFor(actor, (snapshot) => snapshot.matches('ready'));

describe('her passkeys (docs/passkeys.md#list)', () => {
  it('reads the list, and offers a retry when it cannot', async () => {
    let fail = true;
    const { actor } = start({
      list: async () => {
        if (fail) throw networkFailure();
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'account.passkeys.loadFailed' });
    fail = false;
    actor.send({ type: 'PASSKEYS.RETRY' });
    await ready(actor);
    expect(actor.getSnapshot().context.list?.passkeys).toHaveLength(1);
  });

  it('adds one, says so, tells the page and reads the list again (docs/passkeys.md#register)', async () => {
    const { actor, emitted } = start();
    await ready(actor);
    actor.send({ type: 'PASSKEYS.ADD' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.feedback !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      feedback: { id: 'account.passkeys.addedNotice', tone: 'success' },
      list: { passkeySession: true },
    });
    expect(emitted).toHaveBeenCalledWith({ type: 'passkeys.added' });
  });

  it('ends quietly when she closes the browser dialog, with a line when the device has one already', async () => {
    let end: 'cancelled' | 'exists' | 'failed' = 'cancelled';
    const { actor, emitted, spies } = start({
      add: async () => {
        throw ceremony(end);
      },
    });
    await ready(actor);
    actor.send({ type: 'PASSKEYS.ADD' });
    await waitFor(actor, () => spies.add.mock.calls.length === 1);
    await ready(actor);
    expect(actor.getSnapshot().context.feedback).toBeNull();
    end = 'exists';
    actor.send({ type: 'PASSKEYS.ADD' });
    await waitFor(actor, (snapshot) => snapshot.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toMatchObject({
      id: 'account.passkeys.exists',
      tone: 'info',
    });
    end = 'failed';
    actor.send({ type: 'PASSKEYS.ADD' });
    await waitFor(actor, (snapshot) => snapshot.context.feedback?.tone === 'error');
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'account.passkeys.failed' });
    expect(emitted).not.toHaveBeenCalledWith({ type: 'passkeys.added' });
  });

  it('renames one, and keeps a refusal with the rename', async () => {
    let refuse = false;
    const { actor, spies, emitted } = start({
      rename: async () => {
        if (refuse) throw apiFailure('not_found');
      },
    });
    await ready(actor);
    actor.send({ type: 'PASSKEYS.RENAME', id: PASSKEY.id, name: 'Laptop' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.feedback !== null);
    expect(spies.rename).toHaveBeenCalledWith({ id: PASSKEY.id, name: 'Laptop' });
    expect(emitted).toHaveBeenCalledWith({ type: 'passkeys.renamed' });
    refuse = true;
    actor.send({ type: 'PASSKEYS.RENAME', id: PASSKEY.id, name: 'Laptop' });
    await waitFor(actor, (snapshot) => snapshot.context.feedback?.tone === 'error');
    expect(actor.getSnapshot().context).toMatchObject({ act: 'rename', feedback: { code: 'not_found' } });
  });

  it('keeps the last one when a fresh sign-in is asked for, saying so with the removal (docs/passkeys.md#remove)', async () => {
    const { actor, emitted } = start({
      remove: async () => {
        throw apiFailure('fresh_signin_required');
      },
    });
    await ready(actor);
    actor.send({ type: 'PASSKEYS.REMOVE', id: PASSKEY.id });
    await waitFor(actor, (snapshot) => snapshot.context.feedback !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      act: 'remove',
      target: PASSKEY.id,
      feedback: { code: 'fresh_signin_required' },
    });
    expect(actor.getSnapshot().context.list?.passkeys).toHaveLength(1);
    expect(emitted).not.toHaveBeenCalledWith({ type: 'session.expired' });
  });

  it('removes one and reads the list again', async () => {
    const { actor, spies, emitted } = start();
    await ready(actor);
    actor.send({ type: 'PASSKEYS.REMOVE', id: PASSKEY.id });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.feedback !== null);
    expect(spies.remove).toHaveBeenCalledWith({ id: PASSKEY.id });
    expect(actor.getSnapshot().context.list?.passkeys).toEqual([]);
    expect(emitted).toHaveBeenCalledWith({ type: 'passkeys.removed' });
  });

  it('tells the page when the session has ended (docs/accounts.md#session-end)', async () => {
    const { actor, emitted } = start({
      list: async () => {
        throw apiFailure('unauthorized');
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(emitted).toHaveBeenCalledWith({ type: 'session.expired' });
  });
});
