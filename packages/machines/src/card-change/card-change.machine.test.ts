import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CardProviderError } from '../card-payment/card-provider.js';
import { apiFailure, settle } from '../shared/test-support.js';
import { type CardSetupConfirmation, cardChangeMachine, cardChangeStage } from './card-change.machine.js';

const NEW_CARD = { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2030 };

function start(
  confirm: () => Promise<CardSetupConfirmation>,
  update = async () => ({ message: 'ok', paymentMethod: NEW_CARD }),
) {
  const calls = { setup: vi.fn(), confirm: vi.fn(), update: vi.fn() };
  const emitted: unknown[] = [];
  const actor = createActor(
    cardChangeMachine.provide({
      actors: {
        setupPaymentMethod: fromPromise(async () => {
          calls.setup();
          return { clientSecret: 'seti_1_secret_x' };
        }),
        confirmCardSetup: fromPromise(async ({ input }) => {
          calls.confirm(input);
          return confirm();
        }),
        updatePaymentMethod: fromPromise(async ({ input }) => {
          calls.update(input);
          return update();
        }),
      },
    }),
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

const submit = async (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'CARD.SUBMIT' });
  for (let step = 0; step < 4; step += 1) await settle();
};

describe('changing the card (docs/subscriptions-and-money.md#billing)', () => {
  it('opens a SetupIntent, has the card confirmed against it, then makes it the subscription’s card', async () => {
    const { actor, calls, emitted } = start(async () => ({ paymentMethodId: 'pm_saved' }));
    expect(cardChangeStage(actor.getSnapshot())).toBe('form');
    await submit(actor);
    expect(calls.confirm).toHaveBeenCalledWith({ clientSecret: 'seti_1_secret_x' });
    expect(calls.update).toHaveBeenCalledWith({ paymentMethodId: 'pm_saved' });
    expect(cardChangeStage(actor.getSnapshot())).toBe('saved');
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'billing.card.saved', tone: 'success' });
    expect(emitted).toContainEqual({ type: 'card.saved', paymentMethod: NEW_CARD });
  });

  it('keeps the card when 3-D Secure fails, in our words for the provider’s code or its own, and can be tried again', async () => {
    const answers: CardSetupConfirmation[] = [
      { refusal: { code: 'setup_intent_authentication_failure' } },
      { refusal: { code: 'card_declined', declineCode: 'expired_card' } },
      { refused: true },
    ];
    const { actor, calls } = start(async () => answers.shift() ?? { paymentMethodId: 'pm_saved' });
    await submit(actor);
    expect(cardChangeStage(actor.getSnapshot())).toBe('error');
    expect(actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'payment.error.provider.authenticationFailed',
      tone: 'error',
    });
    await submit(actor);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'payment.error.provider.expiredCard' });
    await submit(actor);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'billing.card.error.notConfirmed' });
    expect(calls.update).not.toHaveBeenCalled();
    await submit(actor);
    expect(cardChangeStage(actor.getSnapshot())).toBe('saved');
  });

  it('says why the card provider could not start, and the API’s refusal', async () => {
    const notReady = start(async () => {
      throw new CardProviderError({ reason: 'not_ready' });
    });
    await submit(notReady.actor);
    expect(notReady.actor.getSnapshot().context.feedback).toMatchObject({
      id: 'payment.error.stripeNotReady',
    });
    const refused = start(
      async () => ({ paymentMethodId: 'pm_saved' }),
      async () => {
        throw apiFailure('card_not_confirmed');
      },
    );
    await submit(refused.actor);
    expect(refused.actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'apiError',
      code: 'card_not_confirmed',
    });
  });

  it('ends the session on a 401, and closes on cancel', async () => {
    const { actor, emitted } = start(
      async () => ({ paymentMethodId: 'pm_saved' }),
      async () => {
        throw apiFailure('unauthorized');
      },
    );
    await submit(actor);
    expect(emitted).toContainEqual({ type: 'session.expired' });
    actor.send({ type: 'CARD.CANCEL' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
