import { type License, licenseUnused, type SubscriptionInfo, transcriptionMinutes } from '@app/contracts';
import { formatChf, formatLongDate, PRODUCT_NAME } from '@app/i18n';
import { quote } from '@app/pricing';
import {
  type BadgeStatus,
  Button,
  ConfirmDialog,
  Inline,
  StatusBadge,
  type TableColumn,
  Text,
  VisuallyHidden,
} from '@app/ui';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { type LicenseReassign, ReassignDialog } from './reassign-dialog.js';

/** A licence's removal, as the account page's chart drives it. */
export interface LicenseRemoval {
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
  /** The licence being removed, whose button shows the spinner. */
  removingEmail: string | null;
}

/** Words of the practice's licences rather than the reader's own (docs/licences.md#practice-view). */
const PRACTICE_WORDS = {
  own: 'account.practice.licenses.owner',
  removal: 'account.practice.licenses.removalDescription',
} as const;
const OWN_WORDS = { own: 'account.licenses.own', removal: 'account.licenses.removal.description' } as const;

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
 * The licences' columns (docs/licences.md#licence-management): #, e-mail, status, the app's last use
 * and minutes this month of an active seat (docs/licences.md#licence-usage), Reassign on an unused
 * licence (docs/licences.md#reassign) and Remove, which asks first and says what the subscription
 * keeps costing, side by side in one column (wrapping, so the table keeps its width in German).
 */
export function useLicenseColumns({
  info,
  reassign,
  today,
  onRemove,
  onRemoveConfirmed,
  onRemoveDismissed,
  confirmingRemoval,
  busy,
  removingEmail,
  practice,
}: LicenseRemoval & {
  info: SubscriptionInfo;
  reassign: LicenseReassign;
  today: Date;
  practice: boolean;
}): TableColumn<License>[] {
  const intl = useIntl();
  const words = practice ? PRACTICE_WORDS : OWN_WORDS;
  const { language } = useLanguage();
  // What the subscription keeps costing: removing a licence frees it for someone else, it does not
  // lower the bill (fewer licenses are ordered on /license-adjustment).
  const { totalCents } = quote({
    plan: 'enterprise',
    frequency: info.frequency ?? 'annual',
    userCount: info.numberOfLicenses,
  });
  const amount = formatChf(totalCents, language);

  return [
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
      id: 'lastUsed',
      header: intl.formatMessage({ id: 'account.licenses.column.lastUsed' }),
      // A pending or declined seat has no use to show (null): its cell stays empty.
      cell: (license) =>
        license.usage
          ? license.usage.lastUsedAt
            ? formatLongDate(license.usage.lastUsedAt, language)
            : intl.formatMessage({ id: 'account.usage.never' })
          : null,
    },
    {
      id: 'minutes',
      header: intl.formatMessage({ id: 'account.licenses.column.minutes' }),
      align: 'end',
      cell: (license) =>
        license.usage ? intl.formatNumber(transcriptionMinutes(license.usage.monthSeconds)) : null,
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'account.licenses.column.actions' }),
      cell: (license) =>
        license.removable ? (
          <Inline gap="small">
            {/* The rule the API applies (docs/licences.md#reassign): a licence in use has no Reassign. */}
            {licenseUnused({ ...license, lastUsedAt: license.usage?.lastUsedAt ?? null }, today) ? (
              <ReassignDialog email={license.email} disabled={busy} {...reassign} />
            ) : null}
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
                { id: words.removal },
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
          </Inline>
        ) : (
          // The holder's own seat cannot be removed (the API refuses it): say why there is no button.
          <Text as="span" size="small" tone="muted">
            {intl.formatMessage({ id: words.own })}
          </Text>
        ),
    },
  ];
}
