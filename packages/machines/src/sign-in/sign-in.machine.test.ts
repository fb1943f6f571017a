import { apiError, type SigninChallengeResponse, type SigninResponse } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CallError } from '../shared/call-failure.js';
import { apiFailure, networkFailure, settle } from '../shared/test-support.js';
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
