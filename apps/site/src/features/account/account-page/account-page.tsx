import { accountMachine, type Feedback, failureOf } from '@app/machines';
import { Button, Container, Heading, Stack, Text } from '@app/ui';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLanguage, useLatestLanguage } from '../../../components/language-provider/language-provider.js';
import { RequireSession } from '../../../components/require-session/require-session.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { loadStripeJs, type StripeLoader } from '../../../lib/card-provider.js';
import { AccountBilling, useAccountBilling } from '../account-billing/account-billing.js';
import { useAccountSettings } from '../account-settings/use-account-settings.js';
import { DataSettings } from '../data-settings/data-settings.js';
import { DeletionBanner } from '../deletion-banner/deletion-banner.js';
import { InvitationOffers } from '../invitation-offers/invitation-offers.js';
import { InvoiceList } from '../invoice-list/invoice-list.js';
import { LicenseManagement } from '../license-management/license-management.js';
import { saveFile } from '../save-file/save-file.js';
import { SecuritySettings } from '../security-settings/security-settings.js';
import { SessionList } from '../session-list/session-list.js';
import { SubscriptionDetails } from '../subscription-details/subscription-details.js';
import { useArrivalFeedback } from './use-arrival-feedback.js';
import { useFragmentTarget } from './use-fragment-target.js';

/** The account machine's message for an address it refuses, shown on the field itself. */
const INVALID_EMAIL = 'account.licenses.error.invalidEmail';

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
 * with upgrade or cancel, Enterprise licence management, and the invoices of a paid plan.
 */
function AccountScreen({ loadStripe, today }: { loadStripe: () => void; today: Date }) {
  const intl = useIntl();
  const { call } = useSession();
  const { language } = useLanguage();
  useDocumentTitle(intl.formatMessage({ id: 'account.title' }));

  // The `lang` of send-invitation (docs/languages.md#lang-in-calls): the language the page is shown in when
  // the invitation goes.
  const languageRef = useLatestLanguage();

  const actor = useActorRef(
    accountMachine.provide({
      actors: {
        loadSubscriptionInfo: fromPromise(() => call('subscriptionInfo')),
        unsubscribe: fromPromise(() => call('unsubscribe')),
        sendInvitation: fromPromise(({ input }) =>
          call('sendInvitation', { ...input, lang: languageRef.current }),
        ),
        dissociate: fromPromise(({ input }) => call('dissociate', input)),
      },
    }),
    { input: { lang: language } },
  );
  const info = useSelector(actor, (snapshot) => snapshot.context.info);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const confirmingCancel = useSelector(actor, (snapshot) => snapshot.matches('confirmingCancel'));
  const cancelling = useSelector(actor, (snapshot) => snapshot.matches('cancelling'));
  const inviting = useSelector(actor, (snapshot) => snapshot.matches('inviting'));
  const removing = useSelector(actor, (snapshot) => snapshot.matches('removing'));
  const confirmingRemoval = useSelector(actor, (snapshot) =>
    snapshot.matches('confirmingRemoval') ? snapshot.context.removal : null,
  );
  // docs/accounts.md#sessions-list: sessions, two-factor sign-in and the customer's data.
  const settings = useAccountSettings();
  // docs/subscriptions-and-money.md#billing: what the customer pays, the card, billing details,
  // unpaid renewals, resuming.
  const billing = useAccountBilling({
    info,
    refresh: () => actor.send({ type: 'ACCOUNT.REFRESH' }),
    dismissFeedback: () => actor.send({ type: 'ACCOUNT.DISMISS_FEEDBACK' }),
    loadStripe,
    today,
  });

  // A mail's link to `#billing` reaches the banner (or the section) once the account is read.
  useFragmentTarget(info !== null);
  const arrived = useArrivalFeedback();

  // Which section's action the machine's single feedback answers, so it shows next to it.
  const [feedbackSection, setFeedbackSection] = useState<'subscription' | 'licenses'>('subscription');
  const [email, setEmail] = useState('');
  const [removingEmail, setRemovingEmail] = useState<string | null>(null);
  const [loadFailure, setLoadFailure] = useState<Feedback | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const licensesHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // docs/subscriptions-and-money.md#account-page: a failed load or a lost invitation is only logged. A
    // 401/403 needs nothing here: the API client ends the session and this page then sends the user to
    // /signin.
    const subscription = actor.on('failure.logged', (event) => {
      console.warn(`[account] ${event.call} failed`, event.error);
      if (event.call === 'subscriptionInfo') {
        const failure = failureOf(event.error);
        setLoadFailure(
          failure.kind === 'api'
            ? { kind: 'apiError', code: failure.error.code, text: failure.error.message, tone: 'error' }
            : { kind: 'message', id: 'errors.network', tone: 'error' },
        );
      }
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(() => {
    if (loading) setLoadFailure(null);
  }, [loading]);

  useEffect(() => {
    if (feedback?.kind === 'message' && feedback.id === 'account.licenses.inviteSent') setEmail('');
    if (feedback?.kind === 'message' && feedback.id === INVALID_EMAIL) emailRef.current?.focus();
  }, [feedback]);

  // The removed row takes its button, and the focus, with it: bring focus back to the section.
  useEffect(() => {
    if (removingEmail && !removing && !loading) {
      setRemovingEmail(null);
      licensesHeadingRef.current?.focus();
    }
  }, [removingEmail, removing, loading]);

  const invalidEmail = feedback?.kind === 'message' && feedback.id === INVALID_EMAIL;
  const notice = (section: 'subscription' | 'licenses') =>
    feedback && !invalidEmail && feedbackSection === section ? <FeedbackNotice feedback={feedback} /> : null;

  const showLicenses = info?.accountType === 'enterprise' && Boolean(info.subscriptionToken);
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
        {info ? (
          <InvitationOffers
            offers={info.invitations}
            onAnswered={() => actor.send({ type: 'ACCOUNT.REFRESH' })}
          />
        ) : null}
        {loadFailure && !info ? (
          <FeedbackNotice
            feedback={loadFailure}
            title={intl.formatMessage({ id: 'account.error.load' })}
            action={
              <Button
                variant="secondary"
                size="small"
                onClick={() => actor.send({ type: 'ACCOUNT.REFRESH' })}
              >
                {intl.formatMessage({ id: 'account.error.retry' })}
              </Button>
            }
          />
        ) : (
          <SubscriptionDetails
            info={info}
            busy={busy || loading}
            cancelling={cancelling}
            confirmingCancel={confirmingCancel}
            feedback={notice('subscription') ?? billing.resumeFeedback}
            onCancel={() => {
              setFeedbackSection('subscription');
              actor.send({ type: 'ACCOUNT.CANCEL' });
            }}
            onCancelConfirmed={() => actor.send({ type: 'ACCOUNT.CANCEL_CONFIRMED' })}
            onCancelDismissed={() => actor.send({ type: 'ACCOUNT.CANCEL_DISMISSED' })}
            resume={billing.resume}
            today={today}
          />
        )}
        {billing.overview}
        {info && showLicenses ? (
          <LicenseManagement
            info={info}
            email={email}
            onEmailChange={(value) => {
              setEmail(value);
              if (invalidEmail) actor.send({ type: 'ACCOUNT.DISMISS_FEEDBACK' });
            }}
            emailError={
              invalidEmail ? intl.formatMessage({ id: 'account.licenses.error.invalidEmail' }) : undefined
            }
            onInvite={() => {
              setFeedbackSection('licenses');
              actor.send({ type: 'ACCOUNT.INVITE', email });
            }}
            onRemove={(licenseEmail) => {
              setFeedbackSection('licenses');
              actor.send({ type: 'ACCOUNT.REMOVE_LICENSE', email: licenseEmail });
            }}
            onRemoveConfirmed={() => {
              setRemovingEmail(confirmingRemoval);
              actor.send({ type: 'ACCOUNT.REMOVE_CONFIRMED' });
            }}
            onRemoveDismissed={() => actor.send({ type: 'ACCOUNT.REMOVE_DISMISSED' })}
            confirmingRemoval={confirmingRemoval}
            busy={busy || loading}
            inviting={inviting}
            removingEmail={removingEmail}
            feedback={notice('licenses') ?? (arrived ? <FeedbackNotice feedback={arrived} /> : null)}
            emailRef={emailRef}
            headingRef={licensesHeadingRef}
          />
        ) : null}
        {info && showInvoices ? (
          <InvoiceList
            invoices={info.invoices}
            loadFailed={loadFailure !== null}
            onPay={billing.owner || info.orderAwaiting ? billing.payInvoice : undefined}
            payBusy={billing.paying}
            onOpenPdf={(invoice) => call('invoicePdf', { id: invoice.id }).then(saveFile)}
          />
        ) : null}
        <SecuritySettings actor={settings} />
        <SessionList />
        <DataSettings actor={settings} holdsSeat={Boolean(info?.seat)} />
      </Stack>
      <AccountBilling billing={billing} />
    </Container>
  );
}
