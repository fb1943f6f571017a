import { Button, Container, Heading, Notice, Spinner, Stack, Text } from '@app/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { RequireSession } from '../../../components/require-session/require-session.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { useLoad } from '../../../hooks/use-load.js';
import { loadStripeJs, type StripeLoader } from '../../../lib/card-provider.js';
import { AdjustmentForm, type AdjustmentFormProps } from '../adjustment-form/adjustment-form.js';

export interface LicenseAdjustmentPageProps {
  /** Stripe.js, for 3-D Secure on more licences: the real one by default, a fake in stories. */
  stripeLoader?: StripeLoader;
  /** The clock of the payment's waits (the pause after 3-D Secure, the polls); a story simulates it. */
  clock?: AdjustmentFormProps['clock'];
}

/**
 * docs/routes-and-screens.md#signed-in-routes: adjusting licences needs a session; a visitor signs in first
 * and comes back here, and so does a user whose session has just expired.
 */
export function LicenseAdjustmentPage({ stripeLoader = loadStripeJs, clock }: LicenseAdjustmentPageProps) {
  return (
    <RequireSession>
      <LicenseAdjustmentScreen stripeLoader={stripeLoader} clock={clock} />
    </RequireSession>
  );
}

/**
 * /license-adjustment (docs/licences.md#license-adjustment): only an active Enterprise subscription has
 * licences to adjust.
 */
function LicenseAdjustmentScreen({
  stripeLoader,
  clock,
}: Required<Pick<LicenseAdjustmentPageProps, 'stripeLoader'>> & Pick<LicenseAdjustmentPageProps, 'clock'>) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'licenseAdjustment.title' });
  useDocumentTitle(title);
  // The subscription the adjustment starts from (its licence count and frequency). A refresh after
  // finalizing keeps what is shown if it fails; only the first load shows its failure.
  const { call } = useSession();
  const { loaded, retry, refresh } = useLoad(
    useCallback(async () => {
      // docs/licences.md#practice-view: a member whose roles give her `plan` changes the seats of
      // the practice she holds hers on (read beside her own account, in the same round trip).
      const [own, practice] = await Promise.all([
        call('subscriptionInfo'),
        call('practice').catch(() => null),
      ]);
      const seen = practice?.practice;
      return own.seat && seen?.subscription && seen.permissions.includes('plan') ? seen.subscription : own;
    }, [call]),
    '[license-adjustment] subscriptionInfo',
  );
  const info = loaded.status === 'ready' ? loaded.data : null;
  const frequency = info?.frequency ?? null;
  const adjustable =
    info !== null && info.accountType === 'enterprise' && !info.cancellationDate && frequency !== null;
  const backToAccount = (
    <Button asChild variant="secondary" size="small">
      <Link to="/account">{intl.formatMessage({ id: 'licenseAdjustment.back' })}</Link>
    </Button>
  );

  return (
    <Container width="text">
      <Stack gap="xlarge">
        <Stack gap="small">
          <Heading level={1}>{title}</Heading>
          <Text size="large" tone="muted">
            {intl.formatMessage({ id: 'licenseAdjustment.intro' })}
          </Text>
        </Stack>
        {loaded.status === 'loading' ? (
          <Spinner label={intl.formatMessage({ id: 'licenseAdjustment.loading' })} showLabel />
        ) : null}
        {loaded.status === 'failed' ? (
          <FeedbackNotice
            feedback={loaded.feedback}
            title={intl.formatMessage({ id: 'licenseAdjustment.error.load' })}
            action={
              <Button variant="secondary" size="small" onClick={retry}>
                {intl.formatMessage({ id: 'licenseAdjustment.retry' })}
              </Button>
            }
          />
        ) : null}
        {info && adjustable && frequency ? (
          <AdjustmentForm
            frequency={frequency}
            currentCount={info.numberOfLicenses}
            scheduledChange={info.scheduledChange}
            onRefresh={refresh}
            stripeLoader={stripeLoader}
            {...(clock ? { clock } : {})}
          />
        ) : null}
        {info && !adjustable ? (
          <Notice tone="info" action={backToAccount}>
            {intl.formatMessage({ id: 'licenseAdjustment.notEnterprise' })}
          </Notice>
        ) : null}
      </Stack>
    </Container>
  );
}
