import {
  type AuthenticationCredential,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
  type PasskeySigninOptionsRequest,
  type PasskeySigninRequest,
  type RegistrationCredential,
  type SigninChallengeResponse,
  type SigninLinkRequest,
  type SigninLinkResponse,
  type SigninPasskeySetupOptionsRequest,
  type SigninPasskeySetupRequest,
  type SigninRequest,
  type SigninResponse,
  type SigninTokenResponse,
  type SigninTwoFactorRequest,
  signinChallengeResponseSchema,
} from '@app/contracts';
import {
  type AuthenticateInput,
  type SignInReturn,
  signInMachine,
  type TwoFactorConfirmation,
} from '@app/machines';
import { useSelector } from '@xstate/react';
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useLatestLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { callOpening } from '../../../lib/api/opening-call.js';
import { passkeyCeremonies } from '../../../lib/passkeys.js';
import { formValue } from '../form-value.js';
import { type AuthForm, useAuthForm } from '../use-auth-form.js';
import { offerPasskey } from './offer-passkey.js';

/**
 * The second step a mailed sign-in link handed over (docs/accounts.md#sign-in-link): its challenge
 * travels in the navigation state, checked like any answer of the API.
 */
function handedChallenge(state: unknown): SigninChallengeResponse | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const parsed = signinChallengeResponseSchema.safeParse((state as { challenge?: unknown }).challenge);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Which of its steps the sign-in shows: the password form, the second factor's code or its set-up,
 * a passkey finishing the sign-in, or the passkey her practice requires (docs/passkeys.md#policy).
 */
export type SignInStep = 'password' | 'code' | 'setup' | 'passkey' | 'passkey_setup';

/**
 * The browser's ceremony as the chart invokes it: leaving the state that waits for it (the page,
 * the password sent, the dialog opened) ends it, as an autofill's may never settle.
 */
const authenticateActor = fromPromise<AuthenticationCredential, AuthenticateInput>(({ input, signal }) => {
  let settled = false;
  signal.addEventListener('abort', () => {
    if (!settled) passkeyCeremonies.cancel();
  });
  return passkeyCeremonies.authenticate(input.options, input.autofill).finally(() => {
    settled = true;
  });
});

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
  /** A required two-factor set-up is done: its session is the sign-in's, or the step that follows. */
  readonly setUp: (confirmation: TwoFactorConfirmation) => void;
  /** The browser has WebAuthn: the passkey button shows (docs/passkeys.md#sign-in). */
  readonly passkeySupported: boolean;
  /** A passkey's ceremony or its sign-in is under way. */
  readonly passkeyBusy: boolean;
  /** The passkey her practice requires is being created. */
  readonly creatingPasskey: boolean;
  /** The browser's dialog: to sign in, to finish the step `passkey`, or "Use a passkey I have". */
  readonly usePasskey: () => void;
  /** "Create a passkey" at the step `passkey_setup`. */
  readonly createPasskey: () => void;
}

const noSubscription = () => () => undefined;
/**
 * The pre-rendered /signin has the passkey button, as nearly every browser has WebAuthn: hydration
 * then draws the same form and nothing is drawn again, and a browser without it drops the button
 * once its scripts run (docs/passkeys.md#sign-in).
 */
const assumedBeforeTheBrowser = () => true;

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
        verifyTwoFactor: fromPromise<SigninResponse, SigninTwoFactorRequest>(async ({ input }) => {
          const [response] = await Promise.all([call('signinTwoFactor', input), ready()]);
          return response;
        }),
        // docs/passkeys.md#sign-in: a browser without WebAuthn starts no autofill.
        autofillSupported: fromPromise<boolean, void>(async () =>
          passkeyCeremonies.supported() ? passkeyCeremonies.autofillSupported() : false,
        ),
        // Asked as the page opens (the autofill's): without the whole client (docs/measurements.md#lighthouse).
        passkeyOptions: fromPromise<PasskeyRequestOptions, PasskeySigninOptionsRequest>(async ({ input }) => {
          const { options } = await callOpening('passkeySigninOptions', input);
          return options;
        }),
        authenticate: authenticateActor,
        passkeySignIn: fromPromise<SigninTokenResponse, PasskeySigninRequest>(async ({ input }) => {
          const [response] = await Promise.all([call('passkeySignin', input), ready()]);
          return response;
        }),
        passkeySetupOptions: fromPromise<PasskeyCreationOptions, SigninPasskeySetupOptionsRequest>(
          async ({ input }) => {
            const { options } = await call('signinPasskeySetupOptions', input);
            return options;
          },
        ),
        register: fromPromise<RegistrationCredential, PasskeyCreationOptions>(({ input }) =>
          passkeyCeremonies.register(input),
        ),
        passkeySetup: fromPromise<SigninTokenResponse, SigninPasskeySetupRequest>(async ({ input }) => {
          const [response] = await Promise.all([call('signinPasskeySetup', input), ready()]);
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
  useEffect(() => {
    const subscriptions = [
      // Started as the session opens, never awaited: the navigation that follows is not held up.
      actor.on('passkeyOffer', () => void offerPasskey(call)),
      actor.on('passkeyUnknown', ({ rpId, credentialId }) => {
        void passkeyCeremonies.signalUnknown(rpId ?? window.location.hostname, credentialId);
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, call]);
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
          : snapshot.context.challenge?.step === 'passkey'
            ? 'passkey'
            : snapshot.context.challenge?.step === 'passkey_setup'
              ? 'passkey_setup'
              : 'password',
  );
  const passkeyBusy = useSelector(actor, (snapshot) => snapshot.hasTag('passkey'));
  const creatingPasskey = useSelector(actor, (snapshot) => snapshot.hasTag('creatingPasskey'));
  const passkeySupported = useSyncExternalStore(
    noSubscription,
    passkeyCeremonies.supported,
    assumedBeforeTheBrowser,
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
  const usePasskey = () => send({ type: 'SIGN_IN.PASSKEY' }, 'passkey');
  const createPasskey = () => send({ type: 'SIGN_IN.CREATE_PASSKEY' }, 'creatingPasskey');
  const setUp = useCallback(
    (confirmation: TwoFactorConfirmation) => {
      // docs/passkeys.md#policy: after its recovery codes, the set-up may lead to a passkey.
      const next = signinChallengeResponseSchema.safeParse(confirmation);
      if (next.success) {
        actor.send({ type: 'SIGN_IN.NEXT_STEP', challenge: next.data });
        return;
      }
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
    passkeySupported,
    passkeyBusy,
    creatingPasskey,
    usePasskey,
    createPasskey,
  };
}
