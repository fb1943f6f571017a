import { Button, Heading, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { PasskeyItem, passkeyName } from './passkey-item.js';
import { PasskeyOffer } from './passkey-offer.js';
import * as styles from './passkeys.css.js';
import { RenamePasskeyDialog } from './rename-passkey-dialog.js';
import { type PasskeysState, usePasskeys } from './use-passkeys.js';

export interface PasskeysSectionProps {
  /**
   * Two-factor sign-in is on: without it, an account whose passkeys are its only second factor is
   * advised to keep a second way in (docs/passkeys.md#recovery). Undefined while unread.
   */
  twoFactorOn: boolean | undefined;
  /** docs/passkeys.md#offer: offer one when she has none (the account page; not the admin's). */
  offer?: boolean;
  /** Hears of each passkey added (the admin page then asks again). */
  onAdded?: () => void;
}

/**
 * docs/passkeys.md#register to #remove: her passkeys, "Add a passkey", and each one's rename and
 * removal. In a browser without WebAuthn the list still shows, and a line says why nothing can be
 * added here.
 */
export function PasskeysSection({ twoFactorOn, offer = false, onAdded }: PasskeysSectionProps) {
  const passkeys = usePasskeys(onAdded);
  return <PasskeysView state={passkeys} twoFactorOn={twoFactorOn} offer={offer} />;
}

function PasskeysView({
  state,
  twoFactorOn,
  offer,
}: {
  state: PasskeysState;
  twoFactorOn: boolean | undefined;
  offer: boolean;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { passkeys, supported, feedback, act, busy } = state;
  const freshSignin = feedback?.kind === 'apiError' && feedback.code === 'fresh_signin_required';
  return (
    <Stack gap="medium">
      <Heading level={3} size="4" id="account-passkeys">
        {intl.formatMessage({ id: 'account.passkeys.heading' })}
      </Heading>
      <Text tone="muted">{intl.formatMessage({ id: 'account.passkeys.intro' })}</Text>
      {offer && supported && passkeys?.length === 0 ? <PasskeyOffer busy={busy} onAdd={state.add} /> : null}
      <FeedbackNotice
        feedback={act === 'rename' && state.renaming ? null : feedback}
        // The removed passkey's row and buttons are gone: its outcome takes the focus.
        focusWhen={act === 'remove' ? 'shown' : undefined}
        action={
          state.loadFailed ? (
            <Button variant="secondary" size="small" onClick={state.retry}>
              {intl.formatMessage({ id: 'account.passkeys.retry' })}
            </Button>
          ) : freshSignin ? (
            <Button variant="secondary" size="small" onClick={state.signInAgain}>
              {intl.formatMessage({ id: 'account.passkeys.signInAgain' })}
            </Button>
          ) : undefined
        }
      />
      {passkeys === null && !state.loadFailed ? (
        <Text role="status">{intl.formatMessage({ id: 'account.passkeys.loading' })}</Text>
      ) : null}
      {passkeys?.length === 0 ? <Text>{intl.formatMessage({ id: 'account.passkeys.empty' })}</Text> : null}
      {passkeys && passkeys.length > 0 ? (
        <ul className={styles.list} aria-labelledby="account-passkeys">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              busy={busy}
              onRename={() => state.openRename(passkey)}
              onRemove={() => state.remove(passkey)}
            />
          ))}
        </ul>
      ) : null}
      {passkeys && passkeys.length > 0 && twoFactorOn === false ? (
        <Text size="small">{intl.formatMessage({ id: 'account.passkeys.recoveryAdvice' })}</Text>
      ) : null}
      {supported ? (
        passkeys !== null ? (
          <div>
            <Button type="button" loading={state.adding} disabled={busy} onClick={state.add}>
              {intl.formatMessage({ id: 'account.passkeys.add' })}
            </Button>
          </div>
        ) : null
      ) : (
        <Text tone="muted">{intl.formatMessage({ id: 'account.passkeys.unsupported' })}</Text>
      )}
      <RenamePasskeyDialog
        passkey={state.renaming}
        currentName={state.renaming ? passkeyName(intl, state.renaming, language) : ''}
        onClose={() => state.openRename(null)}
        onRename={state.rename}
        busy={busy}
        feedback={act === 'rename' && feedback?.tone === 'error' ? feedback : null}
      />
    </Stack>
  );
}
