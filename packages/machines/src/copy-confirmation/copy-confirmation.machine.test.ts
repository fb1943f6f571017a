import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { COPY_CONFIRMATION_MS } from '../timings.js';
import { copyConfirmationMachine } from './copy-confirmation.machine.js';

function start(write: (text: string) => Promise<void>) {
  const clock = new SimulatedClock();
  const actor = createActor(
    copyConfirmationMachine.provide({
      actors: { writeToClipboard: fromPromise(({ input }) => write(input.text)) },
    }),
    { clock },
  ).start();
  return { actor, clock };
}

describe('copy confirmation', () => {
  it('copies the text, confirms for exactly two seconds, then rests', async () => {
    const write = vi.fn(async () => {});
    const { actor, clock } = start(write);

    actor.send({ type: 'COPY.REQUEST', text: 'a@example.ch, b@example.ch' });
    await waitFor(actor, (s) => s.matches('copied'));
    expect(write).toHaveBeenCalledWith('a@example.ch, b@example.ch');

    clock.increment(COPY_CONFIRMATION_MS - 1);
    expect(actor.getSnapshot().value).toBe('copied');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('restarts the two seconds when copying again during the confirmation', async () => {
    const { actor, clock } = start(async () => {});
    actor.send({ type: 'COPY.REQUEST', text: 'x' });
    await waitFor(actor, (s) => s.matches('copied'));
    clock.increment(1_500);
    actor.send({ type: 'COPY.REQUEST', text: 'y' });
    await waitFor(actor, (s) => s.matches('copied'));
    clock.increment(1_500);
    expect(actor.getSnapshot().value).toBe('copied');
    clock.increment(500);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reports a refused clipboard instead of confirming', async () => {
    const { actor, clock } = start(async () => {
      throw new Error('NotAllowedError');
    });
    actor.send({ type: 'COPY.REQUEST', text: 'x' });
    await waitFor(actor, (s) => s.matches('failed'));
    clock.increment(COPY_CONFIRMATION_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
