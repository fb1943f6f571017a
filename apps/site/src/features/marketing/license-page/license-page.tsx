import { formatVatRate } from '@app/i18n';
import { type Plan, PRICING_PAGE, vatRateOn } from '@app/pricing';
import { Text, Tiles } from '@app/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { TitledPage } from '../../../components/titled-page/titled-page.js';
import { useLoad } from '../../../hooks/use-load.js';
import { EnterprisePlanCard, FreePlanCard, PremiumPlanCard } from './plan-cards.js';

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
  const currentPlan = useCurrentPlan();
  return (
    <TitledPage
      title={intl.formatMessage({ id: 'license.title' })}
      documentTitle={intl.formatMessage({ id: 'license.documentTitle' })}
      intro={intl.formatMessage({ id: 'license.intro' }, { days: PRICING_PAGE.free.trialDays })}
    >
      <Tiles columns={{ mobile: 1, desktop: 3 }} gap="large">
        <FreePlanCard current={currentPlan === 'free'} />
        <PremiumPlanCard current={currentPlan === 'premium'} />
        <EnterprisePlanCard current={currentPlan === 'enterprise'} />
      </Tiles>
      <Text tone="muted" size="small">
        {intl.formatMessage(
          { id: 'license.vatNote' },
          { vat: formatVatRate(vatRateOn(new Date()), language) },
        )}
      </Text>
    </TitledPage>
  );
}
