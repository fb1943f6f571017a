import type { SubscriptionInfo } from '@app/contracts';
import { type AccountEvent, type Feedback, failureFeedback, failureOf } from '@app/machines';
import { useEffect, useState } from 'react';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { type AccountBillingState, useAccountBilling } from '../account-billing/account-billing.js';
import { type AccountSettingsActor, useAccountSettings } from '../account-settings/use-account-settings.js';
import type { LicenseManagementProps } from '../license-management/license-management.js';
import { INVALID_EMAIL, useLicenseControls } from '../license-management/use-license-controls.js';
import {
  type PracticeActedOn,
  type PracticeState,
  practiceActedOn,
  usePractice,
} from '../practice-roles/use-practice.js';
import type { SubscriptionDetailsProps } from '../subscription-details/subscription-details.js';
import { type AccountChart, useAccountChart } from './use-account-chart.js';
import { useArrivalFeedback } from './use-arrival-feedback.js';
import { useFragmentTarget } from './use-fragment-target.js';

type Section = 'subscription' | 'licenses';

/** What /account draws: the account read, its load failure, and what each section is given. */
export interface AccountScreenState {
  readonly info: SubscriptionInfo | null;
  readonly loadFailure: Feedback | null;
  /** Reads the account again (after a failed load, or an answered invitation). */
  readonly refresh: () => void;
  readonly settings: AccountSettingsActor;
  readonly billing: AccountBillingState;
  readonly subscription: SubscriptionDetailsProps;
  /** Only an Enterprise owner's subscription has licences to manage. */
  readonly licenses: LicenseManagementProps | null;
  /** docs/licences.md#practice-view: her practice, read with the account. */
  readonly practice: PracticeState;
  /** The practice she acts on as a member of another's practice; null for its owner and anyone else. */
  readonly practiceSeen: PracticeActedOn | null;
}

/** `plan` without `colleagues`: the way to change the seats goes beside the practice's card. */
const adjustsSeatsHere = ({ permissions }: PracticeActedOn) =>
  permissions.includes('plan') && !permissions.includes('colleagues');

/**
 * docs/subscriptions-and-money.md#account-page: a failed load or a lost invitation is only logged. A
 * 401/403 needs nothing here: the API client ends the session and this page then sends the user to
 * /signin. A failed load is said (with a retry) until the next load starts.
 */
function useLoadFailure(chart: AccountChart): Feedback | null {
  const { actor, loading } = chart;
  const [loadFailure, setLoadFailure] = useState<Feedback | null>(null);
  useEffect(() => {
    const subscription = actor.on('failure.logged', (event) => {
      console.warn(`[account] ${event.call} failed`, event.error);
      if (event.call === 'subscriptionInfo')
        setLoadFailure(failureFeedback(failureOf(event.error), 'errors.network'));
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (loading) setLoadFailure(null);
  }, [loading]);
  return loadFailure;
}

/**
 * /account's wiring (docs/subscriptions-and-money.md#account-page): the account chart, the settings and
 * billing beside it, and what each section is given: the subscription's details with cancelling, and
 * an Enterprise owner's licences (the invitation field, removal after a question, the focus after it).
 */
export function useAccountScreen({
  loadStripe,
  today,
}: {
  loadStripe: () => void;
  today: Date;
}): AccountScreenState {
  const { call } = useSession();
  const chart = useAccountChart(() => call('subscriptionInfo'));
  const { actor, info, feedback, loading, busy } = chart;
  const refresh = () => actor.send({ type: 'ACCOUNT.REFRESH' });
  // docs/licences.md#practice-view: her practice and her roles in it, read again with the account;
  // for a member of another's practice, the parts of it her permissions let her act on.
  const practice = usePractice(info);
  const practiceSeen = practiceActedOn(info, practice);
  // docs/accounts.md#sessions-list: sessions, two-factor sign-in and the customer's data.
  const settings = useAccountSettings();
  // docs/subscriptions-and-money.md#billing: what the customer pays, the card, billing details,
  // unpaid renewals, resuming; the practice's for its billing manager, read again after a change.
  const practiceBilling = practiceSeen?.permissions.includes('billing') ? practiceSeen.subscription : null;
  const billing = useAccountBilling({
    info: practiceBilling ?? info,
    refresh: practiceBilling ? () => void practice.reload() : refresh,
    dismissFeedback: () => actor.send({ type: 'ACCOUNT.DISMISS_FEEDBACK' }),
    loadStripe,
    today,
    practice:
      practiceSeen && practiceBilling
        ? {
            adjustSeats: adjustsSeatsHere(practiceSeen),
            changePlan: practiceSeen.permissions.includes('plan'),
            resume: practiceSeen.permissions.includes('plan'),
          }
        : null,
  });

  // A mail's link to `#billing` reaches the banner (or the section) once the account is read.
  useFragmentTarget(info !== null);
  const arrived = useArrivalFeedback();
  const loadFailure = useLoadFailure(chart);

  // Which section's action the machine's single feedback answers, so it shows next to it.
  const [feedbackSection, setFeedbackSection] = useState<Section>('subscription');
  const invalidEmail = feedback?.kind === 'message' && feedback.id === INVALID_EMAIL;
  const notice = (section: Section) =>
    feedback && !invalidEmail && feedbackSection === section ? <FeedbackNotice feedback={feedback} /> : null;
  const answering = (section: Section, event: AccountEvent) => {
    setFeedbackSection(section);
    actor.send(event);
  };

  const subscription: SubscriptionDetailsProps = {
    info,
    busy: busy || loading,
    cancelling: chart.cancelling,
    confirmingCancel: chart.confirmingCancel,
    feedback: notice('subscription') ?? (practiceBilling ? null : billing.resumeFeedback),
    onCancel: () => answering('subscription', { type: 'ACCOUNT.CANCEL' }),
    onCancelConfirmed: () => actor.send({ type: 'ACCOUNT.CANCEL_CONFIRMED' }),
    onCancelDismissed: () => actor.send({ type: 'ACCOUNT.CANCEL_DISMISSED' }),
    resume: practiceBilling ? undefined : billing.resume,
    today,
  };

  const showLicenses = info?.accountType === 'enterprise' && Boolean(info.subscriptionToken);
  const licenses = useLicenseControls({
    chart,
    info: showLicenses ? info : null,
    today,
    send: (event) => answering('licenses', event),
    feedback: notice('licenses') ?? (arrived ? <FeedbackNotice feedback={arrived} /> : null),
  });

  return { info, loadFailure, refresh, settings, billing, subscription, licenses, practice, practiceSeen };
}
