import type { Language, Passkey } from '@app/contracts';
import { formatLongDate } from '@app/i18n';
import { Button, ConfirmDialog, Inline, Stack, Text, VisuallyHidden } from '@app/ui';
import { type IntlShape, useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import * as styles from './passkeys.css.js';

/** docs/passkeys.md#list: her name for it, else the day it was added. */
export function passkeyName(intl: IntlShape, passkey: Passkey, language: Language): string {
  return (
    passkey.name ??
    intl.formatMessage(
      { id: 'account.passkeys.unnamed' },
      { date: formatLongDate(passkey.createdAt, language) },
    )
  );
}

/**
 * One passkey (docs/passkeys.md#list): its name, when it was added and last used, whether it is
 * synced; "Rename" opens the rename dialog, "Remove" asks first, naming it (docs/passkeys.md#remove).
 */
export function PasskeyItem({
  passkey,
  busy,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  busy: boolean;
  onRename: () => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const name = passkeyName(intl, passkey, language);
  const say = (id: string, date: string) =>
    intl.formatMessage({ id }, { date: formatLongDate(date, language) });
  return (
    <li className={styles.item}>
      <Stack gap="xsmall">
        <span className={styles.name}>{name}</span>
        <Text size="small" tone="muted">
          {say('account.passkeys.created', passkey.createdAt)}
        </Text>
        <Text size="small" tone="muted">
          {passkey.lastUsedAt
            ? say('account.passkeys.lastUsed', passkey.lastUsedAt)
            : intl.formatMessage({ id: 'account.passkeys.neverUsed' })}
        </Text>
        <Text size="small" tone="muted">
          {intl.formatMessage({
            id: passkey.synced ? 'account.passkeys.synced' : 'account.passkeys.notSynced',
          })}
        </Text>
      </Stack>
      <Inline gap="small">
        <Button type="button" variant="secondary" size="small" disabled={busy} onClick={onRename}>
          {intl.formatMessage({ id: 'account.passkeys.rename' })} <VisuallyHidden>{name}</VisuallyHidden>
        </Button>
        <ConfirmDialog
          tone="danger"
          trigger={
            <Button type="button" variant="secondary" size="small" disabled={busy}>
              {intl.formatMessage({ id: 'account.passkeys.remove' })} <VisuallyHidden>{name}</VisuallyHidden>
            </Button>
          }
          title={intl.formatMessage({ id: 'account.passkeys.removeTitle' }, { name })}
          description={intl.formatMessage({ id: 'account.passkeys.removeIntro' })}
          confirmLabel={intl.formatMessage({ id: 'account.passkeys.removeConfirm' })}
          cancelLabel={intl.formatMessage({ id: 'account.passkeys.removeKeep' })}
          onConfirm={onRemove}
        />
      </Inline>
    </li>
  );
}
