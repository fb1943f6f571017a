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
  /**
   * Where it is offered: /email-validation after sign-up, or /signin after "confirm your address
   * first" (docs/accounts.md#sign-in-unconfirmed), whose button names the confirmation e-mail and whose
   * outcome takes the focus, as the button's notice is the one she reads next.
   */
  on?: 'emailValidation' | 'signIn';
}

/**
 * "Send the e-mail again", of /email-validation (docs/accounts.md#email-validation) and of /signin,
 * in the language the page is shown in, with the plan being bought; the API counts it with sign-ups.
 */
export function ResendConfirmation({ email, plan, on = 'emailValidation' }: ResendConfirmationProps) {
  const intl = useIntl();
  const { call } = useSession();
  const language = useLatestLanguage();
  const { feedback, busy, attempt, send } = useAuthForm(
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
      <FeedbackNotice key={attempt} feedback={feedback} focusWhen={on === 'signIn' ? 'shown' : 'error'} />
      <div>
        <Button variant="secondary" loading={busy} onClick={resend}>
          {on === 'signIn'
            ? intl.formatMessage({ id: 'auth.signIn.resendConfirmation' })
            : intl.formatMessage({ id: 'auth.emailValidation.resend' })}
        </Button>
      </div>
    </Stack>
  );
}
