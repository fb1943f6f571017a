import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure, networkFailure } from '../shared/test-support.js';
import { type SignInReturn, signInMachine } from './sign-in.machine.js';

function start(signIn: () => Promise<{ token: string }>, returnTo?: SignInReturn) {
  const call = vi.fn((_input: unknown) => signIn());
  const actor = createActor(
    signInMachine.provide({ actors: { signIn: fromPromise(({ input }) => call(input)) } }),
    {
      input: { returnTo },
    },
  );
  const emitted = vi.fn();
  actor.on('*', emitted);
  actor.start();
  return { actor, call, emitted };
}

const token = { token: 'tok_0123456789abcdef' };

describe('sign-in (SPEC §5, §8)', () => {
  it.each([
    ['', 'secret'],
    ['   ', 'secret'],
    ['anna@example.ch', ''],
  ])('requires both fields (%j, %j) and makes no call', (email, password) => {
    const { actor, call } = start(async () => token);
    actor.send({ type: 'SIGN_IN.SUBMIT', email, password });
    expect(actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'auth.signIn.error.required',
      tone: 'error',
    });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(call).not.toHaveBeenCalled();
  });

  it('signs in, hands over the token, and returns to / by default', async () => {
    const { actor, call, emitted } = start(async () => token);
    actor.send({ type: 'SIGN_IN.SUBMIT', email: ' anna@example.ch ', password: 'secret1' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(call).toHaveBeenCalledWith({ email: 'anna@example.ch', password: 'secret1' });
    expect(emitted.mock.calls.map(([event]) => event)).toEqual([
      { type: 'signedIn', token: 'tok_0123456789abcdef' },
      { type: 'navigate', to: '/' },
    ]);
  });

  it("returns to 'from' with the navigation state that came with it", async () => {
    const { actor, emitted } = start(async () => token, {
      from: '/payment',
      state: { licenseType: 'enterprise' },
    });
    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'anna@example.ch', password: 'secret1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted).toHaveBeenLastCalledWith({
      type: 'navigate',
      to: '/payment',
      state: { licenseType: 'enterprise' },
    });
  });

  it('shows a refusal by its code and a failure without answer as the generic sign-in error', async () => {
    const refused = start(async () => {
      throw apiFailure('email_not_confirmed');
    });
    refused.actor.send({ type: 'SIGN_IN.SUBMIT', email: 'anna@example.ch', password: 'secret1' });
    await waitFor(refused.actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(refused.actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'apiError',
      code: 'email_not_confirmed',
    });

    const offline = start(async () => {
      throw networkFailure();
    });
    offline.actor.send({ type: 'SIGN_IN.SUBMIT', email: 'anna@example.ch', password: 'secret1' });
    await waitFor(offline.actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(offline.actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'auth.signIn.error.failed',
      tone: 'error',
    });
  });
});
