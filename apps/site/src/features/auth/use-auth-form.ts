import type { Feedback, NavigateEmitted } from '@app/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Actor, ActorOptions, AnyStateMachine, ContextFrom, EventFrom } from 'xstate';
import { useSession } from '../../components/session-provider/session-provider.js';

/** What an auth form's machine holds for the screen (packages/machines shared/feedback.ts). */
interface FormContext {
  feedback: Feedback | null;
}

/**
 * An auth form's machine as this hook reads it; `machine`'s type guarantees the context, and
 * every machine snapshot has `hasTag`.
 */
interface FormSnapshot {
  context: FormContext;
  hasTag(tag: string): boolean;
}
const formSnapshot = (snapshot: unknown) => snapshot as FormSnapshot;

/** What an auth form's machine may emit: where to go, and the token of a sign-in. */
type FormEmitted = NavigateEmitted | { type: 'signedIn'; token: string };

export interface AuthForm<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
  /** The machine's word on the last attempt; null until there is one. */
  feedback: Feedback | null;
  /** A call is under way (the machine's `busy` tag): the submit button shows it and waits. */
  busy: boolean;
  /**
   * Submits so far: the key of the form's feedback notice, so an error that did not change is
   * focused and announced again.
   */
  attempt: number;
  /** Sends `event` as a new attempt, unless the machine is still `busyTag` (`busy`) with the last. */
  send: (event: EventFrom<TMachine>, busyTag?: string) => void;
}

/**
 * The wiring every auth form shares: its machine running with the screen, the machine's
 * `navigate` emits followed (machines never touch the router), a sign-in's token handed to the
 * session (emitted before `navigate`, so the session holds it when the next screen asks), and the
 * feedback, busy state and attempts the form shows.
 */
export function useAuthForm<TMachine extends AnyStateMachine>(
  machine: ContextFrom<TMachine> extends FormContext ? TMachine : never,
  options?: ActorOptions<TMachine>,
): AuthForm<TMachine> {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const actor: Actor<TMachine> = useActorRef(machine, options);
  useEffect(() => {
    const subscription = actor.on('*', (emitted) => {
      const event = emitted as FormEmitted;
      if (event.type === 'signedIn') signIn(event.token);
      else if (event.type === 'navigate') navigate(event.to, { state: event.state, replace: event.replace });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, signIn]);
  const feedback = useSelector(actor, (snapshot) => formSnapshot(snapshot).context.feedback);
  const busy = useSelector(actor, (snapshot) => formSnapshot(snapshot).hasTag('busy'));
  const [attempt, setAttempt] = useState(0);
  const send = useCallback(
    (event: EventFrom<TMachine>, busyTag = 'busy') => {
      if (formSnapshot(actor.getSnapshot()).hasTag(busyTag)) return;
      setAttempt((count) => count + 1);
      actor.send(event);
    },
    [actor],
  );
  return { actor, feedback, busy, attempt, send };
}
