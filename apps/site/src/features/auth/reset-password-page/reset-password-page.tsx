import {
  failureOf,
  type NewPasswordValues,
  newPasswordMachine,
  RESET_REDIRECT_DELAY_MS,
} from '@app/machines';
import { Link, Spinner, Stack, Text } from '@app/ui';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { AuthLayout } from '../auth-layout/auth-layout.js';
import { NewPasswordForm } from '../new-password-form/new-password-form.js';
import { useAuthForm } from '../use-auth-form.js';

/**
 * /reset-password/{token}, from the e-mail of /forgot-password (docs/accounts.md#reset-password): two
 * matching passwords, then a success message and /signin after RESET_REDIRECT_DELAY_MS; a refused link
 * says it is invalid or expired and offers a new one. The link is checked as the page opens
 * (docs/accounts.md#reset-password), so a dead one says so before anyone types a password.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const { call } = useSession();
  const { token = '' } = useParams();

  const { actor, feedback, busy, attempt, send } = useAuthForm(
    newPasswordMachine.provide({
      actors: {
        savePassword: fromPromise<unknown, { newPassword: string }>(({ input }) =>
          call('resetPassword', { token, newPassword: input.newPassword }),
        ),
        // A token the API cannot even read (validation_failed) is no working link either.
        checkLink: fromPromise(() =>
          call('checkResetToken', { token }).catch((error: unknown) => {
            const failure = failureOf(error);
            if (failure.kind === 'api' && failure.error.code === 'validation_failed') return { valid: false };
            throw error;
          }),
        ),
      },
    }),
    { input: { mode: 'reset' } },
  );
  const saved = useSelector(actor, (snapshot) => snapshot.matches('saved') || snapshot.status === 'done');
  const checking = useSelector(actor, (snapshot) => snapshot.hasTag('checking'));
  const deadLink = useSelector(actor, (snapshot) => snapshot.matches('linkInvalid'));
  const linkRefused = feedback?.kind === 'message' && feedback.id === 'auth.newPassword.error.invalidLink';

  const submit = (values: NewPasswordValues) => send({ type: 'NEW_PASSWORD.SUBMIT', ...values });

  const signInLink = (label: string) => (
    <Link asChild standalone>
      <RouterLink to="/signin">{label}</RouterLink>
    </Link>
  );

  return (
    <AuthLayout title={intl.formatMessage({ id: 'auth.resetPassword.title' })}>
      <FeedbackNotice
        key={attempt}
        feedback={feedback}
        focusWhen={saved ? 'shown' : 'error'}
        action={
          linkRefused ? (
            <Link asChild standalone>
              <RouterLink to="/forgot-password">
                {intl.formatMessage({ id: 'auth.resetPassword.requestNewLink' })}
              </RouterLink>
            </Link>
          ) : saved ? (
            signInLink(intl.formatMessage({ id: 'auth.resetPassword.signInNow' }))
          ) : undefined
        }
      />
      {checking ? (
        <Spinner label={intl.formatMessage({ id: 'auth.resetPassword.checking' })} showLabel />
      ) : deadLink ? (
        <Stack gap="none" align="center">
          {signInLink(intl.formatMessage({ id: 'auth.resetPassword.backToSignIn' }))}
        </Stack>
      ) : saved ? (
        <Text tone="muted">
          {intl.formatMessage(
            { id: 'auth.resetPassword.redirecting' },
            { seconds: RESET_REDIRECT_DELAY_MS / 1000 },
          )}
        </Text>
      ) : (
        <>
          <NewPasswordForm onSubmit={submit} busy={busy} />
          <Text size="small" tone="muted">
            {intl.formatMessage({ id: 'auth.resetPassword.linkNotice' })}
          </Text>
          <Stack gap="none" align="center">
            {signInLink(intl.formatMessage({ id: 'auth.resetPassword.backToSignIn' }))}
          </Stack>
        </>
      )}
    </AuthLayout>
  );
}
