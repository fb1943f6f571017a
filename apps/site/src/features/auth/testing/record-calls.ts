import type { EndpointName } from '@app/contracts';
import { endpointRoute } from '@app/mocks';
import { server } from '@app/mocks/node';

/**
 * Records the JSON body of every request to a call and lets it go on to the handlers behind
 * (the mocks' contract-checked defaults, or a scenario's), so a test sees both what was sent and
 * what the screen did with the answer.
 */
export function recordCalls(name: EndpointName): unknown[] {
  const bodies: unknown[] = [];
  const { method, path } = endpointRoute(name);
  server.use(
    method(path, async ({ request }) => {
      bodies.push(await request.clone().json());
      // Returning nothing hands the request to the next handler.
      return undefined;
    }),
  );
  return bodies;
}
