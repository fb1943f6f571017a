import { Button, IconInbox, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from '../auth-layout/auth-layout.js';

/**
 * /email-validation (SPEC §2, §4): after sign-up, the account waits for the link of the
 * confirmation e-mail; the link lands on /signin, which says whether it worked.
 */
export function EmailValidationPage() {
  const intl = useIntl();
  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'auth.emailValidation.title' })}
      icon={<IconInbox size="large" />}
    >
      <Stack gap="medium">
        <Text>{intl.formatMessage({ id: 'auth.emailValidation.body' })}</Text>
        <Text tone="muted">{intl.formatMessage({ id: 'auth.emailValidation.spam' })}</Text>
        <Text>{intl.formatMessage({ id: 'auth.emailValidation.next' })}</Text>
      </Stack>
      <Button asChild fullWidth>
        <RouterLink to="/signin">{intl.formatMessage({ id: 'auth.emailValidation.signIn' })}</RouterLink>
      </Button>
    </AuthLayout>
  );
}
