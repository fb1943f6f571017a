import { isSigninChallenge, type Language, SIGNIN_LINK_VALID_MINUTES } from '@app/contracts';
import { assign, emit, enqueueActions } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { failureFeedback, messageFeedback } from '../shared/feedback.js';
import { isBlank } from '../shared/is-blank.js';
import { navigate } from '../shared/navigation.js';
import {
  autofillState,
  creatingPasskeyState,
  passkeySetupState,
  passkeyState,
  passkeyStepState,
} from './sign-in-passkey-states.js';
import { afterSignIn, apiCode, signInSetup } from './sign-in-setup.js';

/**
 * /signin (docs/accounts.md#sign-in): both fields required ('All fields are required.') and no call made
 * otherwise; an API refusal is shown by its code (wrong password, unconfirmed address, too many
 * attempts); a failure without an answer is 'Invalid credentials or server issue.'. Success
 * hands the token to the session and returns to `from`, else /. After 'too many attempts', a
 * one-time sign-in link can be asked for by e-mail. Passkeys (docs/passkeys.md#sign-in): the address
 * field offers them while the form waits (autofill), a button opens the browser's dialog, and a
 * sign-in by password may go on to the steps `passkey` and `passkey_setup`.
 */
export const signInMachine = signInSetup.createMachine({
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
      initial: 'autofill',
      states: {
        autofill: autofillState,
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
    passkeyStep: passkeyStepState,
    passkeySetup: passkeySetupState,
    passkey: passkeyState,
    creatingPasskey: creatingPasskeyState,
    done: { type: 'final' },
  },
});
