import type { PreviewChangeResponse } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { cardPaymentMachine } from '../card-payment/card-payment.machine.js';
import { CHANGE_PREVIEW_DELAY_MS } from '../timings.js';
import { checkoutMachine } from './checkout.machine.js';

/** docs/subscriptions-and-money.md#card-on-file: a change paid now is charged to the card on file. */
const figures: PreviewChangeResponse = {
  amountDueNow: 9_900,
  vatDueNow: 742,
  vatRatePercent: 8.1,
  nextChargeAmount: 29_900,
  nextChargeDate: '2027-01-06T00:00:00.000Z',
  effective: 'now',
};

async function changeToAnnual(cardOnFile: { brand: string; last4: string } | null) {
  const clock = new SimulatedClock();
  const spies = {
    method: vi.fn(async () => ({ paymentMethodId: 'pm_card_visa' })),
    subscription: vi.fn(async (_input: unknown) => ({ userStatus: 'active' as const })),
  };
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        previewChange: fromPromise(async () => figures),
        cardPayment: cardPaymentMachine.provide({
          actors: {
            createPaymentMethod: fromPromise(spies.method),
            createSubscription: fromPromise(({ input }) => spies.subscription(input)),
          },
        }),
      },
    }),
    {
      input: {
        plan: 'premium',
        current: { plan: 'premium', frequency: 'monthly', userCount: 1, cancelled: false, cardOnFile },
      },
      clock,
    },
  );
  actor.start();
  actor.send({ type: 'ORDER.SET_FREQUENCY', frequency: 'annual' });
  clock.increment(CHANGE_PREVIEW_DELAY_MS);
  await waitFor(actor, (s) => s.context.preview !== null);
  actor.send({ type: 'CHECKOUT.CONTINUE' });
  const card = actor.getSnapshot().children.card as AnyActorRef;
  return { actor, card, spies };
}

const order = { licenseType: 'premium', frequency: 'annual', userCount: 1 };

describe('checkout: a change paid with the card on file (docs/subscriptions-and-money.md#card-on-file)', () => {
  it('opens the card dialog on the saved card and pays without the card field or a card id', async () => {
    const { card, spies } = await changeToAnnual({ brand: 'visa', last4: '4242' });
    expect(card.getSnapshot().context.card).toBe('saved');
    card.send({ type: 'CARD.SUBMIT' });
    await waitFor(card, (s) => s.matches('active'));
    expect(spies.method).not.toHaveBeenCalled();
    expect(spies.subscription).toHaveBeenCalledWith(order);
  });

  it('can use another card instead: then the card field pays, as without a card on file', async () => {
    const { card, spies } = await changeToAnnual({ brand: 'visa', last4: '4242' });
    card.send({ type: 'CARD.USE', card: 'new' });
    expect(card.getSnapshot().context.card).toBe('new');
    card.send({ type: 'CARD.SUBMIT' });
    await waitFor(card, (s) => s.matches('active'));
    expect(spies.subscription).toHaveBeenCalledWith({ ...order, paymentMethodId: 'pm_card_visa' });
  });

  it('asks for a card when there is none on file', async () => {
    const { card } = await changeToAnnual(null);
    expect(card.getSnapshot().context.card).toBe('new');
  });
});
