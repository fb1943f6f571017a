import type { License, SubscriptionInfo } from '@app/contracts';
import { formatChf, PRODUCT_NAME } from '@app/i18n';
import { availableLicenses } from '@app/machines';
import { quote } from '@app/pricing';
import {
  type BadgeStatus,
  Button,
  Card,
  ConfirmDialog,
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
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import * as styles from './license-management.css.js';

export interface LicenseManagementProps {
  info: SubscriptionInfo;
  email: string;
  onEmailChange: (email: string) => void;
  /** The field's own validation message (an address the machine rejected). */
  emailError?: string;
  onInvite: () => void;
  /**
   * A licence's Remove: asks first (docs/licences.md#remove), then `onRemoveConfirmed` or
   * `onRemoveDismissed`.
   */
  onRemove: (email: string) => void;
  onRemoveConfirmed: () => void;
  onRemoveDismissed: () => void;
  /** The licence whose removal is being asked about. */
  confirmingRemoval: string | null;
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

/**
 * docs/licences.md#licence-statuses: active, pending and declined have their colours; any other status is a
 * pending in red.
 */
function licenseBadge(status: string): BadgeStatus {
  if (status === 'active') return 'active';
  if (status === 'pending') return 'pending';
  if (status === 'declined') return 'neutral';
  return 'error';
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
  onRemove,
  onRemoveConfirmed,
  onRemoveDismissed,
  confirmingRemoval,
  busy,
  inviting,
  removingEmail,
  feedback,
  emailRef,
  headingRef,
}: LicenseManagementProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  // What the subscription keeps costing: removing a licence frees it for someone else, it does not
  // lower the bill (fewer licenses are ordered on /license-adjustment).
  const { totalCents } = quote({
    plan: 'enterprise',
    frequency: info.frequency ?? 'annual',
    userCount: info.numberOfLicenses,
  });
  const amount = formatChf(totalCents, language);

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
            : license.status === 'declined'
              ? intl.formatMessage({ id: 'account.licenses.status.declined' })
              : intl.formatMessage({ id: 'account.licenses.status.pending' })}
        </StatusBadge>
      ),
    },
    {
      id: 'remove',
      header: intl.formatMessage({ id: 'account.licenses.column.remove' }),
      cell: (license) =>
        license.removable ? (
          <ConfirmDialog
            open={confirmingRemoval === license.email}
            onOpenChange={(open) => (open ? onRemove(license.email) : onRemoveDismissed())}
            trigger={
              <Button
                variant="secondary"
                size="small"
                loading={removingEmail === license.email}
                disabled={busy}
              >
                {intl.formatMessage({ id: 'account.licenses.remove' })}{' '}
                {/* Out of the table, a screen reader's list of buttons still says whose licence. */}
                <VisuallyHidden>{license.email}</VisuallyHidden>
              </Button>
            }
            tone="danger"
            title={intl.formatMessage({ id: 'account.licenses.removal.title' })}
            description={intl.formatMessage(
              { id: 'account.licenses.removal.description' },
              {
                email: license.email,
                product: PRODUCT_NAME,
                amount,
                frequency: info.frequency ?? 'annual',
                count: info.numberOfLicenses,
              },
            )}
            confirmLabel={intl.formatMessage({ id: 'account.licenses.removal.confirm' })}
            cancelLabel={intl.formatMessage({ id: 'account.licenses.removal.keep' })}
            onConfirm={onRemoveConfirmed}
          />
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
