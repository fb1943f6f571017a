import type { PracticeMember } from '@app/contracts';
import { Button, ConfirmDialog, VisuallyHidden } from '@app/ui';
import { useIntl } from 'react-intl';
import { memberLabel } from './member-roles.js';

/**
 * docs/licences.md#ownership-transfer: "Hand on the ownership" to one member, asked first in a
 * Radix alert dialog (focus starts on keeping it, and returns to this button when it closes).
 */
export function OwnershipOfferButton({
  member,
  busy,
  onConfirm,
}: {
  member: PracticeMember;
  busy: boolean;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  const label = memberLabel(member);
  return (
    <ConfirmDialog
      trigger={
        <Button size="small" variant="secondary" disabled={busy}>
          {intl.formatMessage({ id: 'account.practice.ownership.offer' })}{' '}
          <VisuallyHidden>{label}</VisuallyHidden>
        </Button>
      }
      title={intl.formatMessage({ id: 'account.practice.ownership.confirm.title' }, { member: label })}
      description={intl.formatMessage(
        { id: 'account.practice.ownership.confirm.description' },
        { member: label },
      )}
      confirmLabel={intl.formatMessage({ id: 'account.practice.ownership.confirm.yes' })}
      cancelLabel={intl.formatMessage({ id: 'account.practice.ownership.confirm.no' })}
      onConfirm={onConfirm}
    />
  );
}
