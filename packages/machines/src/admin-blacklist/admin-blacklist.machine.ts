import {
  type Blacklist,
  type BlacklistPhraseRequest,
  emptyBlacklist,
  type Language,
  PHRASE_MAX_LENGTH,
  phraseSchema,
} from '@app/contracts';
import { assign, setup } from 'xstate';
import { injectedCall } from '../shared/injected-call.js';

export type AdminBlacklistEvent =
  | { type: 'BLACKLIST.SELECT_LANGUAGE'; lang: Language }
  | { type: 'BLACKLIST.ADD'; phrase: string }
  | { type: 'BLACKLIST.DELETE'; phrase: string };

/**
 * Why an add made no call (docs/admin.md#blacklist-phrase), for the field to say; `invalid` is the
 * schema's other refusal (a control character), which a one-line field hardly lets through.
 */
export type PhraseRejection = 'blank' | 'tooLong' | 'invalid';

function rejectionOf(phrase: string): PhraseRejection | null {
  if (phraseSchema.safeParse(phrase).success) return null;
  const trimmed = phrase.trim();
  if (trimmed === '') return 'blank';
  return trimmed.length > PHRASE_MAX_LENGTH ? 'tooLong' : 'invalid';
}

/**
 * Admin > Blacklist (docs/admin.md#blacklist): one list per language; a phrase must not be blank nor
 * longer than PHRASE_MAX_LENGTH (no call otherwise, the rejection says which); every failure empties
 * the lists silently, as the spec's admin calls do.
 */
export const adminBlacklistMachine = setup({
  types: {
    context: {} as { blacklist: Blacklist; lang: Language; rejection: PhraseRejection | null },
    events: {} as AdminBlacklistEvent,
    input: {} as { lang?: Language },
  },
  actors: {
    loadBlacklist: injectedCall<Blacklist>('loadBlacklist'),
    addPhrase: injectedCall<Blacklist, BlacklistPhraseRequest>('addPhrase'),
    deletePhrase: injectedCall<Blacklist, BlacklistPhraseRequest>('deletePhrase'),
  },
  actions: {
    empty: assign({ blacklist: () => emptyBlacklist() }),
  },
}).createMachine({
  id: 'adminBlacklist',
  context: ({ input }) => ({ blacklist: emptyBlacklist(), lang: input.lang ?? 'fr', rejection: null }),
  initial: 'loading',
  on: {
    'BLACKLIST.SELECT_LANGUAGE': {
      actions: assign({ lang: ({ event }) => event.lang, rejection: null }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadBlacklist',
        onDone: { target: 'ready', actions: assign({ blacklist: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: 'empty' },
      },
    },
    ready: {
      on: {
        'BLACKLIST.ADD': [
          {
            guard: ({ event }) => rejectionOf(event.phrase) !== null,
            actions: assign({ rejection: ({ event }) => rejectionOf(event.phrase) }),
          },
          { target: 'adding', actions: assign({ rejection: null }) },
        ],
        'BLACKLIST.DELETE': 'deleting',
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        src: 'addPhrase',
        input: ({ context, event }) => ({
          lang: context.lang,
          phrase: (event as { phrase: string }).phrase.trim(),
        }),
        onDone: { target: 'ready', actions: assign({ blacklist: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: 'empty' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deletePhrase',
        input: ({ context, event }) => ({ lang: context.lang, phrase: (event as { phrase: string }).phrase }),
        onDone: { target: 'ready', actions: assign({ blacklist: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: 'empty' },
      },
    },
  },
});
