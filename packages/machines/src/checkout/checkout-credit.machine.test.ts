import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine } from './checkout.machine.js';

const billing = {
  firstName: 'Anna',
  lastName: 'Müller',
  address: 'Rue du Lac 12',
  postalCode: '1003',
  city: 'Lausanne',
};

/** An Enterprise order on invoice whose answer says whether its plan waits for its payment. */
async function orderOnInvoice(awaitsApproval: boolean) {
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        saveBillingInfo: fromPromise(async (): Promise<unknown> => ({ message: 'ok' })),
        createInvoiceSubscription: fromPromise(async () => ({ awaitsApproval })),
      },
    }),
    { input: { plan: 'enterprise', paymentMethod: 'invoice' } },
  );
  const emitted = vi.fn();
  actor.on('*', emitted);
  actor.start();
  actor.send({ type: 'CHECKOUT.CONTINUE' });
  for (const [field, value] of Object.entries(billing)) {
    actor.send({ type: 'BILLING.CHANGE', field: field as keyof typeof billing, value });
  }
  actor.send({ type: 'BILLING.CONFIRM' });
  await waitFor(actor, (s) => s.status === 'done');
  return emitted;
}

describe('checkout on invoice and the credit limit (docs/subscriptions-and-money.md#credit-limit)', () => {
  it('goes to /thank-you, which reads from the account that the plan waits, when the order is above the limit', async () => {
    expect(await orderOnInvoice(true)).toHaveBeenCalledWith({ type: 'navigate', to: '/thank-you' });
  });

  it('goes to /thank-you as before when the order is served at once', async () => {
    expect(await orderOnInvoice(false)).toHaveBeenCalledWith({ type: 'navigate', to: '/thank-you' });
  });
});
