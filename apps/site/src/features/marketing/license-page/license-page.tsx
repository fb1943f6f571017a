import { CHOSEN_PLAN_PARAM } from '@app/contracts';
import { chfParts, formatVatRate } from '@app/i18n';
import type { Plan } from '@app/pricing';
import { type PaidPlan, PRICING_PAGE, TRANSLATION_LANGUAGE_COUNT, vatRateOn } from '@app/pricing';
import { Button, PricingCard, Text, Tiles } from '@app/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { TitledPage } from '../../../components/titled-page/titled-page.js';
import { useLoad } from '../../../hooks/use-load.js';

/** The plan of a signed-in visitor (subscription-info), to mark it; none for a visitor. */
function useCurrentPlan(): Plan | null {
  const { signedIn, call } = useSession();
  // Read only when signed in; only a mark is missing when it cannot be read: the page works without it.
  const read = useCallback(() => call('subscriptionInfo'), [call]);
  const { loaded } = useLoad(signedIn ? read : null, '[license] subscriptionInfo');
  return signedIn && loaded.status === 'ready' ? loaded.data.accountType : null;
}

/**
 * /license (docs/routes-and-screens.md#license): the three plans, the signed-in visitor's own marked. Free
 * leads to the download; a paid plan leads to /payment with its licenseType, or, signed out, to /signin with
 * `from` = /payment and the same licenseType, which the sign-in hands on. The plan is in the sign-in's
 * address too (docs/routes-and-screens.md#license): a click on the pre-rendered page before its
 * scripts have run is an ordinary link, which carries no navigation state, and the plan must survive it.
 */
export function LicensePage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { signedIn } = useSession();
  const currentPlan = useCurrentPlan();
  const currentLabel = (plan: Plan) =>
    currentPlan === plan ? { currentLabel: intl.formatMessage({ id: 'license.current' }) } : {};
  const { free, premium, enterprise } = PRICING_PAGE;
  // The big price in the one money format of the language (docs/languages.md#money-format): "49.00 CHF"
  // in French, as every other amount, not "CHF 49".
  const price = (cents: number) => {
    const { figure, currency, currencyFirst } = chfParts(cents, language);
    return { price: figure, currency, currencyFirst };
  };

  const orderLink = (licenseType: PaidPlan, label: string) => (
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

  const premiumName = intl.formatMessage({ id: 'account.type.premium' });
  const enterpriseName = intl.formatMessage({ id: 'account.type.enterprise' });
  const freeName = intl.formatMessage({ id: 'account.type.free' });

  return (
    <TitledPage
      title={intl.formatMessage({ id: 'license.title' })}
      documentTitle={intl.formatMessage({ id: 'license.documentTitle' })}
      intro={intl.formatMessage({ id: 'license.intro' }, { days: free.trialDays })}
    >
      <Tiles columns={{ mobile: 1, desktop: 3 }} gap="large">
        <PricingCard
          name={freeName}
          {...currentLabel('free')}
          description={intl.formatMessage({ id: 'license.free.description' })}
          {...price(0)}
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
        <PricingCard
          name={premiumName}
          {...currentLabel('premium')}
          description={intl.formatMessage({ id: 'license.premium.description' })}
          {...price(premium.pricePerMonthCents)}
          period={intl.formatMessage({ id: 'license.period.perMonth' })}
          billingNote={intl.formatMessage({ id: 'license.premium.billingNote' })}
          featuresLabel={intl.formatMessage({ id: 'license.featuresLabel' }, { plan: premiumName })}
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
          action={orderLink('premium', intl.formatMessage({ id: 'license.premium.action' }))}
        />
        <PricingCard
          name={enterpriseName}
          {...currentLabel('enterprise')}
          description={intl.formatMessage({ id: 'license.enterprise.description' })}
          {...price(enterprise.pricePerMonthCents)}
          period={intl.formatMessage({ id: 'license.period.perUserPerMonth' })}
          billingNote={intl.formatMessage(
            { id: 'license.enterprise.billingNote' },
            { minimum: enterprise.minimumUsers },
          )}
          featuresLabel={intl.formatMessage({ id: 'license.featuresLabel' }, { plan: enterpriseName })}
          features={[
            intl.formatMessage({ id: 'license.enterprise.feature.all' }),
            intl.formatMessage({ id: 'license.enterprise.feature.licenses' }),
            intl.formatMessage({ id: 'license.enterprise.feature.support' }),
            intl.formatMessage(
              { id: 'license.enterprise.feature.users' },
              { minimum: enterprise.minimumUsers },
            ),
          ]}
          action={orderLink('enterprise', intl.formatMessage({ id: 'license.enterprise.action' }))}
        />
      </Tiles>
      <Text tone="muted" size="small">
        {intl.formatMessage(
          { id: 'license.vatNote' },
          {
            vat: formatVatRate(vatRateOn(new Date()), language),
          },
        )}
      </Text>
    </TitledPage>
  );
}
