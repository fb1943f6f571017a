import type { SubscriptionInfo } from '@app/contracts';
import { availableLicenses } from '@app/machines';
import { Button, Card, Heading, Stack, Table, TextField } from '@app/ui';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import * as styles from './license-management.css.js';
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
}

/** How many licences the subscription has (and a decrease it waits for), and how many are free. */
function LicenseCounts({ info }: { info: SubscriptionInfo }) {
  const intl = useIntl();
  return (
    <dl className={styles.counts}>
      <div className={styles.count}>
        <dt className={styles.countLabel}>{intl.formatMessage({ id: 'account.licenses.total' })}</dt>
        <dd className={styles.countValue}>{intl.formatNumber(info.numberOfLicenses)}</dd>
        {/* docs/licences.md#scheduled-seats: a decrease waiting for the period's end, and when. */}
        {info.scheduledChange?.accountType === 'enterprise' ? (
          <dd className={styles.countNote}>
            {intl.formatMessage(
              { id: 'account.licenses.scheduled' },
              {
                count: info.scheduledChange.numberOfLicenses,
                date: Date.parse(info.scheduledChange.effectiveDate),
              },
            )}
          </dd>
        ) : null}
      </div>
      <div className={styles.count}>
        <dt className={styles.countLabel}>{intl.formatMessage({ id: 'account.licenses.available' })}</dt>
        <dd className={styles.countValue}>{intl.formatNumber(availableLicenses(info))}</dd>
      </div>
    </dl>
  );
}

/**
 * The Enterprise licence management (docs/licences.md#licence-management): the total and available counts, an
 * invitation by e-mail, the licences (#, e-mail, status, remove) and the way to /license-adjustment.
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
  ...removal
}: LicenseManagementProps) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onInvite();
  };

  const columns = useLicenseColumns({ info, busy, ...removal });

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
          {intl.formatMessage({ id: 'account.licenses.heading' })}
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
        <div>
          <Button asChild variant="secondary">
            <Link to="/license-adjustment">{intl.formatMessage({ id: 'account.licenses.adjust' })}</Link>
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
