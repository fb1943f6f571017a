import type { SigninResponse } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure, networkFailure } from '../shared/test-support.js';
import { signInLinkMachine } from './sign-in-link.machine.js';

function start(signInWithLink: () => Promise<SigninResponse>) {
  const call = vi.fn(() => signInWithLink());
  const actor = createActor(
    signInLinkMachine.provide({ actors: { signInWithLink: fromPromise(() => call()) } }),
  );
  const emitted = vi.fn();
  actor.on('*', emitted);
  actor.start();
  return { actor, call, emitted };
}

describe('sign-in with a mailed link (docs/accounts.md#sign-in-link)', () => {
  it('spends the link only when asked, then hands over the session and opens the account', async () => {
    const { actor, call, emitted } = start(async () => ({ token: 'tok_0123456789abcdef' }));
    expect(call).not.toHaveBeenCalled();
    actor.send({ type: 'SIGN_IN_LINK.SUBMIT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(emitted.mock.calls.map(([event]) => event)).toEqual([
      { type: 'signedIn', token: 'tok_0123456789abcdef' },
      { type: 'navigate', to: '/account' },
    ]);
  });

  it('hands a second step over to /signin, with no session yet, when two-factor sign-in is on', async () => {
    const challenge = { challenge: 'Y2hhbGxlbmdlLXRva2VuLTAx', step: 'code' } as const;
    const { actor, emitted } = start(async () => challenge);
    actor.send({ type: 'SIGN_IN_LINK.SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(emitted.mock.calls.map(([event]) => event)).toEqual([
      { type: 'navigate', to: '/signin', state: { from: '/account', challenge } },
    ]);
  });

  it('says a used or expired link is invalid and offers nothing more to press', async () => {
    const { actor } = start(() => Promise.reject(apiFailure('invalid_or_expired_token')));
    actor.send({ type: 'SIGN_IN_LINK.SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('refused'));
    expect(actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'errors.invalidOrExpiredLink',
      tone: 'error',
    });
    actor.send({ type: 'SIGN_IN_LINK.SUBMIT' });
    expect(actor.getSnapshot().matches('refused')).toBe(true);
  });

  it('lets the owner try again after a network failure', async () => {
    const { actor, call } = start(() => Promise.reject(networkFailure()));
    actor.send({ type: 'SIGN_IN_LINK.SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'errors.network' });
    actor.send({ type: 'SIGN_IN_LINK.SUBMIT' });
    expect(call).toHaveBeenCalledTimes(2);
  });
});
