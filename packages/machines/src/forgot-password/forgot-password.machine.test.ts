import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure, networkFailure } from '../shared/test-support.js';
import { forgotPasswordMachine } from './forgot-password.machine.js';

function start(requestReset: () => Promise<{ message: string }>) {
  const call = vi.fn((_input: unknown) => requestReset());
  const actor = createActor(
    forgotPasswordMachine.provide({ actors: { requestReset: fromPromise(({ input }) => call(input)) } }),
    { input: { lang: 'it' } },
  );
  const navigations = vi.fn();
  actor.on('navigate', navigations);
  actor.start();
  return { actor, call, navigations };
}

const submit = (actor: ReturnType<typeof start>['actor'], email: string) =>
  actor.send({ type: 'FORGOT_PASSWORD.SUBMIT', email });

describe('forgot password (docs/accounts.md#forgot-password)', () => {
  it('requires the address and makes no call without it', () => {
    const { actor, call } = start(async () => ({ message: 'sent' }));
    submit(actor, '  ');
    expect(call).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.feedback).toMatchObject({
      id: 'auth.forgotPassword.error.emailRequired',
    });
  });

  it('asks for the e-mail in the interface language and moves on when the answer has a message', async () => {
    const { actor, call, navigations } = start(async () => ({
      message: 'If the address is known, an e-mail is on its way.',
    }));
    submit(actor, 'anna@example.ch');
    await waitFor(actor, (s) => s.status === 'done');
    expect(call).toHaveBeenCalledWith({ email: 'anna@example.ch', lang: 'it' });
    expect(navigations).toHaveBeenCalledWith({ type: 'navigate', to: '/reset-password-email-sent' });
  });

  it.each([
    ['a server error', async () => Promise.reject(apiFailure('mail_unavailable'))],
    ['a network failure', async () => Promise.reject(networkFailure())],
  ])('shows the send failure on %s', async (_, answer) => {
    const { actor, navigations } = start(answer as () => Promise<{ message: string }>);
    submit(actor, 'anna@example.ch');
    await waitFor(actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'auth.forgotPassword.error.sendFailed',
      tone: 'error',
    });
    expect(navigations).not.toHaveBeenCalled();
  });

  it('says so when too many reset e-mails were asked for', async () => {
    const { actor } = start(async () => Promise.reject(apiFailure('rate_limited')));
    submit(actor, 'anna@example.ch');
    await waitFor(actor, (s) => s.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ kind: 'apiError', code: 'rate_limited' });
  });
});
