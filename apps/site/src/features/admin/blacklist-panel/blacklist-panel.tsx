import { LANGUAGES, type Language, PHRASE_MAX_LENGTH, samePhrase } from '@app/contracts';
import { LANGUAGE_NAMES } from '@app/i18n';
import { adminBlacklistMachine } from '@app/machines';
import {
  Button,
  IconPlus,
  IconTrash,
  Inline,
  Spinner,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  TextField,
} from '@app/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useFocusAfterDelete } from '../use-focus-after-delete/use-focus-after-delete.js';
import * as styles from './blacklist-panel.css.js';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * Admin > Blacklist (docs/admin.md#blacklist): one list per language, a phrase field whose add refuses a
 * blank phrase, one over PHRASE_MAX_LENGTH characters and one already listed in any case
 * (docs/admin.md#blacklist-phrase), and a numbered list with a delete per phrase. Calls fail silently
 * (the machine empties the lists).
 */
export function BlacklistPanel() {
  const intl = useIntl();
  const { call } = useSession();
  const actor = useActorRef(
    adminBlacklistMachine.provide({
      actors: {
        loadBlacklist: fromPromise(() => call('getBlacklist')),
        addPhrase: fromPromise(({ input }) => call('addBlacklistPhrase', input)),
        deletePhrase: fromPromise(({ input }) => call('removeBlacklistPhrase', input)),
      },
    }),
    { input: {} },
  );
  const blacklist = useSelector(actor, (snapshot) => snapshot.context.blacklist);
  const lang = useSelector(actor, (snapshot) => snapshot.context.lang);
  const rejection = useSelector(actor, (snapshot) => snapshot.context.rejection);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const adding = useSelector(actor, (snapshot) => snapshot.matches('adding'));
  const deleting = useSelector(actor, (snapshot) => snapshot.matches('deleting'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));

  const [phrase, setPhrase] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const [deletedPhrase, setDeletedPhrase] = useState<string | null>(null);
  // After the last phrase of a list is deleted, the focus goes back to the phrase field.
  const focus = useFocusAfterDelete<HTMLOListElement, HTMLInputElement>(busy);
  const inputRef = focus.fallbackRef;
  const phrases = blacklist[lang] ?? [];

  // The field empties once its phrase is in the list; after a failure (the lists are emptied,
  // docs/admin.md#admin-errors) the admin keeps what they typed and can try again. Either way the focus
  // returns to the field, since the busy add button let go of it.
  const submitted = useRef<string | null>(null);
  useEffect(() => {
    if (adding || submitted.current === null) return;
    if (blacklist[lang]?.includes(submitted.current)) setPhrase('');
    submitted.current = null;
    inputRef.current?.focus();
  }, [adding, blacklist, lang, inputRef]);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = phrase.trim();
    // Adding a phrase twice is refused by the API, and a refusal empties the lists
    // (docs/admin.md#admin-errors); saying so here keeps the list on screen.
    if (trimmed && phrases.some((listed) => samePhrase(listed, trimmed))) {
      setDuplicate(true);
      inputRef.current?.focus();
      return;
    }
    submitted.current = trimmed;
    actor.send({ type: 'BLACKLIST.ADD', phrase });
    // The machine owns the non-blank and length rules (docs/admin.md#blacklist-phrase); the field says
    // why nothing happened.
    if (actor.getSnapshot().context.rejection) inputRef.current?.focus();
  };

  const remove = (target: string, index: number) => {
    setDeletedPhrase(target);
    focus.deleting(index);
    actor.send({ type: 'BLACKLIST.DELETE', phrase: target });
  };

  const selectLanguage = (value: string) => {
    if (!isLanguage(value)) return;
    setDuplicate(false);
    actor.send({ type: 'BLACKLIST.SELECT_LANGUAGE', lang: value });
  };

  // The machine keeps its rejection until the next add; once the field no longer shows what was
  // rejected (filled in, or shortened) it is stale.
  const length = phrase.trim().length;
  const error = duplicate
    ? intl.formatMessage({ id: 'admin.blacklist.error.duplicate' })
    : rejection === 'blank' && length === 0
      ? intl.formatMessage({ id: 'admin.blacklist.error.blank' })
      : rejection === 'tooLong' && length > PHRASE_MAX_LENGTH
        ? intl.formatMessage({ id: 'admin.blacklist.error.tooLong' }, { max: PHRASE_MAX_LENGTH })
        : undefined;

  return (
    <Tabs value={lang} onValueChange={selectLanguage}>
      <Stack gap="large">
        <TabsList variant="pills" aria-label={intl.formatMessage({ id: 'admin.blacklist.languages' })}>
          {LANGUAGES.map((language) => (
            <TabsTrigger key={language} value={language}>
              <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {LANGUAGES.map((language) => (
          <TabsContent key={language} value={language}>
            <Stack gap="large">
              <form onSubmit={add} noValidate>
                <Inline gap="small" alignY="end">
                  <TextField
                    ref={inputRef}
                    className={styles.phraseField}
                    label={intl.formatMessage({ id: 'admin.blacklist.phrase.label' })}
                    error={error}
                    lang={language}
                    autoComplete="off"
                    value={phrase}
                    readOnly={adding}
                    onChange={(event) => {
                      setPhrase(event.target.value);
                      setDuplicate(false);
                    }}
                  />
                  <Button type="submit" loading={adding} disabled={busy && !adding}>
                    <IconPlus size="small" />
                    {intl.formatMessage({ id: 'admin.blacklist.add' })}
                  </Button>
                </Inline>
              </form>
              {loading ? (
                <Spinner label={intl.formatMessage({ id: 'admin.blacklist.loading' })} showLabel />
              ) : phrases.length === 0 ? (
                <Text tone="muted">{intl.formatMessage({ id: 'admin.blacklist.empty' })}</Text>
              ) : (
                <ol
                  ref={focus.containerRef}
                  className={styles.list}
                  aria-label={intl.formatMessage({ id: 'admin.blacklist.list.label' })}
                >
                  {phrases.map((entry, index) => (
                    <li key={entry} className={styles.item}>
                      <div className={styles.itemRow}>
                        <span className={styles.phrase} lang={language}>
                          {entry}
                        </span>
                        <Button
                          variant="ghost"
                          size="small"
                          data-delete-button=""
                          aria-label={intl.formatMessage(
                            { id: 'admin.blacklist.deleteLabel' },
                            { phrase: entry },
                          )}
                          loading={deleting && deletedPhrase === entry}
                          disabled={busy}
                          onClick={() => remove(entry, index)}
                        >
                          <IconTrash size="small" />
                          {intl.formatMessage({ id: 'admin.blacklist.delete' })}
                        </Button>
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </Stack>
          </TabsContent>
        ))}
      </Stack>
    </Tabs>
  );
}
