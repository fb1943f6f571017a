import {
  CONFIRMATION_TOKEN_PARAM,
  EMAIL_CONFIRMATION_OUTCOMES,
  EMAIL_CONFIRMATION_PARAM,
  type EmailConfirmationOutcome,
  tokenSchema,
} from '@app/contracts';
import { formatLongDate } from '@app/i18n';
import { Button, Notice } from '@app/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { TwoFactorSetup } from '../../../components/two-factor-setup/two-factor-setup.js';
import { AuthLayout } from '../auth-layout/auth-layout.js';
import { planName, planOf, returnState, signInReturn } from '../chosen-plan.js';
import { PasskeySetupStep, PasskeyStep } from '../passkey-step/passkey-step.js';
import { TwoFactorStep } from '../two-factor-step/two-factor-step.js';
import { SignInForm } from './sign-in-form.js';
import { type SignIn, useSignIn } from './use-sign-in.js';
import { useSsoDiscovery } from './use-sso-discovery.js';

/**
 * Fetched only once an answer says the address awaits its confirmation
 * (docs/accounts.md#sign-in-unconfirmed).
 */
const ResendConfirmation = lazy(() =>
  import('../resend-confirmation/resend-confirmation.js').then((module) => ({
    default: module.ResendConfirmation,
  })),
);

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
 * API slows this client down, it offers a one-time sign-in link by e-mail (docs/accounts.md#throttling).
 * On the way to /payment it names the plan (docs/accounts.md#email-validation). The chart's wiring is useSignIn's.
 */
export function SignInPage() {
  const intl = useIntl();
  const { call } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const confirmationToken = pendingConfirmation(params);
  // docs/accounts.md#email-validation: on the way to /payment (from /license, or back from the
  // confirmation mail), the page says what she signs in for, and "Create account" keeps the way.
  const [returnTo] = useState(() => signInReturn(location.state, params));
  const plan = planOf(returnTo);
  const signIn = useSignIn({ returnTo, confirmationToken });
  const { feedback, busy, attempt, challenge, restart } = signIn;
  // docs/sso.md#sign-in: e-mail first; a provider required signs her in instead of the password.
  const { sso, discover, submit } = useSsoDiscovery(signIn.submit);

  if (signIn.step === 'code') {
    return (
      <AuthLayout title={intl.formatMessage({ id: 'auth.twoFactor.title' })}>
        <TwoFactorStep
          feedback={feedback}
          busy={busy}
          onSubmit={(code) => signIn.actor.send({ type: 'SIGN_IN.SUBMIT_CODE', code })}
          onRestart={restart}
        />
      </AuthLayout>
    );
  }
  if (signIn.step === 'passkey' || signIn.step === 'passkey_setup')
    return <SignInPasskeyStep signIn={signIn} />;
  if (signIn.step === 'setup') {
    return (
      <AuthLayout
        title={intl.formatMessage({ id: 'auth.twoFactor.setupRequired.title' })}
        intro={intl.formatMessage({ id: 'auth.twoFactor.setupRequired.intro' })}
      >
        <TwoFactorSetup
          headingLevel={2}
          startSetup={() => call('signinTwoFactorSetup', { challenge })}
          confirmSetup={({ code }) => call('signinTwoFactorSetupConfirm', { challenge, code })}
          onFinished={signIn.setUp}
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
      {/* What brought her here stays until the first attempt, whose own outcome replaces it. */}
      {attempt === 0 ? <ArrivalNotices confirmationToken={confirmationToken} /> : null}
      <FeedbackNotice key={attempt} feedback={feedback} focusWhen="error" />
      {signIn.unconfirmedEmail ? (
        <Suspense fallback={null}>
          <ResendConfirmation key={attempt} email={signIn.unconfirmedEmail} plan={plan} on="signIn" />
        </Suspense>
      ) : null}
      {signIn.linkOffered ? (
        <Notice
          tone="info"
          announce="none"
          action={
            <Button
              type="button"
              variant="secondary"
              loading={signIn.sendingLink}
              onClick={signIn.requestLink}
            >
              {intl.formatMessage({ id: 'auth.signIn.linkRequest' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'auth.signIn.linkOffer' })}
        </Notice>
      ) : null}
      <SignInForm
        formRef={signIn.formRef}
        busy={busy}
        onSubmit={submit}
        signUpState={returnState(returnTo)}
        sso={sso}
        onEmailFilled={discover}
        passkey={signIn.passkeySupported ? { busy: signIn.passkeyBusy, onUse: signIn.usePasskey } : undefined}
      />
    </AuthLayout>
  );
}

/**
 * The steps a passkey adds after the password (docs/passkeys.md#second-step): her passkey as the
 * second factor, or the one her practice requires her to add first (docs/passkeys.md#policy).
 */
function SignInPasskeyStep({ signIn }: { signIn: SignIn }) {
  const intl = useIntl();
  const { feedback, attempt, restart } = signIn;
  if (signIn.step === 'passkey') {
    return (
      <AuthLayout
        title={intl.formatMessage({ id: 'signin.passkey.step.title' })}
        intro={intl.formatMessage({ id: 'signin.passkey.step.intro' })}
      >
        <PasskeyStep
          feedback={feedback}
          attempt={attempt}
          busy={signIn.passkeyBusy}
          onUsePasskey={signIn.usePasskey}
          onRestart={restart}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'signin.passkey.setup.title' })}
      intro={intl.formatMessage({ id: 'signin.passkey.setup.intro' })}
    >
      <PasskeySetupStep
        feedback={feedback}
        attempt={attempt}
        creating={signIn.creatingPasskey}
        using={signIn.passkeyBusy}
        onCreate={signIn.createPasskey}
        onUsePasskey={signIn.usePasskey}
        onRestart={restart}
      />
    </AuthLayout>
  );
}

/**
 * What the page was opened with, said before the first attempt: a deletion just asked for (and the
 * date it anonymises the account), or the outcome of the confirmation link (docs/accounts.md#email-validation).
 */
function ArrivalNotices({ confirmationToken }: { confirmationToken: string | undefined }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const location = useLocation();
  const [params] = useSearchParams();
  const confirmation = confirmationOutcome(params.get(EMAIL_CONFIRMATION_PARAM));
  const accountDeleted = deletedOn(location.state);
  return (
    <>
      {accountDeleted ? (
        <Notice tone="info">
          {intl.formatMessage(
            { id: 'auth.signIn.accountDeleted' },
            { date: formatLongDate(accountDeleted, language) },
          )}
        </Notice>
      ) : null}
      {confirmation === 'confirmed' ? (
        <Notice tone="success">
          {intl.formatMessage({ id: 'auth.signIn.emailConfirmation.confirmed' })}
        </Notice>
      ) : null}
      {confirmation === 'pending' && confirmationToken ? (
        <Notice tone="info">{intl.formatMessage({ id: 'auth.signIn.emailConfirmation.pending' })}</Notice>
      ) : null}
      {confirmation === 'invalid' ? (
        <Notice tone="error">{intl.formatMessage({ id: 'auth.signIn.emailConfirmation.invalid' })}</Notice>
      ) : null}
    </>
  );
}
