import {
  type Blacklist,
  type BlacklistPhraseRequest,
  emptyBlacklist,
  type Language,
  phraseSchema,
} from '@app/contracts';
import { assign, fromPromise, setup } from 'xstate';

export type AdminBlacklistEvent =
  | { type: 'BLACKLIST.SELECT_LANGUAGE'; lang: Language }
  | { type: 'BLACKLIST.ADD'; phrase: string }
  | { type: 'BLACKLIST.DELETE'; phrase: string };

/**
 * Admin > Blacklist (docs/admin.md#blacklist): one list per language; a phrase must not be blank (no
 * call otherwise); every failure empties the lists silently, as the spec's admin calls do.
 */
export const adminBlacklistMachine = setup({
  types: {
    context: {} as { blacklist: Blacklist; lang: Language; blankRejected: boolean },
    events: {} as AdminBlacklistEvent,
    input: {} as { lang?: Language },
  },
  actors: {
    loadBlacklist: fromPromise<Blacklist, void>(async () => {
      throw new Error('loadBlacklist must be provided');
    }),
    addPhrase: fromPromise<Blacklist, BlacklistPhraseRequest>(async () => {
      throw new Error('addPhrase must be provided');
    }),
    deletePhrase: fromPromise<Blacklist, BlacklistPhraseRequest>(async () => {
      throw new Error('deletePhrase must be provided');
    }),
  },
  actions: {
    empty: assign({ blacklist: () => emptyBlacklist() }),
  },
}).createMachine({
  id: 'adminBlacklist',
  context: ({ input }) => ({ blacklist: emptyBlacklist(), lang: input.lang ?? 'fr', blankRejected: false }),
  initial: 'loading',
  on: {
    'BLACKLIST.SELECT_LANGUAGE': {
      actions: assign({ lang: ({ event }) => event.lang, blankRejected: false }),
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
            guard: ({ event }) => !phraseSchema.safeParse(event.phrase).success,
            actions: assign({ blankRejected: true }),
          },
          { target: 'adding', actions: assign({ blankRejected: false }) },
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
