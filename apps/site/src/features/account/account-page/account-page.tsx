import { Button, Container, Heading, Stack, Text } from '@app/ui';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { RequireSession } from '../../../components/require-session/require-session.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { loadStripeJs, type StripeLoader } from '../../../lib/card-provider.js';
import { saveFile } from '../../../lib/save-file.js';
import { AccountBilling } from '../account-billing/account-billing.js';
import { ActivityLink } from '../activity-page/activity-link.js';
import { DataSettings } from '../data-settings/data-settings.js';
import { DeletionBanner } from '../deletion-banner/deletion-banner.js';
import { InvitationOffers } from '../invitation-offers/invitation-offers.js';
import { InvoiceList } from '../invoice-list/invoice-list.js';
import { LicenseManagement } from '../license-management/license-management.js';
import { PracticeSection } from '../practice-roles/practice-section.js';
import { PracticeLicenses } from '../practice-view/practice-licenses.js';
import { SecuritySettings } from '../security-settings/security-settings.js';
import { SessionList } from '../session-list/session-list.js';
import { SubscriptionDetails } from '../subscription-details/subscription-details.js';
import { useAccountScreen } from './use-account-screen.js';

/**
 * docs/routes-and-screens.md#signed-in-routes: the account needs a session; a visitor signs in first and
 * comes back here, and so does a user whose session has just expired.
 */
export interface AccountPageProps {
  /**
   * Today, against which a Free account's trial end is told as to come or past and a card's
   * expiry is judged (fixed in stories).
   */
  today?: Date;
  /** Stripe.js, for a card change or a payment (loaded when one starts): a fake in stories. */
  stripeLoader?: StripeLoader;
}

export function AccountPage({ today, stripeLoader = loadStripeJs }: AccountPageProps) {
  // Only a visitor who arrives signed out is sent on from here: a session ending while the page
  // is open is the session chart's to navigate (it says where, and with what to tell /signin).
  return (
    <RequireSession whenEnded="follow">
      <AccountStripe stripeLoader={stripeLoader} today={today ?? new Date()} />
    </RequireSession>
  );
}

/**
 * Stripe's Elements around the page, with no Stripe until a card change or a payment starts: the
 * account page then loads Stripe.js once (Elements takes its promise once, from null).
 */
function AccountStripe({ stripeLoader, today }: { stripeLoader: StripeLoader; today: Date }) {
  const { call } = useSession();
  const { language } = useLanguage();
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  const loadStripe = () =>
    setStripe(
      (current) =>
        current ??
        call('config')
          .then((config) => stripeLoader(config, language))
          .catch((error: unknown) => {
            console.warn('[account] the card provider is unavailable', error);
            return null;
          }),
    );
  const elementsOptions = useMemo(() => ({ locale: language }), [language]);
  return (
    <Elements stripe={stripe} options={elementsOptions}>
      <AccountScreen loadStripe={loadStripe} today={today} />
    </Elements>
  );
}

/**
 * /account (docs/subscriptions-and-money.md#account-page), driven by accountMachine: subscription details
 * with upgrade or cancel, Enterprise licence management, and the invoices of a paid plan. The chart's
 * wiring is useAccountScreen's.
 */
function AccountScreen({ loadStripe, today }: { loadStripe: () => void; today: Date }) {
  const intl = useIntl();
  const { call } = useSession();
  useDocumentTitle(intl.formatMessage({ id: 'account.title' }));
  const { info, loadFailure, refresh, settings, billing, subscription, licenses, practice, practiceSeen } =
    useAccountScreen({ loadStripe, today });
  const openPdf = (invoice: { id: string }) => call('invoicePdf', { id: invoice.id }).then(saveFile);

  // A colleague's seat is paid by its holder: no invoice table, unless she has bills of her own.
  // An order on invoice waiting for its payment shows its invoice (docs/subscriptions-and-money.md#credit-limit).
  const showInvoices =
    Boolean(info?.orderAwaiting) ||
    ((info?.accountType === 'premium' || info?.accountType === 'enterprise') &&
      (!info.seat || info.invoices.length > 0));

  return (
    <Container>
      <Stack gap="xlarge">
        <Stack gap="small">
          <Heading level={1}>{intl.formatMessage({ id: 'account.title' })}</Heading>
          <Text tone="muted">{intl.formatMessage({ id: 'account.intro' })}</Text>
        </Stack>
        <DeletionBanner actor={settings} />
        {billing.banner}
        {info ? <InvitationOffers offers={info.invitations} onAnswered={refresh} /> : null}
        {loadFailure && !info ? (
          <FeedbackNotice
            feedback={loadFailure}
            title={intl.formatMessage({ id: 'account.error.load' })}
            action={
              <Button variant="secondary" size="small" onClick={refresh}>
                {intl.formatMessage({ id: 'account.error.retry' })}
              </Button>
            }
          />
        ) : (
          <SubscriptionDetails {...subscription} />
        )}
        {billing.overview}
        {licenses ? <LicenseManagement {...licenses} /> : null}
        {/* docs/licences.md#practice-view: the practice's licences, for a member who runs its colleagues. */}
        {practiceSeen?.permissions.includes('colleagues') ? (
          <PracticeLicenses seen={practiceSeen} practice={practice} today={today} />
        ) : null}
        {/* Beside the account it belongs to: not while the account is unread. */}
        {info ? <PracticeSection practice={practice} onChanged={refresh} /> : null}
        {info && showInvoices ? (
          <InvoiceList
            invoices={info.invoices}
            loadFailed={loadFailure !== null}
            onPay={(billing.owner && !practiceSeen) || info.orderAwaiting ? billing.payInvoice : undefined}
            payBusy={billing.paying}
            onOpenPdf={openPdf}
          />
        ) : null}
        {/* The practice's invoices, for its billing manager: paid and downloaded as its owner does. */}
        {practiceSeen?.permissions.includes('billing') ? (
          <InvoiceList
            heading={intl.formatMessage({ id: 'account.practice.invoices.heading' })}
            invoices={practiceSeen.subscription.invoices}
            onPay={billing.payInvoice}
            payBusy={billing.paying}
            onOpenPdf={openPdf}
          />
        ) : null}
        <SecuritySettings actor={settings} />
        <SessionList />
        <ActivityLink />
        <DataSettings actor={settings} holdsSeat={Boolean(info?.seat)} />
      </Stack>
      <AccountBilling billing={billing} />
    </Container>
  );
}
