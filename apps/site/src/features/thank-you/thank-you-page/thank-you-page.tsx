import { Button, Card, Container, Heading, IconCheckCircle, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import * as styles from './thank-you-page.css.js';

/**
 * /thank-you (docs/routes-and-screens.md#thank-you): where an order on invoice lands
 * (docs/subscriptions-and-money.md#invoice-payment), a message and back to home. An order above the
 * credit limit (navigation state `awaitsApproval`, docs/subscriptions-and-money.md#credit-limit) is
 * told its plan starts when the invoice is paid or approved.
 */
export function ThankYouPage() {
  const intl = useIntl();
  const awaitsApproval =
    (useLocation().state as { awaitsApproval?: unknown } | null)?.awaitsApproval === true;
  const title = intl.formatMessage({ id: 'thankYou.title' });
  useDocumentTitle(title);
  return (
    <Container width="form">
      <Card>
        <Stack gap="large" align="start">
          <span className={styles.icon}>
            <IconCheckCircle size="large" />
          </span>
          <Stack gap="small">
            <Heading level={1} size="2">
              {title}
            </Heading>
            <Text>
              {intl.formatMessage({ id: awaitsApproval ? 'thankYou.messageAwaiting' : 'thankYou.message' })}
            </Text>
          </Stack>
          <Button asChild>
            <Link to="/">{intl.formatMessage({ id: 'thankYou.backHome' })}</Link>
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
