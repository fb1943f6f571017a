import type { Language } from '@app/contracts';
import type { PaidPlan } from '@app/pricing';
import { Button, Container, Heading, Spinner, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { CardDialog } from '../../../components/card-dialog/card-dialog.js';
import { SavedCardChoice } from '../../../components/card-dialog/saved-card-choice.js';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { BillingDialog } from '../billing-dialog/billing-dialog.js';
import { OrderForm } from '../order-form/order-form.js';
import { PlanSummary } from '../plan-summary/plan-summary.js';
import type { AccountState } from '../use-account/use-account.js';
import * as styles from './payment-page.css.js';
import { type CheckoutInputs, type Clock, useCheckout } from './use-checkout.js';

export interface CheckoutProps {
  plan: PaidPlan;
  account: AccountState;
  invoicePaymentEnabled: boolean;
  language: Language;
  today: Date | undefined;
  clock: Clock | undefined;
}

/** The page's frame: its title, then the order once the account is known. */
export function Checkout({ account, ...props }: CheckoutProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'payment.title' }));
  const change = account.status === 'ready' && account.current !== null;
  return (
    <Container>
      <Stack gap="xlarge">
        <Stack gap="small">
          <Heading level={1}>{intl.formatMessage({ id: 'payment.title' })}</Heading>
          <Text size="large" tone="muted">
            {change
              ? intl.formatMessage({
                  id: account.practice ? 'payment.change.introPractice' : 'payment.change.intro',
                })
              : intl.formatMessage({ id: 'payment.intro' })}
          </Text>
        </Stack>
        {account.status === 'loading' ? (
          <Spinner label={intl.formatMessage({ id: 'payment.loading' })} showLabel />
        ) : null}
        {account.status === 'failed' ? (
          <FeedbackNotice
            feedback={account.feedback}
            title={intl.formatMessage({ id: 'payment.error.load' })}
            action={
              <Button variant="secondary" size="small" onClick={account.retry}>
                {intl.formatMessage({ id: 'payment.retry' })}
              </Button>
            }
          />
        ) : null}
        {account.status === 'ready' ? (
          <Order
            {...props}
            current={account.current}
            licenseHeldElsewhere={account.licenseHeldElsewhere}
            savedBilling={account.savedBilling}
            onChanged={account.practice ? account.refresh : undefined}
          />
        ) : null}
      </Stack>
    </Container>
  );
}

/** The order, the billing-info dialog and the card dialog, driven by checkoutMachine. */
function Order(props: CheckoutInputs) {
  const { order, billing, card, cardChoice } = useCheckout(props);
  return (
    <>
      <div className={styles.layout}>
        <PlanSummary plan={props.plan} frequency={order.frequency} language={props.language} />
        <OrderForm {...order} />
      </div>
      <BillingDialog {...billing} />
      <CardDialog {...card} cardChoice={cardChoice ? <SavedCardChoice {...cardChoice} /> : null} />
    </>
  );
}
