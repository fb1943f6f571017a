import type { ErrorCode } from '@app/contracts';
import type { CallFailure } from './call-failure.js';

export type FeedbackTone = 'success' | 'error' | 'info';

/**
 * What a screen shows after a call, without words in the machines: a message of the catalogues
 * (by id, translated by the site), an API error (by its stable code, which the site translates;
 * the server's English text is the fallback), or a text only the card provider can write.
 * `prefixed` asks for the "Error:" prefix of docs/languages.md#error-text.
 */
export type Feedback =
  | {
      readonly kind: 'message';
      readonly id: string;
      readonly tone: FeedbackTone;
      readonly values?: Readonly<Record<string, string | number>>;
    }
  | {
      readonly kind: 'apiError';
      readonly code: ErrorCode;
      readonly text: string;
      readonly tone: 'error';
      readonly prefixed?: boolean;
      /** A refusal's wait in seconds, when the API said it (429 `Retry-After`). */
      readonly retryAfterSeconds?: number;
    }
  | { readonly kind: 'text'; readonly text: string; readonly tone: FeedbackTone };

export function messageFeedback(
  id: string,
  tone: FeedbackTone,
  values?: Readonly<Record<string, string | number>>,
): Feedback {
  return values ? { kind: 'message', id, tone, values } : { kind: 'message', id, tone };
}

/**
 * The pattern of docs/languages.md#error-text everywhere: the server's error when it sent one, otherwise the
 * screen's own fallback message (a network failure has no server error).
 */
export function failureFeedback(failure: CallFailure, fallbackId: string, prefixed = false): Feedback {
  if (failure.kind === 'api') {
    const { code, message } = failure.error;
    return {
      kind: 'apiError',
      code,
      text: message,
      tone: 'error',
      ...(prefixed ? { prefixed } : {}),
      ...(failure.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: failure.retryAfterSeconds }),
    };
  }
  return messageFeedback(fallbackId, 'error');
}
