import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { apiFailure, settle } from '../shared/test-support.js';
import { resumeMachine } from './resume.machine.js';

function start(resume: () => Promise<{ message: string; nextRenewalDate: string }>) {
  const calls = vi.fn();
  const emitted: unknown[] = [];
  const actor = createActor(
    resumeMachine.provide({
      actors: {
        resumeSubscription: fromPromise(async () => {
          calls();
          return resume();
        }),
      },
    }),
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

describe('resuming a cancelled subscription (docs/subscriptions-and-money.md#resume)', () => {
  it('asks first; confirmed, it resumes and says so', async () => {
    const { actor, calls, emitted } = start(async () => ({
      message: 'ok',
      nextRenewalDate: '2027-03-12T00:00:00.000Z',
    }));
    actor.send({ type: 'RESUME.ASK' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'RESUME.DISMISS' });
    expect(calls).not.toHaveBeenCalled();
    actor.send({ type: 'RESUME.ASK' });
    actor.send({ type: 'RESUME.CONFIRM' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'billing.resume.success' });
    expect(emitted).toContainEqual({
      type: 'subscription.resumed',
      nextRenewalDate: '2027-03-12T00:00:00.000Z',
    });
  });

  it('says the API’s refusal, and ends the session on a 401', async () => {
    const refused = start(async () => {
      throw apiFailure('subscription_not_cancelled');
    });
    refused.actor.send({ type: 'RESUME.ASK' });
    refused.actor.send({ type: 'RESUME.CONFIRM' });
    await settle();
    expect(refused.actor.getSnapshot().context.feedback).toMatchObject({
      code: 'subscription_not_cancelled',
    });
    const expired = start(async () => {
      throw apiFailure('unauthorized');
    });
    expired.actor.send({ type: 'RESUME.ASK' });
    expired.actor.send({ type: 'RESUME.CONFIRM' });
    await settle();
    expect(expired.emitted).toContainEqual({ type: 'session.expired' });
  });
});
