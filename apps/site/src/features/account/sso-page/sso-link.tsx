import { Button, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** The practice section's way to /account/sso, for the roles with `security` (docs/sso.md#who). */
export function SsoLink() {
  const intl = useIntl();
  return (
    <Stack gap="small">
      <Text>{intl.formatMessage({ id: 'account.sso.linkSummary' })}</Text>
      <div>
        <Button asChild variant="secondary">
          <RouterLink to="/account/sso">{intl.formatMessage({ id: 'account.sso.view' })}</RouterLink>
        </Button>
      </div>
    </Stack>
  );
}
