import { completeSsoSignInRequestSchema, type SigninResponse } from '@app/contracts';
import { type Feedback, signInLinkMachine } from '@app/machines';
import { Button, Link, Spinner, Stack } from '@app/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { AuthLayout } from '../auth-layout/auth-layout.js';
import { useAuthForm } from '../use-auth-form.js';

/** What the page says of a provider's return that did not sign her in (the reason is the log's). */
const FAILED: Feedback = { kind: 'message', id: 'errors.ssoSignInFailed', tone: 'error' };

/**
 * /signin/sso?ticket=... (docs/sso.md#sign-in): the provider's return left a one-time ticket, which
 * is exchanged for a session at once, then on to the account as after any sign-in. A ticket refused,
 * or a return the API already knew failed (`?failed=1`, nothing asked), says the sign-in did not
 * succeed and leads back to /signin; a network failure keeps the ticket to try again.
 */
export function SignInSsoPage() {
  const intl = useIntl();
  const { call, ready } = useSession();
  const [params] = useSearchParams();
  const [ticket] = useState(() => completeSsoSignInRequestSchema.safeParse({ ticket: params.get('ticket') }));
  const failedBefore = params.get('failed') === '1' || !ticket.success;
  const { actor, feedback, busy, attempt, send } = useAuthForm(
    signInLinkMachine.provide({
      actors: {
        signInWithLink: fromPromise<SigninResponse, void>(async () => {
          if (!ticket.success) throw new Error('no ticket');
          const [response] = await Promise.all([call('completeSsoSignIn', ticket.data), ready()]);
          return response;
        }),
      },
    }),
  );
  const refused = useSelector(actor, (snapshot) => snapshot.matches('refused')) || failedBefore;
  useEffect(() => {
    if (!failedBefore) send({ type: 'SIGN_IN_LINK.SUBMIT' });
  }, [failedBefore, send]);

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'auth.signInSso.title' })}
      intro={refused ? undefined : intl.formatMessage({ id: 'auth.signInSso.intro' })}
    >
      <FeedbackNotice key={attempt} feedback={refused ? FAILED : feedback} focusWhen="error" />
      <Stack gap="medium">
        {busy ? <Spinner label={intl.formatMessage({ id: 'auth.signInSso.busy' })} /> : null}
        {!refused && !busy && feedback ? (
          <Button type="button" fullWidth onClick={() => send({ type: 'SIGN_IN_LINK.SUBMIT' })}>
            {intl.formatMessage({ id: 'auth.signInSso.retry' })}
          </Button>
        ) : null}
        <Link asChild standalone>
          <RouterLink to="/signin">{intl.formatMessage({ id: 'auth.signInLink.backToSignIn' })}</RouterLink>
        </Link>
      </Stack>
    </AuthLayout>
  );
}
