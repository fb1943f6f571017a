import {
  type AdminCaller,
  adminRefusal,
  apiError,
  checkResponse,
  type Endpoint,
  type EndpointName,
  type ErrorCode,
  endpoints,
  errorStatus,
  parseRequest,
  type RequestOf,
  type ResponseOf,
  routePattern,
} from '@app/contracts';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { apiPath } from './api-path.js';
import { hasBearer } from './respond.js';

/**
 * The wait a mocked 429 names in `Retry-After`, as the API's always does (docs/calls.md#error-shape);
 * the API's own grows with the failures (docs/limits.md#sign-in-backoff), this one is one of them.
 */
export const MOCK_RETRY_AFTER_SECONDS = 30;

/** The shared error shape with the status the real API gives that code (and a 429's `Retry-After`). */
export const errorResponse = (code: ErrorCode, message?: string): Response =>
  HttpResponse.json(apiError(code, { message }), {
    status: errorStatus(code),
    ...(code === 'rate_limited' ? { headers: { 'retry-after': String(MOCK_RETRY_AFTER_SECONDS) } } : {}),
  });

export interface EndpointCall<N extends EndpointName> {
  readonly request: Request;
  /**
   * The parsed path parameters, body or query, when the call has them (already checked against
   * its contract), joined as the API joins them: typed by the call, as the API's handlers have it.
   */
  readonly input: RequestOf<N>;
}

/**
 * What a handler answers: a body of the call's response contract (checked again when sent), or a
 * response of its own (an error, a redirect, a file). A call that answers no JSON body has only
 * the latter, since its ResponseOf is `never`.
 */
export type EndpointAnswer<N extends EndpointName> = ResponseOf<N> | Response;

/**
 * Each call's resolver, typed by that call. Looked up by name (rather than written with the
 * generic `N`) so that TypeScript checks a handler's literals (`status: 'ok'`) against the call's
 * contract instead of widening them to `string` while it infers `N`.
 */
type Resolvers = {
  [K in EndpointName]: (call: EndpointCall<K>) => EndpointAnswer<K> | Promise<EndpointAnswer<K>>;
};

export interface EndpointRules {
  /**
   * Who makes an admin call: refused as the API refuses her (403 `forbidden`, or
   * `admin_needs_two_factor`, docs/admin.md#admin-two-factor, or `admin_needs_passkey`,
   * docs/passkeys.md#admins); without it, as anyone but an admin.
   */
  readonly adminCaller?: () => AdminCaller;
}

const NO_ADMIN: AdminCaller = {
  role: 'user',
  twoFactorEnabled: false,
  secondFactorSession: false,
  passkeySession: false,
};

/**
 * A handler for one call of the contracts' table: its method and path, the bearer check of an
 * authenticated call (401), the admin checks (403), the path parameters and request parsed by the
 * contract as the API parses them (parseRequest: 400 `validation_failed`), the input and the
 * answer typed by the call, and the answer checked against the call's response contract, so no
 * path or shape is typed twice.
 */
export function endpointHandler<N extends EndpointName>(
  name: N,
  resolve: Resolvers[N],
  rules: EndpointRules = {},
): RequestHandler {
  const endpoint: Endpoint = endpoints[name];
  const method = endpoint.method === 'GET' ? http.get : endpoint.method === 'POST' ? http.post : http.delete;
  return method(apiPath(routePattern(endpoint.path)), async ({ request, params }) => {
    if (endpoint.auth !== 'none' && !hasBearer(request)) return errorResponse('unauthorized');
    const refusal = endpoint.auth === 'admin' ? adminRefusal(rules.adminCaller?.() ?? NO_ADMIN) : null;
    if (refusal) return errorResponse(refusal);
    const { location } = endpoint.request;
    const parsed = parseRequest(name, {
      params,
      body: location === 'body' ? await request.json().catch(() => undefined) : undefined,
      query: location === 'query' ? Object.fromEntries(new URL(request.url).searchParams) : undefined,
    });
    if (!parsed.success) return HttpResponse.json(parsed.error, { status: 400 });
    const answer = await resolve({ request, input: parsed.input });
    if (answer instanceof Response) return answer;
    // As the API sends it: a body its contract rejects is the mock's bug, and fails the story.
    return HttpResponse.json(checkResponse(name, answer) as never);
  });
}

/**
 * A browser redirect to a path of the site. Relative on purpose: the mocks serve any origin, and
 * the real API also only ever redirects within the site.
 */
export const redirectResponse = (location: string): Response =>
  new Response(null, { status: 302, headers: { location } });

/** The method and URL pattern of a call, for handlers that answer without a body (network errors). */
export function endpointRoute(name: EndpointName) {
  const endpoint = endpoints[name];
  const method = endpoint.method === 'GET' ? http.get : endpoint.method === 'POST' ? http.post : http.delete;
  return { method, path: apiPath(routePattern(endpoint.path)) };
}
