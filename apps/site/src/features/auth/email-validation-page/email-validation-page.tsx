import { isPaidPlan, type PaidPlan } from '@app/pricing';
import { Button, IconInbox, Stack, Text } from '@app/ui';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AuthLayout } from '../auth-layout/auth-layout.js';
import { planName, returnState } from '../chosen-plan.js';

/**
 * Fetched only when there is an address to send to, that is after sign-up, whose page has
 * loaded the charts already: the pre-rendered page of a direct visit stays as light as before.
 */
const ResendConfirmation = lazy(() =>
  import('../resend-confirmation/resend-confirmation.js').then((module) => ({
    default: module.ResendConfirmation,
  })),
);

/** What sign-up handed on (packages/machines EmailValidationState), if this page came from it. */
function signUpOf(state: unknown): { email: string; plan: PaidPlan | null } | null {
  if (!state || typeof state !== 'object') return null;
  const { email, plan } = state as Record<string, unknown>;
  if (typeof email !== 'string' || email === '') return null;
  return { email, plan: isPaidPlan(plan) ? plan : null };
}

/**
 * /email-validation (docs/accounts.md#email-validation): after sign-up, the account waits for the link of the
 * confirmation e-mail; the link lands on /signin, which says whether it worked. Coming from
 * sign-up (docs/accounts.md#email-validation), it names the address the mail went to, can send it
 * again, and keeps the plan being bought for the sign-in that follows.
 */
export function EmailValidationPage() {
  const intl = useIntl();
  const location = useLocation();
  const signUp = signUpOf(location.state);
  const plan = signUp?.plan ?? null;
  const signInState = plan ? returnState({ from: '/payment', state: { licenseType: plan } }) : undefined;

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'auth.emailValidation.title' })}
      icon={<IconInbox size="large" />}
    >
      <Stack gap="medium">
        <Text>
          {signUp ? (
            <FormattedMessage
              id="auth.emailValidation.bodyTo"
              values={{ email: <strong key="email">{signUp.email}</strong> }}
            />
          ) : (
            intl.formatMessage({ id: 'auth.emailValidation.body' })
          )}
        </Text>
        <Text tone="muted">{intl.formatMessage({ id: 'auth.emailValidation.spam' })}</Text>
        {signUp ? (
          <Suspense fallback={null}>
            <ResendConfirmation email={signUp.email} plan={plan} />
          </Suspense>
        ) : null}
        <Text>
          {plan
            ? intl.formatMessage({ id: 'auth.emailValidation.nextForPlan' }, { plan: planName(intl, plan) })
            : intl.formatMessage({ id: 'auth.emailValidation.next' })}
        </Text>
      </Stack>
      <Button asChild fullWidth>
        <RouterLink to="/signin" state={signInState}>
          {intl.formatMessage({ id: 'auth.emailValidation.signIn' })}
        </RouterLink>
      </Button>
    </AuthLayout>
  );
}
