import type { GivenUpMail } from '@app/contracts';
import { assign, setup } from 'xstate';
import { showCallFailure } from '../shared/call-failure-action.js';
import type { Feedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';

/**
 * Admin > Mails not sent (docs/admin.md#given-up-mails): the mails the outbox gave up on. Like the
 * open invoices, a list that could not be loaded says so and can be asked for again: an empty one
 * would claim that every mail went out.
 */
export const adminGivenUpMailsMachine = setup({
  types: {
    context: {} as { mails: GivenUpMail[]; feedback: Feedback | null },
    events: {} as { type: 'MAILS.RETRY' },
    emitted: {} as { type: 'session.expired' },
  },
  actors: {
    loadGivenUpMails: injectedCall<GivenUpMail[]>('loadGivenUpMails'),
  },
  actions: { showCallFailure: showCallFailure() },
}).createMachine({
  id: 'adminGivenUpMails',
  context: { mails: [], feedback: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadGivenUpMails',
        onDone: { target: 'ready', actions: assign({ mails: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ mails: [] }),
            {
              type: 'showCallFailure',
              params: ({ event }) => ({ error: event.error, fallbackId: 'admin.mails.error.load' }),
            },
          ],
        },
      },
    },
    failed: {
      on: { 'MAILS.RETRY': { target: 'loading', actions: assign({ feedback: null }) } },
    },
    ready: {},
  },
});
