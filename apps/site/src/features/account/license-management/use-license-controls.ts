import type { SubscriptionInfo } from '@app/contracts';
import type { AccountEvent } from '@app/machines';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AccountChart } from '../account-page/use-account-chart.js';
import type { LicenseManagementProps } from './license-management.js';
import { useLicenseReassign } from './use-license-reassign.js';

/** The account machine's message for an address it refuses, shown on the field itself. */
export const INVALID_EMAIL = 'account.licenses.error.invalidEmail';

export interface LicenseControlsInputs {
  chart: AccountChart;
  /** The subscription whose licences are managed; null: none to manage. */
  info: SubscriptionInfo | null;
  today: Date;
  /** Sends an event of the licences to the chart (the page notes which section it answers). */
  send: (event: AccountEvent) => void;
  /** What the chart's last answer for the licences says, next to them. */
  feedback: ReactNode;
  /** The practice's licences, which an admin runs, rather than the reader's own. */
  practice?: boolean;
  /** Whether the number of licences can be changed from here (docs/licences.md#license-adjustment). */
  adjustable?: boolean;
}

/**
 * The licence management's wiring (docs/licences.md#licence-management), for the owner's own
 * subscription and for the practice's as an admin acts on it (docs/licences.md#practice-view): the
 * invitation field, removal after a question, reassigning, and the focus after each.
 */
export function useLicenseControls({
  chart,
  info,
  today,
  send,
  feedback,
  practice,
  adjustable,
}: LicenseControlsInputs): LicenseManagementProps | null {
  const intl = useIntl();
  const { actor, loading, busy, removing, confirmingRemoval } = chart;
  const [email, setEmail] = useState('');
  const [removingEmail, setRemovingEmail] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const invalidEmail = chart.feedback?.kind === 'message' && chart.feedback.id === INVALID_EMAIL;

  useEffect(() => {
    const said = chart.feedback;
    if (said?.kind === 'message' && said.id === 'account.licenses.inviteSent') setEmail('');
    if (said?.kind === 'message' && said.id === INVALID_EMAIL) emailRef.current?.focus();
  }, [chart.feedback]);

  // The removed row takes its button, and the focus, with it: bring focus back to the section.
  useEffect(() => {
    if (removingEmail && !removing && !loading) {
      setRemovingEmail(null);
      headingRef.current?.focus();
    }
  }, [removingEmail, removing, loading]);

  // docs/licences.md#reassign: done, the page says so and reads the list again; the reassigned row
  // (and its button) is gone once read, so the focus goes back to the section as after a removal.
  const [reassigned, setReassigned] = useState(false);
  const reassign = useLicenseReassign(info?.subscriptionToken ?? null, () => {
    setReassigned(true);
    send({ type: 'ACCOUNT.LICENSE_REASSIGNED' });
  });
  useEffect(() => {
    if (reassigned && !loading) {
      setReassigned(false);
      headingRef.current?.focus();
    }
  }, [reassigned, loading]);

  if (!info) return null;
  return {
    info,
    email,
    onEmailChange: (value) => {
      setEmail(value);
      if (invalidEmail) actor.send({ type: 'ACCOUNT.DISMISS_FEEDBACK' });
    },
    emailError: invalidEmail ? intl.formatMessage({ id: INVALID_EMAIL }) : undefined,
    onInvite: () => send({ type: 'ACCOUNT.INVITE', email }),
    onRemove: (licenseEmail) => send({ type: 'ACCOUNT.REMOVE_LICENSE', email: licenseEmail }),
    onRemoveConfirmed: () => {
      setRemovingEmail(confirmingRemoval);
      actor.send({ type: 'ACCOUNT.REMOVE_CONFIRMED' });
    },
    onRemoveDismissed: () => actor.send({ type: 'ACCOUNT.REMOVE_DISMISSED' }),
    confirmingRemoval,
    busy: busy || loading,
    inviting: chart.inviting,
    removingEmail,
    feedback,
    emailRef,
    headingRef,
    reassign,
    today,
    practice,
    adjustable,
  };
}
