import type { RequestHandler } from 'msw';
import { endpointHandler } from '../endpoint.js';
import type { MockWorld } from '../world.js';

export const usersHandlers = (world: MockWorld): RequestHandler[] => [
  endpointHandler('usersMe', () => {
    if (world.pollsUntilActive !== null) {
      // A payment is under way: pending for the scenario's number of polls, then active.
      if (world.pollsUntilActive > 0) {
        world.pollsUntilActive -= 1;
        return { status: 'pending', plan: world.account.accountType };
      }
      if (world.activatesAfterPolls !== null) {
        world.pollsUntilActive = null;
        world.userStatus = 'active';
      }
    }
    return { status: world.userStatus, plan: world.account.accountType };
  }),
];
