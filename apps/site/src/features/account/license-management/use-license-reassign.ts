import { licenseReassignMachine } from '@app/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useLanguage, useLatestLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import type { LicenseReassign } from './reassign-dialog.js';

/**
 * The reassignment chart (docs/licences.md#reassign) bound to the session's client, the invitation
 * mail in the language the page is shown in (docs/languages.md#lang-in-calls); `onReassigned` once
 * done, for the page to say so and read the list again.
 */
export function useLicenseReassign(
  subscriptionToken: string | null,
  onReassigned: (fromEmail: string) => void,
): LicenseReassign {
  const { call } = useSession();
  const { language } = useLanguage();
  const languageRef = useLatestLanguage();
  const actor = useActorRef(
    licenseReassignMachine.provide({
      actors: {
        reassignLicense: fromPromise(({ input }) =>
          call('reassignLicense', { ...input, lang: languageRef.current }),
        ),
      },
    }),
    { input: { lang: language } },
  );
  const reassigned = useRef(onReassigned);
  reassigned.current = onReassigned;
  useEffect(() => {
    const subscription = actor.on('reassigned', (event) => reassigned.current(event.fromEmail));
    return () => subscription.unsubscribe();
  }, [actor]);
  return {
    reassigning: useSelector(actor, (snapshot) => snapshot.context.fromEmail),
    reassignBusy: useSelector(actor, (snapshot) => snapshot.hasTag('busy')),
    reassignFeedback: useSelector(actor, (snapshot) => snapshot.context.feedback),
    onReassign: (fromEmail) => actor.send({ type: 'REASSIGN.OPEN', fromEmail }),
    onReassignSubmit: (toEmail) =>
      actor.send({ type: 'REASSIGN.SUBMIT', toEmail, subscriptionToken: subscriptionToken ?? '' }),
    onReassignEdit: () => actor.send({ type: 'REASSIGN.EDIT' }),
    onReassignClose: () => actor.send({ type: 'REASSIGN.CLOSE' }),
  };
}
