import { Button, Card, Heading, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** The account page's way to her activity (docs/audit-log.md#who-reads), at /account/activity. */
export function ActivityLink() {
  const intl = useIntl();
  return (
    <Card as="section" aria-labelledby="account-activity">
      <Stack gap="medium">
        <Heading level={2} size="3" id="account-activity">
          {intl.formatMessage({ id: 'account.activity.title' })}
        </Heading>
        <Text>{intl.formatMessage({ id: 'account.activity.summary' })}</Text>
        <div>
          <Button asChild variant="secondary">
            <RouterLink to="/account/activity">
              {intl.formatMessage({ id: 'account.activity.view' })}
            </RouterLink>
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
