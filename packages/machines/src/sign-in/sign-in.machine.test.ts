import { apiError, type SigninResponse } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CallError } from '../shared/call-failure.js';
import { apiFailure, networkFailure } from '../shared/test-support.js';
import { signInMachine } from './sign-in.machine.js';
import type { SignInReturn } from './sign-in-setup.js';

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

describe('sign-in (docs/accounts.md#sign-in)', () => {
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
      { type: 'passkeyOffer' },
      { type: 'navigate', to: '/' },
    ]);
  });

  it('sends a visitor signed in already on where signing in would take her, in place of /signin', () => {
    const { actor, call, emitted } = start(async () => token, {
      from: '/payment',
      state: { licenseType: 'enterprise' },
    });
    actor.send({ type: 'SIGN_IN.SESSION_FOUND' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(call).not.toHaveBeenCalled();
    expect(emitted.mock.calls.map(([event]) => event)).toEqual([
      { type: 'navigate', to: '/payment', state: { licenseType: 'enterprise' }, replace: true },
    ]);
  });

  it('ignores a session found while her own sign-in is under way: that one goes on by itself', async () => {
    let answer: (value: { token: string }) => void = () => undefined;
    const { actor, emitted } = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'anna@example.ch', password: 'secret7' });
    actor.send({ type: 'SIGN_IN.SESSION_FOUND' });
    expect(emitted).not.toHaveBeenCalled();
    answer(token);
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted.mock.calls.map(([event]) => event)).toEqual([
      { type: 'signedIn', token: 'tok_0123456789abcdef' },
      { type: 'passkeyOffer' },
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

describe('what a refusal offers (docs/accounts.md#sign-in-unconfirmed, docs/languages.md#wait)', () => {
  it('keeps the address of an attempt refused as unconfirmed, for sending its confirmation again', async () => {
    const answers = [apiFailure('email_not_confirmed'), apiFailure('invalid_credentials')];
    const { actor } = start(async () => {
      throw answers.shift();
    });
    actor.send({ type: 'SIGN_IN.SUBMIT', email: ' anna@example.ch ', password: 'secret7' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(actor.getSnapshot().context.unconfirmedEmail).toBe('anna@example.ch');

    // Another attempt's answer replaces the offer: it was for that address and that password.
    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'ben@example.ch', password: 'other-7' });
    expect(actor.getSnapshot().context.unconfirmedEmail).toBeNull();
    await waitFor(actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(actor.getSnapshot().context.unconfirmedEmail).toBeNull();
  });

  it("carries a 429's wait in seconds to the feedback, so the screen can name it", async () => {
    const { actor } = start(async () => {
      throw new CallError({
        kind: 'api',
        status: 429,
        error: apiError('rate_limited'),
        retryAfterSeconds: 42,
      });
    });
    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'anna@example.ch', password: 'secret7' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toEqual({
      kind: 'apiError',
      code: 'rate_limited',
      text: apiError('rate_limited').message,
      tone: 'error',
      retryAfterSeconds: 42,
    });
  });
});

describe('the sign-in link of a slowed-down client (docs/accounts.md#sign-in-link)', () => {
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

describe('the second step of a sign-in (docs/accounts.md#two-factor)', () => {
  const challenge = { challenge: 'Y2hhbGxlbmdlLXRva2VuLTAx', step: 'code' } as const;

  function startTwoStep(
    verify: (input: unknown) => Promise<{ token: string; deletionScheduledAt?: string }>,
    first: SigninResponse = challenge,
  ) {
    const verifyCall = vi.fn(verify);
    const actor = createActor(
      signInMachine.provide({
        actors: {
          signIn: fromPromise(async () => first),
          verifyTwoFactor: fromPromise(({ input }) => verifyCall(input)),
        },
      }),
      { input: { returnTo: { from: '/payment' } } },
    );
    const emitted = vi.fn();
    actor.on('*', emitted);
    actor.start();
    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'anna@example.ch', password: 'secret7' });
    return { actor, verifyCall, emitted };
  }

  it('asks for the code after the password, sends it with the challenge, then signs in', async () => {
    const { actor, verifyCall, emitted } = startTwoStep(async () => token);
    await waitFor(actor, (snapshot) => snapshot.matches('secondStep'));
    expect(emitted).not.toHaveBeenCalled();
    actor.send({ type: 'SIGN_IN.SUBMIT_CODE', code: '   ' });
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'auth.twoFactor.error.required' });
    expect(verifyCall).not.toHaveBeenCalled();
    actor.send({ type: 'SIGN_IN.SUBMIT_CODE', code: ' 123456 ' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(verifyCall).toHaveBeenCalledWith({ challenge: challenge.challenge, code: '123456' });
    expect(emitted.mock.calls.map(([event]) => event)).toEqual([
      { type: 'signedIn', token: token.token },
      { type: 'passkeyOffer' },
      { type: 'navigate', to: '/payment' },
    ]);
  });

  it('stays at the code after a wrong one, and goes back to the password once the step expired', async () => {
    const answers = [apiFailure('invalid_two_factor_code'), apiFailure('invalid_or_expired_token')];
    const { actor } = startTwoStep(() => Promise.reject(answers.shift()));
    await waitFor(actor, (snapshot) => snapshot.matches('secondStep'));
    actor.send({ type: 'SIGN_IN.SUBMIT_CODE', code: '000000' });
    await waitFor(actor, (snapshot) => snapshot.matches('secondStep') && snapshot.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ code: 'invalid_two_factor_code' });
    actor.send({ type: 'SIGN_IN.SUBMIT_CODE', code: '111111' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      challenge: null,
      feedback: { kind: 'message', id: 'auth.twoFactor.expired' },
    });
  });

  it('takes an owner whose deletion is pending to the account page, whatever her from', async () => {
    const { actor, emitted } = startTwoStep(async () => ({
      ...token,
      deletionScheduledAt: '2026-12-31T10:00:00.000Z',
    }));
    await waitFor(actor, (snapshot) => snapshot.matches('secondStep'));
    actor.send({ type: 'SIGN_IN.SUBMIT_CODE', code: 'abcd-efgh-jkmn' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(emitted).toHaveBeenLastCalledWith({ type: 'navigate', to: '/account' });
  });

  it('waits at the set-up a seat owner requires, and signs in with the session it opened', async () => {
    const { actor, emitted } = startTwoStep(async () => token, { ...challenge, step: 'setup' });
    await waitFor(actor, (snapshot) => snapshot.matches('settingUp'));
    actor.send({ type: 'SIGN_IN.SET_UP', session: token });
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted.mock.calls.map(([event]) => event)).toEqual([
      { type: 'signedIn', token: token.token },
      { type: 'passkeyOffer' },
      { type: 'navigate', to: '/payment' },
    ]);
  });

  it('starts at the code when a mailed link brought the challenge', () => {
    const actor = createActor(signInMachine, { input: { challenge } }).start();
    expect(actor.getSnapshot().matches('secondStep')).toBe(true);
    actor.send({ type: 'SIGN_IN.RESTART' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});
