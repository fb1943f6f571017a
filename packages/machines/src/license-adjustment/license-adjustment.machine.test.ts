import type {
  CreateSubscriptionCreditCardResponse,
  PreviewChangeResponse,
  UpdateLicensesResponse,
} from '@app/contracts';
import { licenseAdjustmentQuote } from '@app/pricing';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { cardPaymentMachine } from '../card-payment/card-payment.machine.js';
import { apiFailure, networkFailure, settle } from '../shared/test-support.js';
import { AFTER_AUTHENTICATION_WAIT_MS, CHANGE_PREVIEW_DELAY_MS } from '../timings.js';
import { licenseAdjustmentMachine } from './license-adjustment.machine.js';

const NOW = '2026-12-01T10:00:00.000Z';
const answer = (fields: Partial<UpdateLicensesResponse> = {}): UpdateLicensesResponse => ({
  message: 'ok',
  numberOfLicenses: 3,
  effective: 'now',
  effectiveDate: NOW,
  ...fields,
});
const figures: PreviewChangeResponse = {
  amountDueNow: 5673,
  vatDueNow: 406,
  vatRatePercent: 8.1,
  nextChargeAmount: 21275,
  nextChargeDate: NOW,
  effective: 'now',
};

function start(
  update: () => Promise<UpdateLicensesResponse> = async () => answer({ userStatus: 'active' }),
  options: {
    preview?: () => Promise<PreviewChangeResponse>;
    userStatus?: () => Promise<'active' | 'pending'>;
    decreaseScheduled?: boolean;
  } = {},
) {
  const clock = new SimulatedClock();
  const call = vi.fn((_input: unknown) => update());
  const preview = vi.fn((_input: unknown) => (options.preview ?? (async () => figures))());
  const confirm = vi.fn(async (_input: { clientSecret: string }) => ({}));
  const actor = createActor(
    licenseAdjustmentMachine.provide({
      actors: {
        updateLicenses: fromPromise(({ input }) => call(input)),
        previewChange: fromPromise(({ input }) => preview(input)),
        payment: cardPaymentMachine.provide({
          actors: {
            createSubscription: fromPromise(
              async ({ input }): Promise<CreateSubscriptionCreditCardResponse> =>
                call({ newLicenseCount: input.userCount }),
            ),
            confirmCardPayment: fromPromise(({ input }) => confirm(input)),
            fetchUserStatus: fromPromise(() => (options.userStatus ?? (async () => 'active' as const))()),
          },
        }),
      },
    }),
    {
      input: { frequency: 'monthly', currentCount: 3, decreaseScheduled: options.decreaseScheduled ?? false },
      clock,
    },
  );
  const emitted = vi.fn();
  actor.on('*', emitted);
  actor.start();
  return { actor, call, preview, confirm, emitted, clock };
}

/** A new count, and its preview once the count has been still long enough. */
async function choose(run: ReturnType<typeof start>, value: unknown) {
  run.actor.send({ type: 'ADJUST.SET_COUNT', value });
  run.clock.increment(CHANGE_PREVIEW_DELAY_MS);
  await waitFor(run.actor, (s) => s.matches({ editing: 'ready' }));
}

/**
 * Finalize more licences, and say yes to the question that comes first (docs/licences.md#adjustment-charges).
 */
function finalizeConfirmed(run: ReturnType<typeof start>) {
  run.actor.send({ type: 'ADJUST.FINALIZE' });
  expect(run.actor.getSnapshot().matches('confirming')).toBe(true);
  run.actor.send({ type: 'ADJUST.CONFIRM' });
}

describe('licence adjustment (docs/licences.md#license-adjustment)', () => {
  it('starts at the current count with its projection', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.count).toBe(3);
    expect(actor.getSnapshot().context.quote).toEqual(
      licenseAdjustmentQuote({ frequency: 'monthly', newLicenseCount: 3 }),
    );
  });

  it.each([
    ['5', 5],
    [1, 2],
    ['abc', 2],
    ['', 2],
  ])('a new count of %j becomes %i, with its projection', (value, count) => {
    const { actor } = start();
    actor.send({ type: 'ADJUST.SET_COUNT', value });
    expect(actor.getSnapshot().context.count).toBe(count);
    expect(actor.getSnapshot().context.quote.totalCents).toBe(
      licenseAdjustmentQuote({ frequency: 'monthly', newLicenseCount: count }).totalCents,
    );
  });

  it('asks Stripe’s figures for a new count once it is still, and only for the last one', async () => {
    const run = start();
    run.actor.send({ type: 'ADJUST.SET_COUNT', value: 4 });
    run.actor.send({ type: 'ADJUST.SET_COUNT', value: 5 });
    await choose(run, 6);
    expect(run.preview.mock.calls).toEqual([
      [{ licenseType: 'enterprise', frequency: 'monthly', userCount: 6 }],
    ]);
    expect(run.actor.getSnapshot().context.preview).toEqual(figures);
  });

  it('pays more licences with the saved card, then says so, refreshes and leads to /account', async () => {
    const run = start();
    await choose(run, 5);
    finalizeConfirmed(run);
    expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.call.mock.calls).toEqual([[{ newLicenseCount: 5 }]]);
    expect(run.actor.getSnapshot().context.feedback).toMatchObject({ id: 'licenseAdjustment.success' });
    // docs/licences.md#adjustment-messages: on to the account, with what to say there.
    expect(run.emitted).toHaveBeenLastCalledWith({
      type: 'navigate',
      to: '/account',
      state: { licensesAdjusted: { kind: 'message', id: 'licenseAdjustment.success', tone: 'success' } },
    });
  });

  it('orders nothing for the count already held, and says so in a neutral notice', async () => {
    const run = start();
    run.actor.send({ type: 'ADJUST.FINALIZE' });
    await settle();
    const after = run.actor.getSnapshot();
    expect(after.matches({ editing: 'ready' })).toBe(true);
    expect(after.context.feedback).toEqual({
      kind: 'message',
      id: 'licenseAdjustment.unchanged',
      tone: 'info',
    });
    expect(run.call).not.toHaveBeenCalled();
    expect(run.emitted).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'navigate' }));
  });

  it('finalizes the count already held while a decrease waits: that withdraws the decrease', async () => {
    const run = start(undefined, { decreaseScheduled: true });
    run.actor.send({ type: 'ADJUST.FINALIZE' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.call.mock.calls).toEqual([[{ newLicenseCount: 3 }]]);
  });

  it('asks before paying more licences, with the figures read, and pays nothing until confirmed', async () => {
    const run = start();
    await choose(run, 5);
    run.actor.send({ type: 'ADJUST.FINALIZE' });
    const asking = run.actor.getSnapshot();
    expect(asking.matches('confirming')).toBe(true);
    // What the question shows: the count asked for and Stripe's figures for it.
    expect(asking.context).toMatchObject({ count: 5, currentCount: 3, preview: figures });
    expect(asking.hasTag('busy')).toBe(false);
    await settle();
    expect(run.call).not.toHaveBeenCalled();
    run.actor.send({ type: 'ADJUST.CONFIRM' });
    await waitFor(run.actor, (s) => s.status === 'done');
    // The order previewed is the order paid: one call, for the five licences shown.
    expect(run.call.mock.calls).toEqual([[{ newLicenseCount: 5 }]]);
    expect(run.preview.mock.calls).toEqual([
      [{ licenseType: 'enterprise', frequency: 'monthly', userCount: 5 }],
    ]);
  });

  it('declining the question changes nothing and makes no call', async () => {
    const run = start();
    await choose(run, 5);
    run.actor.send({ type: 'ADJUST.FINALIZE' });
    run.actor.send({ type: 'ADJUST.CANCEL' });
    const after = run.actor.getSnapshot();
    expect(after.matches({ editing: 'ready' })).toBe(true);
    expect(after.context).toMatchObject({ count: 5, preview: figures, feedback: null });
    await settle();
    run.clock.increment(CHANGE_PREVIEW_DELAY_MS);
    await settle();
    expect(run.call).not.toHaveBeenCalled();
    // The figures already read are kept: no second preview for the same count.
    expect(run.preview).toHaveBeenCalledTimes(1);
    expect(run.emitted).not.toHaveBeenCalled();
  });

  it('after declining, another count is previewed anew and that one is asked about', async () => {
    const sixFigures = { ...figures, amountDueNow: 11_346 };
    let answerWith = figures;
    const run = start(undefined, { preview: async () => answerWith });
    await choose(run, 5);
    run.actor.send({ type: 'ADJUST.FINALIZE' });
    run.actor.send({ type: 'ADJUST.CANCEL' });
    answerWith = sixFigures;
    run.actor.send({ type: 'ADJUST.SET_COUNT', value: 6 });
    expect(run.actor.getSnapshot().context.preview).toBeNull();
    // docs/licences.md#one-tap: Finalize before the new figures are read does not ask (nor pay)
    // yet: they are read at once, without the pause, and the question follows them.
    run.actor.send({ type: 'ADJUST.FINALIZE' });
    expect(run.actor.getSnapshot().matches('confirming')).toBe(false);
    expect(run.actor.getSnapshot().context.finalizeAsked).toBe(true);
    await waitFor(run.actor, (s) => s.matches('confirming'));
    expect(run.preview.mock.calls).toEqual([
      [{ licenseType: 'enterprise', frequency: 'monthly', userCount: 5 }],
      [{ licenseType: 'enterprise', frequency: 'monthly', userCount: 6 }],
    ]);
    expect(run.actor.getSnapshot().context).toMatchObject({ count: 6, preview: sixFigures });
    run.actor.send({ type: 'ADJUST.CONFIRM' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.call.mock.calls).toEqual([[{ newLicenseCount: 6 }]]);
  });

  it('takes more licences through 3-D Secure and polling, as a first payment', async () => {
    let status: 'active' | 'pending' = 'pending';
    const run = start(
      async () => answer({ requiresAction: true, clientSecret: 'pi_1_secret_2', userStatus: 'pending' }),
      { userStatus: async () => status },
    );
    await choose(run, 5);
    finalizeConfirmed(run);
    await settle();
    await settle();
    expect(run.confirm).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    status = 'active';
    run.clock.increment(AFTER_AUTHENTICATION_WAIT_MS);
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.actor.getSnapshot().context.feedback).toMatchObject({ id: 'licenseAdjustment.success' });
  });

  it('says a declined card on file in words and keeps the count chosen', async () => {
    const run = start(async () => Promise.reject(apiFailure('card_declined')));
    await choose(run, 5);
    finalizeConfirmed(run);
    await waitFor(run.actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(run.actor.getSnapshot().context.feedback).toMatchObject({ id: 'payment.error.cardDeclined' });
    expect(run.actor.getSnapshot().context.count).toBe(5);
    expect(run.emitted).toHaveBeenCalledWith({ type: 'licenses.refresh' });
  });

  it('schedules fewer licences for the period’s end and says when', async () => {
    const run = start(async () => answer({ effective: 'period_end', effectiveDate: NOW }));
    await choose(run, 2);
    run.actor.send({ type: 'ADJUST.FINALIZE' });
    // Nothing is charged, so nothing is asked: the decrease is scheduled straight away.
    expect(run.actor.getSnapshot().matches('confirming')).toBe(false);
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.call).toHaveBeenCalledWith({ newLicenseCount: 2 });
    expect(run.actor.getSnapshot().context).toMatchObject({
      scheduledFor: NOW,
      feedback: { id: 'licenseAdjustment.scheduled', values: { date: Date.parse(NOW) } },
    });
  });

  it('waits for the figures before paying more licences', async () => {
    const run = start();
    run.actor.send({ type: 'ADJUST.SET_COUNT', value: 5 });
    run.actor.send({ type: 'ADJUST.FINALIZE' });
    expect(run.call).not.toHaveBeenCalled();
  });

  it('shows a server error with the error prefix and refreshes the list', async () => {
    const run = start(async () => Promise.reject(apiFailure('seats_below_in_use')));
    await choose(run, 2);
    run.actor.send({ type: 'ADJUST.FINALIZE' });
    await waitFor(run.actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(run.actor.getSnapshot().context.feedback).toMatchObject({
      code: 'seats_below_in_use',
      prefixed: true,
    });
    expect(run.emitted).toHaveBeenCalledWith({ type: 'licenses.refresh' });
    expect(run.emitted).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'navigate' }));
  });

  it('shows the order error when there is no answer, and refreshes the list', async () => {
    const run = start(async () => Promise.reject(networkFailure()));
    await choose(run, 2);
    run.actor.send({ type: 'ADJUST.FINALIZE' });
    await waitFor(run.actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(run.actor.getSnapshot().context.feedback).toMatchObject({ id: 'licenseAdjustment.error.order' });
    expect(run.emitted).toHaveBeenCalledWith({ type: 'licenses.refresh' });
  });
});
