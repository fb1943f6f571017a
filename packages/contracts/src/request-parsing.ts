import { type Endpoint, type EndpointName, endpoints, type RequestOf } from './endpoints.js';
import { type ApiError, validationError } from './errors.js';
import { pathParameterNames } from './path-params.js';
import { parseUntrusted } from './zod.js';

/** What a server (or the mocks) received for one call, before any check. */
export interface RawRequest {
  /**
   * The router's path parameters. Only the path's own `{name}`s are read: MSW also names the `*`
   * of the origin as one.
   */
  readonly params?: unknown;
  /** The JSON body, read only when the call takes one (`undefined` when missing or not JSON). */
  readonly body?: unknown;
  /** The query string's values, read only when the call takes a query. */
  readonly query?: unknown;
}

/** The call's input as the contract parses it, or the 400 `validation_failed` body to answer. */
export type ParsedRequest<N extends EndpointName> =
  | { readonly success: true; readonly input: RequestOf<N> }
  | { readonly success: false; readonly error: ApiError };

const parameter = (source: unknown, key: string): unknown =>
  typeof source === 'object' && source !== null ? Reflect.get(source, key) : undefined;

/**
 * A call's request parsed by its contract, as the API and the mocks both parse it: the path
 * parameters first, then the body or query, each failure the `validation_failed` body with its
 * field issues; the parameters join the body's or query's input (RequestOf). Never throws, even on
 * input a schema cannot compare (parseUntrusted).
 */
export function parseRequest<N extends EndpointName>(name: N, raw: RawRequest): ParsedRequest<N> {
  const endpoint: Endpoint = endpoints[name];
  let input: unknown;
  if (endpoint.params) {
    const named = Object.fromEntries(
      pathParameterNames(endpoint.path).map((key) => [key, parameter(raw.params, key)]),
    );
    const parsed = parseUntrusted(endpoint.params, named);
    if (!parsed.success) return { success: false, error: validationError(parsed.error, named) };
    input = parsed.data;
  }
  if (endpoint.request.location !== 'none') {
    const data = endpoint.request.location === 'query' ? raw.query : raw.body;
    const parsed = parseUntrusted(endpoint.request.schema, data);
    if (!parsed.success) return { success: false, error: validationError(parsed.error, data) };
    input = input === undefined ? parsed.data : Object.assign({}, input, parsed.data);
  }
  // The schemas parsed above are the ones RequestOf<N> is read from: the one place the two meet.
  return { success: true, input: input as RequestOf<N> };
}
