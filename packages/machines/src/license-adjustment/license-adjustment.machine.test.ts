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
  nextChargeAmount: 21275,
  nextChargeDate: NOW,
  effective: 'now',
};

function start(
  update: () => Promise<UpdateLicensesResponse> = async () => answer({ userStatus: 'active' }),
  options: {
    preview?: () => Promise<PreviewChangeResponse>;
    userStatus?: () => Promise<'active' | 'pending'>;
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
              async (): Promise<CreateSubscriptionCreditCardResponse> =>
                call({ newLicenseCount: 'from the order' }),
            ),
            confirmCardPayment: fromPromise(({ input }) => confirm(input)),
            fetchUserStatus: fromPromise(() => (options.userStatus ?? (async () => 'active' as const))()),
          },
        }),
      },
    }),
    { input: { frequency: 'monthly', currentCount: 3 }, clock },
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

describe('licence adjustment (SPEC §2, §5, §8)', () => {
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
    run.actor.send({ type: 'ADJUST.FINALIZE' });
    expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.call).toHaveBeenCalledTimes(1);
    expect(run.actor.getSnapshot().context.feedback).toMatchObject({ id: 'licenseAdjustment.success' });
    expect(run.emitted).toHaveBeenLastCalledWith({ type: 'navigate', to: '/account' });
  });

  it('takes more licences through 3-D Secure and polling, as a first payment', async () => {
    let status: 'active' | 'pending' = 'pending';
    const run = start(
      async () => answer({ requiresAction: true, clientSecret: 'pi_1_secret_2', userStatus: 'pending' }),
      { userStatus: async () => status },
    );
    await choose(run, 5);
    run.actor.send({ type: 'ADJUST.FINALIZE' });
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
    run.actor.send({ type: 'ADJUST.FINALIZE' });
    await waitFor(run.actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(run.actor.getSnapshot().context.feedback).toMatchObject({ id: 'payment.error.cardDeclined' });
    expect(run.actor.getSnapshot().context.count).toBe(5);
    expect(run.emitted).toHaveBeenCalledWith({ type: 'licenses.refresh' });
  });

  it('schedules fewer licences for the period’s end and says when', async () => {
    const run = start(async () => answer({ effective: 'period_end', effectiveDate: NOW }));
    await choose(run, 2);
    run.actor.send({ type: 'ADJUST.FINALIZE' });
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
