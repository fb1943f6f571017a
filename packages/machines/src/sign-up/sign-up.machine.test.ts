import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure, networkFailure } from '../shared/test-support.js';
import { signUpMachine, signUpProblem } from './sign-up.machine.js';

describe('sign-up validation, in the order of docs/accounts.md#sign-up-checks', () => {
  it.each([
    [{ email: '', password: 'abc', confirmPassword: 'xyz' }, 'auth.signUp.error.required'],
    [{ email: 'a@b.ch', password: '', confirmPassword: '' }, 'auth.signUp.error.required'],
    [{ email: 'a@b.ch', password: 'abcdef', confirmPassword: '' }, 'auth.signUp.error.required'],
    // Too short wins over a mismatch: length is checked first.
    [{ email: 'a@b.ch', password: 'abc', confirmPassword: 'xyz' }, 'auth.signUp.error.passwordTooShort'],
    [
      { email: 'a@b.ch', password: 'abcdef', confirmPassword: 'abcdeg' },
      'auth.signUp.error.passwordMismatch',
    ],
    // docs/accounts.md#sign-up-checks: an address the API would refuse is named as such, before any call.
    [
      { email: 'anna@praxis', password: 'abcdef', confirmPassword: 'abcdef' },
      'auth.signUp.error.invalidEmail',
    ],
    [{ email: 'anna praxis.ch', password: 'abc', confirmPassword: 'xyz' }, 'auth.signUp.error.invalidEmail'],
  ])('%j is %s', (values, id) => {
    expect(signUpProblem(values)).toMatchObject({ kind: 'message', id });
  });

  it('passes six characters that match', () => {
    expect(signUpProblem({ email: 'a@b.ch', password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });
});

function start(signUp: () => Promise<{ message: string }>, plan?: 'premium' | 'enterprise') {
  const call = vi.fn((_input: unknown) => signUp());
  const actor = createActor(
    signUpMachine.provide({ actors: { signUp: fromPromise(({ input }) => call(input)) } }),
    {
      input: { lang: 'de', plan },
    },
  );
  const navigations = vi.fn();
  actor.on('navigate', navigations);
  actor.start();
  return { actor, call, navigations };
}

describe('sign-up (docs/accounts.md#sign-up)', () => {
  it('makes no call while the form is invalid', () => {
    const { actor, call } = start(async () => ({ message: 'ok' }));
    actor.send({ type: 'SIGN_UP.SUBMIT', email: 'a@b.ch', password: 'abc', confirmPassword: 'abc' });
    expect(call).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'auth.signUp.error.passwordTooShort',
      tone: 'error',
      values: { minLength: 6 },
    });
  });

  it('signs up in the interface language and goes to /email-validation', async () => {
    const { actor, call, navigations } = start(async () => ({ message: 'ok' }));
    actor.send({ type: 'SIGN_UP.SUBMIT', email: 'a@b.ch', password: 'abcdef', confirmPassword: 'abcdef' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(call).toHaveBeenCalledWith({ email: 'a@b.ch', password: 'abcdef', lang: 'de' });
    expect(navigations).toHaveBeenCalledWith({
      type: 'navigate',
      to: '/email-validation',
      state: { email: 'a@b.ch' },
    });
  });

  it('carries the plan chosen on /license into the sign-up and on to /email-validation (docs/accounts.md#email-validation)', async () => {
    const { actor, call, navigations } = start(async () => ({ message: 'ok' }), 'enterprise');
    actor.send({ type: 'SIGN_UP.SUBMIT', email: ' A@b.ch ', password: 'abcdef', confirmPassword: 'abcdef' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(call).toHaveBeenCalledWith({
      email: 'A@b.ch',
      password: 'abcdef',
      lang: 'de',
      plan: 'enterprise',
    });
    expect(navigations).toHaveBeenCalledWith({
      type: 'navigate',
      to: '/email-validation',
      state: { email: 'A@b.ch', plan: 'enterprise' },
    });
  });

  it("shows the server's refusal with the 'Error:' prefix, and the network error otherwise", async () => {
    const refused = start(async () => {
      throw apiFailure('rate_limited', 'Too many attempts.');
    });
    refused.actor.send({
      type: 'SIGN_UP.SUBMIT',
      email: 'a@b.ch',
      password: 'abcdef',
      confirmPassword: 'abcdef',
    });
    await waitFor(refused.actor, (s) => s.context.feedback !== null);
    expect(refused.actor.getSnapshot().context.feedback).toEqual({
      kind: 'apiError',
      code: 'rate_limited',
      text: 'Too many attempts.',
      tone: 'error',
      prefixed: true,
    });

    const offline = start(async () => {
      throw networkFailure();
    });
    offline.actor.send({
      type: 'SIGN_UP.SUBMIT',
      email: 'a@b.ch',
      password: 'abcdef',
      confirmPassword: 'abcdef',
    });
    await waitFor(offline.actor, (s) => s.context.feedback !== null);
    expect(offline.actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'message',
      id: 'errors.network',
    });
  });
});
