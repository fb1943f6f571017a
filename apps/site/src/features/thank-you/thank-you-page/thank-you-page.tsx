import type { SubscriptionInfo } from '@app/contracts';
import { Button, Card, Container, Heading, IconCheckCircle, Stack, Text } from '@app/ui';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { RequireSession } from '../../../components/require-session/require-session.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { useLoad } from '../../../hooks/use-load.js';
import * as styles from './thank-you-page.css.js';

/** What the account says of an order on invoice: served, waiting for its payment, or none at all. */
type OrderOnInvoice = 'served' | 'awaiting' | 'none';

function orderOnInvoiceOf(info: SubscriptionInfo): OrderOnInvoice {
  if (info.orderAwaiting) return 'awaiting';
  return info.paidBy === 'invoice' ? 'served' : 'none';
}

/**
 * /thank-you (docs/routes-and-screens.md#thank-you): where an order on invoice lands
 * (docs/subscriptions-and-money.md#invoice-payment), a message and back to home. It claims only what
 * the account says: a plan paid on invoice is active; an order above the credit limit
 * (docs/subscriptions-and-money.md#credit-limit) starts when its invoice is paid or approved; without
 * either there is nothing to thank for, and the account page says what there is. A visitor signs in
 * first.
 */
export function ThankYouPage() {
  return (
    <RequireSession>
      <ThankYouScreen />
    </RequireSession>
  );
}

function ThankYouScreen() {
  const intl = useIntl();
  const { call } = useSession();
  const navigate = useNavigate();
  // The account page says what there is, and why it could not be read.
  const { loaded } = useLoad(
    useCallback(() => call('subscriptionInfo'), [call]),
    '[thank-you] subscriptionInfo',
  );
  const order: OrderOnInvoice | null =
    loaded.status === 'ready' ? orderOnInvoiceOf(loaded.data) : loaded.status === 'failed' ? 'none' : null;
  useEffect(() => {
    if (order === 'none') navigate('/account', { replace: true });
  }, [order, navigate]);

  const title = intl.formatMessage({ id: order ? 'thankYou.title' : 'account.type.loading' });
  useDocumentTitle(title);
  if (order === null || order === 'none') {
    return (
      <Container width="form">
        <Text>{intl.formatMessage({ id: 'account.type.loading' })}</Text>
      </Container>
    );
  }
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
              {intl.formatMessage({
                id: order === 'awaiting' ? 'thankYou.messageAwaiting' : 'thankYou.message',
              })}
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
