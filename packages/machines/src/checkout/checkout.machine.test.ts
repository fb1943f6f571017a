import { quote } from '@app/pricing';
import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { cardPaymentMachine } from '../card-payment/card-payment.machine.js';
import { apiFailure, networkFailure } from '../shared/test-support.js';
import { CHANGE_PREVIEW_DELAY_MS } from '../timings.js';
import { billingInfoComplete, checkoutMachine } from './checkout.machine.js';

const billing = {
  firstName: 'Anna',
  lastName: 'Müller',
  address: 'Rue du Lac 12',
  postalCode: '1003',
  city: 'Lausanne',
};

function start(
  plan: 'premium' | 'enterprise',
  overrides: { save?: () => Promise<unknown>; invoice?: () => Promise<{ awaitsApproval: boolean }> } = {},
  paymentMethod: 'card' | 'invoice' = 'card',
) {
  const spies = {
    save: vi.fn((_input: unknown) => (overrides.save ?? (async () => ({ message: 'ok' })))()),
    invoice: vi.fn((_input: unknown) => (overrides.invoice ?? (async () => ({ awaitsApproval: false })))()),
    subscription: vi.fn(async (_input: unknown) => ({ userStatus: 'active' as const })),
  };
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        saveBillingInfo: fromPromise(({ input }) => spies.save(input)),
        createInvoiceSubscription: fromPromise(({ input }) => spies.invoice(input)),
        cardPayment: cardPaymentMachine.provide({
          actors: {
            createPaymentMethod: fromPromise(async () => ({ paymentMethodId: 'pm_card_visa' })),
            createSubscription: fromPromise(({ input }) => spies.subscription(input)),
          },
        }),
      },
    }),
    { input: { plan, paymentMethod } },
  );
  const emitted = vi.fn();
  actor.on('*', emitted);
  actor.start();
  return { actor, spies, emitted };
}

function fillBilling(actor: ReturnType<typeof start>['actor']) {
  for (const [field, value] of Object.entries(billing)) {
    actor.send({ type: 'BILLING.CHANGE', field: field as keyof typeof billing, value });
  }
}

describe('checkout: the order (docs/subscriptions-and-money.md#payment-page)', () => {
  it('prices Premium for one user, annual by default', () => {
    const { actor } = start('premium');
    expect(actor.getSnapshot().context).toMatchObject({
      frequency: 'annual',
      userCount: 1,
      paymentMethod: 'card',
    });
    expect(actor.getSnapshot().context.quote).toEqual(
      quote({ plan: 'premium', frequency: 'annual', userCount: 1 }),
    );
    actor.send({ type: 'ORDER.SET_USER_COUNT', value: 4 });
    expect(actor.getSnapshot().context.userCount).toBe(1);
  });

  it.each([
    [5, 5],
    [1, 2],
    ['deux', 2],
  ])('Enterprise: a count of %j becomes %i, and the price follows', (value, count) => {
    const { actor } = start('enterprise');
    actor.send({ type: 'ORDER.SET_FREQUENCY', frequency: 'monthly' });
    actor.send({ type: 'ORDER.SET_USER_COUNT', value });
    expect(actor.getSnapshot().context.userCount).toBe(count);
    expect(actor.getSnapshot().context.quote).toEqual(
      quote({ plan: 'enterprise', frequency: 'monthly', userCount: count }),
    );
  });
});

describe('checkout: billing info then payment (docs/subscriptions-and-money.md#payment-page)', () => {
  it('keeps confirm disabled until all five fields are filled', () => {
    expect(billingInfoComplete({ ...billing, city: ' ' })).toBe(false);
    expect(billingInfoComplete(billing)).toBe(true);
    const { actor, spies } = start('premium');
    actor.send({ type: 'CHECKOUT.CONTINUE' });
    actor.send({ type: 'BILLING.CHANGE', field: 'firstName', value: 'Anna' });
    actor.send({ type: 'BILLING.CONFIRM' });
    expect(actor.getSnapshot().matches('billingInfo')).toBe(true);
    expect(spies.save).not.toHaveBeenCalled();
  });

  it('starts the billing dialog from the details saved last (docs/subscriptions-and-money.md#billing-info), never over what is typed', () => {
    const { actor } = start('premium');
    actor.send({ type: 'BILLING.PREFILL', billingInfo: billing });
    expect(actor.getSnapshot().context.billingInfo).toEqual(billing);
    const typing = start('premium').actor;
    typing.send({ type: 'CHECKOUT.CONTINUE' });
    typing.send({ type: 'BILLING.CHANGE', field: 'city', value: 'Bern' });
    typing.send({ type: 'BILLING.PREFILL', billingInfo: billing });
    expect(typing.getSnapshot().context.billingInfo).toMatchObject({ city: 'Bern', firstName: '' });
  });

  it('saves the billing info, then runs the card payment with the order', async () => {
    const { actor, spies } = start('enterprise');
    actor.send({ type: 'ORDER.SET_USER_COUNT', value: 3 });
    actor.send({ type: 'CHECKOUT.CONTINUE' });
    fillBilling(actor);
    actor.send({ type: 'BILLING.CONFIRM' });
    await waitFor(actor, (s) => s.matches('card'));
    expect(spies.save).toHaveBeenCalledWith({ billingInfo: billing });
    const card = actor.getSnapshot().children.card as ActorRefFrom<typeof cardPaymentMachine>;
    card.send({ type: 'CARD.SUBMIT' });
    await waitFor(card, (s) => s.matches('active'));
    expect(spies.subscription).toHaveBeenCalledWith({
      licenseType: 'enterprise',
      frequency: 'annual',
      userCount: 3,
      paymentMethodId: 'pm_card_visa',
    });
    card.send({ type: 'CARD.CANCEL' });
    await waitFor(actor, (s) => s.matches('ordering'));
  });

  it('only logs a failed billing save and goes on to the card', async () => {
    const { actor, emitted } = start('premium', { save: async () => Promise.reject(networkFailure()) });
    actor.send({ type: 'CHECKOUT.CONTINUE' });
    fillBilling(actor);
    actor.send({ type: 'BILLING.CONFIRM' });
    await waitFor(actor, (s) => s.matches('card'));
    expect(emitted).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'failure.logged', call: 'saveBillingInfo' }),
    );
  });

  it('on invoice: creates the invoice subscription and goes to /thank-you', async () => {
    const { actor, spies, emitted } = start('premium', {}, 'invoice');
    actor.send({ type: 'CHECKOUT.CONTINUE' });
    fillBilling(actor);
    actor.send({ type: 'BILLING.CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.invoice).toHaveBeenCalledWith({ licenseType: 'premium', frequency: 'annual', userCount: 1 });
    expect(emitted).toHaveBeenCalledWith({ type: 'navigate', to: '/thank-you' });
  });

  it('on invoice: shows the server error, or the order error without an answer', async () => {
    const refused = start(
      'premium',
      { invoice: async () => Promise.reject(apiFailure('invoice_payment_unavailable')) },
      'invoice',
    );
    refused.actor.send({ type: 'CHECKOUT.CONTINUE' });
    fillBilling(refused.actor);
    refused.actor.send({ type: 'BILLING.CONFIRM' });
    await waitFor(refused.actor, (s) => s.matches('ordering') && s.context.feedback !== null);
    expect(refused.actor.getSnapshot().context.feedback).toMatchObject({
      code: 'invoice_payment_unavailable',
    });

    const offline = start('premium', { invoice: async () => Promise.reject(networkFailure()) }, 'invoice');
    offline.actor.send({ type: 'CHECKOUT.CONTINUE' });
    fillBilling(offline.actor);
    offline.actor.send({ type: 'BILLING.CONFIRM' });
    await waitFor(offline.actor, (s) => s.matches('ordering') && s.context.feedback !== null);
    expect(offline.actor.getSnapshot().context.feedback).toMatchObject({ id: 'payment.error.order' });
    // The billing info typed in is kept for the next try.
    expect(offline.actor.getSnapshot().context.billingInfo).toEqual(billing);
  });
});

describe('checkout for a subscriber: the order is a change (docs/subscriptions-and-money.md#changes)', () => {
  const NOW = '2027-01-01T00:00:00.000Z';
  const figures = (effective: 'now' | 'period_end') => ({
    amountDueNow: effective === 'now' ? 93_600 : 0,
    vatDueNow: effective === 'now' ? 6_693 : 0,
    vatRatePercent: 8.1,
    nextChargeAmount: 140_400,
    nextChargeDate: NOW,
    effective,
  });

  function subscriber(
    plan: 'premium' | 'enterprise',
    current: {
      plan: 'premium' | 'enterprise';
      frequency: 'monthly' | 'annual';
      userCount: number;
      cancelled?: boolean;
    },
    options: { effective?: 'now' | 'period_end'; licenseHeldElsewhere?: boolean } = {},
  ) {
    const clock = new SimulatedClock();
    const spies = {
      preview: vi.fn(async (_input: unknown) => figures(options.effective ?? 'now')),
      schedule: vi.fn(async (_input: unknown) => ({ message: 'ok', effectiveDate: NOW })),
      save: vi.fn(async (_input: unknown) => ({ message: 'ok' })),
    };
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          previewChange: fromPromise(({ input }) => spies.preview(input)),
          scheduleChange: fromPromise(({ input }) => spies.schedule(input)),
          saveBillingInfo: fromPromise(({ input }) => spies.save(input)),
        },
      }),
      {
        input: {
          plan,
          current: { cancelled: false, ...current },
          licenseHeldElsewhere: options.licenseHeldElsewhere ?? false,
        },
        clock,
      },
    );
    actor.start();
    return { actor, spies, clock };
  }

  it('starts from the plan she has, and tells her so before any dialog opens', () => {
    const { actor, spies } = subscriber('premium', { plan: 'premium', frequency: 'monthly', userCount: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ frequency: 'monthly', userCount: 1 });
    actor.send({ type: 'CHECKOUT.CONTINUE' });
    expect(actor.getSnapshot().matches({ ordering: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'payment.change.alreadyYourPlan' });
    expect(spies.preview).not.toHaveBeenCalled();
  });

  it('tells a seat holder to leave her seat before any dialog opens', () => {
    const { actor } = subscriber(
      'premium',
      { plan: 'premium', frequency: 'monthly', userCount: 1 },
      { licenseHeldElsewhere: true },
    );
    actor.send({ type: 'ORDER.SET_FREQUENCY', frequency: 'annual' });
    actor.send({ type: 'CHECKOUT.CONTINUE' });
    expect(actor.getSnapshot().matches('ordering')).toBe(true);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'payment.change.licenseHeldElsewhere' });
  });

  it('shows another choice with Stripe’s figures, then goes straight to the card (billing on file)', async () => {
    const { actor, spies, clock } = subscriber('enterprise', {
      plan: 'premium',
      frequency: 'monthly',
      userCount: 1,
    });
    expect(actor.getSnapshot().context.userCount).toBe(2);
    actor.send({ type: 'CHECKOUT.CONTINUE' });
    expect(actor.getSnapshot().matches('card')).toBe(false);
    clock.increment(CHANGE_PREVIEW_DELAY_MS);
    await waitFor(actor, (s) => s.context.preview !== null);
    expect(spies.preview).toHaveBeenCalledWith({
      licenseType: 'enterprise',
      frequency: 'monthly',
      userCount: 2,
    });
    actor.send({ type: 'CHECKOUT.CONTINUE' });
    expect(actor.getSnapshot().matches('card')).toBe(true);
    expect(spies.save).not.toHaveBeenCalled();
  });

  it('schedules a change that lowers something, with nothing to pay, and says when', async () => {
    const { actor, spies, clock } = subscriber(
      'premium',
      { plan: 'enterprise', frequency: 'annual', userCount: 2 },
      { effective: 'period_end' },
    );
    clock.increment(CHANGE_PREVIEW_DELAY_MS);
    await waitFor(actor, (s) => s.context.preview !== null);
    actor.send({ type: 'CHECKOUT.CONTINUE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.schedule).toHaveBeenCalledWith({
      licenseType: 'premium',
      frequency: 'annual',
      userCount: 1,
    });
    expect(actor.getSnapshot().context).toMatchObject({
      scheduledFor: NOW,
      feedback: { id: 'payment.change.scheduled', values: { date: Date.parse(NOW) } },
    });
  });

  it('withdraws a cancellation when the same plan is ordered again: a change with its figures', async () => {
    const { actor, clock } = subscriber('premium', {
      plan: 'premium',
      frequency: 'monthly',
      userCount: 1,
      cancelled: true,
    });
    clock.increment(CHANGE_PREVIEW_DELAY_MS);
    await waitFor(actor, (s) => s.context.preview !== null);
    actor.send({ type: 'CHECKOUT.CONTINUE' });
    expect(actor.getSnapshot().matches('card')).toBe(true);
  });
});
