import type { SigninResponse } from '@app/contracts';
import { signInLinkMachine } from '@app/machines';
import { Button, Link, Stack } from '@app/ui';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { AuthLayout } from '../auth-layout/auth-layout.js';
import { useAuthForm } from '../use-auth-form.js';

/**
 * /signin-link/{token}, from the one-time link mailed to an owner whose sign-in is slowed down
 * (docs/accounts.md#sign-in-link): one button signs her in and opens her account; a used or expired
 * link says so and leads back to sign-in, where a new one can be asked for.
 */
export function SignInLinkPage() {
  const intl = useIntl();
  const { call, ready } = useSession();
  const { token = '' } = useParams();

  const { actor, feedback, busy, attempt, send } = useAuthForm(
    signInLinkMachine.provide({
      actors: {
        signInWithLink: fromPromise<SigninResponse, void>(async () => {
          const [response] = await Promise.all([call('signinWithLink', { token }), ready()]);
          return response;
        }),
      },
    }),
  );
  const refused = useSelector(actor, (snapshot) => snapshot.matches('refused'));

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'auth.signInLink.title' })}
      intro={intl.formatMessage({ id: 'auth.signInLink.intro' })}
    >
      <FeedbackNotice key={attempt} feedback={feedback} focusWhen="error" />
      <Stack gap="medium">
        {refused ? null : (
          <Button
            type="button"
            loading={busy}
            fullWidth
            onClick={() => send({ type: 'SIGN_IN_LINK.SUBMIT' })}
          >
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
