import { setup } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { injectedCall } from '../shared/injected-call.js';

/** The refusal's code when the admin call asks her for a second factor or a passkey, else null. */
const refusalOf = (error: unknown): string | null => {
  const failure = failureOf(error);
  return failure.kind === 'api' ? failure.error.code : null;
};

/**
 * Whether /admin shows its tabs (docs/admin.md#admin-two-factor): the page asks the API first. An
 * admin without two-factor sign-in sets it up (`settingUp`), after which the page asks again and
 * opens; one who has it, in a session opened without her code, signs in again (`signInAgain`).
 * Then a session neither opened with a passkey nor in which she added one adds a passkey
 * (`addingPasskey`, docs/passkeys.md#admins), and the page asks again: the passkey added counts for
 * this session, so she need not sign in again. Any other failure shows the tabs, whose calls fail
 * silently (docs/admin.md#admin-errors), or the session has ended (docs/accounts.md#session-end).
 */
export const adminAccessMachine = setup({
  types: {
    events: {} as { type: 'ACCESS.TWO_FACTOR_SET_UP' } | { type: 'ACCESS.PASSKEY_ADDED' },
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
          {
            guard: ({ event }) => refusalOf(event.error) === 'admin_needs_two_factor',
            target: 'askingTwoFactor',
          },
          {
            guard: ({ event }) => refusalOf(event.error) === 'admin_needs_passkey',
            target: 'addingPasskey',
          },
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
    addingPasskey: { on: { 'ACCESS.PASSKEY_ADDED': 'checking' } },
    open: {},
  },
});
