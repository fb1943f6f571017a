import type { DeleteTrackingStatRequest, TrackingStat } from '@app/contracts';
import { assign, setup } from 'xstate';
import { injectedCall } from '../shared/injected-call.js';

/**
 * Admin > Stats (docs/admin.md#stats): the list, and delete then reload; a failure empties the list
 * silently.
 */
export const adminStatsMachine = setup({
  types: {
    context: {} as { stats: TrackingStat[] },
    events: {} as { type: 'STATS.DELETE'; id: string } | { type: 'STATS.REFRESH' },
  },
  actors: {
    loadStats: injectedCall<TrackingStat[]>('loadStats'),
    deleteStat: injectedCall<unknown, DeleteTrackingStatRequest>('deleteStat'),
  },
}).createMachine({
  id: 'adminStats',
  context: { stats: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadStats',
        onDone: { target: 'ready', actions: assign({ stats: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ stats: [] }) },
      },
    },
    ready: { on: { 'STATS.DELETE': 'deleting', 'STATS.REFRESH': 'loading' } },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteStat',
        input: ({ event }) => ({ _id: (event as { id: string }).id }),
        onDone: 'loading',
        onError: { target: 'ready', actions: assign({ stats: [] }) },
      },
    },
  },
});
