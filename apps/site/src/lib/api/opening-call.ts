import {
  type OpeningEndpointName,
  openingEndpoints,
  type RequestInputOf,
  type ResponseOf,
} from '@app/contracts';
import { callEndpoint } from './call-endpoint.js';

/**
 * A call a pre-rendered page makes as it opens (packages/contracts' opening-calls.ts), made without
 * the site's whole client and the table of every call behind it: anyone's call, with no session
 * token, asked and answered as the client would (call-endpoint.ts).
 */
export function callOpening<N extends OpeningEndpointName>(
  name: N,
  input: RequestInputOf<N>,
): Promise<ResponseOf<N>> {
  return callEndpoint(openingEndpoints[name], input, {
    getToken: () => null,
    onSessionEnded: () => undefined,
  }) as Promise<ResponseOf<N>>;
}
