import type {
  AuthenticationCredential,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  RegistrationCredential,
} from '@app/contracts';
import { assign, emit } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { failureFeedback, messageFeedback } from '../shared/feedback.js';
import { ceremonyEnd } from './sign-in-passkey-calls.js';
import { apiCode, expired, signInSetup } from './sign-in-setup.js';

// The sign-in's passkey ceremonies (docs/passkeys.md#sign-in, #policy), kept apart from the password's
// ways so each reads whole. Each is a state of the chart in sign-in.machine.ts: a bare target is one of
// its top-level states, and a failure returns to `#signIn.starting`, which routes by the step at hand.

/**
 * docs/passkeys.md#sign-in: while the form waits, the address field offers her passkeys. The
 * ceremony may never end; leaving the form (a password sent, the dialog, the page) ends it.
 */
export const autofillState = signInSetup.createStateConfig({
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
});

/** docs/passkeys.md#second-step: her password (or a link) was right; one of her passkeys finishes. */
export const passkeyStepState = signInSetup.createStateConfig({
  on: {
    'SIGN_IN.PASSKEY': { target: 'passkey' },
    'SIGN_IN.RESTART': { target: 'editing', actions: assign({ challenge: null, feedback: null }) },
  },
});

/**
 * docs/passkeys.md#policy: her practice requires a passkey; she creates one, or uses one she
 * has, before any session exists.
 */
export const passkeySetupState = signInSetup.createStateConfig({
  on: {
    'SIGN_IN.CREATE_PASSKEY': { target: 'creatingPasskey' },
    'SIGN_IN.PASSKEY': { target: 'passkey' },
    'SIGN_IN.RESTART': { target: 'editing', actions: assign({ challenge: null, feedback: null }) },
  },
});

/**
 * A passkey signs in (docs/passkeys.md#sign-in): a challenge (the step's when there is one),
 * the browser's dialog, then the API. Any failure goes back to where she was (`starting`).
 */
export const passkeyState = signInSetup.createStateConfig({
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
});

/** docs/passkeys.md#policy: "Create a passkey" with the step's challenge; the passkey opens the session. */
export const creatingPasskeyState = signInSetup.createStateConfig({
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
});
