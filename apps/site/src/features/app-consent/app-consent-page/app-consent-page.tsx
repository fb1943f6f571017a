import { Button, Container, Heading, Spinner, Stack } from '@app/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { RequireSession } from '../../../components/require-session/require-session.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { ConsentQuestion } from './consent-question.js';
import { DeviceAnswered, DeviceSwitchedOff, EndedRequest } from './device-consent.js';
import { DeviceLimit } from './device-limit.js';
import { type AppConsent, useAppConsent } from './use-app-consent.js';

export interface AppConsentPageProps {
  /** Sends the browser to the API's `redirectTo`: a full navigation by default, recorded in stories. */
  leave?: (url: string) => void;
}

const goTo = (url: string) => window.location.assign(url);

/**
 * /app/consent/:uid (docs/desktop-app.md#consent): the Windows app's sign-in asks for the user's
 * licence. A visitor signs in first and comes back here (docs/routes-and-screens.md#signed-in-routes).
 */
export function AppConsentPage({ leave = goTo }: AppConsentPageProps) {
  return (
    <RequireSession>
      <AppConsentScreen leave={leave} />
    </RequireSession>
  );
}

function AppConsentScreen({ leave }: Required<AppConsentPageProps>) {
  const intl = useIntl();
  const { uid = '' } = useParams();
  const title = intl.formatMessage({ id: 'appConsent.title' });
  useDocumentTitle(title);
  // The page is opened by the app's browser window, not by a navigation of the site: the shell
  // leaves the first load's focus alone, so the screen gives it to its heading itself.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const consent = useAppConsent(uid, leave);
  return (
    <Container width="text">
      <Stack gap="xlarge">
        <Heading level={1} ref={headingRef} tabIndex={-1}>
          {title}
        </Heading>
        <ConsentState consent={consent} />
      </Stack>
    </Container>
  );
}

function ConsentState({ consent }: { consent: AppConsent }) {
  const intl = useIntl();
  const { loaded } = consent;
  if (consent.switchedOff) return <DeviceSwitchedOff />;
  if (consent.answered) return <DeviceAnswered answer={consent.answered} />;
  if (consent.expired) return <EndedRequest messageId="appConsent.expired" />;
  if (loaded.status === 'loading') {
    return <Spinner label={intl.formatMessage({ id: 'appConsent.loading' })} showLabel />;
  }
  if (loaded.status === 'failed') {
    return (
      <FeedbackNotice
        feedback={loaded.feedback}
        title={intl.formatMessage({ id: 'appConsent.error.load' })}
        action={
          <Button variant="secondary" size="small" onClick={consent.retry}>
            {intl.formatMessage({ id: 'appConsent.retry' })}
          </Button>
        }
      />
    );
  }
  if (consent.deviceLimit) return <DeviceLimit room={loaded.data} onTryAgain={consent.retry} />;
  return (
    <ConsentQuestion
      request={loaded.data}
      sending={consent.sending}
      feedback={consent.answerFeedback}
      onAnswer={consent.answer}
    />
  );
}
