import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@app/contracts';
import { forgotPasswordMachine } from '@app/machines';
import { Button, Link, Stack, TextField } from '@app/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLanguage, useLatestLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { AuthLayout } from '../auth-layout/auth-layout.js';
import { formValue } from '../form-value.js';
import { useAuthForm } from '../use-auth-form.js';

/**
 * /forgot-password (docs/accounts.md#forgot-password): the address is required; the reset e-mail is asked for
 * in the interface language; a truthy message in the answer goes to /reset-password-email-sent.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const { call } = useSession();
  const { language } = useLanguage();
  const currentLanguage = useLatestLanguage();

  const { feedback, busy, attempt, send } = useAuthForm(
    forgotPasswordMachine.provide({
      actors: {
        requestReset: fromPromise<ForgotPasswordResponse, ForgotPasswordRequest>(({ input }) =>
          call('forgotPassword', { ...input, lang: currentLanguage.current }),
        ),
      },
    }),
    { input: { lang: language } },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'FORGOT_PASSWORD.SUBMIT', email: formValue(event.currentTarget, 'email') });
  };

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'auth.forgotPassword.title' })}
      intro={intl.formatMessage({ id: 'auth.forgotPassword.intro' })}
    >
      <FeedbackNotice key={attempt} feedback={feedback} focusWhen="error" />
      <form noValidate onSubmit={submit}>
        <Stack gap="medium">
          <TextField
            label={intl.formatMessage({ id: 'auth.forgotPassword.email' })}
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <Button type="submit" loading={busy} fullWidth>
            {intl.formatMessage({ id: 'auth.forgotPassword.submit' })}
          </Button>
        </Stack>
      </form>
      <Stack gap="none" align="center">
        <Link asChild standalone>
          <RouterLink to="/signin">
            {intl.formatMessage({ id: 'auth.forgotPassword.backToSignIn' })}
          </RouterLink>
        </Link>
      </Stack>
    </AuthLayout>
  );
}
