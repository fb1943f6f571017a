import type { SubscriptionInfo } from '@app/contracts';
import { availableLicenses } from '@app/machines';
import { Button, Card, Heading, Stack, Table, Text, TextField } from '@app/ui';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import * as styles from './license-management.css.js';
import type { LicenseReassign } from './reassign-dialog.js';
import { type LicenseRemoval, useLicenseColumns } from './use-license-columns.js';

export interface LicenseManagementProps extends LicenseRemoval {
  info: SubscriptionInfo;
  email: string;
  onEmailChange: (email: string) => void;
  /** The field's own validation message (an address the machine rejected). */
  emailError?: string;
  onInvite: () => void;
  inviting: boolean;
  /** What the last invitation or removal said. */
  feedback?: ReactNode;
  emailRef?: Ref<HTMLInputElement>;
  headingRef?: Ref<HTMLHeadingElement>;
  /** "Reassign" of an unused licence (docs/licences.md#reassign), judged on `today`. */
  reassign: LicenseReassign;
  today: Date;
  /**
   * The licences are the practice's, which an admin runs (docs/licences.md#practice-view): its
   * heading, its owner's licence and what a removal leaves the practice paying say so.
   */
  practice?: boolean;
  /**
   * Whether the way to /license-adjustment shows: the number of licences is the `plan` permission's
   * (docs/licences.md#permissions), not every reader's.
   */
  adjustable?: boolean;
}

/**
 * docs/licences.md#seat-counts: the seats paid for (and a decrease waiting), those in use (accepted,
 * hers included), those held by invitations not yet answered and the rest free, and the rule.
 */
function LicenseCounts({ info }: { info: SubscriptionInfo }) {
  const intl = useIntl();
  const count = (status: string) => info.licenses.filter((license) => license.status === status).length;
  const figure = (id: string, value: number, note?: ReactNode) => (
    <div className={styles.count}>
      <dt className={styles.countLabel}>{intl.formatMessage({ id })}</dt>
      <dd className={styles.countValue}>{intl.formatNumber(value)}</dd>
      {note}
    </div>
  );
  // docs/licences.md#scheduled-seats: a decrease waiting for the period's end, and when.
  const scheduled =
    info.scheduledChange?.accountType === 'enterprise' ? (
      <dd className={styles.countNote}>
        {intl.formatMessage(
          { id: 'account.licenses.scheduled' },
          {
            count: info.scheduledChange.numberOfLicenses,
            date: Date.parse(info.scheduledChange.effectiveDate),
          },
        )}
      </dd>
    ) : null;
  return (
    <Stack gap="small">
      <dl className={styles.counts}>
        {figure('account.licenses.total', info.numberOfLicenses, scheduled)}
        {figure('account.licenses.inUse', count('active'))}
        {figure('account.licenses.offered', count('pending'))}
        {figure('account.licenses.available', availableLicenses(info))}
      </dl>
      <Text size="small" tone="muted">
        {intl.formatMessage({ id: 'account.licenses.seatRule' })}
      </Text>
    </Stack>
  );
}

/**
 * The Enterprise licence management (docs/licences.md#licence-management): the seat counts, an invitation
 * by e-mail, the licences (#, e-mail, status, use, reassign, remove) and the way to /license-adjustment.
 */
export function LicenseManagement({
  info,
  email,
  onEmailChange,
  emailError,
  onInvite,
  inviting,
  busy,
  feedback,
  emailRef,
  headingRef,
  reassign,
  today,
  practice = false,
  adjustable = true,
  ...removal
}: LicenseManagementProps) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onInvite();
  };

  const columns = useLicenseColumns({ info, busy, reassign, today, practice, ...removal });

  return (
    <Card as="section" aria-labelledby="account-licenses">
      <Stack gap="large">
        <Heading
          level={2}
          size="3"
          id="account-licenses"
          tabIndex={-1}
          ref={headingRef}
          className={styles.heading}
        >
          {intl.formatMessage({
            id: practice ? 'account.practice.licenses.heading' : 'account.licenses.heading',
          })}
        </Heading>
        <LicenseCounts info={info} />
        {/* noValidate: the machine checks the address and the field shows its message. */}
        <form className={styles.inviteForm} onSubmit={submit} noValidate>
          <TextField
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="off"
            label={intl.formatMessage({ id: 'account.licenses.email.label' })}
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
            error={emailError}
            required
          />
          <Button type="submit" loading={inviting} disabled={busy}>
            {intl.formatMessage({ id: 'account.licenses.invite' })}
          </Button>
        </form>
        {feedback}
        <Table
          caption={intl.formatMessage({ id: 'account.licenses.table.caption' })}
          columns={columns}
          rows={info.licenses}
          rowKey={(license) => license.email}
          emptyState={null}
          // docs/routes-and-screens.md#narrow-screens: cards, as the invoices below are.
          stackBelow="desktop"
        />
        {adjustable ? (
          <div>
            <Button asChild variant="secondary">
              <Link to="/license-adjustment">{intl.formatMessage({ id: 'account.licenses.adjust' })}</Link>
            </Button>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
