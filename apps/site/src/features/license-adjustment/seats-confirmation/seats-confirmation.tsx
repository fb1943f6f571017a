import type { Language } from '@app/contracts';
import { formatChf } from '@app/i18n';
import { ConfirmDialog } from '@app/ui';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';

export interface SeatsConfirmationProps {
  open: boolean;
  /** The licences the subscription has now. */
  currentCount: number;
  /** The licences asked for, more than now. */
  count: number;
  /** Stripe's amount due today for this change (preview-change `amountDueNow`), in cents. */
  amountDueNow: number;
  language: Language;
  /** The Finalize button: the question is opened by the machine, not by a trigger of its own. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * docs/licences.md#adjustment-charges: more licences charge the subscription's saved card at once,
 * so the practitioner is asked first, with the licences added and the amount charged today, written
 * as the page's "Due today" writes it (the same figure, so what is confirmed is what is charged).
 */
export function SeatsConfirmation(props: SeatsConfirmationProps) {
  const { open, currentCount, count, language, onConfirm, onCancel } = props;
  const intl = useIntl();
  const amount = formatChf(props.amountDueNow, language);
  return (
    <ConfirmDialog
      open={open}
      // Escape and the cancel button both close it; after Confirm the machine ignores the close.
      onOpenChange={(nowOpen) => (nowOpen ? undefined : onCancel())}
      returnFocusTo={props.returnFocusTo}
      title={intl.formatMessage(
        { id: 'licenseAdjustment.confirmation.title' },
        { added: count - currentCount },
      )}
      description={intl.formatMessage(
        { id: 'licenseAdjustment.confirmation.description' },
        { current: currentCount, count, amount },
      )}
      confirmLabel={intl.formatMessage({ id: 'licenseAdjustment.confirmation.confirm' }, { amount })}
      cancelLabel={intl.formatMessage({ id: 'licenseAdjustment.confirmation.cancel' })}
      onConfirm={onConfirm}
    />
  );
}
