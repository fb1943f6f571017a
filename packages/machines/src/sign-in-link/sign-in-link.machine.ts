import { isSigninChallenge, type SigninResponse, type SigninTokenResponse } from '@app/contracts';
import { assign, emit, setup } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { type Feedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';
import { navigate } from '../shared/navigation.js';
import type { SignInEmitted } from '../sign-in/sign-in-setup.js';

/** Where a mailed sign-in link leads once it has signed the owner in. */
export const AFTER_SIGNIN_LINK_PATH = '/account';
/**
 * The link stands for the password only: with two-factor sign-in on, /signin takes over at its
 * code step with the challenge in its navigation state (`challenge`), then goes on to the account.
 */
export const SECOND_STEP_PATH = '/signin';

/**
 * /signin-link/{token} (docs/accounts.md#sign-in-link): the owner signs in with the one-time link
 * mailed to her. The link is used only when she presses the button, so a mail scanner opening the page spends
 * nothing. A used or expired link says so and offers the way back to sign-in.
 */
export const signInLinkMachine = setup({
  types: {
    context: {} as { feedback: Feedback | null },
    events: {} as { type: 'SIGN_IN_LINK.SUBMIT' },
    emitted: {} as SignInEmitted,
  },
  actors: {
    /** Sends the token the screen read from its link. */
    signInWithLink: injectedCall<SigninResponse>('signInWithLink'),
  },
}).createMachine({
  id: 'signInLink',
  context: { feedback: null },
  initial: 'ready',
  states: {
    ready: { on: { 'SIGN_IN_LINK.SUBMIT': 'submitting' } },
    submitting: {
      tags: ['busy'],
      entry: assign({ feedback: null }),
      invoke: {
        src: 'signInWithLink',
        onDone: [
          {
            guard: ({ event }) => isSigninChallenge(event.output),
            target: 'done',
            actions: emit(({ event }) =>
              navigate(SECOND_STEP_PATH, { from: AFTER_SIGNIN_LINK_PATH, challenge: event.output }),
            ),
          },
          {
            target: 'done',
            actions: [
              emit(
                ({ event }) =>
                  ({ type: 'signedIn', token: (event.output as SigninTokenResponse).token }) as const,
              ),
              emit(navigate(AFTER_SIGNIN_LINK_PATH)),
            ],
          },
        ],
        onError: [
          {
            guard: ({ event }) => failureOf(event.error).kind === 'network',
            target: 'ready',
            actions: assign({ feedback: messageFeedback('errors.network', 'error') }),
          },
          {
            target: 'refused',
            actions: assign({ feedback: messageFeedback('errors.invalidOrExpiredLink', 'error') }),
          },
        ],
      },
    },
    /** Used, expired or unknown: nothing more to try with this link. */
    refused: {},
    done: { type: 'final' },
  },
});
