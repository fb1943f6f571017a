import { setup } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { injectedCall } from '../shared/injected-call.js';

/** The admin call refused her for want of two-factor sign-in (docs/admin.md#admin-two-factor). */
const asksForTwoFactor = (error: unknown): boolean => {
  const failure = failureOf(error);
  return failure.kind === 'api' && failure.error.code === 'admin_needs_two_factor';
};

/**
 * Whether /admin shows its tabs (docs/admin.md#admin-two-factor): the page asks the API first. An
 * admin without two-factor sign-in sets it up (`settingUp`), after which the page asks again and
 * opens; one who has it, in a session opened without her code, signs in again (`signInAgain`).
 * Any other failure shows the tabs, whose calls fail silently (docs/admin.md#admin-errors), or
 * the session has ended (docs/accounts.md#session-end).
 */
export const adminAccessMachine = setup({
  types: {
    events: {} as { type: 'ACCESS.TWO_FACTOR_SET_UP' },
  },
  actors: {
    checkAccess: injectedCall<void>('checkAccess'),
    /** Whether her account has two-factor sign-in on. */
    loadTwoFactor: injectedCall<boolean>('loadTwoFactor'),
  },
}).createMachine({
  id: 'adminAccess',
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkAccess',
        onDone: 'open',
        onError: [
          { guard: ({ event }) => asksForTwoFactor(event.error), target: 'askingTwoFactor' },
          { target: 'open' },
        ],
      },
    },
    askingTwoFactor: {
      tags: ['busy'],
      invoke: {
        src: 'loadTwoFactor',
        onDone: [{ guard: ({ event }) => event.output, target: 'signInAgain' }, { target: 'settingUp' }],
        onError: 'settingUp',
      },
    },
    settingUp: { on: { 'ACCESS.TWO_FACTOR_SET_UP': 'checking' } },
    signInAgain: {},
    open: {},
  },
});
