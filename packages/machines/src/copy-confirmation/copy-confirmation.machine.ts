import { assign, setup } from 'xstate';
import { injectedCall } from '../shared/injected-call.js';
import { COPY_CONFIRMATION_MS } from '../timings.js';

/**
 * The admin "copy all e-mails" chip (docs/admin.md#copy-emails): copying shows a confirmation for
 * two seconds, then the chip returns to rest. A failed copy (clipboard refused) is reported
 * instead of silently pretending it worked.
 */
export const copyConfirmationMachine = setup({
  types: {
    context: {} as { text: string },
    events: {} as { type: 'COPY.REQUEST'; text: string },
  },
  actors: {
    writeToClipboard: injectedCall<void, { text: string }>('writeToClipboard'),
  },
  delays: { confirmation: COPY_CONFIRMATION_MS },
}).createMachine({
  id: 'copyConfirmation',
  context: { text: '' },
  initial: 'idle',
  states: {
    idle: {
      on: { 'COPY.REQUEST': { target: 'copying', actions: assign({ text: ({ event }) => event.text }) } },
    },
    copying: {
      invoke: {
        src: 'writeToClipboard',
        input: ({ context }) => ({ text: context.text }),
        onDone: 'copied',
        onError: 'failed',
      },
    },
    copied: {
      after: { confirmation: 'idle' },
      // Copying again restarts the two seconds rather than queueing.
      on: { 'COPY.REQUEST': { target: 'copying', actions: assign({ text: ({ event }) => event.text }) } },
    },
    failed: {
      after: { confirmation: 'idle' },
      on: { 'COPY.REQUEST': { target: 'copying', actions: assign({ text: ({ event }) => event.text }) } },
    },
  },
});
