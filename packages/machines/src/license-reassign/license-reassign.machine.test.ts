import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { apiFailure, networkFailure, settle } from '../shared/test-support.js';
import { licenseReassignMachine } from './license-reassign.machine.js';

function start(reassign: () => Promise<unknown> = async () => ({ message: 'ok' })) {
  const call = vi.fn((_input: unknown) => reassign());
  const actor = createActor(
    licenseReassignMachine.provide({
      actors: { reassignLicense: fromPromise(({ input }) => call(input)) },
    }),
    { input: { lang: 'de' } },
  ).start();
  const reassigned = vi.fn();
  actor.on('reassigned', reassigned);
  return { actor, call, reassigned };
}

const submit = { type: 'REASSIGN.SUBMIT', subscriptionToken: 'sub_1', toEmail: ' new@praxis.ch ' } as const;

describe('reassigning a licence (docs/licences.md#reassign)', () => {
  it('removes and invites in one call with the page language, closes and says it is done', async () => {
    const { actor, call, reassigned } = start();
    actor.send({ type: 'REASSIGN.OPEN', fromEmail: 'old@praxis.ch' });
    actor.send(submit);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(call).toHaveBeenCalledWith({
      subscriptionToken: 'sub_1',
      fromEmail: 'old@praxis.ch',
      toEmail: 'new@praxis.ch',
      lang: 'de',
    });
    expect(reassigned).toHaveBeenCalledWith({ type: 'reassigned', fromEmail: 'old@praxis.ch' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('checks the address as the invitation field does, before any call, and clears it on typing', () => {
    const { actor, call } = start();
    actor.send({ type: 'REASSIGN.OPEN', fromEmail: 'old@praxis.ch' });
    actor.send({ ...submit, toEmail: 'not-an-address' });
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'account.licenses.error.invalidEmail' });
    expect(call).not.toHaveBeenCalled();
    actor.send({ type: 'REASSIGN.EDIT' });
    expect(actor.getSnapshot().context.feedback).toBeNull();
  });

  it('says a refusal in the dialog, which stays open for the same licence', async () => {
    const { actor, reassigned } = start(() => Promise.reject(apiFailure('license_in_use')));
    actor.send({ type: 'REASSIGN.OPEN', fromEmail: 'old@praxis.ch' });
    actor.send(submit);
    await settle();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({
      fromEmail: 'old@praxis.ch',
      feedback: { kind: 'apiError', code: 'license_in_use' },
    });
    expect(reassigned).not.toHaveBeenCalled();
    // A refusal stays while she types: it is about the licence or the address, said until the next try.
    actor.send({ type: 'REASSIGN.EDIT' });
    expect(actor.getSnapshot().context.feedback).toMatchObject({ code: 'license_in_use' });
  });

  it('says the network failed when no answer came, and closing forgets the licence', async () => {
    const { actor } = start(() => Promise.reject(networkFailure()));
    actor.send({ type: 'REASSIGN.OPEN', fromEmail: 'old@praxis.ch' });
    actor.send(submit);
    await settle();
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'errors.network' });
    actor.send({ type: 'REASSIGN.CLOSE' });
    expect(actor.getSnapshot().context).toMatchObject({ fromEmail: null, feedback: null });
  });
});
