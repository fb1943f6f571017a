import type { ResendConfirmationRequest, ResendConfirmationResponse } from '@app/contracts';
import { resendConfirmationMachine } from '@app/machines';
import { isPaidPlan, type PaidPlan } from '@app/pricing';
import { Button, IconInbox, Stack, Text } from '@app/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../feedback/feedback-notice/feedback-notice.js';
import { useLatestLanguage } from '../../language/language-context.js';
import { useSession } from '../../session/session-provider.js';
import { AuthLayout } from '../auth-layout/auth-layout.js';
import { planName, returnState } from '../chosen-plan.js';

/** What sign-up handed on (packages/machines EmailValidationState), if this page came from it. */
function signUpOf(state: unknown): { email: string; plan: PaidPlan | null } | null {
  if (!state || typeof state !== 'object') return null;
  const { email, plan } = state as Record<string, unknown>;
  if (typeof email !== 'string' || email === '') return null;
  return { email, plan: isPaidPlan(plan) ? plan : null };
}

/**
 * /email-validation (SPEC §2, §4): after sign-up, the account waits for the link of the
 * confirmation e-mail; the link lands on /signin, which says whether it worked. Coming from
 * sign-up (issue 23), it names the address the mail went to, can send it again, and keeps the
 * plan being bought for the sign-in that follows.
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
        {signUp ? <ResendConfirmation email={signUp.email} plan={plan} /> : null}
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

/** "Send the e-mail again", in the language the page is shown in, with the plan being bought. */
function ResendConfirmation({ email, plan }: { email: string; plan: PaidPlan | null }) {
  const intl = useIntl();
  const { call } = useSession();
  const language = useLatestLanguage();
  const actor = useActorRef(
    resendConfirmationMachine.provide({
      actors: {
        resend: fromPromise<ResendConfirmationResponse, ResendConfirmationRequest>(({ input }) =>
          call('resendConfirmation', input),
        ),
      },
    }),
  );
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const resend = () =>
    actor.send({
      type: 'RESEND.SUBMIT',
      request: plan ? { email, lang: language.current, plan } : { email, lang: language.current },
    });
  return (
    <Stack gap="small">
      <FeedbackNotice feedback={feedback} focusWhen="error" />
      <div>
        <Button variant="secondary" loading={busy} onClick={resend}>
          {intl.formatMessage({ id: 'auth.emailValidation.resend' })}
        </Button>
      </div>
    </Stack>
  );
}
