import type { BlacklistPhraseRequest, DeleteTrackingStatRequest } from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse, redirectResponse } from '../endpoint.js';
import type { MockWorld } from '../world.js';

/** Where /tracking/click sends the browser; like the API, never a target from the request. */
export const MOCK_DOWNLOAD_DESTINATION = '/download';

export const adminHandlers = (world: MockWorld): RequestHandler[] => {
  const rules = { isAdmin: () => world.role === 'admin' };
  return [
    endpointHandler('getBlacklist', () => world.blacklist, rules),
    endpointHandler(
      'addBlacklistPhrase',
      ({ input }) => {
        const { lang, phrase } = input as BlacklistPhraseRequest;
        if (world.blacklist[lang]?.includes(phrase)) return errorResponse('already_exists');
        world.blacklist = { ...world.blacklist, [lang]: [...(world.blacklist[lang] ?? []), phrase] };
        return world.blacklist;
      },
      rules,
    ),
    endpointHandler(
      'removeBlacklistPhrase',
      ({ input }) => {
        const { lang, phrase } = input as BlacklistPhraseRequest;
        if (!world.blacklist[lang]?.includes(phrase)) return errorResponse('not_found');
        world.blacklist = {
          ...world.blacklist,
          [lang]: (world.blacklist[lang] ?? []).filter((p) => p !== phrase),
        };
        return world.blacklist;
      },
      rules,
    ),
    endpointHandler('trackingStats', () => world.stats, rules),
    endpointHandler(
      'deleteTrackingStat',
      ({ input }) => {
        const { _id } = input as DeleteTrackingStatRequest;
        if (!world.stats.some((stat) => stat._id === _id)) return errorResponse('not_found');
        world.stats = world.stats.filter((stat) => stat._id !== _id);
        return { message: 'Deleted.' };
      },
      rules,
    ),
    endpointHandler('listUsers', () => world.users, rules),
    endpointHandler('trackingClick', () => redirectResponse(MOCK_DOWNLOAD_DESTINATION)),
  ];
};
