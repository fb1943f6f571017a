import {
  cardExpiry,
  type PaymentMethodSummary,
  type SavedBillingDetails,
  type SubscriptionInfo,
} from '@app/contracts';
import { formatChf, formatLongDate } from '@app/i18n';
import { unitPriceCents } from '@app/pricing';
import { Button, Card, Heading, Inline, Notice, Stack } from '@app/ui';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import * as styles from '../subscription-details/subscription-details.css.js';

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
}

/** Card brands are names, shown as the card shows them (Stripe writes them in lower case). */
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

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
}: BillingOverviewProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const plan = info.accountType === 'enterprise' ? 'enterprise' : 'premium';
  const seats = plan === 'enterprise' ? info.numberOfLicenses : 1;
  const card = info.paymentMethod;
  const expiry = card ? cardExpiry(card, today) : 'valid';
  // docs/subscriptions-and-money.md#billing: paid on invoice, nothing is debited and no card is needed.
  const onInvoice = info.paidBy === 'invoice';

  const row = (label: string, value: ReactNode) => (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );

  const price = info.frequency
    ? intl.formatMessage(
        {
          id:
            info.frequency === 'annual' ? 'billing.overview.price.annual' : 'billing.overview.price.monthly',
        },
        { amount: formatChf(unitPriceCents(plan, info.frequency) * seats, language) },
      )
    : null;

  const nextCharge = info.nextCharge
    ? intl.formatMessage(
        { id: 'billing.overview.nextCharge.value' },
        {
          amount: formatChf(info.nextCharge.amount, language),
          date: formatLongDate(info.nextCharge.date, language),
        },
      )
    : info.cancellationDate
      ? intl.formatMessage(
          { id: 'billing.overview.nextCharge.none' },
          { date: formatLongDate(info.cancellationDate, language) },
        )
      : null;

  return (
    <Card as="section" id={id} aria-labelledby="account-billing">
      <Stack gap="large">
        <Heading level={2} size="3" id="account-billing">
          {intl.formatMessage({ id: 'billing.overview.heading' })}
        </Heading>
        <dl className={styles.details}>
          {row(
            intl.formatMessage({ id: 'billing.overview.plan.label' }),
            plan === 'enterprise'
              ? intl.formatMessage({ id: 'billing.overview.plan.enterprise' }, { count: seats })
              : intl.formatMessage({ id: 'billing.overview.plan.premium' }),
          )}
          {info.frequency
            ? row(
                intl.formatMessage({ id: 'billing.overview.frequency.label' }),
                intl.formatMessage({
                  id:
                    info.frequency === 'annual'
                      ? 'billing.overview.frequency.annual'
                      : 'billing.overview.frequency.monthly',
                }),
              )
            : null}
          {price ? row(intl.formatMessage({ id: 'billing.overview.price.label' }), price) : null}
          {nextCharge
            ? row(
                intl.formatMessage({
                  id: onInvoice ? 'billing.overview.nextInvoice.label' : 'billing.overview.nextCharge.label',
                }),
                nextCharge,
              )
            : null}
          {onInvoice
            ? row(
                intl.formatMessage({ id: 'billing.overview.paidBy.label' }),
                intl.formatMessage({ id: 'billing.overview.paidBy.invoice' }),
              )
            : row(
                intl.formatMessage({ id: 'billing.overview.card.label' }),
                card
                  ? intl.formatMessage(
                      { id: 'billing.overview.card.value' },
                      {
                        brand: brandName(card.brand),
                        last4: card.last4,
                        expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
                      },
                    )
                  : intl.formatMessage({ id: 'billing.overview.card.none' }),
              )}
          {row(
            intl.formatMessage({ id: 'billing.overview.details.label' }),
            <BillingDetailsText details={details} loadFailed={detailsLoadFailed} />,
          )}
        </dl>
        {card && expiry !== 'valid' && !info.cancellationDate ? (
          <Notice tone="warning">
            {expiry === 'expired'
              ? intl.formatMessage({ id: 'billing.card.expired' })
              : intl.formatMessage({ id: 'billing.card.expiring' }, { month: expiryMonth(intl, card) })}
          </Notice>
        ) : null}
        {feedback}
        <Inline gap="medium" collapseBelow="tablet">
          {onInvoice ? null : (
            <Button variant="secondary" disabled={busy} onClick={onChangeCard}>
              {intl.formatMessage({ id: 'billing.card.change' })}
            </Button>
          )}
          <Button variant="secondary" disabled={busy || detailsLoadFailed} onClick={onEditDetails}>
            {intl.formatMessage({ id: 'billing.details.edit' })}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

/** The saved details as an address block, with the optional company, UID/VAT and invoice address. */
function BillingDetailsText({
  details,
  loadFailed,
}: {
  details: SavedBillingDetails | null;
  loadFailed: boolean;
}) {
  const intl = useIntl();
  if (loadFailed) return <>{intl.formatMessage({ id: 'billing.overview.details.loadFailed' })}</>;
  if (!details) return <>{intl.formatMessage({ id: 'billing.overview.details.none' })}</>;
  const lines = [
    details.company,
    `${details.firstName} ${details.lastName}`,
    details.address,
    `${details.postalCode} ${details.city}`,
    details.vatNumber
      ? intl.formatMessage({ id: 'billing.overview.details.vat' }, { number: details.vatNumber })
      : null,
    details.invoiceEmail
      ? intl.formatMessage({ id: 'billing.overview.details.invoiceEmail' }, { email: details.invoiceEmail })
      : null,
  ].filter((line): line is string => Boolean(line));
  return (
    <span className={styles.lines}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}
