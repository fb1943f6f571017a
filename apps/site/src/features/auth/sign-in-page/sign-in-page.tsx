import {
  CONFIRMATION_TOKEN_PARAM,
  EMAIL_CONFIRMATION_OUTCOMES,
  EMAIL_CONFIRMATION_PARAM,
  type EmailConfirmationOutcome,
  type SigninChallengeResponse,
  type SigninLinkRequest,
  type SigninLinkResponse,
  type SigninRequest,
  type SigninResponse,
  type SigninTokenResponse,
  type SigninTwoFactorRequest,
  signinChallengeResponseSchema,
  tokenSchema,
} from '@app/contracts';
import { formatLongDate } from '@app/i18n';
import { signInMachine, type TwoFactorConfirmation } from '@app/machines';
import { Button, Link, Notice, PasswordField, Stack, Text, TextField } from '@app/ui';
import { useSelector } from '@xstate/react';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLanguage, useLatestLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { TwoFactorSetup } from '../../../components/two-factor-setup/two-factor-setup.js';
import { AuthLayout } from '../auth-layout/auth-layout.js';
import { planName, planOf, returnState, signInReturn } from '../chosen-plan.js';
import { formValue } from '../form-value.js';
import { TwoFactorStep } from '../two-factor-step/two-factor-step.js';
import { useAuthForm } from '../use-auth-form.js';
import * as styles from './sign-in-page.css.js';

/**
 * Fetched only once an answer says the address awaits its confirmation
 * (docs/accounts.md#sign-in-unconfirmed).
 */
const ResendConfirmation = lazy(() =>
  import('../resend-confirmation/resend-confirmation.js').then((module) => ({
    default: module.ResendConfirmation,
  })),
);

/**
 * The second step a mailed sign-in link handed over (docs/accounts.md#sign-in-link): its challenge
 * travels in the navigation state, checked like any answer of the API.
 */
function handedChallenge(state: unknown): SigninChallengeResponse | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const parsed = signinChallengeResponseSchema.safeParse((state as { challenge?: unknown }).challenge);
  return parsed.success ? parsed.data : undefined;
}

/** The date a deletion just asked for will anonymise the account, when the account page sent her here. */
function deletedOn(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const date = (state as { accountDeleted?: unknown }).accountDeleted;
  return typeof date === 'string' && !Number.isNaN(Date.parse(date)) ? date : null;
}

/** The outcome the API's confirm-email link put in the address, if it is one we know. */
function confirmationOutcome(value: string | null): EmailConfirmationOutcome | null {
  const known: readonly string[] = EMAIL_CONFIRMATION_OUTCOMES;
  return value !== null && known.includes(value) ? (value as EmailConfirmationOutcome) : null;
}

/**
 * The token of the confirmation link that opened the page, while it asks for the sign-up's password
 * (docs/accounts.md#ownership): it goes with the sign-in, which then confirms the address.
 */
function pendingConfirmation(params: URLSearchParams): string | undefined {
  if (params.get(EMAIL_CONFIRMATION_PARAM) !== 'pending') return undefined;
  const parsed = tokenSchema.safeParse(params.get(CONFIRMATION_TOKEN_PARAM));
  return parsed.success ? parsed.data : undefined;
}

/**
 * /signin (docs/accounts.md#sign-in): both fields required; a refusal shown by its code (wrong password,
 * unconfirmed address, too many attempts); the token handed to the session, then back to `from`.
 * Arriving from the confirmation e-mail, it asks for the sign-up's password, whose sign-in confirms
 * the address, or says it is confirmed or the link invalid. Once the
 * API slows this client down, it offers a one-time sign-in link by e-mail
 * (docs/accounts.md#throttling). On the way to /payment it names the plan
 * (docs/accounts.md#email-validation).
 */
export function SignInPage() {
  const intl = useIntl();
  const { call, ready, signedIn } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const confirmationToken = pendingConfirmation(params);
  const confirmation = confirmationOutcome(params.get(EMAIL_CONFIRMATION_PARAM));
  // docs/accounts.md#email-validation: on the way to /payment (from /license, or back from the
  // confirmation mail), the page says what she signs in for, and "Create account" keeps the way.
  const [returnTo] = useState(() => signInReturn(location.state, params));
  const plan = planOf(returnTo);

  const { actor, feedback, busy, attempt, send } = useAuthForm(
    signInMachine.provide({
      actors: {
        // The session chart downloads meanwhile, so it holds the token before the next screen.
        signIn: fromPromise<SigninResponse, SigninRequest>(async ({ input }) => {
          const request = confirmationToken ? { ...input, confirmation: confirmationToken } : input;
          const [response] = await Promise.all([call('signin', request), ready()]);
          return response;
        }),
        requestSigninLink: fromPromise<SigninLinkResponse, SigninLinkRequest>(({ input }) =>
          call('requestSigninLink', input),
        ),
        verifyTwoFactor: fromPromise<SigninTokenResponse, SigninTwoFactorRequest>(async ({ input }) => {
          const [response] = await Promise.all([call('signinTwoFactor', input), ready()]);
          return response;
        }),
      },
    }),
    { input: { returnTo, challenge: handedChallenge(location.state) } },
  );
  // Signed in already, she has nothing to do here: a link of the signed-out page (the plans of a
  // pre-rendered /license, clicked before its scripts ran) brought her, and she goes on.
  useEffect(() => {
    if (signedIn) actor.send({ type: 'SIGN_IN.SESSION_FOUND' });
  }, [actor, signedIn]);
  const linkOffered = useSelector(actor, (snapshot) => snapshot.context.linkOffered);
  const unconfirmedEmail = useSelector(actor, (snapshot) => snapshot.context.unconfirmedEmail);
  const sendingLink = useSelector(actor, (snapshot) => snapshot.hasTag('sendingLink'));
  const step = useSelector(actor, (snapshot) =>
    snapshot.matches('secondStep') || snapshot.matches('verifyingCode')
      ? 'code'
      : snapshot.matches('settingUp')
        ? 'setup'
        : 'password',
  );
  const challenge = useSelector(actor, (snapshot) => snapshot.context.challenge?.challenge ?? '');
  const { language: currentLanguage } = useLanguage();
  const accountDeleted = deletedOn(location.state);
  const formRef = useRef<HTMLFormElement>(null);
  const language = useLatestLanguage();

  const requestLink = () => {
    if (!formRef.current) return;
    send(
      { type: 'SIGN_IN.REQUEST_LINK', email: formValue(formRef.current, 'email'), lang: language.current },
      'sendingLink',
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    send({
      type: 'SIGN_IN.SUBMIT',
      email: formValue(form, 'email'),
      password: formValue(form, 'password'),
    });
  };

  const restart = useCallback(() => actor.send({ type: 'SIGN_IN.RESTART' }), [actor]);
  const setUp = useCallback(
    (confirmation: TwoFactorConfirmation) => {
      if (typeof confirmation.token !== 'string') return;
      const session: SigninTokenResponse = { token: confirmation.token };
      if (typeof confirmation.deletionScheduledAt === 'string')
        session.deletionScheduledAt = confirmation.deletionScheduledAt;
      void ready().then(() => actor.send({ type: 'SIGN_IN.SET_UP', session }));
    },
    [actor, ready],
  );

  if (step === 'code') {
    return (
      <AuthLayout title={intl.formatMessage({ id: 'auth.twoFactor.title' })}>
        <TwoFactorStep
          feedback={feedback}
          busy={busy}
          onSubmit={(code) => actor.send({ type: 'SIGN_IN.SUBMIT_CODE', code })}
          onRestart={restart}
        />
      </AuthLayout>
    );
  }
  if (step === 'setup') {
    return (
      <AuthLayout
        title={intl.formatMessage({ id: 'auth.twoFactor.setupRequired.title' })}
        intro={intl.formatMessage({ id: 'auth.twoFactor.setupRequired.intro' })}
      >
        <TwoFactorSetup
          headingLevel={2}
          startSetup={() => call('signinTwoFactorSetup', { challenge })}
          confirmSetup={({ code }) => call('signinTwoFactorSetupConfirm', { challenge, code })}
          onFinished={setUp}
          onCancelled={restart}
          onExpired={restart}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'auth.signIn.title' })}
      intro={
        plan
          ? intl.formatMessage({ id: 'auth.signIn.introForPlan' }, { plan: planName(intl, plan) })
          : intl.formatMessage({ id: 'auth.signIn.intro' })
      }
    >
      {attempt === 0 && accountDeleted ? (
        <Notice tone="info">
          {intl.formatMessage(
            { id: 'auth.signIn.accountDeleted' },
            { date: formatLongDate(accountDeleted, currentLanguage) },
          )}
        </Notice>
      ) : null}
      {/* The confirmation's outcome stays until the first attempt, whose own outcome replaces it. */}
      {attempt === 0 && confirmation === 'confirmed' ? (
        <Notice tone="success">
          {intl.formatMessage({ id: 'auth.signIn.emailConfirmation.confirmed' })}
        </Notice>
      ) : null}
      {attempt === 0 && confirmation === 'pending' && confirmationToken ? (
        <Notice tone="info">{intl.formatMessage({ id: 'auth.signIn.emailConfirmation.pending' })}</Notice>
      ) : null}
      {attempt === 0 && confirmation === 'invalid' ? (
        <Notice tone="error">{intl.formatMessage({ id: 'auth.signIn.emailConfirmation.invalid' })}</Notice>
      ) : null}
      <FeedbackNotice key={attempt} feedback={feedback} focusWhen="error" />
      {unconfirmedEmail ? (
        <Suspense fallback={null}>
          <ResendConfirmation key={attempt} email={unconfirmedEmail} plan={plan} on="signIn" />
        </Suspense>
      ) : null}
      {linkOffered ? (
        <Notice
          tone="info"
          announce="none"
          action={
            <Button type="button" variant="secondary" loading={sendingLink} onClick={requestLink}>
              {intl.formatMessage({ id: 'auth.signIn.linkRequest' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'auth.signIn.linkOffer' })}
        </Notice>
      ) : null}
      <form ref={formRef} noValidate onSubmit={submit}>
        <Stack gap="medium">
          <TextField
            label={intl.formatMessage({ id: 'auth.signIn.email' })}
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <Stack gap="xsmall">
            <PasswordField
              label={intl.formatMessage({ id: 'auth.signIn.password' })}
              name="password"
              autoComplete="current-password"
              required
              showLabel={intl.formatMessage({ id: 'auth.password.show' })}
              hideLabel={intl.formatMessage({ id: 'auth.password.hide' })}
            />
            <Link asChild standalone className={styles.forgotPassword}>
              <RouterLink to="/forgot-password">
                {intl.formatMessage({ id: 'auth.signIn.forgotPassword' })}
              </RouterLink>
            </Link>
          </Stack>
          <Button type="submit" loading={busy} fullWidth>
            {intl.formatMessage({ id: 'auth.signIn.submit' })}
          </Button>
        </Stack>
      </form>
      <Stack gap="small" align="center" className={styles.signUp}>
        <Text tone="muted">{intl.formatMessage({ id: 'auth.signIn.noAccount' })}</Text>
        <Button asChild variant="secondary" fullWidth>
          <RouterLink to="/signup" state={returnState(returnTo)}>
            {intl.formatMessage({ id: 'auth.signIn.createAccount' })}
          </RouterLink>
        </Button>
      </Stack>
    </AuthLayout>
  );
}
