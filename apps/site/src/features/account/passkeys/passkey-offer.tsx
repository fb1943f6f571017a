import { Button, Inline, Notice } from '@app/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/** Where "Not now" is remembered: once per browser (docs/passkeys.md#offer). */
export const PASSKEY_OFFER_DISMISSED_KEY = 'passkey-offer-dismissed';

/** Storage can throw (storage disabled, Safari's private mode): the offer then shows each time. */
function dismissedHere(): boolean {
  try {
    return window.localStorage.getItem(PASSKEY_OFFER_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.localStorage.setItem(PASSKEY_OFFER_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Nothing to keep it in: it goes for this visit only.
  }
}

/**
 * docs/passkeys.md#offer: an account without a passkey is offered one on the account page, once per
 * browser: "Add a passkey" or "Not now", which this browser remembers.
 */
export function PasskeyOffer({ busy, onAdd }: { busy: boolean; onAdd: () => void }) {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(dismissedHere);
  if (dismissed) return null;
  return (
    <Notice
      tone="info"
      title={intl.formatMessage({ id: 'account.passkeys.offer.title' })}
      action={
        <Inline gap="small">
          <Button type="button" size="small" disabled={busy} onClick={onAdd}>
            {intl.formatMessage({ id: 'account.passkeys.add' })}
          </Button>
          <Button
            type="button"
            size="small"
            variant="secondary"
            onClick={() => {
              rememberDismissed();
              setDismissed(true);
            }}
          >
            {intl.formatMessage({ id: 'account.passkeys.offer.dismiss' })}
          </Button>
        </Inline>
      }
    >
      {intl.formatMessage({ id: 'account.passkeys.offer.text' })}
    </Notice>
  );
}
