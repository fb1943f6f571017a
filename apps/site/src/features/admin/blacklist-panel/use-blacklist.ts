import { LANGUAGES, type Language, PHRASE_MAX_LENGTH, samePhrase } from '@app/contracts';
import { adminBlacklistMachine, type PhraseRejection } from '@app/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useFocusAfterDelete } from '../use-focus-after-delete/use-focus-after-delete.js';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * Why the field's phrase is refused: listed already, or the machine's rejection while the field still
 * shows what it rejected. The machine keeps its rejection until the next add; once the field no
 * longer shows it (filled in, or shortened) it is stale.
 */
function phraseError(
  intl: IntlShape,
  { duplicate, rejection, phrase }: { duplicate: boolean; rejection: PhraseRejection | null; phrase: string },
): string | undefined {
  const length = phrase.trim().length;
  if (duplicate) return intl.formatMessage({ id: 'admin.blacklist.error.duplicate' });
  if (rejection === 'blank' && length === 0) return intl.formatMessage({ id: 'admin.blacklist.error.blank' });
  if (rejection === 'tooLong' && length > PHRASE_MAX_LENGTH)
    return intl.formatMessage({ id: 'admin.blacklist.error.tooLong' }, { max: PHRASE_MAX_LENGTH });
  return undefined;
}

/** What Admin > Blacklist draws: the chosen language's list, the phrase field, and what they do. */
export interface BlacklistState {
  readonly lang: Language;
  /** The chosen language's phrases. */
  readonly phrases: readonly string[];
  readonly loading: boolean;
  readonly adding: boolean;
  readonly deleting: boolean;
  readonly busy: boolean;
  /** The phrase whose delete is under way. */
  readonly deletedPhrase: string | null;
  readonly phrase: string;
  /** Why the phrase field's add was refused, while the field still shows it. */
  readonly error: string | undefined;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly listRef: RefObject<HTMLOListElement | null>;
  readonly changePhrase: (value: string) => void;
  readonly add: (event: FormEvent<HTMLFormElement>) => void;
  readonly remove: (phrase: string, index: number) => void;
  readonly selectLanguage: (value: string) => void;
}

/**
 * The blacklist's chart (docs/admin.md#blacklist), its calls bound to the session's client, with the
 * phrase field, its refusals (docs/admin.md#blacklist-phrase) and the focus after an add or a delete.
 */
export function useBlacklist(): BlacklistState {
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

  const changePhrase = (value: string) => {
    setPhrase(value);
    setDuplicate(false);
  };

  return {
    lang,
    phrases,
    loading,
    adding,
    deleting,
    busy,
    deletedPhrase,
    phrase,
    error: phraseError(intl, { duplicate, rejection, phrase }),
    inputRef,
    listRef: focus.containerRef,
    changePhrase,
    add,
    remove,
    selectLanguage,
  };
}
