import type { EndpointName } from '@app/contracts';
import { endpointRoute } from '@app/mocks';
import type { RequestHandler } from 'msw';

export interface RequestCounter {
  /** A handler that counts the call's requests, from zero, and hands each on to the next handler. */
  handler(): RequestHandler;
  /** Requests received since `handler()` was last called. */
  count(): number;
}

/**
 * For stories that check what a screen asks and when (a refresh after a lost call, polls of
 * users/me): put `handler()` in front of the story's handlers in its beforeEach, read `count()`
 * in its play function.
 */
export function requestCounter(name: EndpointName): RequestCounter {
  let received = 0;
  return {
    handler() {
      received = 0;
      const { method, path } = endpointRoute(name);
      return method(path, () => {
        received += 1;
        // Nothing returned: the request goes on to the handlers behind this one.
        return undefined;
      });
    },
    count: () => received,
  };
}
