import type { TwoFactorSetupResponse } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure, networkFailure } from '../shared/test-support.js';
import { type TwoFactorConfirmation, twoFactorSetupMachine } from './two-factor-setup.machine.js';

const SETUP: TwoFactorSetupResponse = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: Array.from({ length: 21 }, () => '10'.repeat(10).concat('1')),
};
const CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jk${index}m`);

function start(
  start: () => Promise<TwoFactorSetupResponse>,
  confirm: (input: unknown) => Promise<TwoFactorConfirmation>,
) {
  const confirmCall = vi.fn(confirm);
  const actor = createActor(
    twoFactorSetupMachine.provide({
      actors: {
        startSetup: fromPromise(() => start()),
        confirmSetup: fromPromise(({ input }) => confirmCall(input)),
      },
    }),
  );
  const emitted = vi.fn();
  actor.on('*', emitted);
  actor.start();
  return { actor, confirmCall, emitted };
}

describe('two-factor set-up (docs/accounts.md#two-factor)', () => {
  it('shows the secret, confirms a code, shows the recovery codes once, then finishes', async () => {
    const { actor, confirmCall, emitted } = start(
      async () => SETUP,
      async () => ({ recoveryCodes: CODES, token: 't' }),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('scanning'));
    expect(actor.getSnapshot().context.setup).toEqual(SETUP);
    actor.send({ type: 'SETUP.SUBMIT_CODE', code: '' });
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'auth.twoFactor.error.required' });
    actor.send({ type: 'SETUP.SUBMIT_CODE', code: ' 123456 ' });
    await waitFor(actor, (snapshot) => snapshot.matches('showingCodes'));
    expect(confirmCall).toHaveBeenCalledWith({ code: '123456' });
    expect(actor.getSnapshot().context.confirmation?.recoveryCodes).toEqual(CODES);
    expect(emitted).not.toHaveBeenCalled();
    actor.send({ type: 'SETUP.DONE' });
    expect(emitted).toHaveBeenCalledWith({
      type: 'setup.finished',
      confirmation: { recoveryCodes: CODES, token: 't' },
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the QR code after a wrong code, and starts afresh when the set-up was replaced', async () => {
    const answers = [apiFailure('invalid_two_factor_code'), apiFailure('two_factor_setup_missing')];
    const started = vi.fn(async () => SETUP);
    const { actor } = start(started, () => Promise.reject(answers.shift()));
    await waitFor(actor, (snapshot) => snapshot.matches('scanning'));
    actor.send({ type: 'SETUP.SUBMIT_CODE', code: '000000' });
    await waitFor(actor, (snapshot) => snapshot.matches('scanning') && snapshot.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ code: 'invalid_two_factor_code' });
    actor.send({ type: 'SETUP.SUBMIT_CODE', code: '111111' });
    await waitFor(actor, () => started.mock.calls.length === 2);
  });

  it('reports a failed start with a retry, an expired sign-in challenge, and a cancel', async () => {
    const failing = start(
      () => Promise.reject(networkFailure()),
      async () => ({ recoveryCodes: CODES }),
    );
    await waitFor(failing.actor, (snapshot) => snapshot.matches('failed'));
    expect(failing.actor.getSnapshot().context.feedback).toMatchObject({ id: 'errors.network' });

    const expired = start(
      () => Promise.reject(apiFailure('invalid_or_expired_token')),
      async () => ({ recoveryCodes: CODES }),
    );
    await waitFor(expired.actor, (snapshot) => snapshot.status === 'done');
    expect(expired.emitted).toHaveBeenCalledWith({ type: 'setup.expired' });

    const cancelled = start(
      async () => SETUP,
      async () => ({ recoveryCodes: CODES }),
    );
    await waitFor(cancelled.actor, (snapshot) => snapshot.matches('scanning'));
    cancelled.actor.send({ type: 'SETUP.CANCEL' });
    expect(cancelled.emitted).toHaveBeenCalledWith({ type: 'setup.cancelled' });
  });
});
