import type { Blacklist } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { networkFailure } from '../shared/test-support.js';
import { adminBlacklistMachine } from './admin-blacklist.machine.js';

const list: Blacklist = { fr: ['merci docteur'], de: [], it: [], en: ['thank you'] };

function start(overrides: { load?: () => Promise<Blacklist>; add?: () => Promise<Blacklist> } = {}) {
  const spies = {
    add: vi.fn((input: { lang: string; phrase: string }) =>
      (
        overrides.add ??
        (async () => ({ ...list, [input.lang]: [...(list[input.lang as 'fr'] ?? []), input.phrase] }))
      )(),
    ),
    remove: vi.fn((_input: unknown) => Promise.resolve({ ...list, fr: [] })),
  };
  const actor = createActor(
    adminBlacklistMachine.provide({
      actors: {
        loadBlacklist: fromPromise(overrides.load ?? (async () => list)),
        addPhrase: fromPromise(({ input }) => spies.add(input)),
        deletePhrase: fromPromise(({ input }) => spies.remove(input)),
      },
    }),
    { input: {} },
  ).start();
  return { actor, spies };
}

describe('admin blacklist (docs/admin.md#blacklist)', () => {
  it('loads the lists and starts on French', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ blacklist: list, lang: 'fr' });
  });

  it('adds a trimmed phrase to the selected language', async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'BLACKLIST.SELECT_LANGUAGE', lang: 'de' });
    actor.send({ type: 'BLACKLIST.ADD', phrase: '  Grüezi  ' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(spies.add).toHaveBeenCalledWith({ lang: 'de', phrase: 'Grüezi' });
    expect(actor.getSnapshot().context.blacklist.de).toEqual(['Grüezi']);
  });

  it('refuses a blank phrase without a call', async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'BLACKLIST.ADD', phrase: '   ' });
    expect(spies.add).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.rejection).toBe('blank');
  });

  it('refuses a phrase over 500 characters without a call, saying so (docs/admin.md#blacklist-phrase)', async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'BLACKLIST.ADD', phrase: `  ${'x'.repeat(501)}  ` });
    expect(spies.add).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.rejection).toBe('tooLong');
    actor.send({ type: 'BLACKLIST.ADD', phrase: ` ${'x'.repeat(500)} ` });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(spies.add).toHaveBeenCalledWith({ lang: 'fr', phrase: 'x'.repeat(500) });
    expect(actor.getSnapshot().context.rejection).toBeNull();
  });

  it('deletes a phrase of the selected language', async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'BLACKLIST.DELETE', phrase: 'merci docteur' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(spies.remove).toHaveBeenCalledWith({ lang: 'fr', phrase: 'merci docteur' });
    expect(actor.getSnapshot().context.blacklist.fr).toEqual([]);
  });

  it('empties the lists silently when a call fails', async () => {
    const failedLoad = start({ load: async () => Promise.reject(networkFailure()) });
    await waitFor(failedLoad.actor, (s) => s.matches('ready'));
    expect(failedLoad.actor.getSnapshot().context.blacklist).toEqual({ fr: [], de: [], it: [], en: [] });

    const failedAdd = start({ add: async () => Promise.reject(networkFailure()) });
    await waitFor(failedAdd.actor, (s) => s.matches('ready'));
    failedAdd.actor.send({ type: 'BLACKLIST.ADD', phrase: 'bonjour' });
    await waitFor(failedAdd.actor, (s) => s.matches('ready'));
    expect(failedAdd.actor.getSnapshot().context.blacklist.en).toEqual([]);
  });
});
