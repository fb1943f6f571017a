import type { PreviewChangeRequest, PreviewChangeResponse } from '@app/contracts';
import { assign, type EventObject, type MachineContext, type ProvidedActor } from 'xstate';
import { CHANGE_PREVIEW_DELAY_MS } from '../timings.js';
import { injectedCall } from './injected-call.js';

/**
 * Stripe's figures for a subscriber's change (docs/subscriptions-and-money.md#previews), as the
 * payment page and the licence adjustment both read them: once the choice has been still for
 * CHANGE_PREVIEW_DELAY_MS (docs/limits.md#timings), through the `previewChange` call.
 *
 * A chart that uses it spreads `changePreviewSetup` into its `setup()` (the call and the pause),
 * names `keepPreview()` and the shared `showCallFailure()` among its actions, and places
 * `changePreviewStates(...)` in the compound state that holds its `ready` state. Then:
 * - a new choice clears `preview` and re-enters that state's `checking`: a call still in flight is
 *   stopped with the state that invoked it, so its answer, come too late, is never read;
 * - a failed call goes to `ready` with the server's error or the chart's own message (`failure`),
 *   and a 401 or 403 ends the session (showCallFailure);
 * - a retry is a transition to `previewing`: the figures are asked again at once, with no pause.
 */
export const changePreviewSetup = {
  actors: {
    previewChange: injectedCall<PreviewChangeResponse, PreviewChangeRequest>('previewChange'),
  },
  delays: { previewDelay: CHANGE_PREVIEW_DELAY_MS },
} as const;

/** The action that keeps the figures, for a chart's `setup({ actions: { keepPreview: keepPreview() } })`. */
export function keepPreview<
  TContext extends ChangePreviewContext,
  TEvent extends EventObject,
  TActor extends ProvidedActor,
>() {
  return assign<TContext, TEvent, { preview: PreviewChangeResponse }, TEvent, TActor>(
    (_, params) => ({ preview: params.preview }) as Partial<TContext>,
  );
}

/** What the sub-chart reads from (and writes to) its chart's context. */
export interface ChangePreviewContext extends MachineContext {
  /** Stripe's figures for the choice; null until read, and again once the choice changes. */
  preview: PreviewChangeResponse | null;
}

type ContextGuard<TContext> = (args: { context: TContext }) => boolean;

export interface ChangePreviewOptions<TContext extends ChangePreviewContext> {
  /** The choice is a change, whose figures are to be read (otherwise straight to `ready`). */
  readonly changed: ContextGuard<TContext>;
  /** The change as preview-change takes it. */
  readonly order: (context: TContext) => PreviewChangeRequest;
  /** The chart's message when the server sent none, and whether it takes the "Error:" prefix. */
  readonly failure: { readonly fallbackId: string; readonly prefixed?: boolean };
  /**
   * Somewhere other than `ready` for the figures, tried first (the question the user asked for
   * while they were on their way); the figures are kept either way.
   */
  readonly answered?: { readonly guard: ContextGuard<TContext>; readonly target: string };
}

/**
 * The sub-chart's states, `checking`, `waiting` and `previewing`, which end in their sibling
 * `ready` (the chart's own). `waiting` and `previewing` have no `on` or `exit` of their own: a
 * chart may add its events to them.
 */
export function changePreviewStates<TContext extends ChangePreviewContext>(
  options: ChangePreviewOptions<TContext>,
) {
  const keep = {
    type: 'keepPreview',
    params: ({ event }: { event: { output: PreviewChangeResponse } }) => ({ preview: event.output }),
  } as const;
  return {
    checking: {
      always: [{ guard: options.changed, target: 'waiting' }, { target: 'ready' }],
    },
    // Waits for the choice to settle (each step of a number field is a choice) before asking.
    waiting: { after: { previewDelay: 'previewing' } },
    previewing: {
      tags: ['previewing'],
      invoke: {
        src: 'previewChange',
        input: ({ context }: { context: TContext }) => options.order(context),
        onDone: [
          ...(options.answered ? [{ ...options.answered, actions: keep }] : []),
          { target: 'ready', actions: keep },
        ],
        onError: {
          target: 'ready',
          actions: {
            type: 'showCallFailure',
            params: ({ event }: { event: { error: unknown } }) => ({
              error: event.error,
              fallbackId: options.failure.fallbackId,
              ...(options.failure.prefixed ? { prefixed: true } : {}),
            }),
          },
        },
      },
    },
  } as const;
}
