import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { endsSession } from '../shared/call-failure.js';
import { apiFailure, networkFailure } from '../shared/test-support.js';
import { adminAccessMachine } from './admin-access.machine.js';

/** The API's answers to the page's first question, in order, and whether two-factor is on. */
function accessActor(answers: Array<'granted' | Error>, twoFactorOn = false) {
  const left = [...answers];
  return createActor(
    adminAccessMachine.provide({
      actors: {
        checkAccess: fromPromise<void, void>(async () => {
          const answer = left.shift();
          if (answer instanceof Error) throw answer;
        }),
        loadTwoFactor: fromPromise(async () => twoFactorOn),
      },
    }),
  ).start();
}

describe('the admin page asks first (docs/admin.md#admin-two-factor)', () => {
  it('opens for an admin the API lets in', async () => {
    const actor = accessActor(['granted']);
    await waitFor(actor, (s) => s.matches('open'));
  });

  it('guides an admin without two-factor sign-in through its set-up, then opens', async () => {
    const actor = accessActor([apiFailure('admin_needs_two_factor'), 'granted']);
    await waitFor(actor, (s) => s.matches('settingUp'));
    actor.send({ type: 'ACCESS.TWO_FACTOR_SET_UP' });
    await waitFor(actor, (s) => s.matches('open'));
  });

  it('asks an admin who has it, in a session opened without her code, to sign in again', async () => {
    const actor = accessActor([apiFailure('admin_needs_two_factor')], true);
    await waitFor(actor, (s) => s.matches('signInAgain'));
  });

  it('guides an admin whose session has no passkey to add one, then opens without signing in again', async () => {
    const actor = accessActor([apiFailure('admin_needs_passkey'), 'granted']);
    await waitFor(actor, (s) => s.matches('addingPasskey'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'ACCESS.PASSKEY_ADDED' });
    await waitFor(actor, (s) => s.matches('open'));
  });

  it('sets two-factor sign-in up first, then asks for a passkey when the API still refuses', async () => {
    const actor = accessActor([
      apiFailure('admin_needs_two_factor'),
      apiFailure('admin_needs_passkey'),
      'granted',
    ]);
    await waitFor(actor, (s) => s.matches('settingUp'));
    actor.send({ type: 'ACCESS.TWO_FACTOR_SET_UP' });
    await waitFor(actor, (s) => s.matches('addingPasskey'));
    actor.send({ type: 'ACCESS.PASSKEY_ADDED' });
    await waitFor(actor, (s) => s.matches('open'));
  });

  it('shows the tabs on any other failure, whose own calls fail silently', async () => {
    for (const failure of [networkFailure(), apiFailure('forbidden')]) {
      const actor = accessActor([failure]);
      await waitFor(actor, (s) => s.matches('open'));
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    }
  });
});

describe('the refusals that ask for two-factor sign-in or a passkey (docs/accounts.md#session-end)', () => {
  it('leave her signed in, where every other 401 or 403 ends the session', () => {
    expect(endsSession(apiFailure('admin_needs_two_factor').failure)).toBe(false);
    // docs/passkeys.md#admins: she stays signed in to add the passkey the page asks for.
    expect(endsSession(apiFailure('admin_needs_passkey').failure)).toBe(false);
    // docs/licences.md#permissions: a member's role refused a practice's call; she stays signed in.
    expect(endsSession(apiFailure('role_not_permitted').failure)).toBe(false);
    expect(endsSession(apiFailure('forbidden').failure)).toBe(true);
    expect(endsSession(apiFailure('unauthorized').failure)).toBe(true);
  });
});
