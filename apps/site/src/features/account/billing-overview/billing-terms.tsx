import type { SavedBillingDetails, SubscriptionInfo } from '@app/contracts';
import { formatChf, formatLongDate } from '@app/i18n';
import { unitPriceCents } from '@app/pricing';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import * as styles from '../subscription-details/subscription-details.css.js';

/** Card brands are names, shown as the card shows them (Stripe writes them in lower case). */
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * The price per period (the catalogue's, as charged) and the next charge from Stripe's upcoming
 * invoice, or the day nothing more is charged; null when there is none to say.
 */
function useChargeTexts(info: SubscriptionInfo, plan: 'premium' | 'enterprise', seats: number) {
  const intl = useIntl();
  const { language } = useLanguage();
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
  return { price, nextCharge };
}

/**
 * docs/subscriptions-and-money.md#billing, the terms of what the customer pays: plan, billing
 * frequency, the price per period (the catalogue's, as charged), the next charge from Stripe's
 * upcoming invoice (or the next invoice, when paid on invoice), the card and the billing details.
 */
export function BillingTerms({
  info,
  card,
  onInvoice,
  details,
  detailsLoadFailed,
}: {
  info: SubscriptionInfo;
  card: SubscriptionInfo['paymentMethod'];
  /** docs/subscriptions-and-money.md#billing: paid on invoice, the next invoice instead of a card. */
  onInvoice: boolean;
  details: SavedBillingDetails | null;
  detailsLoadFailed: boolean;
}) {
  const intl = useIntl();
  const plan = info.accountType === 'enterprise' ? 'enterprise' : 'premium';
  const seats = plan === 'enterprise' ? info.numberOfLicenses : 1;

  const row = (label: string, value: ReactNode) => (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );

  const { price, nextCharge } = useChargeTexts(info, plan, seats);

  return (
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
