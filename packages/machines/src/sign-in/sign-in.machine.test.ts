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
    actor.send({ type: 'SIGN_IN.SUBMIT', email: ' anna@example.ch ', password: 'secret7' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(call).toHaveBeenCalledWith({ email: 'anna@example.ch', password: 'secret7' });
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
    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'anna@example.ch', password: 'secret7' });
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
    refused.actor.send({ type: 'SIGN_IN.SUBMIT', email: 'anna@example.ch', password: 'secret7' });
    await waitFor(refused.actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(refused.actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'apiError',
      code: 'email_not_confirmed',
    });

    const offline = start(async () => {
      throw networkFailure();
    });
    offline.actor.send({ type: 'SIGN_IN.SUBMIT', email: 'anna@example.ch', password: 'secret7' });
    await waitFor(offline.actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(offline.actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'auth.signIn.error.failed',
      tone: 'error',
    });
  });
});

describe('the sign-in link of a slowed-down client (issue 21)', () => {
  function startWithLink(requestLink: () => Promise<{ message: string }>) {
    const requestCall = vi.fn((_input: unknown) => requestLink());
    const actor = createActor(
      signInMachine.provide({
        actors: {
          signIn: fromPromise(() => Promise.reject(apiFailure('rate_limited'))),
          requestSigninLink: fromPromise(({ input }) => requestCall(input)),
        },
      }),
      { input: {} },
    ).start();
    return { actor, requestCall };
  }

  it('is offered only after a 429, then sent for the typed address and confirmed', async () => {
    const { actor, requestCall } = startWithLink(async () => ({ message: 'sent' }));
    actor.send({ type: 'SIGN_IN.REQUEST_LINK', email: 'anna@example.ch', lang: 'fr' });
    expect(requestCall).not.toHaveBeenCalled();

    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'anna@example.ch', password: 'wrong-1' });
    await waitFor(actor, (snapshot) => snapshot.context.linkOffered);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ kind: 'apiError', code: 'rate_limited' });

    actor.send({ type: 'SIGN_IN.REQUEST_LINK', email: ' anna@example.ch ', lang: 'fr' });
    expect(actor.getSnapshot().hasTag('sendingLink')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(requestCall).toHaveBeenCalledWith({ email: 'anna@example.ch', lang: 'fr' });
    expect(actor.getSnapshot().context).toMatchObject({
      linkOffered: false,
      feedback: { kind: 'message', id: 'auth.signIn.linkSent', tone: 'success', values: { minutes: 15 } },
    });
  });

  it('needs an address, and reports a failure to send', async () => {
    const { actor, requestCall } = startWithLink(() => Promise.reject(networkFailure()));
    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'anna@example.ch', password: 'wrong-1' });
    await waitFor(actor, (snapshot) => snapshot.context.linkOffered);
    actor.send({ type: 'SIGN_IN.REQUEST_LINK', email: '  ', lang: 'de' });
    expect(requestCall).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'auth.signIn.error.required' });
    actor.send({ type: 'SIGN_IN.REQUEST_LINK', email: 'anna@example.ch', lang: 'de' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && requestCall.mock.calls.length === 1);
    expect(actor.getSnapshot().context).toMatchObject({
      linkOffered: true,
      feedback: { kind: 'message', id: 'errors.network' },
    });
  });
});
