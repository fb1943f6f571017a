import type { SignupRequest, SignupResponse } from '@app/contracts';
import { SIGN_UP_INVALID_EMAIL, signUpMachine } from '@app/machines';
import { PRICING_PAGE } from '@app/pricing';
import { Button, Inline, Link, Stack, Text, TextField } from '@app/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLanguage, useLatestLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { AuthLayout } from '../auth-layout/auth-layout.js';
import { planName, planOf, returnState, returnToFrom } from '../chosen-plan.js';
import { formValue } from '../form-value.js';
import { PasswordFields } from '../password-fields/password-fields.js';
import { useAuthForm } from '../use-auth-form.js';

/**
 * /signup (docs/accounts.md#sign-up): e-mail, password and its confirmation, checked by the sign-up
 * machine in the order of docs/accounts.md#sign-up-checks before any call; success goes to /email-validation.
 * On the way to /payment (docs/accounts.md#sign-up) it names the plan, which the confirmation link
 * then carries; a malformed address is marked on its field.
 */
export function SignUpPage() {
  const intl = useIntl();
  const { call } = useSession();
  const { language } = useLanguage();
  const currentLanguage = useLatestLanguage();
  const location = useLocation();
  const [returnTo] = useState(() => returnToFrom(location.state));
  const plan = planOf(returnTo);
  const emailRef = useRef<HTMLInputElement>(null);

  const { feedback, busy, attempt, send } = useAuthForm(
    signUpMachine.provide({
      actors: {
        signUp: fromPromise<SignupResponse, SignupRequest>(({ input }) =>
          call('signup', { ...input, lang: currentLanguage.current }),
        ),
      },
    }),
    { input: { lang: language, plan: plan ?? undefined } },
  );
  // The address's own problem shows on its field, which takes the focus, not in the notice.
  const invalidEmail = feedback?.kind === 'message' && feedback.id === SIGN_UP_INVALID_EMAIL;
  useEffect(() => {
    // Each attempt that leaves the address wrong takes the focus back to it.
    if (invalidEmail && attempt > 0) emailRef.current?.focus();
  }, [invalidEmail, attempt]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    send({
      type: 'SIGN_UP.SUBMIT',
      email: formValue(form, 'email'),
      password: formValue(form, 'password'),
      confirmPassword: formValue(form, 'confirmPassword'),
    });
  };

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'auth.signUp.title' })}
      intro={
        plan
          ? intl.formatMessage({ id: 'auth.signUp.introForPlan' }, { plan: planName(intl, plan) })
          : intl.formatMessage({ id: 'auth.signUp.intro' }, { days: PRICING_PAGE.free.trialDays })
      }
    >
      <FeedbackNotice key={attempt} feedback={invalidEmail ? null : feedback} focusWhen="error" />
      {/* noValidate: the machine's messages (docs/accounts.md#sign-up-checks) replace the browser's own bubbles. */}
      <form noValidate onSubmit={submit}>
        <Stack gap="medium">
          <TextField
            ref={emailRef}
            label={intl.formatMessage({ id: 'auth.signUp.email' })}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={invalidEmail ? intl.formatMessage({ id: 'auth.signUp.error.invalidEmail' }) : undefined}
          />
          <PasswordFields
            name="password"
            label={intl.formatMessage({ id: 'auth.signUp.password' })}
            hint={(rule) => intl.formatMessage({ id: 'auth.signUp.passwordHint' }, rule)}
            confirmLabel={intl.formatMessage({ id: 'auth.signUp.confirmPassword' })}
          />
          <Button type="submit" loading={busy} fullWidth>
            {intl.formatMessage({ id: 'auth.signUp.submit' })}
          </Button>
        </Stack>
      </form>
      <Inline gap="xsmall" align="center">
        <Text as="span" tone="muted">
          {intl.formatMessage({ id: 'auth.signUp.haveAccount' })}
        </Text>
        <Link asChild weight="semibold">
          <RouterLink to="/signin" state={returnState(returnTo)}>
            {intl.formatMessage({ id: 'auth.signUp.signIn' })}
          </RouterLink>
        </Link>
      </Inline>
    </AuthLayout>
  );
}
