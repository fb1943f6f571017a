import type { Language } from '@app/contracts';
import { Button, IconTrash, Spinner, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import * as styles from './blacklist-panel.css.js';
import type { BlacklistState } from './use-blacklist.js';

/** One language's phrases, numbered, each with its delete (or the list's loading, or its emptiness). */
export function PhraseList({ blacklist, language }: { blacklist: BlacklistState; language: Language }) {
  const intl = useIntl();
  if (blacklist.loading)
    return <Spinner label={intl.formatMessage({ id: 'admin.blacklist.loading' })} showLabel />;
  if (blacklist.phrases.length === 0) {
    return <Text tone="muted">{intl.formatMessage({ id: 'admin.blacklist.empty' })}</Text>;
  }
  return (
    <ol
      ref={blacklist.listRef}
      className={styles.list}
      aria-label={intl.formatMessage({ id: 'admin.blacklist.list.label' })}
    >
      {blacklist.phrases.map((entry, index) => (
        <li key={entry} className={styles.item}>
          <div className={styles.itemRow}>
            <span className={styles.phrase} lang={language}>
              {entry}
            </span>
            <Button
              variant="ghost"
              size="small"
              data-delete-button=""
              aria-label={intl.formatMessage({ id: 'admin.blacklist.deleteLabel' }, { phrase: entry })}
              loading={blacklist.deleting && blacklist.deletedPhrase === entry}
              disabled={blacklist.busy}
              onClick={() => blacklist.remove(entry, index)}
            >
              <IconTrash size="small" />
              {intl.formatMessage({ id: 'admin.blacklist.delete' })}
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}
