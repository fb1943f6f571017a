import { type Endpoint, type EndpointName, endpoints, type ResponseOf } from './endpoints.js';

/**
 * An answer its call's response contract rejects. It is the bug of whoever wrote the answer (an
 * API handler, a mock), never the caller's: it fails loudly (the API's 500, a failed story or test)
 * rather than teach the site a shape the other side would not send.
 */
export class ResponseContractError extends Error {
  constructor(
    readonly endpoint: EndpointName,
    detail: string,
  ) {
    super(`${endpoint} answer breaks its contract: ${detail}`);
    this.name = 'ResponseContractError';
  }
}

/**
 * A call's JSON answer as its response contract parses it, as the API sends it and the mocks answer
 * it: unknown fields dropped (docs/calls.md#strict-in), anything else the contract rejects thrown as
 * a ResponseContractError, as is a body for a call that answers a redirect or a file.
 */
export function checkResponse<N extends EndpointName>(name: N, answer: ResponseOf<N>): ResponseOf<N> {
  const { response }: Endpoint = endpoints[name];
  if (response.kind !== 'json') {
    throw new ResponseContractError(name, `it answers a ${response.kind}, not a JSON body`);
  }
  const parsed = response.schema.safeParse(answer);
  if (!parsed.success) throw new ResponseContractError(name, parsed.error.message);
  // The schema parsed is the one ResponseOf<N> is read from: the one place the two meet.
  return parsed.data as ResponseOf<N>;
}
