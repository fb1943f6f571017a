import { copyConfirmationMachine } from '@app/machines';
import { Chip, type ChipState, Stack } from '@app/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import * as styles from './sso-page.css.js';

/**
 * A value to give the DNS or the provider (docs/sso.md#set-up): its label, the value as it must be
 * typed, and a copy button named by the label's group. Without a clipboard the button says the
 * copy failed rather than pretending.
 */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const intl = useIntl();
  const id = useId();
  const copy = useActorRef(
    copyConfirmationMachine.provide({
      actors: {
        writeToClipboard: fromPromise(async ({ input }) => {
          await navigator.clipboard.writeText(input.text);
        }),
      },
    }),
  );
  const state = useSelector(
    copy,
    (snapshot): ChipState =>
      snapshot.matches('copied') ? 'copied' : snapshot.matches('failed') ? 'failed' : 'idle',
  );
  return (
    <Stack gap="xsmall" role="group" aria-labelledby={id}>
      <span id={id} className={styles.valueLabel}>
        {label}
      </span>
      <code className={styles.value}>{value}</code>
      <div>
        <Chip
          state={state}
          label={intl.formatMessage({ id: 'account.sso.copy' })}
          copiedLabel={intl.formatMessage({ id: 'account.sso.copied' })}
          failedLabel={intl.formatMessage({ id: 'account.sso.copyFailed' })}
          onCopy={() => copy.send({ type: 'COPY.REQUEST', text: value })}
        />
      </div>
    </Stack>
  );
}
