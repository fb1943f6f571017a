import { type BadgeStatus, Card, Heading, Stack, StatusBadge } from '@app/ui';
import type { ReactNode } from 'react';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import * as styles from './sso-page.css.js';
import type { SsoActions, SsoStep } from './use-sso-settings.js';

/** One step of docs/sso.md#set-up: its number and title, where it stands, its last answer, its content. */
export function SsoStepCard({
  step,
  title,
  status,
  statusLabel,
  sso,
  children,
}: {
  step: SsoStep;
  title: string;
  status: BadgeStatus;
  statusLabel: string;
  sso: SsoActions;
  children: ReactNode;
}) {
  const headingId = `sso-step-${step}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="medium">
        <div className={styles.stepHeading}>
          <Heading level={2} size="3" id={headingId}>
            {title}
          </Heading>
          <StatusBadge status={status}>{statusLabel}</StatusBadge>
        </div>
        <FeedbackNotice key={sso.attempt} feedback={sso.feedbackOf(step)} focusWhen="error" />
        {children}
      </Stack>
    </Card>
  );
}
