import {
  type AuthenticationCredential,
  isSigninChallenge,
  type Language,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
  type PasskeySigninOptionsRequest,
  type PasskeySigninRequest,
  type RegistrationCredential,
  SIGNIN_LINK_VALID_MINUTES,
  type SigninChallengeResponse,
  type SigninLinkRequest,
  type SigninLinkResponse,
  type SigninPasskeySetupOptionsRequest,
  type SigninPasskeySetupRequest,
  type SigninRequest,
  type SigninResponse,
  type SigninTokenResponse,
  type SigninTwoFactorRequest,
} from '@app/contracts';
import { assign, emit, enqueueActions, setup } from 'xstate';
import { type CallFailure, failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';
import { isBlank } from '../shared/is-blank.js';
import { type NavigateEmitted, navigate } from '../shared/navigation.js';

export interface SignInReturn {
  /** docs/accounts.md#sign-in: the 'from' location of the navigation state, else /. */
  readonly from?: string;
  /**
   * Carried back so /payment still knows the plan chosen before sign-in (docs/routes-and-screens.md#license).
   */
  readonly state?: Readonly<Record<string, unknown>>;
}

export type SignInEmitted =
  | NavigateEmitted
  | { type: 'signedIn'; token: string }
  /**
   * docs/passkeys.md#offer: the session was opened by her password; the screen may ask the
   * password manager for a passkey in the background (conditional create). Emitted before
   * `navigate`, which it never holds up.
   */
  | { type: 'passkeyOffer' }
  /** docs/passkeys.md#signals: the API knows no such passkey; the screen tells the browser. */
  | { type: 'passkeyUnknown'; rpId: string | undefined; credentialId: string };

/**
 * How a browser's passkey ceremony ended without an answer (the site's CeremonyError): she closed
 * the dialog or another ceremony replaced it (`cancelled`), the authenticator already holds a
 * passkey of this account (`exists`), or anything else (`failed`).
 */
export type CeremonyEnd = 'cancelled' | 'exists' | 'failed';

function ceremonyEnd(error: unknown): CeremonyEnd | null {
  const end = (error as { end?: unknown } | null)?.end;
  return end === 'cancelled' || end === 'exists' || end === 'failed' ? end : null;
}

/** The browser signs a challenge: in its dialog, or (`autofill`) among the address field's suggestions. */
export interface AuthenticateInput {
  readonly options: PasskeyRequestOptions;
  readonly autofill: boolean;
}

export type SignInEvent =
  | { type: 'SIGN_IN.SUBMIT'; email: string; password: string }
  | { type: 'SIGN_IN.REQUEST_LINK'; email: string; lang: Language }
  /** The second step (docs/accounts.md#two-factor): the authenticator's code or a recovery code. */
  | { type: 'SIGN_IN.SUBMIT_CODE'; code: string }
  /** A set-up required by the owner of her seat, done on the screen: the session it opened. */
  | { type: 'SIGN_IN.SET_UP'; session: SigninTokenResponse }
  /**
   * docs/passkeys.md#sign-in: "Sign in with a passkey" (the browser's dialog); at the step
   * `passkey`, her passkey finishes the sign-in; at `passkey_setup`, "Use a passkey I have".
   */
  | { type: 'SIGN_IN.PASSKEY' }
  /** docs/passkeys.md#policy: "Create a passkey" at the step `passkey_setup`. */
  | { type: 'SIGN_IN.CREATE_PASSKEY' }
  /** The required set-up's confirmation led on to a further step (docs/passkeys.md#policy), not to a session. */
  | { type: 'SIGN_IN.NEXT_STEP'; challenge: SigninChallengeResponse }
  /** Back to the password (the second step's time ran out, or she chose to). */
  | { type: 'SIGN_IN.RESTART' }
  /**
   * The visitor is signed in already (a session of this browser, or one opened in another tab):
   * nothing to ask, she goes on where signing in would take her.
   */
  | { type: 'SIGN_IN.SESSION_FOUND' };

/** Where a session opened: the account page's banner when her account's deletion is pending. */
const afterSignIn = (context: SignInContext, session: SigninTokenResponse) =>
  session.deletionScheduledAt
    ? navigate(DELETION_PENDING_PATH)
    : navigate(context.returnTo.from ?? '/', context.returnTo.state);

const apiCode = (failure: CallFailure) => (failure.kind === 'api' ? failure.error.code : null);
const expired = (error: unknown) => apiCode(failureOf(error)) === 'invalid_or_expired_token';

/** Where an owner who asked for her account's deletion lands: its banner offers to keep it. */
export const DELETION_PENDING_PATH = '/account';

interface SignInContext {
  returnTo: SignInReturn;
  feedback: Feedback | null;
  /**
   * docs/accounts.md#sign-in-link: once the API slows this client down (429), the screen offers a
   * sign-in link by e-mail, the way in that no stranger's failures can close; hidden again once it is sent.
   */
  linkOffered: boolean;
  /** The second step's own token and kind, once the password (or a mailed link) was right. */
  challenge: SigninChallengeResponse | null;
  /** Her password opened the sign-in (not a mailed link): the session it opens may offer a passkey. */
  byPassword: boolean;
  /** The challenge the browser signs, kept for the passkey it names when the API does not know it. */
  passkeyOptions: PasskeyRequestOptions | null;
  /** What the browser answered: the passkey's signed challenge, or the passkey it created. */
  assertion: AuthenticationCredential | null;
  creation: PasskeyCreationOptions | null;
  /** The address of the attempt under way, kept for what its answer offers. */
  submitted: string;
  /**
   * docs/accounts.md#sign-in-unconfirmed: the address whose right password met "confirm your address
   * first", for the offer to send the confirmation e-mail again; null otherwise. That answer comes
   * only after the right password, so the offer tells nothing the refusal did not.
   */
  unconfirmedEmail: string | null;
}

/**
 * /signin (docs/accounts.md#sign-in): both fields required ('All fields are required.') and no call made
 * otherwise; an API refusal is shown by its code (wrong password, unconfirmed address, too many
 * attempts); a failure without an answer is 'Invalid credentials or server issue.'. Success
 * hands the token to the session and returns to `from`, else /. After 'too many attempts', a
 * one-time sign-in link can be asked for by e-mail. Passkeys (docs/passkeys.md#sign-in): the address
 * field offers them while the form waits (autofill), a button opens the browser's dialog, and a
 * sign-in by password may go on to the steps `passkey` and `passkey_setup`.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as { returnTo?: SignInReturn; challenge?: SigninChallengeResponse },
    emitted: {} as SignInEmitted,
  },
  actors: {
    signIn: injectedCall<SigninResponse, SigninRequest>('signIn'),
    requestSigninLink: injectedCall<SigninLinkResponse, SigninLinkRequest>('requestSigninLink'),
    verifyTwoFactor: injectedCall<SigninResponse, SigninTwoFactorRequest>('verifyTwoFactor'),
    /** Whether the browser offers passkeys among the address field's suggestions. */
    autofillSupported: injectedCall<boolean>('autofillSupported'),
    passkeyOptions: injectedCall<PasskeyRequestOptions, PasskeySigninOptionsRequest>('passkeyOptions'),
    /** The browser's ceremony; rejects with its end (`CeremonyEnd`) when it gives no answer. */
    authenticate: injectedCall<AuthenticationCredential, AuthenticateInput>('authenticate'),
    passkeySignIn: injectedCall<SigninTokenResponse, PasskeySigninRequest>('passkeySignIn'),
    passkeySetupOptions: injectedCall<PasskeyCreationOptions, SigninPasskeySetupOptionsRequest>(
      'passkeySetupOptions',
    ),
    register: injectedCall<RegistrationCredential, PasskeyCreationOptions>('register'),
    passkeySetup: injectedCall<SigninTokenResponse, SigninPasskeySetupRequest>('passkeySetup'),
  },
  guards: {
    asksCode: ({ context }) => context.challenge?.step === 'code',
    asksSetup: ({ context }) => context.challenge?.step === 'setup',
    asksPasskey: ({ context }) => context.challenge?.step === 'passkey',
    asksPasskeySetup: ({ context }) => context.challenge?.step === 'passkey_setup',
    /** A step's challenge (of a sign-in by password or a link) ran out: from the password again. */
    stepExpired: ({ context, event }) =>
      context.challenge !== null && expired((event as { error?: unknown }).error),
    ceremonyCancelled: ({ event }) => ceremonyEnd((event as { error?: unknown }).error) === 'cancelled',
  },
  actions: {
    /**
     * A session opened: its token to the session, the offer of a passkey when her password opened
     * it (docs/passkeys.md#offer: not a passkey, not a mailed link), then where she goes.
     */
    openSession: enqueueActions(({ context, event, enqueue }, params: { offer: boolean }) => {
      const session = (event as unknown as { output: SigninTokenResponse }).output;
      enqueue.emit({ type: 'signedIn', token: session.token });
      if (params.offer && context.byPassword) enqueue.emit({ type: 'passkeyOffer' });
      enqueue.emit(afterSignIn(context, session));
    }),
    stepExpired: assign({ challenge: null, feedback: messageFeedback('auth.twoFactor.expired', 'error') }),
    passkeyFailed: assign({ feedback: messageFeedback('errors.passkeyRefused', 'error') }),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    returnTo: input.returnTo ?? {},
    feedback: null,
    linkOffered: false,
    challenge: input.challenge ?? null,
    byPassword: false,
    passkeyOptions: null,
    assertion: null,
    creation: null,
    submitted: '',
    unconfirmedEmail: null,
  }),
  initial: 'starting',
  states: {
    /** A mailed link's sign-in may arrive here at its second step already; a passkey's failure returns here. */
    starting: {
      always: [
        { guard: 'asksCode', target: 'secondStep' },
        { guard: 'asksSetup', target: 'settingUp' },
        { guard: 'asksPasskey', target: 'passkeyStep' },
        { guard: 'asksPasskeySetup', target: 'passkeySetup' },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        // Only before an attempt of her own: a sign-in on this screen goes on by itself.
        'SIGN_IN.SESSION_FOUND': {
          target: 'done',
          actions: emit(({ context }) =>
            navigate(context.returnTo.from ?? '/', context.returnTo.state, { replace: true }),
          ),
        },
        'SIGN_IN.SUBMIT': [
          {
            guard: ({ event }) => isBlank(event.email) || event.password.length === 0,
            actions: assign({ feedback: messageFeedback('auth.signIn.error.required', 'error') }),
          },
          {
            target: 'submitting',
            actions: assign({ submitted: ({ event }) => event.email.trim(), unconfirmedEmail: null }),
          },
        ],
        'SIGN_IN.REQUEST_LINK': [
          { guard: ({ context }) => !context.linkOffered },
          {
            guard: ({ event }) => isBlank(event.email),
            actions: assign({ feedback: messageFeedback('auth.signIn.error.required', 'error') }),
          },
          { target: 'requestingLink' },
        ],
        // The dialog replaces the autofill's ceremony (leaving `autofill` ends it).
        'SIGN_IN.PASSKEY': { target: 'passkey' },
      },
      /**
       * docs/passkeys.md#sign-in: while the form waits, the address field offers her passkeys. The
       * ceremony may never end; leaving the form (a password sent, the dialog, the page) ends it.
       */
      initial: 'autofill',
      states: {
        autofill: {
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                src: 'autofillSupported',
                onDone: [
                  { guard: ({ event }) => event.output, target: 'asking' },
                  { target: '#signIn.editing.waiting' },
                ],
                onError: { target: '#signIn.editing.waiting' },
              },
            },
            asking: {
              invoke: {
                src: 'passkeyOptions',
                input: {},
                onDone: {
                  target: 'offering',
                  actions: assign({ passkeyOptions: ({ event }) => event.output }),
                },
                // Without a challenge the form simply has no passkey suggestions.
                onError: { target: '#signIn.editing.waiting' },
              },
            },
            offering: {
              invoke: {
                src: 'authenticate',
                input: ({ context }) => ({
                  options: context.passkeyOptions as PasskeyRequestOptions,
                  autofill: true,
                }),
                onDone: {
                  target: '#signIn.passkey.signingIn',
                  actions: assign({ assertion: ({ event }) => event.output }),
                },
                // Nothing she chose failed: the form stays as it is, without suggestions.
                onError: { target: '#signIn.editing.waiting' },
              },
            },
          },
        },
        waiting: {},
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ feedback: null, byPassword: true }),
      invoke: {
        src: 'signIn',
        input: ({ context, event }) => ({
          email: context.submitted,
          password: (event as { password: string }).password,
        }),
        onDone: [
          {
            guard: ({ event }) => isSigninChallenge(event.output),
            target: 'starting',
            actions: assign({
              challenge: ({ event }) => (isSigninChallenge(event.output) ? event.output : null),
            }),
          },
          { target: 'done', actions: { type: 'openSession', params: { offer: true } } },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const failure = failureOf(event.error);
            const code = apiCode(failure);
            return {
              feedback: failureFeedback(failure, 'auth.signIn.error.failed'),
              linkOffered: context.linkOffered || code === 'rate_limited',
              unconfirmedEmail: code === 'email_not_confirmed' ? context.submitted : null,
            };
          }),
        },
      },
    },
    requestingLink: {
      tags: ['sendingLink'],
      entry: assign({ feedback: null }),
      invoke: {
        src: 'requestSigninLink',
        input: ({ event }) => {
          const { email, lang } = event as { email: string; lang: Language };
          return { email: email.trim(), lang };
        },
        onDone: {
          target: 'editing',
          actions: assign({
            feedback: messageFeedback('auth.signIn.linkSent', 'success', {
              minutes: SIGNIN_LINK_VALID_MINUTES,
            }),
            linkOffered: false,
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
          }),
        },
      },
    },
    /** docs/accounts.md#two-factor: the password was right; a code (or a recovery code) opens the session. */
    secondStep: {
      on: {
        'SIGN_IN.SUBMIT_CODE': [
          {
            guard: ({ event }) => isBlank(event.code),
            actions: assign({ feedback: messageFeedback('auth.twoFactor.error.required', 'error') }),
          },
          { target: 'verifyingCode' },
        ],
        'SIGN_IN.RESTART': { target: 'editing', actions: assign({ challenge: null, feedback: null }) },
      },
    },
    verifyingCode: {
      tags: ['busy'],
      entry: assign({ feedback: null }),
      invoke: {
        src: 'verifyTwoFactor',
        input: ({ context, event }) => ({
          challenge: context.challenge?.challenge ?? '',
          code: (event as { code: string }).code.trim(),
        }),
        onDone: [
          {
            // docs/passkeys.md#policy: her practice requires a passkey, which she adds before any session.
            guard: ({ event }) => isSigninChallenge(event.output),
            target: 'starting',
            actions: assign({
              challenge: ({ event }) => (isSigninChallenge(event.output) ? event.output : null),
            }),
          },
          { target: 'done', actions: { type: 'openSession', params: { offer: true } } },
        ],
        onError: [
          // The step's five minutes ran out (or it was used): sign in again from the password.
          { guard: 'stepExpired', target: 'editing', actions: 'stepExpired' },
          {
            target: 'secondStep',
            actions: assign({
              feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
            }),
          },
        ],
      },
    },
    /**
     * The owner of her seat requires two-factor sign-in: the screen sets it up with the
     * challenge (the two-factor set-up chart) and hands back the session it opened, or the step
     * that follows it.
     */
    settingUp: {
      on: {
        'SIGN_IN.SET_UP': {
          target: 'done',
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.emit({ type: 'signedIn', token: event.session.token });
            if (context.byPassword) enqueue.emit({ type: 'passkeyOffer' });
            enqueue.emit(afterSignIn(context, event.session));
          }),
        },
        'SIGN_IN.NEXT_STEP': {
          target: 'starting',
          actions: assign({ challenge: ({ event }) => event.challenge, feedback: null }),
        },
        'SIGN_IN.RESTART': { target: 'editing', actions: 'stepExpired' },
      },
    },
    /** docs/passkeys.md#second-step: her password (or a link) was right; one of her passkeys finishes. */
    passkeyStep: {
      on: {
        'SIGN_IN.PASSKEY': { target: 'passkey' },
        'SIGN_IN.RESTART': { target: 'editing', actions: assign({ challenge: null, feedback: null }) },
      },
    },
    /**
     * docs/passkeys.md#policy: her practice requires a passkey; she creates one, or uses one she
     * has, before any session exists.
     */
    passkeySetup: {
      on: {
        'SIGN_IN.CREATE_PASSKEY': { target: 'creatingPasskey' },
        'SIGN_IN.PASSKEY': { target: 'passkey' },
        'SIGN_IN.RESTART': { target: 'editing', actions: assign({ challenge: null, feedback: null }) },
      },
    },
    /**
     * A passkey signs in (docs/passkeys.md#sign-in): a challenge (the step's when there is one),
     * the browser's dialog, then the API. Any failure goes back to where she was (`starting`).
     */
    passkey: {
      tags: ['passkey'],
      entry: assign({ feedback: null }),
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            src: 'passkeyOptions',
            input: ({ context }) => (context.challenge ? { challenge: context.challenge.challenge } : {}),
            onDone: {
              target: 'authenticating',
              actions: assign({ passkeyOptions: ({ event }) => event.output }),
            },
            onError: [
              { guard: 'stepExpired', target: '#signIn.editing', actions: 'stepExpired' },
              {
                target: '#signIn.starting',
                actions: assign({
                  feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
                }),
              },
            ],
          },
        },
        authenticating: {
          invoke: {
            src: 'authenticate',
            input: ({ context }) => ({
              options: context.passkeyOptions as PasskeyRequestOptions,
              autofill: false,
            }),
            onDone: { target: 'signingIn', actions: assign({ assertion: ({ event }) => event.output }) },
            onError: [
              { guard: 'ceremonyCancelled', target: '#signIn.starting' },
              { target: '#signIn.starting', actions: 'passkeyFailed' },
            ],
          },
        },
        signingIn: {
          invoke: {
            src: 'passkeySignIn',
            input: ({ context }) => ({
              credential: context.assertion as AuthenticationCredential,
              ...(context.challenge ? { challenge: context.challenge.challenge } : {}),
            }),
            onDone: { target: '#signIn.done', actions: { type: 'openSession', params: { offer: false } } },
            onError: [
              { guard: 'stepExpired', target: '#signIn.editing', actions: 'stepExpired' },
              {
                // docs/passkeys.md#signals: the password manager may drop the passkey it offered.
                guard: ({ event }) => apiCode(failureOf(event.error)) === 'passkey_unknown',
                target: '#signIn.starting',
                actions: [
                  emit(({ context }) => ({
                    type: 'passkeyUnknown' as const,
                    rpId: context.passkeyOptions?.rpId,
                    credentialId: context.assertion?.id ?? '',
                  })),
                  assign({
                    feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
                  }),
                ],
              },
              {
                // Refused, its challenge expired, too many attempts, her practice's provider
                // required: said by its code; the form asks the browser afresh.
                target: '#signIn.starting',
                actions: assign({
                  feedback: ({ event }) =>
                    expired(event.error)
                      ? messageFeedback('errors.passkeyRefused', 'error')
                      : failureFeedback(failureOf(event.error), 'auth.signIn.error.failed'),
                }),
              },
            ],
          },
        },
      },
    },
    /** docs/passkeys.md#policy: "Create a passkey" with the step's challenge; the passkey opens the session. */
    creatingPasskey: {
      tags: ['creatingPasskey'],
      entry: assign({ feedback: null }),
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            src: 'passkeySetupOptions',
            input: ({ context }) => ({ challenge: context.challenge?.challenge ?? '' }),
            onDone: { target: 'registering', actions: assign({ creation: ({ event }) => event.output }) },
            onError: [
              { guard: 'stepExpired', target: '#signIn.editing', actions: 'stepExpired' },
              {
                target: '#signIn.passkeySetup',
                actions: assign({
                  feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
                }),
              },
            ],
          },
        },
        registering: {
          invoke: {
            src: 'register',
            input: ({ context }) => context.creation as PasskeyCreationOptions,
            onDone: 'saving',
            onError: [
              { guard: 'ceremonyCancelled', target: '#signIn.passkeySetup' },
              {
                // The authenticator holds one of hers already: "Use a passkey I have" is her way.
                guard: ({ event }) => ceremonyEnd(event.error) === 'exists',
                target: '#signIn.passkeySetup',
                actions: assign({ feedback: messageFeedback('signin.passkey.setup.exists', 'error') }),
              },
              { target: '#signIn.passkeySetup', actions: 'passkeyFailed' },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'passkeySetup',
            input: ({ context, event }) => ({
              challenge: context.challenge?.challenge ?? '',
              credential: (event as unknown as { output: RegistrationCredential }).output,
            }),
            onDone: { target: '#signIn.done', actions: { type: 'openSession', params: { offer: false } } },
            onError: [
              { guard: 'stepExpired', target: '#signIn.editing', actions: 'stepExpired' },
              {
                guard: ({ event }) => apiCode(failureOf(event.error)) === 'already_exists',
                target: '#signIn.passkeySetup',
                actions: assign({ feedback: messageFeedback('signin.passkey.setup.exists', 'error') }),
              },
              {
                target: '#signIn.passkeySetup',
                actions: assign({
                  feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
                }),
              },
            ],
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
