import {
  cardExpiry,
  type PaymentMethodSummary,
  type SavedBillingDetails,
  type SubscriptionInfo,
} from '@app/contracts';
import { Button, Card, Heading, Inline, Notice, Stack } from '@app/ui';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BillingTerms } from './billing-terms.js';

export interface BillingOverviewProps {
  /** A paid subscription the signed-in user owns. */
  info: SubscriptionInfo;
  /** The day the card's expiry is judged against (fixed in stories). */
  today: Date;
  /** The billing details saved last; null before any. */
  details: SavedBillingDetails | null;
  detailsLoadFailed: boolean;
  /** A call is running: the actions wait for it. */
  busy: boolean;
  /** What the last card change or details edit said, next to its buttons. */
  feedback?: ReactNode;
  onChangeCard: () => void;
  onEditDetails: () => void;
  /** `billing`, where the mails about the card lead, unless a payment problem's banner takes it. */
  id?: string;
  /** The heading when the billing is not the reader's own ("The practice's billing"). */
  heading?: string;
  /** The way to /license-adjustment beside the card (docs/licences.md#practice-view). */
  adjustSeats?: boolean;
  /** The way to /payment to change the practice's plan and frequency (`plan`, docs/licences.md#practice-view). */
  changePlan?: boolean;
  /** Resuming the practice's cancelled subscription (`plan`, docs/licences.md#practice-view), first of the actions. */
  resume?: ReactNode;
}

/** The month a card stops working, in the page's language ("February 2027"). */
const expiryMonth = (intl: IntlShape, card: PaymentMethodSummary) =>
  intl.formatDate(Date.UTC(card.expYear, card.expMonth - 1, 1), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * docs/subscriptions-and-money.md#billing, what the customer pays: plan, billing frequency, the
 * price per period (the catalogue's, as charged), the next charge from Stripe's upcoming invoice,
 * the card with a warning from 30 days before it expires, and the billing details; with the actions
 * to change the card and to edit the details.
 */
export function BillingOverview({
  info,
  today,
  details,
  detailsLoadFailed,
  busy,
  feedback,
  onChangeCard,
  onEditDetails,
  id,
  heading,
  adjustSeats = false,
  changePlan = false,
  resume,
}: BillingOverviewProps) {
  const intl = useIntl();
  const card = info.paymentMethod;
  const expiry = card ? cardExpiry(card, today) : 'valid';
  // docs/subscriptions-and-money.md#billing: paid on invoice, nothing is debited and no card is needed.
  const onInvoice = info.paidBy === 'invoice';

  return (
    <Card as="section" id={id} aria-labelledby="account-billing">
      <Stack gap="large">
        <Heading level={2} size="3" id="account-billing">
          {heading ?? intl.formatMessage({ id: 'billing.overview.heading' })}
        </Heading>
        <BillingTerms
          info={info}
          card={card}
          onInvoice={onInvoice}
          details={details}
          detailsLoadFailed={detailsLoadFailed}
        />
        {card && expiry !== 'valid' && !info.cancellationDate ? (
          <Notice tone="warning">
            {expiry === 'expired'
              ? intl.formatMessage({ id: 'billing.card.expired' })
              : intl.formatMessage({ id: 'billing.card.expiring' }, { month: expiryMonth(intl, card) })}
          </Notice>
        ) : null}
        {feedback}
        <Inline gap="medium" collapseBelow="tablet">
          {resume}
          {onInvoice ? null : (
            <Button variant="secondary" disabled={busy} onClick={onChangeCard}>
              {intl.formatMessage({ id: 'billing.card.change' })}
            </Button>
          )}
          <Button variant="secondary" disabled={busy || detailsLoadFailed} onClick={onEditDetails}>
            {intl.formatMessage({ id: 'billing.details.edit' })}
          </Button>
          {adjustSeats ? (
            <Button asChild variant="secondary">
              <Link to="/license-adjustment">{intl.formatMessage({ id: 'account.licenses.adjust' })}</Link>
            </Button>
          ) : null}
          {changePlan && info.accountType !== 'free' && !info.cancellationDate ? (
            <Button asChild variant="secondary">
              <Link to="/payment" state={{ licenseType: info.accountType }}>
                {intl.formatMessage({ id: 'account.practice.plan.change' })}
              </Link>
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}
