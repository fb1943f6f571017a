import type { SigninResponse } from '@app/contracts';
import { signInLinkMachine } from '@app/machines';
import { Button, Link, Stack } from '@app/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { AuthLayout } from '../auth-layout/auth-layout.js';
import { useFollowNavigation } from '../use-follow-navigation.js';

/**
 * /signin-link/{token}, from the one-time link mailed to an owner whose sign-in is slowed down
 * (issue 21): one button signs her in and opens her account; a used or expired link says so and
 * leads back to sign-in, where a new one can be asked for.
 */
export function SignInLinkPage() {
  const intl = useIntl();
  const { call, signIn, ready } = useSession();
  const { token = '' } = useParams();

  const actor = useActorRef(
    signInLinkMachine.provide({
      actors: {
        signInWithLink: fromPromise<SigninResponse, void>(async () => {
          const [response] = await Promise.all([call('signinWithLink', { token }), ready()]);
          return response;
        }),
      },
    }),
  );
  useFollowNavigation(actor);
  // Emitted before `navigate`, so the session holds the token when the account page asks for it.
  useEffect(() => {
    const subscription = actor.on('signedIn', (event) => signIn(event.token));
    return () => subscription.unsubscribe();
  }, [actor, signIn]);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const refused = useSelector(actor, (snapshot) => snapshot.matches('refused'));
  const [attempt, setAttempt] = useState(0);

  const submit = () => {
    if (busy) return;
    setAttempt((count) => count + 1);
    actor.send({ type: 'SIGN_IN_LINK.SUBMIT' });
  };

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'auth.signInLink.title' })}
      intro={intl.formatMessage({ id: 'auth.signInLink.intro' })}
    >
      <FeedbackNotice key={attempt} feedback={feedback} focusWhen="error" />
      <Stack gap="medium">
        {refused ? null : (
          <Button type="button" loading={busy} fullWidth onClick={submit}>
            {intl.formatMessage({ id: 'auth.signInLink.submit' })}
          </Button>
        )}
        <Link asChild standalone>
          <RouterLink to="/signin">{intl.formatMessage({ id: 'auth.signInLink.backToSignIn' })}</RouterLink>
        </Link>
      </Stack>
    </AuthLayout>
  );
}
