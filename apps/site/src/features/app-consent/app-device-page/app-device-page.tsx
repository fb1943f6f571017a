import { type Feedback, failureFeedback, failureOf } from '@app/machines';
import { Button, Container, Heading, Notice, Stack, Text, TextField } from '@app/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { RequireSession } from '../../../components/require-session/require-session.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';

/**
 * /app/device (docs/desktop-app.md#device-code): the code the Windows app shows on another
 * computer, typed here (or filled in from `?user_code=`), opens the consent screen of that
 * sign-in. A visitor signs in first and comes back here (docs/routes-and-screens.md#signed-in-routes).
 */
export function AppDevicePage() {
  return (
    <RequireSession>
      <AppDeviceScreen />
    </RequireSession>
  );
}

const isCode = (feedback: Feedback | null, code: string) =>
  feedback?.kind === 'apiError' && feedback.code === code;

function AppDeviceScreen() {
  const intl = useIntl();
  const { call } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const title = intl.formatMessage({ id: 'appDevice.title' });
  useDocumentTitle(title);
  // Opened from the address the app shows, not by a navigation of the site: the heading takes the focus.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const [sending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const userCode = String(new FormData(event.currentTarget).get('userCode') ?? '').trim();
    setSending(true);
    setFeedback(null);
    call('enterAppDeviceCode', { userCode }).then(
      ({ uid }) => navigate(`/app/consent/${encodeURIComponent(uid)}`),
      (error: unknown) => {
        console.warn('[app-device] enterAppDeviceCode failed', error);
        setSending(false);
        setFeedback(failureFeedback(failureOf(error), 'errors.network'));
      },
    );
  };

  // A code older than 10 minutes: the API's words are a link's, so the screen says it of a code.
  const expired = isCode(feedback, 'invalid_or_expired_token');
  return (
    <Container width="text">
      <Stack gap="xlarge">
        <Heading level={1} ref={headingRef} tabIndex={-1}>
          {title}
        </Heading>
        <Text>{intl.formatMessage({ id: 'appDevice.intro' })}</Text>
        {expired ? (
          <Notice tone="error">{intl.formatMessage({ id: 'appDevice.expired' })}</Notice>
        ) : (
          <FeedbackNotice feedback={feedback} focusWhen="error" />
        )}
        <form noValidate onSubmit={submit}>
          <Stack gap="medium">
            <TextField
              label={intl.formatMessage({ id: 'appDevice.code' })}
              name="userCode"
              defaultValue={search.get('user_code') ?? ''}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              required
            />
            <Button type="submit" loading={sending}>
              {intl.formatMessage({ id: 'appDevice.submit' })}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
