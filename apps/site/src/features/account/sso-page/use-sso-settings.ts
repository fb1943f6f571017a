import type { SsoSettingsResponse } from '@app/contracts';
import { type Feedback, failureFeedback, failureOf } from '@app/machines';
import { useCallback, useState } from 'react';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useLoad } from '../../../hooks/use-load.js';

/** The steps of docs/sso.md#set-up, each with its own answer on the page. */
export type SsoStep = 'domains' | 'provider' | 'test' | 'enforce' | 'scim';

export interface SsoActions {
  readonly settings: SsoSettingsResponse;
  /** The step and action under way ("domains:check:praxis-lac.ch"), or null. */
  readonly pending: string | null;
  /** The last answer of a step: a refusal, or what was done. */
  readonly feedbackOf: (step: SsoStep) => Feedback | null;
  /** Submits so far, the key of a step's notice, so a refusal repeated is announced again. */
  readonly attempt: number;
  /**
   * Runs one call of a step; its settings answer replaces the page's. Resolves true when it
   * succeeded: a form clears itself then, and keeps what was typed otherwise.
   */
  readonly act: <T>(
    step: SsoStep,
    action: string,
    run: () => Promise<T>,
    done?: (answer: T) => Feedback | null,
  ) => Promise<boolean>;
  readonly replace: (settings: SsoSettingsResponse) => void;
}

const isSettings = (answer: unknown): answer is SsoSettingsResponse =>
  typeof answer === 'object' && answer !== null && 'serviceProvider' in answer;

/**
 * /account/sso's wiring (docs/sso.md#set-up): the practice's single sign-on read once (an early
 * call of the route), then changed step by step, each call answering the whole settings.
 */
export function useSsoSettings() {
  const { call } = useSession();
  const read = useCallback(() => call('ssoSettings'), [call]);
  const { loaded, retry } = useLoad(read, '[sso] settings');
  const [changed, setChanged] = useState<SsoSettingsResponse | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<{ step: SsoStep; feedback: Feedback } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const settings = changed ?? (loaded.status === 'ready' ? loaded.data : null);

  const act: SsoActions['act'] = async (step, action, run, done) => {
    if (pending) return false;
    setPending(`${step}:${action}`);
    setAttempt((count) => count + 1);
    setFeedback(null);
    try {
      const answer = await run();
      if (isSettings(answer)) setChanged(answer);
      const said = done?.(answer) ?? null;
      if (said) setFeedback({ step, feedback: said });
      return true;
    } catch (error: unknown) {
      console.warn(`[sso] ${step} ${action} failed`, error);
      setFeedback({ step, feedback: failureFeedback(failureOf(error), 'errors.network') });
      return false;
    } finally {
      setPending(null);
    }
  };

  const actions: SsoActions | null = settings
    ? {
        settings,
        pending,
        attempt,
        feedbackOf: (step) => (feedback?.step === step ? feedback.feedback : null),
        act,
        replace: setChanged,
      }
    : null;
  return { loaded, retry, actions } as const;
}
