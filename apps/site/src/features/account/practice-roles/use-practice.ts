import type { PracticeAction, PracticeResponse, SubscriptionInfo } from '@app/contracts';
import { type Feedback, failureFeedback, failureOf } from '@app/machines';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../components/session-provider/session-provider.js';

/** The practice as GET /practice answers it for the signed-in member, and reading it again. */
export interface PracticeState {
  /** Null until read (and after a failed first read). */
  readonly data: PracticeResponse | null;
  /** A failed read, said in the section until the next read starts. */
  readonly failure: Feedback | null;
  /** Reads the practice again; resolves with the answer (null when it failed or a later read overtook it). */
  readonly reload: () => Promise<PracticeResponse | null>;
}

/**
 * docs/licences.md#practice-view: the caller's practice, her roles and what they permit, read when
 * the account page opens and again each time the account is read (`account`, after any change on
 * the page, the practice's section's own included).
 */
export function usePractice(account: unknown): PracticeState {
  const { call } = useSession();
  const [data, setData] = useState<PracticeResponse | null>(null);
  const [failure, setFailure] = useState<Feedback | null>(null);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const attempt = ++latest.current;
    setFailure(null);
    return call('practice')
      .then((answer) => {
        if (attempt !== latest.current) return null;
        setData(answer);
        return answer;
      })
      .catch((error: unknown) => {
        console.warn('[account] practice failed', error);
        if (attempt === latest.current)
          setFailure(failureFeedback(failureOf(error), 'account.practice.error.load'));
        return null;
      });
  }, [call]);

  // Read at first (beside the account's own first reading, docs/architecture.md#prerendered-pages'
  // early calls), then again whenever the account is read anew (a licence removed takes its roles
  // with it); the account's first arrival is not a change.
  const primed = useRef(false);
  const hadAccount = useRef(false);
  useEffect(() => {
    if (!primed.current || (!hadAccount.current && account)) {
      const first = !primed.current;
      primed.current = true;
      hadAccount.current = Boolean(account);
      if (first) void reload();
      return;
    }
    void reload();
  }, [reload, account]);
  return { data, failure, reload };
}

/** The practice a member of someone else's practice acts on: what her roles permit, and its subscription. */
export interface PracticeActedOn {
  readonly permissions: readonly PracticeAction[];
  readonly subscription: SubscriptionInfo;
}

/**
 * docs/licences.md#practice-view: for a member holding a seat on another's practice (her own
 * account is that seat), the practice's subscription as GET /practice reads it with her
 * permissions; null for the owner, whose own account is the practice's, and for anyone else.
 */
export function practiceActedOn(
  account: SubscriptionInfo | null,
  practice: PracticeState,
): PracticeActedOn | null {
  const seen = practice.data?.practice;
  if (!account?.seat || !seen?.subscription) return null;
  return { permissions: seen.permissions, subscription: seen.subscription };
}

/** What one of the section's calls is doing: running, and the outcome or refusal to say beside it. */
export interface PracticeCall {
  readonly running: string | null;
  readonly feedback: Feedback | null;
  /** Runs `action` (named `name` while it runs), says `success` after it, then reads the practice again. */
  readonly run: (name: string, action: () => Promise<unknown>, success: string) => Promise<boolean>;
}

/** One call of the practice section at a time, its outcome said where it was asked for. */
export function usePracticeCall(onDone: () => void): PracticeCall {
  const [running, setRunning] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const run = async (name: string, action: () => Promise<unknown>, success: string) => {
    setRunning(name);
    setFeedback(null);
    try {
      await action();
      setFeedback({ kind: 'message', id: success, tone: 'success' });
      onDone();
      return true;
    } catch (error) {
      setFeedback(failureFeedback(failureOf(error), 'errors.network'));
      return false;
    } finally {
      setRunning(null);
    }
  };
  return { running, feedback, run };
}
