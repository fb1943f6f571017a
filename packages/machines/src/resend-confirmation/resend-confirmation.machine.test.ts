import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure, networkFailure } from '../shared/test-support.js';
import { resendConfirmationMachine } from './resend-confirmation.machine.js';

const REQUEST = { email: 'anna@praxis.ch', lang: 'de', plan: 'premium' } as const;

function start(resend: () => Promise<{ message: string }>) {
  const call = vi.fn((_input: unknown) => resend());
  const actor = createActor(
    resendConfirmationMachine.provide({ actors: { resend: fromPromise(({ input }) => call(input)) } }),
  ).start();
  return { actor, call };
}

describe('sending the confirmation e-mail again (docs/accounts.md#email-validation)', () => {
  it('sends the address, language and plan, says it is sent, and can send again', async () => {
    const { actor, call } = start(async () => ({ message: 'ok' }));
    actor.send({ type: 'RESEND.SUBMIT', request: REQUEST });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // A second press while the first is on its way sends nothing more.
    actor.send({ type: 'RESEND.SUBMIT', request: REQUEST });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(REQUEST);
    expect(actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'auth.emailValidation.resent',
      tone: 'success',
    });
    actor.send({ type: 'RESEND.SUBMIT', request: REQUEST });
    await waitFor(actor, (s) => s.matches('idle') && call.mock.calls.length === 2);
  });

  it('shows the refusal by its code, and no answer as the network error', async () => {
    const throttled = start(async () => Promise.reject(apiFailure('rate_limited')));
    throttled.actor.send({ type: 'RESEND.SUBMIT', request: REQUEST });
    await waitFor(throttled.actor, (s) => s.context.feedback !== null);
    expect(throttled.actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'apiError',
      code: 'rate_limited',
    });

    const offline = start(async () => Promise.reject(networkFailure()));
    offline.actor.send({ type: 'RESEND.SUBMIT', request: REQUEST });
    await waitFor(offline.actor, (s) => s.context.feedback !== null);
    expect(offline.actor.getSnapshot().context.feedback).toMatchObject({ id: 'errors.network' });
  });
});
