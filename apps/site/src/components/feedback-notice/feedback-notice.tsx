import type { Feedback } from '@app/machines';
import { Notice, type NoticeProps } from '@app/ui';
import { useEffect, useRef } from 'react';
import { useFeedbackText } from './feedback-text.js';

export type FeedbackNoticeProps = Omit<NoticeProps, 'tone' | 'children' | 'ref'> & {
  /** What a machine has to say; nothing is rendered while it is null. */
  feedback: Feedback | null;
  /**
   * Moves the focus to the notice when it shows an error (`error`) or anything (`shown`), so
   * after a submit the keyboard and the screen reader start from the outcome. A form remounts
   * the notice per attempt (`key`) so that an error that did not change takes the focus again.
   */
  focusWhen?: 'error' | 'shown';
};

/**
 * A machine's feedback as ui's Notice: errors with role=alert, which interrupts, anything else
 * with role=status (Notice picks the role from the tone).
 */
export function FeedbackNotice({ feedback, focusWhen, ...rest }: FeedbackNoticeProps) {
  const text = useFeedbackText();
  const ref = useRef<HTMLDivElement>(null);
  const takesFocus =
    feedback !== null && (focusWhen === 'shown' || (focusWhen === 'error' && feedback.tone === 'error'));

  // Keyed on the feedback object too, so a second, different error is focused like the first.
  useEffect(() => {
    if (takesFocus && feedback) ref.current?.focus();
  }, [takesFocus, feedback]);

  if (!feedback) return null;
  return (
    <Notice ref={ref} tone={feedback.tone} tabIndex={takesFocus ? -1 : undefined} {...rest}>
      {text(feedback)}
    </Notice>
  );
}
