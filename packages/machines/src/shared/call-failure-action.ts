import {
  type EventObject,
  enqueueActions,
  type MachineContext,
  type ParameterizedObject,
  type ProvidedActor,
} from 'xstate';
import { endsSession, failureOf } from './call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from './feedback.js';

/** What a machine's `showCallFailure` action is given where a call fails. */
export interface CallFailureParams {
  readonly error: unknown;
  /** The screen's message when the server sent none (a network failure). */
  readonly fallbackId: string;
  /** Asks for the "Error:" prefix (docs/languages.md#error-text). */
  readonly prefixed?: boolean;
  /** Says the session has ended in the screen's own feedback too (a dialog that stays open). */
  readonly sayUnauthorized?: boolean;
}

/**
 * One failed call, as every machine answers it: a 401 or 403 ends the session
 * (docs/accounts.md#session-end; the screen hears `session.expired`), anything else shows the
 * server's error or the screen's fallback message. For a machine's `setup({ actions })`, used as
 * `{ type: 'showCallFailure', params: ({ event }) => ({ error: event.error, fallbackId: '…' }) }`.
 */
export function showCallFailure<
  TContext extends MachineContext & { feedback: Feedback | null },
  TEvent extends EventObject,
  TActor extends ProvidedActor,
  TAction extends ParameterizedObject,
  TGuard extends ParameterizedObject,
  TDelay extends string = never,
  TEmitted extends EventObject = EventObject,
>() {
  return enqueueActions<
    TContext,
    TEvent,
    CallFailureParams,
    TEvent,
    TActor,
    TAction,
    TGuard,
    TDelay,
    TEmitted
  >(({ enqueue }, { error, fallbackId, prefixed = false, sayUnauthorized = false }) => {
    const failure = failureOf(error);
    if (endsSession(failure)) {
      if (sayUnauthorized) {
        enqueue.assign({ feedback: messageFeedback('errors.unauthorized', 'error') } as Partial<TContext>);
      }
      // Every machine that calls the API declares it among its emitted events.
      enqueue.emit({ type: 'session.expired' } as TEmitted);
      return;
    }
    enqueue.assign({ feedback: failureFeedback(failure, fallbackId, prefixed) } as Partial<TContext>);
  });
}
