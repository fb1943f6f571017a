import { type SubscriptionInfo, transcriptionMinutes } from '@app/contracts';
import { formatLongDate } from '@app/i18n';
import { accountActions } from '@app/machines';
import { Button, Card, ConfirmDialog, Heading, Inline, Stack, StatusBadge, Text } from '@app/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import * as styles from './subscription-details.css.js';

export interface SubscriptionDetailsProps {
  /**
   * Null until the first answer: the account type then reads "Loading…"
   * (docs/subscriptions-and-money.md#account-page).
   */
  info: SubscriptionInfo | null;
  /** A call is running: every action waits for it. */
  busy: boolean;
  cancelling: boolean;
  /** The machine is asking "Are you sure…?". */
  confirmingCancel: boolean;
  /** What the last cancellation said, shown next to the buttons that caused it. */
  feedback?: ReactNode;
  onCancel: () => void;
  onCancelConfirmed: () => void;
  onCancelDismissed: () => void;
  /**
   * docs/subscriptions-and-money.md#resume: a cancelled subscription that still runs, which its
   * owner can resume.
   */
  resume?: ResumeControls;
  /** Today, against which a trial's end is told as to come or past (fixed in stories). */
  today: Date;
}

export interface ResumeControls {
  /** The machine is asking for the confirmation. */
  confirming: boolean;
  resuming: boolean;
  onAsk: () => void;
  onConfirm: () => void;
  onDismiss: () => void;
}

/**
 * The account page (docs/subscriptions-and-money.md#account-page): the account type, the renewal date or,
 * once cancelled, the date the subscription ends; back to home; upgrade for free or cancelled accounts
 * (resume instead while a cancelled one still runs, docs/subscriptions-and-money.md#resume),
 * otherwise cancel after the confirmation of docs/subscriptions-and-money.md#cancel.
 * docs/subscriptions-and-money.md#trial: a Free account shows when its trial ends (or ended)
 * instead of a renewal it does not have; a colleague on the practice's subscription sees her seat
 * and who manages it, and none of the holder's actions. Every account sees its own use of the
 * dictation app this month (docs/desktop-app.md#usage-shown).
 */
export function SubscriptionDetails({
  info,
  busy,
  cancelling,
  confirmingCancel,
  feedback,
  onCancel,
  onCancelConfirmed,
  onCancelDismissed,
  resume,
  today,
}: SubscriptionDetailsProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const actions = accountActions(info);

  const accountType = !info
    ? intl.formatMessage({ id: 'account.type.loading' })
    : info.accountType === 'enterprise'
      ? intl.formatMessage({ id: 'account.type.enterprise' })
      : info.accountType === 'premium'
        ? intl.formatMessage({ id: 'account.type.premium' })
        : intl.formatMessage({ id: 'account.type.free' });

  // /payment starts on the plan the user had (a cancelled Enterprise renews as Enterprise);
  // a free account gets the payment page's default, Premium.
  const upgradeState = info && info.accountType !== 'free' ? { licenseType: info.accountType } : undefined;
  // docs/subscriptions-and-money.md#resume: while a cancelled subscription still runs, resuming it is
  // the one next step (the filled button); ordering anew would only start a second subscription.
  const resumable = resume && info?.cancellationDate ? info.cancellationDate : null;

  return (
    <Card as="section" aria-labelledby="account-subscription">
      <Stack gap="large">
        <Heading level={2} size="3" id="account-subscription">
          {intl.formatMessage({ id: 'account.details.heading' })}
        </Heading>
        <dl className={styles.details} aria-busy={info ? undefined : true}>
          <dt className={styles.term}>{intl.formatMessage({ id: 'account.type.label' })}</dt>
          <dd className={styles.value}>{accountType}</dd>
          {info ? <DateRows info={info} today={today} /> : null}
          {info ? <UsageRow usage={info.appUsage} /> : null}
        </dl>
        {info?.seat ? <Text tone="muted">{intl.formatMessage({ id: 'account.seat.note' })}</Text> : null}
        {feedback}
        <Inline gap="medium" collapseBelow="tablet">
          {actions.upgrade && !resumable ? (
            <Button asChild>
              <Link to="/payment" state={upgradeState}>
                {intl.formatMessage({ id: 'account.upgrade' })}
              </Link>
            </Button>
          ) : null}
          {resume && resumable ? (
            <ConfirmDialog
              open={resume.confirming}
              onOpenChange={(open) => (open ? resume.onAsk() : resume.onDismiss())}
              trigger={
                <Button loading={resume.resuming} disabled={busy || resume.resuming}>
                  {intl.formatMessage({ id: 'billing.resume.button' })}
                </Button>
              }
              title={intl.formatMessage({ id: 'billing.resume.title' })}
              description={intl.formatMessage(
                { id: 'billing.resume.confirm' },
                {
                  last4: info?.paymentMethod?.last4 ?? '····',
                  date: formatLongDate(resumable, language),
                },
              )}
              confirmLabel={intl.formatMessage({ id: 'billing.resume.confirmButton' })}
              cancelLabel={intl.formatMessage({ id: 'billing.resume.keep' })}
              onConfirm={resume.onConfirm}
            />
          ) : null}
          {actions.cancel ? (
            <ConfirmDialog
              open={confirmingCancel}
              onOpenChange={(open) => (open ? onCancel() : onCancelDismissed())}
              trigger={
                <Button variant="secondary" loading={cancelling} disabled={busy}>
                  {intl.formatMessage({ id: 'account.cancel.button' })}
                </Button>
              }
              tone="danger"
              title={intl.formatMessage({ id: 'account.cancel.title' })}
              description={intl.formatMessage({ id: 'account.cancel.confirm' })}
              confirmLabel={intl.formatMessage({ id: 'account.cancel.confirmButton' })}
              cancelLabel={intl.formatMessage({ id: 'account.cancel.keep' })}
              onConfirm={onCancelConfirmed}
            />
          ) : null}
          <Button asChild variant="ghost">
            <Link to="/">{intl.formatMessage({ id: 'account.backHome' })}</Link>
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

/** The rows under the account type: a colleague's seat, a trial's end, or the paid period's. */
function DateRows({ info, today }: { info: SubscriptionInfo; today: Date }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const row = (label: string, value: ReactNode) => (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
  if (info.seat) {
    const { name, email } = info.seat.managedBy;
    return (
      <>
        {row(
          intl.formatMessage({ id: 'account.seat.label' }),
          <StatusBadge status={info.seat.status === 'active' ? 'active' : 'pending'}>
            {info.seat.status === 'active'
              ? intl.formatMessage({ id: 'account.licenses.status.active' })
              : intl.formatMessage({ id: 'account.licenses.status.pending' })}
          </StatusBadge>,
        )}
        {row(
          intl.formatMessage({ id: 'account.seat.managedBy' }),
          name ? intl.formatMessage({ id: 'account.seat.managerWithName' }, { name, email }) : email,
        )}
      </>
    );
  }
  if (info.accountType === 'free' && info.trialEndsAt) {
    const ended = Date.parse(info.trialEndsAt) <= today.getTime();
    return row(
      ended
        ? intl.formatMessage({ id: 'account.trial.endedLabel' })
        : intl.formatMessage({ id: 'account.trial.label' }),
      formatLongDate(info.trialEndsAt, language),
    );
  }
  // A cancelled subscription shows the day it ends instead of a renewal that will not happen.
  return info.cancellationDate != null
    ? row(
        intl.formatMessage({ id: 'account.cancellation.label' }),
        formatLongDate(info.cancellationDate, language),
      )
    : row(
        intl.formatMessage({ id: 'account.renewal.label' }),
        formatLongDate(info.nextRenewalDate, language),
      );
}

/** docs/desktop-app.md#usage-shown: the user's own minutes this month and last use, or none yet. */
function UsageRow({ usage }: { usage: SubscriptionInfo['appUsage'] }) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <>
      <dt className={styles.term}>{intl.formatMessage({ id: 'account.usage.label' })}</dt>
      <dd className={styles.value}>
        {usage.lastUsedAt
          ? intl.formatMessage(
              { id: 'account.usage.value' },
              {
                minutes: transcriptionMinutes(usage.monthSeconds),
                date: formatLongDate(usage.lastUsedAt, language),
              },
            )
          : intl.formatMessage({ id: 'account.usage.never' })}
      </dd>
    </>
  );
}
