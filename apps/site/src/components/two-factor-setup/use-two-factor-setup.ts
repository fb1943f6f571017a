import type { TwoFactorSetupResponse } from '@app/contracts';
import { type Feedback, type TwoFactorConfirmation, twoFactorSetupMachine } from '@app/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, type RefObject, useEffect, useRef } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';

/** The set-up's calls and its ends, as the screen that shows it gives them. */
export interface TwoFactorSetupCalls {
  /** The set-up's two calls: with the session on the account page, with the challenge at sign-in. */
  startSetup: () => Promise<TwoFactorSetupResponse>;
  confirmSetup: (input: { code: string }) => Promise<TwoFactorConfirmation>;
  /** She has kept the recovery codes; the confirmation carries the session at sign-in. */
  onFinished: (confirmation: TwoFactorConfirmation) => void;
  onCancelled: () => void;
  /** The sign-in's challenge ran out (sign-in only). */
  onExpired?: () => void;
}

/** What the set-up draws, and what its buttons do. */
export interface TwoFactorSetupState {
  readonly state: SnapshotFrom<typeof twoFactorSetupMachine>['value'];
  /** The QR code and the secret, once the set-up has started. */
  readonly setup: TwoFactorSetupResponse | null;
  readonly feedback: Feedback | null;
  /** The ten recovery codes, once the code from the app has turned it on. */
  readonly codes: readonly string[];
  /** Takes the focus when the codes replace the form. */
  readonly codesHeading: RefObject<HTMLHeadingElement | null>;
  readonly submit: (event: FormEvent<HTMLFormElement>) => void;
  readonly cancel: () => void;
  readonly retry: () => void;
  /** She has kept the recovery codes. */
  readonly done: () => void;
}

/**
 * The two-factor set-up's chart (docs/accounts.md#two-factor), its two calls as the screen gives
 * them, its ends told to the screen, and the focus taken to the codes when they appear.
 */
export function useTwoFactorSetup({
  startSetup,
  confirmSetup,
  onFinished,
  onCancelled,
  onExpired,
}: TwoFactorSetupCalls): TwoFactorSetupState {
  const actor = useActorRef(
    twoFactorSetupMachine.provide({
      actors: {
        startSetup: fromPromise(() => startSetup()),
        confirmSetup: fromPromise(({ input }) => confirmSetup(input)),
      },
    }),
  );
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const setup = useSelector(actor, (snapshot) => snapshot.context.setup);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const codes = useSelector(actor, (snapshot) => snapshot.context.confirmation?.recoveryCodes ?? []);
  const codesHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const subscriptions = [
      actor.on('setup.finished', (event) => onFinished(event.confirmation)),
      actor.on('setup.cancelled', () => onCancelled()),
      actor.on('setup.expired', () => onExpired?.()),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, onFinished, onCancelled, onExpired]);

  // The codes replace the form that had the focus: take it to their heading.
  useEffect(() => {
    if (state === 'showingCodes') codesHeading.current?.focus();
  }, [state]);

  return {
    state,
    setup,
    feedback,
    codes,
    codesHeading,
    submit: (event) => {
      event.preventDefault();
      const code = new FormData(event.currentTarget).get('code');
      actor.send({ type: 'SETUP.SUBMIT_CODE', code: typeof code === 'string' ? code : '' });
    },
    cancel: () => actor.send({ type: 'SETUP.CANCEL' }),
    retry: () => actor.send({ type: 'SETUP.RETRY' }),
    done: () => actor.send({ type: 'SETUP.DONE' }),
  };
}
