import { type EndpointName, endpoints } from '@app/contracts';
import { endpointRoute } from '@app/mocks';
import { matchRequestUrl, type RequestHandler } from 'msw';

export interface RequestRecorder {
  /** Each request recorded, as "METHOD /path", in order. */
  readonly requests: string[];
  /** The JSON body of each request recorded that had one, in order. */
  readonly bodies: unknown[];
  /** Requests recorded so far. */
  count(): number;
  /**
   * A handler that records the call's requests, from none, and hands each on to the handlers
   * behind it: in front of a story's handlers (its beforeEach) or a test's (`server.use`).
   */
  handler(): RequestHandler;
  /** Records `request` if it is one of the call's (any request without a call). */
  record(request: Request): Promise<void>;
}

/**
 * What a screen asked of one call (of any, without `name`), and when: for a story, whose play
 * function reads `count()` (a refresh after a lost call, polls of users/me), and for a test, which
 * checks what was sent (src/testing/record-requests.ts attaches it in Node).
 */
export function requestRecorder(name?: EndpointName): RequestRecorder {
  const requests: string[] = [];
  const bodies: unknown[] = [];
  const route = name ? { ...endpointRoute(name), verb: endpoints[name].method } : null;
  const isRecorded = (request: Request) =>
    !route || (request.method === route.verb && matchRequestUrl(new URL(request.url), route.path).matches);
  const record = async (request: Request) => {
    if (!isRecorded(request)) return;
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    const body = request.body ? await request.clone().text() : '';
    if (body) bodies.push(JSON.parse(body));
  };
  return {
    requests,
    bodies,
    count: () => requests.length,
    handler() {
      if (!route) throw new Error('a recorder of every call listens to the server, it is no handler');
      requests.length = 0;
      bodies.length = 0;
      return route.method(route.path, async ({ request }) => {
        await record(request);
        // Nothing returned: the request goes on to the handlers behind this one.
        return undefined;
      });
    },
    record,
  };
}
