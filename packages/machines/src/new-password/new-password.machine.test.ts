import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { apiFailure, networkFailure, settle } from '../shared/test-support.js';
import { RESET_REDIRECT_DELAY_MS } from '../timings.js';
import { type NewPasswordMode, newPasswordMachine } from './new-password.machine.js';

/** The machine with its calls stubbed, once the link has been looked at (either link is checked first). */
async function start(
  mode: NewPasswordMode,
  save: () => Promise<unknown> = async () => ({ message: 'ok' }),
  check: () => Promise<{ valid: boolean; signIn?: boolean }> = async () => ({ valid: true }),
) {
  const clock = new SimulatedClock();
  const call = vi.fn((_input: unknown) => save());
  const checks = vi.fn(check);
  const actor = createActor(
    newPasswordMachine.provide({
      actors: {
        savePassword: fromPromise(({ input }) => call(input)),
        checkLink: fromPromise(() => checks()),
      },
    }),
    { input: { mode }, clock },
  );
  const navigations = vi.fn();
  actor.on('navigate', navigations);
  actor.start();
  await waitFor(actor, (snapshot) => !snapshot.hasTag('checking'));
  return { actor, call, checks, navigations, clock };
}

describe('reset and create password (docs/accounts.md#new-password-checks)', () => {
  it.each(['reset', 'create'] as const)('%s: passwords that differ make no call', async (mode) => {
    const { actor, call } = await start(mode);
    actor.send({ type: 'NEW_PASSWORD.SUBMIT', newPassword: 'abcdef', confirmPassword: 'abcdeg' });
    expect(call).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.feedback).toMatchObject({
      id: 'auth.newPassword.error.passwordMismatch',
    });
  });

  it('reset: shows success, then goes to /signin after exactly 3 seconds', async () => {
    const { actor, call, navigations, clock } = await start('reset');
    actor.send({ type: 'NEW_PASSWORD.SUBMIT', newPassword: 'abcdef', confirmPassword: 'abcdef' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(call).toHaveBeenCalledWith({ newPassword: 'abcdef' });
    expect(actor.getSnapshot().context.feedback).toMatchObject({
      id: 'auth.newPassword.success',
      tone: 'success',
    });
    clock.increment(RESET_REDIRECT_DELAY_MS - 1);
    await settle();
    expect(navigations).not.toHaveBeenCalled();
    clock.increment(1);
    expect(navigations).toHaveBeenCalledWith({ type: 'navigate', to: '/signin' });
  });

  it('create: shows success and stays', async () => {
    const { actor, navigations, clock } = await start('create');
    actor.send({ type: 'NEW_PASSWORD.SUBMIT', newPassword: 'abcdef', confirmPassword: 'abcdef' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'auth.newPassword.success' });
    clock.increment(RESET_REDIRECT_DELAY_MS * 2);
    expect(navigations).not.toHaveBeenCalled();
  });

  it.each([
    ['reset', 'auth.newPassword.error.invalidLink'],
    // docs/accounts.md#link-errors: an invited colleague cannot request a new link, so hers has
    // words of its own.
    ['create', 'auth.createPassword.error.invalidLink'],
  ] as const)('%s: a refused link is %s; no answer is the network error', async (mode, id) => {
    const refused = await start(mode, async () => Promise.reject(apiFailure('invalid_or_expired_token')));
    refused.actor.send({ type: 'NEW_PASSWORD.SUBMIT', newPassword: 'abcdef', confirmPassword: 'abcdef' });
    await waitFor(refused.actor, (s) => s.context.feedback !== null);
    expect(refused.actor.getSnapshot().context.feedback).toEqual({ kind: 'message', id, tone: 'error' });

    const offline = await start(mode, async () => Promise.reject(networkFailure()));
    offline.actor.send({ type: 'NEW_PASSWORD.SUBMIT', newPassword: 'abcdef', confirmPassword: 'abcdef' });
    await waitFor(offline.actor, (s) => s.context.feedback !== null);
    expect(offline.actor.getSnapshot().context.feedback).toMatchObject({ id: 'errors.network' });
  });
});

describe('a reset link looked at as the page opens (docs/accounts.md#reset-password)', () => {
  it('shows the form for a live link, having checked it once', async () => {
    const { actor, checks } = await start('reset');
    expect(checks).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.feedback).toBeNull();
  });

  it('says at once that a dead link is invalid, and takes no password for it', async () => {
    const { actor, call } = await start('reset', undefined, async () => ({ valid: false }));
    expect(actor.getSnapshot().matches('linkInvalid')).toBe(true);
    expect(actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'auth.newPassword.error.invalidLink',
      tone: 'error',
    });
    actor.send({ type: 'NEW_PASSWORD.SUBMIT', newPassword: 'abcdef', confirmPassword: 'abcdef' });
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the form when the check gets no answer; saving will tell', async () => {
    const { actor } = await start('reset', undefined, async () => Promise.reject(networkFailure()));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('checks an invitation link too, and a dead one shows its own words with no form (create)', async () => {
    const { actor, checks } = await start('create', undefined, async () => ({ valid: false }));
    expect(checks).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('linkInvalid')).toBe(true);
    expect(actor.getSnapshot().context.feedback).toMatchObject({
      id: 'auth.createPassword.error.invalidLink',
    });
  });

  it('sends an invitee whose link already set her password to sign in, before any form (create)', async () => {
    const { actor } = await start('create', undefined, async () => ({ valid: false, signIn: true }));
    expect(actor.getSnapshot().matches('signInInstead')).toBe(true);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'errors.signInToAcceptInvitation' });
  });
});

describe('refusals of docs/accounts.md#common-passwords and docs/accounts.md#create-password', () => {
  it('shows a too-common password as such and stays on the form, the link still usable', async () => {
    const actor = createActor(
      newPasswordMachine.provide({
        actors: {
          savePassword: fromPromise(() => Promise.reject(apiFailure('password_too_common'))),
          checkLink: fromPromise(async (): Promise<{ valid: boolean }> => ({ valid: true })),
        },
      }),
      { input: { mode: 'reset' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'NEW_PASSWORD.SUBMIT', newPassword: 'password', confirmPassword: 'password' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'apiError',
      code: 'password_too_common',
    });
  });

  it('sends an invitee who already has a password to sign in instead', async () => {
    const actor = createActor(
      newPasswordMachine.provide({
        actors: {
          savePassword: fromPromise(() => Promise.reject(apiFailure('sign_in_to_accept_invitation'))),
          checkLink: fromPromise(async (): Promise<{ valid: boolean }> => ({ valid: true })),
        },
      }),
      { input: { mode: 'create' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({
      type: 'NEW_PASSWORD.SUBMIT',
      newPassword: 'Wartezimmer-7',
      confirmPassword: 'Wartezimmer-7',
    });
    await waitFor(actor, (snapshot) => snapshot.matches('signInInstead'));
    expect(actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'apiError',
      code: 'sign_in_to_accept_invitation',
    });
  });
});
