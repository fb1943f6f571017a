import { Button, IconInbox, Notice, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from '../auth-layout/auth-layout.js';

/**
 * /reset-password-email-sent (docs/accounts.md#reset-password-email-sent): the reset link is on its way. The
 * API answers the same for an unknown address, so the words do not claim that an account exists.
 */
export function ResetPasswordEmailSentPage() {
  const intl = useIntl();
  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'auth.resetPasswordEmailSent.title' })}
      icon={<IconInbox size="large" />}
    >
      <Text>{intl.formatMessage({ id: 'auth.resetPasswordEmailSent.body' })}</Text>
      {/* Part of the page from the start, so nothing to announce. */}
      <Notice tone="warning" announce="none">
        {intl.formatMessage({ id: 'auth.resetPasswordEmailSent.spam' })}
      </Notice>
      <Button asChild variant="secondary" fullWidth>
        <RouterLink to="/signin">
          {intl.formatMessage({ id: 'auth.resetPasswordEmailSent.backToSignIn' })}
        </RouterLink>
      </Button>
    </AuthLayout>
  );
}
