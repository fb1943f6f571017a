import { apiError } from '@app/contracts';
import { getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, getNextSnapshot } from 'xstate';
import { CallError } from '../shared/call-failure.js';
import { cardPaymentMachine } from './card-payment.machine.js';
import { cardPaymentButtons } from './card-payment-stage.js';
import { CardProviderError } from './card-provider.js';

/**
 * Model-based test: every simple path of the payment chart, driven by the user's events, every
 * answer each invoked call can give, and every timer, checked against the invariants of
 * docs/subscriptions-and-money.md#card-payment.
 */
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error });
const after = (delay: string, stateId: string): AnyEventObject => ({
  type: `xstate.after.${delay}.${stateId}`,
});

const events: AnyEventObject[] = [
  { type: 'CARD.SUBMIT' },
  { type: 'CARD.CANCEL' },
  done('createPaymentMethod', { paymentMethodId: 'pm_card_visa' }),
  failed('createPaymentMethod', new CardProviderError({ reason: 'not_ready' })),
  done('createSubscription', { requiresAction: true, clientSecret: 'pi_1_secret_2' }),
  done('createSubscription', { userStatus: 'active' }),
  done('createSubscription', { userStatus: 'pending' }),
  done('createSubscription', { paymentIntentStatus: 'requires_payment_method' }),
  done('createSubscription', {}),
  failed('createSubscription', new CallError({ kind: 'network' })),
  failed('createSubscription', new CallError({ kind: 'api', status: 401, error: apiError('unauthorized') })),
  done('confirmCardPayment', {}),
  done('confirmCardPayment', { refusal: { code: 'payment_intent_authentication_failure' } }),
  failed('confirmCardPayment', new Error('frame closed')),
  done('fetchUserStatus', 'active'),
  done('fetchUserStatus', 'pending'),
  failed('fetchUserStatus', new CallError({ kind: 'network' })),
  after('afterAuthentication', 'cardPayment.pending.afterAuthentication'),
  after('pollInterval', 'cardPayment.pending.waiting'),
  after('activationTimeout', 'cardPayment.pending'),
];

const order = { licenseType: 'premium', frequency: 'monthly', userCount: 1 } as const;

const paths = getSimplePaths(cardPaymentMachine, {
  // Done, error and delay events are the chart's own; the traversal feeds them like user events.
  events: events as never,
  input: { order },
  // Two snapshots are the same node when they are in the same states with the same context.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
});

const TERMINAL = ['active', 'error', 'cancelled'] as const;
const BUSY = ['creating', 'confirming', 'pending'] as const;

describe('card payment, every path of the chart', () => {
  it('explores the whole chart', () => {
    const visited = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    for (const state of [
      'idle',
      { creating: 'paymentMethod' },
      { creating: 'subscription' },
      'confirming',
      { pending: 'afterAuthentication' },
      { pending: 'waiting' },
      { pending: 'checking' },
      'active',
      'error',
      'cancelled',
    ]) {
      expect(visited, JSON.stringify(state)).toContain(JSON.stringify(state));
    }
  });

  it('is never in two terminal states, and disables the buttons while busy', () => {
    for (const path of paths) {
      for (const { state } of path.steps) {
        const terminal = TERMINAL.filter((name) => state.matches(name));
        expect(terminal.length).toBeLessThanOrEqual(1);
        const buttons = cardPaymentButtons(state);
        if (BUSY.some((name) => state.matches(name))) expect(buttons).toEqual({ pay: false, cancel: false });
        if (state.matches('active')) expect(buttons.pay).toBe(false);
        if (state.matches('idle') || state.matches('error'))
          expect(buttons).toEqual({ pay: true, cancel: true });
      }
    }
  });

  it('leaves pending for the activation-too-long error when 120 s have passed, from every pending step', () => {
    // The clocked unit test shows the timer fires at 120 s; here, that nothing in pending escapes it.
    const timeout = after('activationTimeout', 'cardPayment.pending');
    for (const path of paths) {
      for (const { state } of path.steps) {
        if (!state.matches('pending')) continue;
        const next = getNextSnapshot(cardPaymentMachine, state, timeout as never);
        expect(next.matches('error')).toBe(true);
        expect(next.context.feedback).toMatchObject({ id: 'payment.error.activationTimeout' });
      }
    }
  });

  it('reaches active only through the server: an active answer or a poll that says active', () => {
    for (const path of paths) {
      path.steps.forEach(({ state, event }, index) => {
        const before = path.steps[index - 1]?.state;
        if (!state.matches('active') || before?.matches('active')) return;
        expect(['xstate.done.actor.createSubscription', 'xstate.done.actor.fetchUserStatus']).toContain(
          event.type,
        );
        expect((event as unknown as { output: unknown }).output).toSatisfy(
          (output: unknown) =>
            output === 'active' || (output as { userStatus?: string }).userStatus === 'active',
        );
      });
    }
  });
});
