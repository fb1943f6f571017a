import { Button, Notice } from '@app/ui';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

export interface PaidNoticeProps {
  /** A first subscription, or a change of a running one (its success says so). */
  purpose: 'subscription' | 'change';
  /** Another purchase's success message (see CardDialogTexts); it has no way to the account. */
  success: string | undefined;
  /** The way to the account, which takes the focus once the payment is done. */
  accountLinkRef: Ref<HTMLAnchorElement>;
}

/** The card dialog's last word once paid (docs/subscriptions-and-money.md#card-dialog), with the way to the account. */
export function PaidNotice({ purpose, success, accountLinkRef }: PaidNoticeProps) {
  const intl = useIntl();
  return (
    <Notice
      tone="success"
      // The stages above already announce the activation.
      announce="none"
      action={
        success !== undefined ? undefined : (
          <Button asChild size="small">
            <Link ref={accountLinkRef} to="/account">
              {intl.formatMessage({ id: 'payment.activated.account' })}
            </Link>
          </Button>
        )
      }
    >
      {success ??
        (purpose === 'change'
          ? intl.formatMessage({ id: 'payment.change.applied' })
          : intl.formatMessage({ id: 'payment.activated.message' }))}
    </Notice>
  );
}
