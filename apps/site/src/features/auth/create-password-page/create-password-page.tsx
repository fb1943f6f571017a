import { failureOf, type NewPasswordValues, newPasswordMachine } from '@app/machines';
import { Button, Spinner, TextField } from '@app/ui';
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
 * /create-password/{token}/{email}, from an Enterprise invitation (docs/accounts.md#create-password): the
 * invitee's address shown for context, two matching passwords, then a success message and a way
 * to sign in, with no redirect; a refused link is the invalid-or-expired-link message. An address
 * that already has a password is never given one here: the page says to sign in to accept. The link
 * is looked at as the page opens, so a used or unknown one says so before any password is typed.
 */
export function CreatePasswordPage() {
  const intl = useIntl();
  const { call } = useSession();
  // React Router hands path parameters decoded (`anna%40praxis.ch` is `anna@praxis.ch`).
  const { token = '', email = '' } = useParams();

  const { actor, feedback, busy, attempt, send } = useAuthForm(
    newPasswordMachine.provide({
      actors: {
        savePassword: fromPromise<unknown, { newPassword: string }>(({ input }) =>
          call('createPassword', { token, email, newPassword: input.newPassword }),
        ),
        // A token or address the API cannot even read (validation_failed) is no working link either.
        checkLink: fromPromise<{ valid: boolean; signIn?: boolean }, void>(() =>
          call('checkInvitation', { token, email }).then(
            ({ state }) => ({ valid: state === 'usable', signIn: state === 'signIn' }),
            (error: unknown) => {
              const failure = failureOf(error);
              if (failure.kind === 'api' && failure.error.code === 'validation_failed')
                return { valid: false };
              throw error;
            },
          ),
        ),
      },
    }),
    { input: { mode: 'create' } },
  );
  const saved = useSelector(actor, (snapshot) => snapshot.status === 'done');
  // docs/accounts.md#create-password: the address already has a password; signing in accepts the seat.
  const signInInstead = useSelector(actor, (snapshot) => snapshot.matches('signInInstead'));
  const checking = useSelector(actor, (snapshot) => snapshot.hasTag('checking'));
  const deadLink = useSelector(actor, (snapshot) => snapshot.matches('linkInvalid'));

  const submit = (values: NewPasswordValues) => send({ type: 'NEW_PASSWORD.SUBMIT', ...values });

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'auth.createPassword.title' })}
      intro={intl.formatMessage({ id: 'auth.createPassword.intro' })}
    >
      <FeedbackNotice key={attempt} feedback={feedback} focusWhen={saved ? 'shown' : 'error'} />
      {checking ? (
        <Spinner label={intl.formatMessage({ id: 'auth.createPassword.checking' })} showLabel />
      ) : deadLink ? null : saved || signInInstead ? (
        <Button asChild fullWidth>
          <RouterLink to="/signin">{intl.formatMessage({ id: 'auth.createPassword.signIn' })}</RouterLink>
        </Button>
      ) : (
        <NewPasswordForm
          onSubmit={submit}
          busy={busy}
          before={
            // Read-only context; `username` lets a password manager file the new password under it.
            <TextField
              label={intl.formatMessage({ id: 'auth.createPassword.email' })}
              name="email"
              type="email"
              value={email}
              readOnly
              autoComplete="username"
            />
          }
        />
      )}
    </AuthLayout>
  );
}
