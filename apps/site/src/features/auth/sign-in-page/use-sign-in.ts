import {
  type SigninChallengeResponse,
  type SigninLinkRequest,
  type SigninLinkResponse,
  type SigninRequest,
  type SigninResponse,
  type SigninTokenResponse,
  type SigninTwoFactorRequest,
  signinChallengeResponseSchema,
} from '@app/contracts';
import { type SignInReturn, signInMachine, type TwoFactorConfirmation } from '@app/machines';
import { useSelector } from '@xstate/react';
import { type FormEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useLatestLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { formValue } from '../form-value.js';
import { type AuthForm, useAuthForm } from '../use-auth-form.js';

/**
 * The second step a mailed sign-in link handed over (docs/accounts.md#sign-in-link): its challenge
 * travels in the navigation state, checked like any answer of the API.
 */
function handedChallenge(state: unknown): SigninChallengeResponse | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const parsed = signinChallengeResponseSchema.safeParse((state as { challenge?: unknown }).challenge);
  return parsed.success ? parsed.data : undefined;
}

/** Which of its steps the sign-in shows: the password form, the second factor's code, or its set-up. */
export type SignInStep = 'password' | 'code' | 'setup';

export interface SignIn extends Omit<AuthForm<typeof signInMachine>, 'send'> {
  readonly step: SignInStep;
  /** The API has slowed this client down: a sign-in link by e-mail is offered. */
  readonly linkOffered: boolean;
  /** The address of an attempt refused as unconfirmed, to send its confirmation mail again. */
  readonly unconfirmedEmail: string | null;
  readonly sendingLink: boolean;
  /** The second step's challenge, which a required two-factor set-up goes with. */
  readonly challenge: string;
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly submit: (event: FormEvent<HTMLFormElement>) => void;
  /** Mails a sign-in link to the address in the form, in the page's language. */
  readonly requestLink: () => void;
  /** Back to the password form (the second step abandoned or expired). */
  readonly restart: () => void;
  /** A required two-factor set-up is done: its session is the sign-in's. */
  readonly setUp: (confirmation: TwoFactorConfirmation) => void;
}

/**
 * /signin's chart (docs/accounts.md#sign-in), its calls bound to the session's client: the sign-in
 * carries the confirmation link's token when one opened the page (docs/accounts.md#ownership), and
 * waits for the session chart to be at hand, so it holds the token before the next screen.
 */
export function useSignIn({
  returnTo,
  confirmationToken,
}: {
  returnTo: SignInReturn;
  confirmationToken: string | undefined;
}): SignIn {
  const { call, ready, signedIn } = useSession();
  const location = useLocation();
  const { actor, feedback, busy, attempt, send } = useAuthForm(
    signInMachine.provide({
      actors: {
        // The session chart downloads meanwhile, so it holds the token before the next screen.
        signIn: fromPromise<SigninResponse, SigninRequest>(async ({ input }) => {
          const request = confirmationToken ? { ...input, confirmation: confirmationToken } : input;
          const [response] = await Promise.all([call('signin', request), ready()]);
          return response;
        }),
        requestSigninLink: fromPromise<SigninLinkResponse, SigninLinkRequest>(({ input }) =>
          call('requestSigninLink', input),
        ),
        verifyTwoFactor: fromPromise<SigninTokenResponse, SigninTwoFactorRequest>(async ({ input }) => {
          const [response] = await Promise.all([call('signinTwoFactor', input), ready()]);
          return response;
        }),
      },
    }),
    { input: { returnTo, challenge: handedChallenge(location.state) } },
  );
  // Signed in already, she has nothing to do here: a link of the signed-out page (the plans of a
  // pre-rendered /license, clicked before its scripts ran) brought her, and she goes on.
  useEffect(() => {
    if (signedIn) actor.send({ type: 'SIGN_IN.SESSION_FOUND' });
  }, [actor, signedIn]);
  const linkOffered = useSelector(actor, (snapshot) => snapshot.context.linkOffered);
  const unconfirmedEmail = useSelector(actor, (snapshot) => snapshot.context.unconfirmedEmail);
  const sendingLink = useSelector(actor, (snapshot) => snapshot.hasTag('sendingLink'));
  const step = useSelector(
    actor,
    (snapshot): SignInStep =>
      snapshot.matches('secondStep') || snapshot.matches('verifyingCode')
        ? 'code'
        : snapshot.matches('settingUp')
          ? 'setup'
          : 'password',
  );
  const challenge = useSelector(actor, (snapshot) => snapshot.context.challenge?.challenge ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const language = useLatestLanguage();

  const requestLink = () => {
    if (!formRef.current) return;
    send(
      { type: 'SIGN_IN.REQUEST_LINK', email: formValue(formRef.current, 'email'), lang: language.current },
      'sendingLink',
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    send({
      type: 'SIGN_IN.SUBMIT',
      email: formValue(form, 'email'),
      password: formValue(form, 'password'),
    });
  };

  const restart = useCallback(() => actor.send({ type: 'SIGN_IN.RESTART' }), [actor]);
  const setUp = useCallback(
    (confirmation: TwoFactorConfirmation) => {
      if (typeof confirmation.token !== 'string') return;
      const session: SigninTokenResponse = { token: confirmation.token };
      if (typeof confirmation.deletionScheduledAt === 'string')
        session.deletionScheduledAt = confirmation.deletionScheduledAt;
      void ready().then(() => actor.send({ type: 'SIGN_IN.SET_UP', session }));
    },
    [actor, ready],
  );

  return {
    actor,
    feedback,
    busy,
    attempt,
    step,
    linkOffered,
    unconfirmedEmail,
    sendingLink,
    challenge,
    formRef,
    submit,
    requestLink,
    restart,
    setUp,
  };
}
