import { type AppSignInResponse, deviceLimitReached } from '@app/contracts';
import { type Feedback, failureFeedback, failureOf } from '@app/machines';
import { useCallback, useState } from 'react';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { type Loaded, useLoad } from '../../../hooks/use-load.js';

export type ConsentAnswer = 'approve' | 'refuse';

export interface AppConsent {
  readonly loaded: Loaded<AppSignInResponse>;
  readonly retry: () => void;
  /** The answer under way; it stays set once answered, while the browser leaves for `redirectTo`. */
  readonly sending: ConsentAnswer | null;
  /** Why the last answer did not go through. */
  readonly answerFeedback: Feedback | null;
  /** The request is unknown, already answered or older than 10 minutes: only the app can start another. */
  readonly expired: boolean;
  /** A code's answer, given here: the app on the other computer learns it by asking. */
  readonly answered: ConsentAnswer | null;
  /** docs/licences.md#device-code-switch: the practice's owner turned the sign-in with a code off. */
  readonly switchedOff: boolean;
  readonly answer: (choice: ConsentAnswer) => void;
  /** docs/desktop-app.md#device-limit: the licence serves as many devices as it may; approving is refused. */
  readonly deviceLimit: boolean;
}

const isCode = (feedback: Feedback | null, code: string) =>
  feedback?.kind === 'apiError' && feedback.code === code;
const isExpired = (feedback: Feedback | null) => isCode(feedback, 'invalid_or_expired_token');

/**
 * docs/desktop-app.md#consent: the pending sign-in of the Windows app, read with the session's
 * token, and the user's answer, after which the browser goes where the API says (`leave`), back
 * to the authorization endpoint that hands the app its code or its `access_denied`.
 */
export function useAppConsent(uid: string, leave: (url: string) => void): AppConsent {
  const { call } = useSession();
  const { loaded, retry } = useLoad(
    useCallback(() => call('appSignIn', { uid }), [call, uid]),
    '[app-consent] appSignIn',
  );
  const [sending, setSending] = useState<ConsentAnswer | null>(null);
  const [answerFeedback, setAnswerFeedback] = useState<Feedback | null>(null);
  const [answered, setAnswered] = useState<ConsentAnswer | null>(null);
  const answer = useCallback(
    (choice: ConsentAnswer) => {
      setSending(choice);
      setAnswerFeedback(null);
      call(choice === 'approve' ? 'approveAppSignIn' : 'refuseAppSignIn', { uid }).then(
        // A code's answer (docs/desktop-app.md#device-code) has nowhere to go: the app asks for it.
        ({ redirectTo }) => {
          if (redirectTo !== null) leave(redirectTo);
          else setAnswered(choice);
        },
        (error: unknown) => {
          console.warn(`[app-consent] ${choice} failed`, error);
          setSending(null);
          const feedback = failureFeedback(failureOf(error), 'errors.network');
          // Another device took the last place meanwhile: read the devices in use again, to name them.
          if (feedback.kind === 'apiError' && feedback.code === 'app_device_limit') retry();
          else setAnswerFeedback(feedback);
        },
      );
    },
    [call, uid, leave, retry],
  );
  const expired = (loaded.status === 'failed' && isExpired(loaded.feedback)) || isExpired(answerFeedback);
  const deviceLimit = loaded.status === 'ready' && deviceLimitReached(loaded.data);
  const switchedOff =
    (loaded.status === 'failed' && isCode(loaded.feedback, 'app_device_code_off')) ||
    isCode(answerFeedback, 'app_device_code_off');
  return { loaded, retry, sending, answerFeedback, expired, answered, switchedOff, answer, deviceLimit };
}
