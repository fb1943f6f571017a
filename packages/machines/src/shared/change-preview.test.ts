import type { PreviewChangeResponse } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, SimulatedClock, setup } from 'xstate';
import { CHANGE_PREVIEW_DELAY_MS } from '../timings.js';
import { showCallFailure } from './call-failure-action.js';
import { changePreviewSetup, changePreviewStates, keepPreview } from './change-preview.js';
import type { Feedback } from './feedback.js';
import { apiFailure, networkFailure, settle } from './test-support.js';

const figures = (amountDueNow: number): PreviewChangeResponse => ({
  amountDueNow,
  vatDueNow: 0,
  vatRatePercent: 8.1,
  nextChargeAmount: 21275,
  nextChargeDate: '2026-12-01T10:00:00.000Z',
  effective: 'now',
});

interface Context {
  count: number;
  /** A question asked while the figures are on their way (answered with `asked`). */
  asked: boolean;
  preview: PreviewChangeResponse | null;
  feedback: Feedback | null;
}

/** The smallest chart around the sub-chart: a count (1 has nothing to preview), a retry, a question. */
const chart = (prefixed?: boolean) =>
  setup({
    types: {
      context: {} as Context,
      events: {} as { type: 'SET'; count: number } | { type: 'RETRY' } | { type: 'ASK' },
      emitted: {} as { type: 'session.expired' },
    },
    actors: changePreviewSetup.actors,
    delays: changePreviewSetup.delays,
    actions: { showCallFailure: showCallFailure(), keepPreview: keepPreview() },
  }).createMachine({
    id: 'chart',
    context: { count: 1, asked: false, preview: null, feedback: null },
    initial: 'choosing',
    states: {
      choosing: {
        initial: 'checking',
        on: {
          SET: {
            target: '.checking',
            actions: assign(({ event }) => ({ count: event.count, preview: null, feedback: null })),
          },
          ASK: { actions: assign({ asked: true }) },
        },
        states: {
          ...changePreviewStates({
            changed: ({ context }: { context: Context }) => context.count !== 1,
            order: (context) => ({
              licenseType: 'enterprise',
              frequency: 'monthly',
              userCount: context.count,
            }),
            failure: { fallbackId: 'payment.change.error.preview', ...(prefixed ? { prefixed } : {}) },
            answered: { guard: ({ context }) => context.asked, target: '#chart.asked' },
          }),
          ready: { on: { RETRY: 'previewing' } },
        },
      },
      asked: {},
    },
  });

/** The chart with its call answered by `answer` (by the count asked about), on a simulated clock. */
function start(answer: (count: number) => Promise<PreviewChangeResponse>, prefixed?: boolean) {
  const clock = new SimulatedClock();
  const call = vi.fn((count: number) => answer(count));
  const actor = createActor(
    chart(prefixed).provide({
      actors: { previewChange: fromPromise(({ input }) => call(input.userCount)) },
    }),
    { clock },
  );
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, call, clock, emitted };
}

describe('the change preview sub-chart', () => {
  it('asks nothing for a choice that is no change', () => {
    const { actor, call, clock } = start(async () => figures(1));
    clock.increment(CHANGE_PREVIEW_DELAY_MS);
    expect(actor.getSnapshot().matches({ choosing: 'ready' })).toBe(true);
    expect(call).not.toHaveBeenCalled();
  });

  it('waits for the choice to be still, then asks once, for the last one', async () => {
    const { actor, call, clock } = start(async (count) => figures(count * 100));
    actor.send({ type: 'SET', count: 2 });
    clock.increment(CHANGE_PREVIEW_DELAY_MS - 1);
    actor.send({ type: 'SET', count: 3 });
    clock.increment(CHANGE_PREVIEW_DELAY_MS - 1);
    expect(actor.getSnapshot().matches({ choosing: 'waiting' })).toBe(true);
    expect(call).not.toHaveBeenCalled();

    clock.increment(1);
    expect(actor.getSnapshot().hasTag('previewing')).toBe(true);
    await settle();
    expect(call.mock.calls).toEqual([[3]]);
    expect(actor.getSnapshot().matches({ choosing: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.preview).toEqual(figures(300));
  });

  it('drops the answer of a choice changed meanwhile, even when it comes last', async () => {
    const answers = new Map<number, (figures: PreviewChangeResponse) => void>();
    const { actor, call, clock } = start((count) => new Promise((resolve) => answers.set(count, resolve)));
    actor.send({ type: 'SET', count: 2 });
    clock.increment(CHANGE_PREVIEW_DELAY_MS);
    actor.send({ type: 'SET', count: 3 });
    clock.increment(CHANGE_PREVIEW_DELAY_MS);
    expect(call.mock.calls).toEqual([[2], [3]]);

    answers.get(3)?.(figures(300));
    await settle();
    answers.get(2)?.(figures(200));
    await settle();
    expect(actor.getSnapshot().context.preview).toEqual(figures(300));
  });

  it('shows the server’s refusal, with the "Error:" prefix when the chart asks for it', async () => {
    const { actor, clock } = start(async () => {
      throw apiFailure('validation_failed', 'Too few');
    }, true);
    actor.send({ type: 'SET', count: 2 });
    clock.increment(CHANGE_PREVIEW_DELAY_MS);
    await settle();
    expect(actor.getSnapshot().matches({ choosing: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      preview: null,
      feedback: { kind: 'apiError', code: 'validation_failed', text: 'Too few', prefixed: true },
    });
  });

  it('shows the chart’s own message when no answer came, and ends the session on a 401', async () => {
    const offline = start(async () => {
      throw networkFailure();
    });
    offline.actor.send({ type: 'SET', count: 2 });
    offline.clock.increment(CHANGE_PREVIEW_DELAY_MS);
    await settle();
    expect(offline.actor.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'payment.change.error.preview',
      tone: 'error',
    });

    const signedOut = start(async () => {
      throw apiFailure('unauthorized');
    });
    signedOut.actor.send({ type: 'SET', count: 2 });
    signedOut.clock.increment(CHANGE_PREVIEW_DELAY_MS);
    await settle();
    expect(signedOut.emitted).toEqual([{ type: 'session.expired' }]);
    expect(signedOut.actor.getSnapshot().context.feedback).toBeNull();
  });

  it('asks again at once on a retry, and keeps the figures that come', async () => {
    let failing = true;
    const { actor, call, clock } = start(async (count) => {
      if (failing) throw networkFailure();
      return figures(count * 100);
    });
    actor.send({ type: 'SET', count: 2 });
    clock.increment(CHANGE_PREVIEW_DELAY_MS);
    await settle();
    expect(actor.getSnapshot().context.preview).toBeNull();

    failing = false;
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('previewing')).toBe(true);
    await settle();
    expect(call).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.preview).toEqual(figures(200));
  });

  it('goes where the chart says when asked while the figures were on their way, and keeps them', async () => {
    const { actor, clock } = start(async (count) => figures(count * 100));
    actor.send({ type: 'SET', count: 2 });
    clock.increment(CHANGE_PREVIEW_DELAY_MS);
    actor.send({ type: 'ASK' });
    await settle();
    expect(actor.getSnapshot().matches('asked')).toBe(true);
    expect(actor.getSnapshot().context.preview).toEqual(figures(200));
  });
});
