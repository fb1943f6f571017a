import type { AppSignInResponse } from '@app/contracts';
import type { Feedback } from '@app/machines';
import { Button, Inline, Spinner, Stack, Text } from '@app/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { DeviceQuestion, type OwnComputer } from './device-consent.js';
import type { ConsentAnswer } from './use-app-consent.js';

export interface ConsentQuestionProps {
  request: AppSignInResponse;
  sending: ConsentAnswer | null;
  feedback: Feedback | null;
  onAnswer: (choice: ConsentAnswer) => void;
}

/**
 * docs/desktop-app.md#consent: which app asks, on which device (the name the app sent, shown as
 * text), with which account, and the two answers.
 */
export function ConsentQuestion({ request, sending, feedback, onAnswer }: ConsentQuestionProps) {
  const intl = useIntl();
  // docs/desktop-app.md#device-code-phishing: a code's Allow waits for "yes, on my own computer".
  const [ownComputer, setOwnComputer] = useState<OwnComputer>('unanswered');
  const device = request.flow === 'device';
  return (
    <Stack gap="large">
      <Text size="large">
        {request.deviceName
          ? intl.formatMessage({ id: 'appConsent.question' }, { device: request.deviceName })
          : intl.formatMessage({ id: 'appConsent.questionNoDevice' })}
      </Text>
      <Text tone="muted">
        {intl.formatMessage({ id: 'appConsent.signedInAs' }, { email: request.signedInAs })}
      </Text>
      {device ? (
        <DeviceQuestion
          request={request}
          ownComputer={ownComputer}
          onOwnComputer={setOwnComputer}
          disabled={sending !== null}
        />
      ) : null}
      <FeedbackNotice
        feedback={feedback}
        focusWhen="error"
        title={intl.formatMessage({ id: 'appConsent.error.answer' })}
      />
      {sending ? <Spinner label={intl.formatMessage({ id: 'appConsent.sending' })} showLabel /> : null}
      <Inline gap="small">
        <Button
          onClick={() => onAnswer('approve')}
          disabled={sending !== null || (device && ownComputer !== 'yes')}
        >
          {intl.formatMessage({ id: 'appConsent.allow' })}
        </Button>
        <Button variant="secondary" onClick={() => onAnswer('refuse')} disabled={sending !== null}>
          {intl.formatMessage({ id: 'appConsent.deny' })}
        </Button>
      </Inline>
    </Stack>
  );
}
