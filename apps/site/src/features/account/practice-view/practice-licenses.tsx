import type { SubscriptionInfo } from '@app/contracts';
import { useRef } from 'react';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useAccountChart } from '../account-page/use-account-chart.js';
import { LicenseManagement } from '../license-management/license-management.js';
import { INVALID_EMAIL, useLicenseControls } from '../license-management/use-license-controls.js';
import type { PracticeActedOn, PracticeState } from '../practice-roles/use-practice.js';

export interface PracticeLicensesProps {
  /** The practice as GET /practice read it last, with the caller's permissions. */
  seen: PracticeActedOn;
  practice: PracticeState;
  today: Date;
}

/**
 * docs/licences.md#practice-view: the practice's licence management for a member whose roles let
 * her run its colleagues (`colleagues`): the owner's own component and chart, acting on the
 * practice's subscription and reading GET /practice again after each invitation, removal or
 * reassignment. The link to change the number of licences shows only with `plan`. Mounted once the
 * practice is read, so its first reading is the one already there: no call of its own at first.
 */
export function PracticeLicenses({ seen, practice, today }: PracticeLicensesProps) {
  const latest = useRef(seen.subscription);
  latest.current = seen.subscription;
  const first = useRef(true);
  const chart = useAccountChart(async (): Promise<SubscriptionInfo> => {
    if (first.current) {
      first.current = false;
      return latest.current;
    }
    const answer = await practice.reload();
    return answer?.practice?.subscription ?? latest.current;
  });
  const { feedback } = chart;
  const invalidEmail = feedback?.kind === 'message' && feedback.id === INVALID_EMAIL;
  const licenses = useLicenseControls({
    chart,
    info: seen.subscription,
    today,
    send: (event) => chart.actor.send(event),
    feedback: feedback && !invalidEmail ? <FeedbackNotice feedback={feedback} /> : null,
    practice: true,
    adjustable: seen.permissions.includes('plan'),
  });
  return licenses ? <LicenseManagement {...licenses} /> : null;
}
