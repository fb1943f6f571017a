import type { License, SubscriptionInfo } from '@app/contracts';
import { availableLicenses } from '@app/machines';
import {
  type BadgeStatus,
  Button,
  Card,
  Heading,
  Stack,
  StatusBadge,
  Table,
  type TableColumn,
  Text,
  TextField,
  VisuallyHidden,
} from '@app/ui';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import * as styles from './license-management.css.js';

export interface LicenseManagementProps {
  info: SubscriptionInfo;
  email: string;
  onEmailChange: (email: string) => void;
  /** The field's own validation message (an address the machine rejected). */
  emailError?: string;
  onInvite: () => void;
  onRemove: (email: string) => void;
  /** A call is running: every action waits for it. */
  busy: boolean;
  inviting: boolean;
  /** The licence being removed, whose button shows the spinner. */
  removingEmail: string | null;
  /** What the last invitation or removal said. */
  feedback?: ReactNode;
  emailRef?: Ref<HTMLInputElement>;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** SPEC §3: active and pending have their colours; any other status is a pending in red. */
function licenseBadge(status: string): BadgeStatus {
  if (status === 'active') return 'active';
  if (status === 'pending') return 'pending';
  return 'error';
}

/**
 * SPEC §2 Enterprise licence management: the total and available counts, an invitation by
 * e-mail, the licences (#, e-mail, status, remove) and the way to /license-adjustment.
 */
export function LicenseManagement({
  info,
  email,
  onEmailChange,
  emailError,
  onInvite,
  onRemove,
  busy,
  inviting,
  removingEmail,
  feedback,
  emailRef,
  headingRef,
}: LicenseManagementProps) {
  const intl = useIntl();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onInvite();
  };

  const columns: TableColumn<License>[] = [
    {
      id: 'number',
      header: intl.formatMessage({ id: 'account.licenses.column.number' }),
      cell: (_, index) => index + 1,
      align: 'end',
    },
    {
      id: 'email',
      header: intl.formatMessage({ id: 'account.licenses.column.email' }),
      cell: (license) => license.email,
      rowHeader: true,
    },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'account.licenses.column.status' }),
      cell: (license) => (
        <StatusBadge status={licenseBadge(license.status)}>
          {license.status === 'active'
            ? intl.formatMessage({ id: 'account.licenses.status.active' })
            : intl.formatMessage({ id: 'account.licenses.status.pending' })}
        </StatusBadge>
      ),
    },
    {
      id: 'remove',
      header: intl.formatMessage({ id: 'account.licenses.column.remove' }),
      cell: (license) =>
        license.removable ? (
          <Button
            variant="secondary"
            size="small"
            loading={removingEmail === license.email}
            disabled={busy}
            onClick={() => onRemove(license.email)}
          >
            {intl.formatMessage({ id: 'account.licenses.remove' })}{' '}
            {/* Out of the table, a screen reader's list of buttons still says whose licence. */}
            <VisuallyHidden>{license.email}</VisuallyHidden>
          </Button>
        ) : (
          // The holder's own seat cannot be removed (the API refuses it): say why there is no button.
          <Text as="span" size="small" tone="muted">
            {intl.formatMessage({ id: 'account.licenses.own' })}
          </Text>
        ),
    },
  ];

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
        <dl className={styles.counts}>
          <div className={styles.count}>
            <dt className={styles.countLabel}>{intl.formatMessage({ id: 'account.licenses.total' })}</dt>
            <dd className={styles.countValue}>{intl.formatNumber(info.numberOfLicenses)}</dd>
          </div>
          <div className={styles.count}>
            <dt className={styles.countLabel}>{intl.formatMessage({ id: 'account.licenses.available' })}</dt>
            <dd className={styles.countValue}>{intl.formatNumber(availableLicenses(info))}</dd>
          </div>
        </dl>
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
