import type { SubscriptionInfo } from '@app/contracts';
import { accountMachine } from '@app/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { useLanguage, useLatestLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';

/**
 * The account chart, its calls bound to the session's client, and its state as the screen reads it.
 * `load` reads the subscription it acts on: the signed-in account's own (subscription-info), or the
 * practice's for a member whose roles let her act on it (docs/licences.md#practice-view).
 */
export function useAccountChart(load: () => Promise<SubscriptionInfo>) {
  const { call } = useSession();
  const { language } = useLanguage();
  // The `lang` of send-invitation (docs/languages.md#lang-in-calls): the language the page is shown in when
  // the invitation goes.
  const languageRef = useLatestLanguage();
  const loadRef = useRef(load);
  loadRef.current = load;
  const actor = useActorRef(
    accountMachine.provide({
      actors: {
        loadSubscriptionInfo: fromPromise(() => loadRef.current()),
        unsubscribe: fromPromise(() => call('unsubscribe')),
        sendInvitation: fromPromise(({ input }) =>
          call('sendInvitation', { ...input, lang: languageRef.current }),
        ),
        dissociate: fromPromise(({ input }) => call('dissociate', input)),
      },
    }),
    { input: { lang: language } },
  );
  const state = {
    info: useSelector(actor, (snapshot) => snapshot.context.info),
    feedback: useSelector(actor, (snapshot) => snapshot.context.feedback),
    loading: useSelector(actor, (snapshot) => snapshot.hasTag('loading')),
    busy: useSelector(actor, (snapshot) => snapshot.hasTag('busy')),
    confirmingCancel: useSelector(actor, (snapshot) => snapshot.matches('confirmingCancel')),
    cancelling: useSelector(actor, (snapshot) => snapshot.matches('cancelling')),
    inviting: useSelector(actor, (snapshot) => snapshot.matches('inviting')),
    removing: useSelector(actor, (snapshot) => snapshot.matches('removing')),
    confirmingRemoval: useSelector(actor, (snapshot) =>
      snapshot.matches('confirmingRemoval') ? snapshot.context.removal : null,
    ),
  };
  return { actor, ...state };
}

export type AccountChart = ReturnType<typeof useAccountChart>;
