import type { PayInvoiceResponse, UserStatus } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { apiFailure, settle } from '../shared/test-support.js';
import { AFTER_AUTHENTICATION_WAIT_MS } from '../timings.js';
import { cardPaymentMachine } from './card-payment.machine.js';
import { cardPaymentStage } from './card-payment-stage.js';

/**
 * docs/subscriptions-and-money.md#payment-problem: paying an open invoice runs the card payment's
 * own stages, 3-D Secure included: only the call differs (pay-invoice with the invoice, the new
 * card's id if there is one).
 */
function start(
  answer: () => Promise<PayInvoiceResponse>,
  card: 'new' | 'saved',
  statuses: UserStatus[] = ['active'],
) {
  const clock = new SimulatedClock();
  const calls = { payInvoice: vi.fn(), createSubscription: vi.fn(), confirm: vi.fn() };
  const actor = createActor(
    cardPaymentMachine.provide({
      actors: {
        createPaymentMethod: fromPromise(async () => ({ paymentMethodId: 'pm_new_card' })),
        createSubscription: fromPromise(async ({ input }) => {
          calls.createSubscription(input);
          return {};
        }),
        payInvoice: fromPromise(async ({ input }) => {
          calls.payInvoice(input);
          return answer();
        }),
        confirmCardPayment: fromPromise(async ({ input }) => {
          calls.confirm(input);
          return {};
        }),
        fetchUserStatus: fromPromise(async () => statuses.shift() ?? 'active'),
      },
    }),
    { clock, input: { invoiceId: 'in_open_renewal', card } },
  ).start();
  return { actor, clock, calls };
}

describe('paying an open invoice with the card payment chart', () => {
  it('pays with the subscription’s card: the invoice alone, no card field read, active at once', async () => {
    const { actor, calls } = start(
      async () => ({ userStatus: 'active', paymentIntentStatus: 'succeeded' }),
      'saved',
    );
    actor.send({ type: 'CARD.SUBMIT' });
    await settle();
    expect(calls.payInvoice).toHaveBeenCalledWith({ invoiceId: 'in_open_renewal' });
    expect(calls.createSubscription).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('active')).toBe(true);
  });

  it('pays with a new card through 3-D Secure, then waits for the invoice to be paid', async () => {
    const { actor, clock, calls } = start(
      async () => ({
        requiresAction: true,
        clientSecret: 'pi_renewal_secret_x',
        userStatus: 'pending',
        paymentIntentStatus: 'requires_action',
      }),
      'new',
      ['pending', 'active'],
    );
    actor.send({ type: 'CARD.SUBMIT' });
    await settle();
    await settle();
    expect(calls.payInvoice).toHaveBeenCalledWith({
      invoiceId: 'in_open_renewal',
      paymentMethodId: 'pm_new_card',
    });
    expect(calls.confirm).toHaveBeenCalledWith({ clientSecret: 'pi_renewal_secret_x' });
    expect(cardPaymentStage(actor.getSnapshot())).toBe('activating');
    clock.increment(AFTER_AUTHENTICATION_WAIT_MS);
    await settle();
    expect(actor.getSnapshot().matches('pending')).toBe(true);
  });

  it('says a refused card or the API’s refusal as for a first payment', async () => {
    const declined = start(async () => ({ paymentIntentStatus: 'requires_payment_method' }), 'new');
    declined.actor.send({ type: 'CARD.SUBMIT' });
    await settle();
    expect(declined.actor.getSnapshot().context.feedback).toMatchObject({ id: 'payment.error.cardDeclined' });
    const refused = start(async () => {
      throw apiFailure('invoice_not_payable');
    }, 'saved');
    refused.actor.send({ type: 'CARD.SUBMIT' });
    await settle();
    expect(refused.actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'apiError',
      code: 'invoice_not_payable',
    });
  });
});
