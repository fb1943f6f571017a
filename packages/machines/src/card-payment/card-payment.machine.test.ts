import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { CallError } from '../shared/call-failure.js';
import { apiFailure, settle } from '../shared/test-support.js';
import {
  ACTIVATION_POLL_INTERVAL_MS,
  ACTIVATION_TIMEOUT_MS,
  AFTER_AUTHENTICATION_WAIT_MS,
} from '../timings.js';
import { cardPaymentButtons, cardPaymentStage } from './card-payment-stage.js';
import { order, start } from './card-payment-test-support.js';
import { CardProviderError } from './card-provider.js';

describe('card payment (docs/subscriptions-and-money.md#card-payment)', () => {
  it('starts idle with pay and cancel enabled', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().value).toBe('idle');
    expect(cardPaymentButtons(actor.getSnapshot())).toEqual({ pay: true, cancel: true });
    expect(cardPaymentStage(actor.getSnapshot())).toBe('form');
  });

  it('sends the order with the payment method and goes active when the user is active at once', async () => {
    const { actor, calls } = start({ subscription: async () => ({ userStatus: 'active' }) });
    actor.send({ type: 'CARD.SUBMIT' });
    expect(actor.getSnapshot().matches('creating')).toBe(true);
    expect(cardPaymentButtons(actor.getSnapshot())).toEqual({ pay: false, cancel: false });
    await waitFor(actor, (s) => s.matches('active'));
    expect(calls.subscription).toHaveBeenCalledWith({ ...order, paymentMethodId: 'pm_card_visa' });
    expect(cardPaymentButtons(actor.getSnapshot())).toEqual({ pay: false, cancel: true });
    expect(cardPaymentStage(actor.getSnapshot())).toBe('activated');
  });

  it('confirms with the client secret, waits 1.5 s, then polls every 4 s until active', async () => {
    const { actor, clock, calls } = start({
      subscription: async () => ({ requiresAction: true, clientSecret: 'pi_1_secret_2' }),
      statuses: ['pending', 'pending', 'active'],
    });
    actor.send({ type: 'CARD.SUBMIT' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(calls.confirm).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(cardPaymentButtons(actor.getSnapshot())).toEqual({ pay: false, cancel: false });
    expect(cardPaymentStage(actor.getSnapshot())).toBe('activating');

    clock.increment(AFTER_AUTHENTICATION_WAIT_MS - 1);
    await settle();
    expect(calls.poll).not.toHaveBeenCalled();
    clock.increment(1);
    await settle();
    expect(calls.poll).toHaveBeenCalledTimes(1);

    clock.increment(ACTIVATION_POLL_INTERVAL_MS);
    await settle();
    expect(calls.poll).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('pending')).toBe(true);

    clock.increment(ACTIVATION_POLL_INTERVAL_MS);
    await settle();
    expect(calls.poll).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().matches('active')).toBe(true);
  });

  it('polls from pending when the server says the user is pending', async () => {
    const { actor, clock, calls } = start({
      subscription: async () => ({ userStatus: 'pending' }),
      statuses: ['active'],
    });
    actor.send({ type: 'CARD.SUBMIT' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(calls.confirm).not.toHaveBeenCalled();
    clock.increment(ACTIVATION_POLL_INTERVAL_MS);
    await settle();
    expect(actor.getSnapshot().matches('active')).toBe(true);
  });

  it('gives up 120 s after pending began with the activation-too-long error, polling no more', async () => {
    const { actor, clock, calls } = start({ subscription: async () => ({ userStatus: 'pending' }) });
    actor.send({ type: 'CARD.SUBMIT' });
    await waitFor(actor, (s) => s.matches('pending'));
    for (
      let elapsed = 0;
      elapsed < ACTIVATION_TIMEOUT_MS - ACTIVATION_POLL_INTERVAL_MS;
      elapsed += ACTIVATION_POLL_INTERVAL_MS
    ) {
      clock.increment(ACTIVATION_POLL_INTERVAL_MS);
      await settle();
    }
    expect(actor.getSnapshot().matches('pending')).toBe(true);
    clock.increment(ACTIVATION_POLL_INTERVAL_MS);
    await settle();
    expect(actor.getSnapshot().matches('error')).toBe(true);
    expect(actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'payment.error.activationTimeout',
      tone: 'error',
    });
    const polls = calls.poll.mock.calls.length;
    expect(Math.max(...calls.poll.mock.calls.map(([at]) => at as number))).toBeLessThan(
      ACTIVATION_TIMEOUT_MS,
    );
    clock.increment(ACTIVATION_POLL_INTERVAL_MS * 3);
    await settle();
    expect(calls.poll).toHaveBeenCalledTimes(polls);
    expect(cardPaymentButtons(actor.getSnapshot())).toEqual({ pay: true, cancel: true });
  });

  it('keeps polling through a lost answer', async () => {
    const { actor, clock } = start({
      subscription: async () => ({ userStatus: 'pending' }),
      statuses: [new Error('offline'), 'active'],
    });
    actor.send({ type: 'CARD.SUBMIT' });
    await waitFor(actor, (s) => s.matches('pending'));
    clock.increment(ACTIVATION_POLL_INTERVAL_MS);
    await settle();
    expect(actor.getSnapshot().matches('pending')).toBe(true);
    clock.increment(ACTIVATION_POLL_INTERVAL_MS);
    await settle();
    expect(actor.getSnapshot().matches('active')).toBe(true);
  });

  it('ends the session when polling answers 401', async () => {
    const { actor, clock } = start({
      subscription: async () => ({ userStatus: 'pending' }),
      statuses: [apiFailure('unauthorized')],
    });
    const expired = vi.fn();
    actor.on('session.expired', expired);
    actor.send({ type: 'CARD.SUBMIT' });
    await waitFor(actor, (s) => s.matches('pending'));
    clock.increment(ACTIVATION_POLL_INTERVAL_MS);
    await settle();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('error')).toBe(true);
  });

  it.each([
    ['requires_payment_method', 'payment.error.cardDeclined'],
    ['canceled', 'payment.error.unknown'],
    [undefined, 'payment.error.unknown'],
  ] as const)('paymentIntentStatus %s is the error %s', async (status, id) => {
    const { actor } = start({ subscription: async () => ({ paymentIntentStatus: status }) });
    actor.send({ type: 'CARD.SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.feedback).toEqual({ kind: 'message', id, tone: 'error' });
  });

  it.each([
    [
      new CardProviderError({ reason: 'not_ready' }),
      { kind: 'message', id: 'payment.error.stripeNotReady', tone: 'error' },
    ],
    [
      new CardProviderError({ reason: 'no_card_field' }),
      { kind: 'message', id: 'payment.error.cardFieldNotFound', tone: 'error' },
    ],
    [
      new CardProviderError({ reason: 'provider', refusal: { code: 'incomplete_number' } }),
      { kind: 'message', id: 'payment.error.provider.cardDetails', tone: 'error' },
    ],
    [
      new CardProviderError({ reason: 'provider', refusal: { code: 'some_new_code' } }),
      { kind: 'message', id: 'payment.error.paymentError', tone: 'error' },
    ],
  ])('a payment-method problem makes no server call and shows its message', async (problem, feedback) => {
    const { actor, calls } = start({
      paymentMethod: async () => {
        throw problem;
      },
    });
    actor.send({ type: 'CARD.SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(calls.subscription).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.feedback).toEqual(feedback);
  });

  it('shows the server error, or the creation fallback on a network failure', async () => {
    const server = start({
      subscription: async () => {
        throw apiFailure('payment_provider_unavailable', 'Payments are unavailable.');
      },
    });
    server.actor.send({ type: 'CARD.SUBMIT' });
    await waitFor(server.actor, (s) => s.matches('error'));
    expect(server.actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'apiError',
      code: 'payment_provider_unavailable',
      text: 'Payments are unavailable.',
    });

    const network = start({
      subscription: async () => {
        throw new CallError({ kind: 'network' });
      },
    });
    network.actor.send({ type: 'CARD.SUBMIT' });
    await waitFor(network.actor, (s) => s.matches('error'));
    expect(network.actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'payment.error.subscriptionCreation',
      tone: 'error',
    });
  });

  it('treats an immediate card_declined answer as the card refusal', async () => {
    const { actor } = start({
      subscription: async () => {
        throw apiFailure('card_declined');
      },
    });
    actor.send({ type: 'CARD.SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'payment.error.cardDeclined',
      tone: 'error',
    });
  });

  it('shows our words, never the provider’s, for a failed 3-D Secure challenge and never polls (docs/subscriptions-and-money.md#payment-errors)', async () => {
    const { actor, clock, calls } = start({
      subscription: async () => ({ requiresAction: true, clientSecret: 'pi_1_secret_2' }),
      confirm: async () => ({ refusal: { code: 'payment_intent_authentication_failure' } }),
    });
    actor.send({ type: 'CARD.SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'payment.error.provider.authenticationFailed',
      tone: 'error',
    });
    clock.increment(ACTIVATION_TIMEOUT_MS);
    await settle();
    expect(calls.poll).not.toHaveBeenCalled();
  });

  it('says "Payment failed, please try again." when the provider refuses the challenge without a word', async () => {
    const { actor, calls } = start({
      subscription: async () => ({ requiresAction: true, clientSecret: 'pi_1_secret_2' }),
      confirm: async () => ({ refused: true }),
    });
    actor.send({ type: 'CARD.SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'payment.error.paymentFailed',
      tone: 'error',
    });
    expect(calls.poll).not.toHaveBeenCalled();
  });

  it('retries from error with a fresh attempt, and cancels from idle, error or active only', async () => {
    let attempt = 0;
    const { actor } = start({
      subscription: async () =>
        ++attempt === 1 ? { paymentIntentStatus: 'requires_payment_method' } : { userStatus: 'active' },
    });
    actor.send({ type: 'CARD.SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'CARD.SUBMIT' });
    expect(actor.getSnapshot().context.feedback).toBeNull();
    actor.send({ type: 'CARD.CANCEL' });
    expect(actor.getSnapshot().matches('creating')).toBe(true);
    await waitFor(actor, (s) => s.matches('active'));
    actor.send({ type: 'CARD.CANCEL' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
