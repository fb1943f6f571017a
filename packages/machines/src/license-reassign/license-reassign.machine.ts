import { emailSchema, type Language, type ReassignLicenseRequest } from '@app/contracts';
import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';

export type LicenseReassignEvent =
  | { type: 'REASSIGN.OPEN'; fromEmail: string }
  | { type: 'REASSIGN.SUBMIT'; toEmail: string; subscriptionToken: string }
  | { type: 'REASSIGN.CLOSE' }
  | { type: 'REASSIGN.EDIT' };

export type LicenseReassignEmitted = { type: 'reassigned'; fromEmail: string };

/** The message of an address the chart refuses before any call, the invitation field's. */
export const REASSIGN_INVALID_EMAIL = 'account.licenses.error.invalidEmail';

/**
 * "Reassign" of an unused licence (docs/licences.md#reassign): a dialog for one licence asks the
 * address to offer it to, checked as the invitation's field is (docs/licences.md#invite); the call
 * removes and invites at once. A refusal or a failure is said in the dialog, which stays open;
 * success closes it and emits `reassigned`, for the page to say so and read the list again.
 */
export const licenseReassignMachine = setup({
  types: {
    context: {} as { lang: Language; fromEmail: string | null; feedback: Feedback | null },
    events: {} as LicenseReassignEvent,
    input: {} as { lang: Language },
    emitted: {} as LicenseReassignEmitted,
  },
  actors: {
    reassignLicense: injectedCall<unknown, ReassignLicenseRequest>('reassignLicense'),
  },
}).createMachine({
  id: 'licenseReassign',
  context: ({ input }) => ({ lang: input.lang, fromEmail: null, feedback: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'REASSIGN.OPEN': {
          target: 'open',
          actions: assign({ fromEmail: ({ event }) => event.fromEmail, feedback: null }),
        },
      },
    },
    open: {
      on: {
        'REASSIGN.CLOSE': { target: 'closed', actions: assign({ fromEmail: null, feedback: null }) },
        // Typing again clears the field's own message (not a refusal of the API).
        'REASSIGN.EDIT': {
          guard: ({ context }) => context.feedback?.kind === 'message',
          actions: assign({ feedback: null }),
        },
        'REASSIGN.SUBMIT': [
          {
            guard: ({ event }) => !emailSchema.safeParse(event.toEmail.trim()).success,
            actions: assign({ feedback: messageFeedback(REASSIGN_INVALID_EMAIL, 'error') }),
          },
          { target: 'reassigning', actions: assign({ feedback: null }) },
        ],
      },
    },
    reassigning: {
      tags: ['busy'],
      invoke: {
        src: 'reassignLicense',
        input: ({ context, event }) => {
          const submitted = event as { toEmail: string; subscriptionToken: string };
          return {
            subscriptionToken: submitted.subscriptionToken,
            fromEmail: context.fromEmail ?? '',
            toEmail: submitted.toEmail.trim(),
            lang: context.lang,
          };
        },
        onDone: {
          target: 'closed',
          actions: [
            emit(({ context }) => ({ type: 'reassigned' as const, fromEmail: context.fromEmail ?? '' })),
            assign({ fromEmail: null, feedback: null }),
          ],
        },
        // A refusal says its reason; no answer says the network's message. A 401 ends the
        // session in the site's API client, which leaves the page.
        onError: {
          target: 'open',
          actions: assign({
            feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
          }),
        },
      },
    },
  },
});

export type LicenseReassignSnapshot = SnapshotFrom<typeof licenseReassignMachine>;
