import type {
  AuthenticationCredential,
  Language,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  SigninChallengeResponse,
  SigninLinkRequest,
  SigninLinkResponse,
  SigninRequest,
  SigninResponse,
  SigninTokenResponse,
  SigninTwoFactorRequest,
} from '@app/contracts';
import { assign, enqueueActions, setup } from 'xstate';
import { type CallFailure, failureOf } from '../shared/call-failure.js';
import { type Feedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';
import { type NavigateEmitted, navigate } from '../shared/navigation.js';
import { ceremonyEnd, signInPasskeyCalls } from './sign-in-passkey-calls.js';

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
export const afterSignIn = (context: SignInContext, session: SigninTokenResponse) =>
  session.deletionScheduledAt
    ? navigate(DELETION_PENDING_PATH)
    : navigate(context.returnTo.from ?? '/', context.returnTo.state);

export const apiCode = (failure: CallFailure) => (failure.kind === 'api' ? failure.error.code : null);
export const expired = (error: unknown) => apiCode(failureOf(error)) === 'invalid_or_expired_token';

/** Where an owner who asked for her account's deletion lands: its banner offers to keep it. */
export const DELETION_PENDING_PATH = '/account';

export interface SignInContext {
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
 * What the sign-in's states share (sign-in.machine.ts the chart, sign-in-passkey-states.ts its
 * passkey ceremonies): its types, calls, guards and actions.
 */
export const signInSetup = setup({
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
    ...signInPasskeyCalls,
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
});
