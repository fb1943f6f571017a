import type { ResendConfirmationRequest, ResendConfirmationResponse } from '@app/contracts';
import { resendConfirmationMachine } from '@app/machines';
import type { PaidPlan } from '@app/pricing';
import { Button, Stack } from '@app/ui';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLatestLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useAuthForm } from '../use-auth-form.js';

export interface ResendConfirmationProps {
  /** The address sign-up sent the confirmation to. */
  email: string;
  /** The plan being bought, which the new link carries too. */
  plan: PaidPlan | null;
}

/**
 * /email-validation's "send the e-mail again" (docs/accounts.md#email-validation), in the language
 * the page is shown in, with the plan being bought; the API counts it with sign-ups.
 */
export function ResendConfirmation({ email, plan }: ResendConfirmationProps) {
  const intl = useIntl();
  const { call } = useSession();
  const language = useLatestLanguage();
  const { feedback, busy, send } = useAuthForm(
    resendConfirmationMachine.provide({
      actors: {
        resend: fromPromise<ResendConfirmationResponse, ResendConfirmationRequest>(({ input }) =>
          call('resendConfirmation', input),
        ),
      },
    }),
  );
  const resend = () =>
    send({
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
