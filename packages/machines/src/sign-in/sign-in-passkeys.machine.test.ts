import type { SigninChallengeResponse, SigninResponse } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure, settle } from '../shared/test-support.js';
import { signInMachine } from './sign-in.machine.js';

const token = { token: 'tok_0123456789abcdef' };

describe('passkeys at sign-in (docs/passkeys.md#sign-in)', () => {
  const options = { challenge: 'cGFzc2tleS1jaGFsbGVuZ2U', rpId: 'example.ch' };
  const assertion = {
    id: 'Y3JlZGVudGlhbC0wMDAwMDE',
    rawId: 'Y3JlZGVudGlhbC0wMDAwMDE',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'c2ln' },
    clientExtensionResults: {},
  } as const;
  const creation = {
    rp: { name: 'Example' },
    user: { id: 'dXNlcg', name: 'anna@example.ch', displayName: 'anna@example.ch' },
    challenge: 'Y3JlYXRl',
    pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  } as const;
  const registration = { id: 'bmV3LXBhc3NrZXktMDAwMQ', rawId: 'bmV3LXBhc3NrZXktMDAwMQ' };
  const ended = (end: string) => Object.assign(new Error(`passkey ceremony ${end}`), { end });

  interface Stubs {
    autofill?: boolean;
    signIn?: () => Promise<SigninResponse>;
    verify?: () => Promise<SigninResponse>;
    authenticate?: (input: { autofill: boolean }) => Promise<unknown>;
    passkeySignIn?: () => Promise<{ token: string }>;
    register?: () => Promise<unknown>;
    passkeySetup?: () => Promise<{ token: string }>;
  }

  function startPasskeys(stubs: Stubs, challenge?: SigninChallengeResponse) {
    const calls = {
      options: vi.fn((_input: unknown) => Promise.resolve(options)),
      authenticate: vi.fn(stubs.authenticate ?? (() => new Promise(() => undefined))),
      passkeySignIn: vi.fn((_input: unknown) => (stubs.passkeySignIn ?? (async () => token))()),
      setupOptions: vi.fn((_input: unknown) => Promise.resolve(creation)),
      register: vi.fn((_input: unknown) => (stubs.register ?? (async () => registration))()),
      passkeySetup: vi.fn((_input: unknown) => (stubs.passkeySetup ?? (async () => token))()),
    };
    const actor = createActor(
      signInMachine.provide({
        actors: {
          signIn: fromPromise(() => (stubs.signIn ?? (async () => token))()),
          verifyTwoFactor: fromPromise(() => (stubs.verify ?? (async () => token))()),
          autofillSupported: fromPromise(async () => stubs.autofill ?? false),
          passkeyOptions: fromPromise(({ input }) => calls.options(input)),
          authenticate: fromPromise(({ input }) => calls.authenticate(input) as never),
          passkeySignIn: fromPromise(({ input }) => calls.passkeySignIn(input)),
          passkeySetupOptions: fromPromise(({ input }) => calls.setupOptions(input) as never),
          register: fromPromise(({ input }) => calls.register(input) as never),
          passkeySetup: fromPromise(({ input }) => calls.passkeySetup(input)),
        },
      }),
      { input: { returnTo: { from: '/payment' }, ...(challenge ? { challenge } : {}) } },
    );
    const emitted = vi.fn();
    actor.on('*', emitted);
    actor.start();
    return { actor, calls, emitted: () => emitted.mock.calls.map(([event]) => event) };
  }

  it('offers her passkeys in the address field as the form opens, and signs in with the one she picks', async () => {
    let pick: (value: unknown) => void = () => undefined;
    const { actor, calls, emitted } = startPasskeys({
      autofill: true,
      authenticate: () => new Promise((resolve) => (pick = resolve)),
    });
    await waitFor(actor, () => calls.authenticate.mock.calls.length === 1);
    expect(calls.options).toHaveBeenCalledWith({});
    expect(calls.authenticate).toHaveBeenCalledWith({ options, autofill: true });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    pick(assertion);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.passkeySignIn).toHaveBeenCalledWith({ credential: assertion });
    // A passkey's session offers no passkey.
    expect(emitted()).toEqual([
      { type: 'signedIn', token: token.token },
      { type: 'navigate', to: '/payment' },
    ]);
  });

  it('asks nothing of a browser without autofill, and ends the autofill when a password is sent', async () => {
    const without = startPasskeys({ autofill: false });
    await settle();
    expect(without.calls.options).not.toHaveBeenCalled();

    const { actor, calls } = startPasskeys({ autofill: true });
    await waitFor(actor, () => calls.authenticate.mock.calls.length === 1);
    const ceremony = actor.getSnapshot().children;
    expect(Object.keys(ceremony)).toHaveLength(1);
    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'anna@example.ch', password: 'secret7' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(Object.values(ceremony)[0]?.getSnapshot().status).toBe('stopped');
  });

  it('signs in with the dialog of "Sign in with a passkey", replacing the autofill', async () => {
    const { actor, calls, emitted } = startPasskeys({
      autofill: true,
      authenticate: ({ autofill }) => (autofill ? new Promise(() => undefined) : Promise.resolve(assertion)),
    });
    await waitFor(actor, () => calls.authenticate.mock.calls.length === 1);
    actor.send({ type: 'SIGN_IN.PASSKEY' });
    expect(actor.getSnapshot().hasTag('passkey')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.authenticate).toHaveBeenLastCalledWith({ options, autofill: false });
    expect(emitted()).toContainEqual({ type: 'navigate', to: '/payment' });
  });

  it('tells the browser of a passkey the API does not know, says so, and offers the autofill afresh', async () => {
    let picks = 0;
    const { actor, calls, emitted } = startPasskeys({
      autofill: true,
      // She picks the passkey once; the fresh autofill then waits for her.
      authenticate: () => (picks++ === 0 ? Promise.resolve(assertion) : new Promise(() => undefined)),
      passkeySignIn: () => Promise.reject(apiFailure('passkey_unknown')),
    });
    await waitFor(actor, () => calls.passkeySignIn.mock.calls.length === 1);
    await waitFor(actor, () => calls.authenticate.mock.calls.length === 2);
    expect(emitted()).toEqual([{ type: 'passkeyUnknown', rpId: 'example.ch', credentialId: assertion.id }]);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ kind: 'apiError', code: 'passkey_unknown' });
    expect(calls.options).toHaveBeenCalledTimes(2);
  });

  it('says a refused passkey or an expired challenge could not be used; a closed dialog says nothing', async () => {
    const answers = [apiFailure('passkey_refused'), apiFailure('invalid_or_expired_token')];
    const { actor, calls } = startPasskeys({
      authenticate: async () => assertion,
      passkeySignIn: () => Promise.reject(answers.shift()),
    });
    actor.send({ type: 'SIGN_IN.PASSKEY' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ code: 'passkey_refused' });
    actor.send({ type: 'SIGN_IN.PASSKEY' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'errors.passkeyRefused' });

    calls.authenticate.mockImplementation(() => Promise.reject(ended('cancelled')));
    actor.send({ type: 'SIGN_IN.PASSKEY' });
    await waitFor(actor, (s) => s.matches('editing') && calls.authenticate.mock.calls.length === 3);
    expect(actor.getSnapshot().context.feedback).toBeNull();
  });

  it('finishes a sign-in by password with her passkey at the step `passkey` (docs/passkeys.md#second-step)', async () => {
    const step = { challenge: 'c3RlcC1wYXNza2V5LTAx', step: 'passkey' } as const;
    const { actor, calls, emitted } = startPasskeys({
      signIn: async () => step,
      authenticate: async () => assertion,
    });
    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'anna@example.ch', password: 'secret7' });
    await waitFor(actor, (snapshot) => snapshot.matches('passkeyStep'));
    actor.send({ type: 'SIGN_IN.PASSKEY' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.options).toHaveBeenCalledWith({ challenge: step.challenge });
    expect(calls.passkeySignIn).toHaveBeenCalledWith({ credential: assertion, challenge: step.challenge });
    expect(emitted()).not.toContainEqual({ type: 'passkeyOffer' });
  });

  it('goes back to the password once the step expired', async () => {
    const { actor } = startPasskeys(
      {
        authenticate: async () => assertion,
        passkeySignIn: () => Promise.reject(apiFailure('invalid_or_expired_token')),
      },
      { challenge: 'c3RlcC1wYXNza2V5LTAx', step: 'passkey' },
    );
    expect(actor.getSnapshot().matches('passkeyStep')).toBe(true);
    actor.send({ type: 'SIGN_IN.PASSKEY' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      challenge: null,
      feedback: { kind: 'message', id: 'auth.twoFactor.expired' },
    });
  });

  describe('the passkey her practice requires (docs/passkeys.md#policy)', () => {
    const step = { challenge: 'c3RlcC1zZXR1cC0wMDAx', step: 'passkey_setup' } as const;

    it('creates one with the step, which opens the session', async () => {
      const { actor, calls, emitted } = startPasskeys(
        { verify: async () => step },
        { challenge: 'Y29kZS1zdGVwLTAwMDE', step: 'code' },
      );
      actor.send({ type: 'SIGN_IN.SUBMIT_CODE', code: '123456' });
      await waitFor(actor, (snapshot) => snapshot.matches('passkeySetup'));
      actor.send({ type: 'SIGN_IN.CREATE_PASSKEY' });
      expect(actor.getSnapshot().hasTag('creatingPasskey')).toBe(true);
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(calls.setupOptions).toHaveBeenCalledWith({ challenge: step.challenge });
      expect(calls.register).toHaveBeenCalledWith(creation);
      expect(calls.passkeySetup).toHaveBeenCalledWith({
        challenge: step.challenge,
        credential: registration,
      });
      expect(emitted()).toEqual([
        { type: 'signedIn', token: token.token },
        { type: 'navigate', to: '/payment' },
      ]);
    });

    it('or signs in with one she has', async () => {
      const { actor, calls } = startPasskeys({ authenticate: async () => assertion }, step);
      actor.send({ type: 'SIGN_IN.PASSKEY' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(calls.passkeySignIn).toHaveBeenCalledWith({ credential: assertion, challenge: step.challenge });
    });

    it('points an authenticator that holds one of hers to it, and stays at the step', async () => {
      const { actor } = startPasskeys({ register: () => Promise.reject(ended('exists')) }, step);
      actor.send({ type: 'SIGN_IN.CREATE_PASSKEY' });
      await waitFor(actor, (s) => s.matches('passkeySetup') && s.context.feedback !== null);
      expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'signin.passkey.setup.exists' });
    });

    it('follows the required two-factor set-up to it', () => {
      const { actor } = startPasskeys({}, { ...step, step: 'setup' });
      actor.send({ type: 'SIGN_IN.NEXT_STEP', challenge: step });
      expect(actor.getSnapshot().matches('passkeySetup')).toBe(true);
    });
  });
});
