import { CHOSEN_PLAN_PARAM, type Language } from '@app/contracts';
import { chfParts } from '@app/i18n';
import { type PaidPlan, PRICING_PAGE, TRANSLATION_LANGUAGE_COUNT } from '@app/pricing';
import { Button, PricingCard } from '@app/ui';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';

const { free, premium, enterprise } = PRICING_PAGE;

interface PlanCardProps {
  /** The signed-in visitor's own plan: the card says so. */
  current: boolean;
}

const currentLabel = (intl: IntlShape, current: boolean) =>
  current ? { currentLabel: intl.formatMessage({ id: 'license.current' }) } : {};

// The big price in the one money format of the language (docs/languages.md#money-format): "49.00 CHF"
// in French, as every other amount, not "CHF 49".
const price = (cents: number, language: Language) => {
  const { figure, currency, currencyFirst } = chfParts(cents, language);
  return { price: figure, currency, currencyFirst };
};

/**
 * A paid plan's order (docs/routes-and-screens.md#license): /payment with its licenseType, or, signed
 * out, /signin with `from` = /payment and the same licenseType, in the address too.
 */
function OrderLink({ licenseType, label }: { licenseType: PaidPlan; label: string }) {
  const { signedIn } = useSession();
  return (
    <Button asChild variant={licenseType === 'premium' ? 'primary' : 'secondary'}>
      {signedIn ? (
        <Link to="/payment" state={{ licenseType }}>
          {label}
        </Link>
      ) : (
        <Link to={`/signin?${CHOSEN_PLAN_PARAM}=${licenseType}`} state={{ from: '/payment', licenseType }}>
          {label}
        </Link>
      )}
    </Button>
  );
}

/** Free: the trial, which leads to the download. */
export function FreePlanCard({ current }: PlanCardProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <PricingCard
      name={intl.formatMessage({ id: 'account.type.free' })}
      {...currentLabel(intl, current)}
      description={intl.formatMessage({ id: 'license.free.description' })}
      {...price(0, language)}
      period={intl.formatMessage({ id: 'license.period.trial' }, { days: free.trialDays })}
      billingNote={intl.formatMessage({ id: 'license.free.billingNote' })}
      featuresLabel={intl.formatMessage({ id: 'license.free.featuresLabel' })}
      features={[
        intl.formatMessage({ id: 'license.free.feature.all' }),
        intl.formatMessage({ id: 'license.free.feature.duration' }, { days: free.trialDays }),
        intl.formatMessage({ id: 'license.free.feature.app' }),
      ]}
      action={
        <Button asChild variant="secondary">
          <Link to="/download">{intl.formatMessage({ id: 'license.free.action' })}</Link>
        </Button>
      }
    />
  );
}

/** Premium, the plan put forward: one user, per month. */
export function PremiumPlanCard({ current }: PlanCardProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const name = intl.formatMessage({ id: 'account.type.premium' });
  return (
    <PricingCard
      name={name}
      {...currentLabel(intl, current)}
      description={intl.formatMessage({ id: 'license.premium.description' })}
      {...price(premium.pricePerMonthCents, language)}
      period={intl.formatMessage({ id: 'license.period.perMonth' })}
      billingNote={intl.formatMessage({ id: 'license.premium.billingNote' })}
      featuresLabel={intl.formatMessage({ id: 'license.featuresLabel' }, { plan: name })}
      features={[
        intl.formatMessage({ id: 'license.premium.feature.realtime' }),
        intl.formatMessage(
          { id: 'license.premium.feature.translation' },
          { languages: TRANSLATION_LANGUAGE_COUNT },
        ),
        intl.formatMessage({ id: 'license.premium.feature.support' }),
        intl.formatMessage({ id: 'license.premium.feature.user' }),
      ]}
      highlighted
      highlightLabel={intl.formatMessage({ id: 'license.highlight' })}
      action={
        <OrderLink licenseType="premium" label={intl.formatMessage({ id: 'license.premium.action' })} />
      }
    />
  );
}

/** Enterprise: per user and month, from its minimum of users. */
export function EnterprisePlanCard({ current }: PlanCardProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const name = intl.formatMessage({ id: 'account.type.enterprise' });
  return (
    <PricingCard
      name={name}
      {...currentLabel(intl, current)}
      description={intl.formatMessage({ id: 'license.enterprise.description' })}
      {...price(enterprise.pricePerMonthCents, language)}
      period={intl.formatMessage({ id: 'license.period.perUserPerMonth' })}
      billingNote={intl.formatMessage(
        { id: 'license.enterprise.billingNote' },
        { minimum: enterprise.minimumUsers },
      )}
      featuresLabel={intl.formatMessage({ id: 'license.featuresLabel' }, { plan: name })}
      features={[
        intl.formatMessage({ id: 'license.enterprise.feature.all' }),
        intl.formatMessage({ id: 'license.enterprise.feature.licenses' }),
        intl.formatMessage({ id: 'license.enterprise.feature.support' }),
        intl.formatMessage({ id: 'license.enterprise.feature.users' }, { minimum: enterprise.minimumUsers }),
      ]}
      action={
        <OrderLink licenseType="enterprise" label={intl.formatMessage({ id: 'license.enterprise.action' })} />
      }
    />
  );
}
