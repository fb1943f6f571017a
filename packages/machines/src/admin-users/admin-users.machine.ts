import type { AdminUser } from '@app/contracts';
import { assign, setup } from 'xstate';
import { injectedCall } from '../shared/injected-call.js';

/** Admin > Users (docs/admin.md#users): the list; a failure empties it silently. */
export const adminUsersMachine = setup({
  types: {
    context: {} as { users: AdminUser[] },
    events: {} as { type: 'USERS.REFRESH' },
  },
  actors: {
    loadUsers: injectedCall<AdminUser[]>('loadUsers'),
  },
}).createMachine({
  id: 'adminUsers',
  context: { users: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadUsers',
        onDone: { target: 'ready', actions: assign({ users: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ users: [] }) },
      },
    },
    ready: { on: { 'USERS.REFRESH': 'loading' } },
  },
});

/** What the copy chip puts on the clipboard (docs/admin.md#copy-emails): every address, comma-separated. */
export const allEmails = (users: readonly AdminUser[]): string => users.map((user) => user.email).join(', ');
