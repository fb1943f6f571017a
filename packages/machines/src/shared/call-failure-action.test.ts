import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { type CallFailureParams, showCallFailure } from './call-failure-action.js';
import type { Feedback } from './feedback.js';
import { apiFailure, networkFailure, settle } from './test-support.js';

/** A machine with one call, whose failure is answered by showCallFailure with `options`. */
function failedCall(error: Error, options: Omit<CallFailureParams, 'error'>) {
  const machine = setup({
    types: {
      context: {} as { feedback: Feedback | null },
      emitted: {} as { type: 'session.expired' },
    },
    actors: {
      call: fromPromise<void>(async () => {
        throw error;
      }),
    },
    actions: { showCallFailure: showCallFailure() },
  }).createMachine({
    context: { feedback: null },
    initial: 'calling',
    states: {
      calling: {
        invoke: {
          src: 'call',
          onError: {
            target: 'failed',
            actions: { type: 'showCallFailure', params: ({ event }) => ({ error: event.error, ...options }) },
          },
        },
      },
      failed: {},
    },
  });
  const emitted: unknown[] = [];
  const actor = createActor(machine);
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('a failed call, as every machine answers it', () => {
  it('ends the session on a 401 and leaves the screen as it was, unless asked to say so', async () => {
    const quiet = failedCall(apiFailure('unauthorized'), { fallbackId: 'payment.error.order' });
    await settle();
    expect(quiet.emitted).toEqual([{ type: 'session.expired' }]);
    expect(quiet.actor.getSnapshot().context.feedback).toBeNull();

    const said = failedCall(apiFailure('forbidden'), { fallbackId: 'x', sayUnauthorized: true });
    await settle();
    expect(said.emitted).toEqual([{ type: 'session.expired' }]);
    expect(said.actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'errors.unauthorized',
      tone: 'error',
    });
  });

  it("shows the server's error, prefixed when asked, and the screen's own message for a lost answer", async () => {
    const refused = failedCall(apiFailure('validation_failed', 'Too many licences'), {
      fallbackId: 'licenseAdjustment.error.order',
      prefixed: true,
    });
    await settle();
    expect(refused.emitted).toEqual([]);
    expect(refused.actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'apiError',
      code: 'validation_failed',
      text: 'Too many licences',
      prefixed: true,
    });

    const lost = failedCall(networkFailure(), { fallbackId: 'billing.resume.error' });
    await settle();
    expect(lost.actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'billing.resume.error',
      tone: 'error',
    });
  });
});
