import {
  type AdminCaller,
  adminRefusal,
  apiError,
  type EndpointName,
  type ErrorCode,
  endpoints,
  errorStatus,
  pathParameterNames,
  routePattern,
  validationError,
} from '@app/contracts';
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { z } from 'zod';
import { apiPath } from './api-path.js';
import { hasBearer, respondWith } from './respond.js';

/** The shared error shape with the status the real API gives that code. */
export const errorResponse = (code: ErrorCode, message?: string): Response =>
  HttpResponse.json(apiError(code, { message }), { status: errorStatus(code) });

export interface EndpointCall {
  readonly request: Request;
  /**
   * The parsed path parameters, body or query, when the call has them (already checked against
   * its contract), joined as the API joins them.
   */
  readonly input: unknown;
}

export interface EndpointRules {
  /**
   * Who makes an admin call: refused as the API refuses her (403 `forbidden`, or
   * `admin_needs_two_factor`, docs/admin.md#admin-two-factor); without it, as anyone but an admin.
   */
  readonly adminCaller?: () => AdminCaller;
}

const NO_ADMIN: AdminCaller = { role: 'user', twoFactorEnabled: false, secondFactorSession: false };

/**
 * A handler for one call of the contracts' table: its method and path, the bearer check of an
 * authenticated call (401), the admin checks (403), the path parameters and request validated like
 * the API does (400),
 * and the answer checked against the call's response contract, so no path or shape is typed twice.
 */
export function endpointHandler<N extends EndpointName>(
  name: N,
  resolve: (call: EndpointCall) => unknown | Response | Promise<unknown | Response>,
  rules: EndpointRules = {},
): RequestHandler {
  const endpoint = endpoints[name];
  const method = endpoint.method === 'GET' ? http.get : endpoint.method === 'POST' ? http.post : http.delete;
  return method(apiPath(routePattern(endpoint.path)), async ({ request, params }) => {
    if (endpoint.auth !== 'none' && !hasBearer(request)) return errorResponse('unauthorized');
    const refusal = endpoint.auth === 'admin' ? adminRefusal(rules.adminCaller?.() ?? NO_ADMIN) : null;
    if (refusal) return errorResponse(refusal);
    let input: unknown;
    const paramsSchema: z.ZodObject | undefined = 'params' in endpoint ? endpoint.params : undefined;
    if (paramsSchema) {
      // MSW also names the `*` of the origin as a parameter: only the path's own are the call's.
      const named = Object.fromEntries(pathParameterNames(endpoint.path).map((key) => [key, params[key]]));
      const parsed = paramsSchema.safeParse(named);
      if (!parsed.success) return HttpResponse.json(validationError(parsed.error, named), { status: 400 });
      input = parsed.data;
    }
    if (endpoint.request.location !== 'none') {
      const raw =
        endpoint.request.location === 'query'
          ? Object.fromEntries(new URL(request.url).searchParams)
          : await request.json().catch(() => undefined);
      const parsed = endpoint.request.schema.safeParse(raw);
      if (!parsed.success) return HttpResponse.json(validationError(parsed.error, raw), { status: 400 });
      input = input === undefined ? parsed.data : { ...(input as object), ...(parsed.data as object) };
    }
    const answer = await resolve({ request, input });
    if (answer instanceof Response) return answer;
    if (endpoint.response.kind !== 'json') throw new Error(`${name} answers with a redirect, not a body`);
    return respondWith(endpoint.response.schema as z.ZodType, answer as never);
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
