import { licenseAdjustmentQuote } from '@app/pricing';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure, networkFailure } from '../shared/test-support.js';
import { licenseAdjustmentMachine } from './license-adjustment.machine.js';

function start(
  update: () => Promise<{ message: string; numberOfLicenses: number }> = async () => ({
    message: 'ok',
    numberOfLicenses: 6,
  }),
) {
  const call = vi.fn((_input: unknown) => update());
  const actor = createActor(
    licenseAdjustmentMachine.provide({ actors: { updateLicenses: fromPromise(({ input }) => call(input)) } }),
    { input: { frequency: 'monthly', currentCount: 3 } },
  );
  const emitted = vi.fn();
  actor.on('*', emitted);
  actor.start();
  return { actor, call, emitted };
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

  it('finalizes: success, refresh, then /account', async () => {
    const { actor, call, emitted } = start();
    actor.send({ type: 'ADJUST.SET_COUNT', value: 6 });
    actor.send({ type: 'ADJUST.FINALIZE' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(call).toHaveBeenCalledWith({ newLicenseCount: 6 });
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'licenseAdjustment.success' });
    expect(emitted.mock.calls.map(([event]) => event.type)).toEqual(['licenses.refresh', 'navigate']);
    expect(emitted).toHaveBeenLastCalledWith({ type: 'navigate', to: '/account' });
  });

  it('shows a server error with the error prefix and refreshes the list', async () => {
    const { actor, emitted } = start(async () => Promise.reject(apiFailure('seats_below_in_use')));
    actor.send({ type: 'ADJUST.FINALIZE' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toMatchObject({
      code: 'seats_below_in_use',
      prefixed: true,
    });
    expect(emitted).toHaveBeenCalledWith({ type: 'licenses.refresh' });
    expect(emitted).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'navigate' }));
  });

  it('shows the order error when there is no answer, and refreshes the list', async () => {
    const { actor, emitted } = start(async () => Promise.reject(networkFailure()));
    actor.send({ type: 'ADJUST.FINALIZE' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'licenseAdjustment.error.order' });
    expect(emitted).toHaveBeenCalledWith({ type: 'licenses.refresh' });
  });
});
