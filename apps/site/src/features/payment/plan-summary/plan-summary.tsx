import type { Language } from '@app/contracts';
import { chfParts, formatChf } from '@app/i18n';
import {
  type Frequency,
  MINIMUM_USERS,
  monthlyEquivalentCents,
  type PaidPlan,
  PRICED_PER_USER,
  TRANSLATION_LANGUAGE_COUNT,
  unitPriceCents,
} from '@app/pricing';
import { PricingCard } from '@app/ui';
import { useIntl } from 'react-intl';

export interface PlanSummaryProps {
  plan: PaidPlan;
  frequency: Frequency;
  language: Language;
}

/**
 * The plan being ordered (docs/subscriptions-and-money.md#payment-page): its price per month at the chosen
 * frequency (annual billing shown as its monthly equivalent, docs/subscriptions-and-money.md#prices), what it
 * is billed, and its features.
 */
export function PlanSummary({ plan, frequency, language }: PlanSummaryProps) {
  const intl = useIntl();
  const perUser = PRICED_PER_USER[plan];
  const name =
    plan === 'enterprise'
      ? intl.formatMessage({ id: 'payment.plan.enterprise' })
      : intl.formatMessage({ id: 'payment.plan.premium' });
  // The figure and the currency set apart, in the one money format of the language
  // (docs/languages.md#money-format): "39.00 CHF" in French, as the totals below it.
  const price = chfParts(monthlyEquivalentCents(plan, frequency), language);
  const amount = formatChf(unitPriceCents(plan, frequency), language);
  const billingNote =
    frequency === 'monthly'
      ? intl.formatMessage({ id: 'payment.billingNote.monthly' })
      : perUser
        ? intl.formatMessage({ id: 'payment.billingNote.annualPerUser' }, { amount })
        : intl.formatMessage({ id: 'payment.billingNote.annual' }, { amount });
  const features =
    plan === 'enterprise'
      ? [
          intl.formatMessage({ id: 'payment.feature.allPremium' }),
          intl.formatMessage({ id: 'payment.feature.licenses' }),
          intl.formatMessage({ id: 'payment.feature.support' }),
          intl.formatMessage({ id: 'payment.feature.minimumUsers' }, { minimum: MINIMUM_USERS.enterprise }),
        ]
      : [
          intl.formatMessage({ id: 'payment.feature.realtime' }),
          intl.formatMessage(
            { id: 'payment.feature.translation' },
            { languages: TRANSLATION_LANGUAGE_COUNT },
          ),
          intl.formatMessage({ id: 'payment.feature.support' }),
          intl.formatMessage({ id: 'payment.feature.oneUser' }),
        ];

  return (
    <PricingCard
      name={name}
      description={
        plan === 'enterprise'
          ? intl.formatMessage({ id: 'payment.plan.description.enterprise' })
          : intl.formatMessage({ id: 'payment.plan.description.premium' })
      }
      price={price.figure}
      currency={price.currency}
      currencyFirst={price.currencyFirst}
      period={
        perUser
          ? intl.formatMessage({ id: 'payment.price.perUserPerMonth' })
          : intl.formatMessage({ id: 'payment.price.perMonth' })
      }
      billingNote={billingNote}
      features={features}
      featuresLabel={intl.formatMessage({ id: 'payment.features.label' }, { plan: name })}
      action={null}
      headingLevel={2}
    />
  );
}
