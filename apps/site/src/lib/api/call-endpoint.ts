import { type Endpoint, isApiError, pathParameterNames, pathWith } from '@app/contracts';
import { CallError, endsSession } from '@app/machines';

// One call of the API, from its row of the contracts' table: the whole site's client (client.ts)
// and the small one of the calls a page makes as it opens (opening-call.ts) both make their calls
// here, so they ask and answer alike.

/** docs/calls.md#backend-base: `/api` on the same origin unless the build names another. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export interface ApiClientOptions {
  baseUrl?: string;
  /** The stored session token, read at each call. */
  getToken: () => string | null;
  /**
   * docs/accounts.md#session-end: a 401 or 403 on an authenticated call ends the session (but the
   * 403s asking an admin to set up two-factor sign-in, docs/admin.md#admin-two-factor, or to add a
   * passkey, docs/passkeys.md#admins).
   */
  onSessionEnded: () => void;
  fetch?: typeof fetch;
}

/** A file call's answer (docs/accounts.md#data-download): the bytes and the name the API gave them. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The attachment's name from Content-Disposition, else a plain one. */
function attachmentName(header: string | null): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? 'download';
}

/**
 * A 429's `Retry-After` in whole seconds (docs/calls.md#error-shape): delay-seconds or an HTTP date
 * (RFC 9110 10.2.3); undefined when it is missing, unreadable or already past, so the screen
 * keeps its words without a wait (docs/languages.md#wait).
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) {
    const seconds = Number(value);
    return seconds > 0 && Number.isSafeInteger(seconds) ? seconds : undefined;
  }
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  const seconds = Math.ceil((at - now) / 1000);
  return seconds > 0 ? seconds : undefined;
}

/** The API's base URL, absolute, so the same client works in the browser and under Node's fetch in component tests. */
export function baseUrlOf(options: Pick<ApiClientOptions, 'baseUrl'>): string {
  return new URL(options.baseUrl ?? API_BASE, globalThis.location?.href ?? 'http://localhost').href.replace(
    /\/$/,
    '',
  );
}

/**
 * A call's request: its method and path (its parameters written in from the input), the rest of
 * the input as query or JSON body, the bearer token for authenticated calls.
 */
export function requestOf(
  base: string,
  endpoint: Endpoint,
  callInput: unknown,
  token: string | null,
): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const headers: Record<string, string> = { accept: 'application/json' };
  const parameters = pathParameterNames(endpoint.path);
  let input = callInput;
  let url = `${base}${endpoint.path}`;
  if (parameters.length > 0) {
    const values = (callInput ?? {}) as Record<string, unknown>;
    url = `${base}${pathWith(endpoint.path, values)}`;
    input = Object.fromEntries(Object.entries(values).filter(([key]) => !parameters.includes(key)));
  }
  let body: string | undefined;
  if (endpoint.request.location === 'query' && input && typeof input === 'object') {
    url += `?${new URLSearchParams(input as Record<string, string>).toString()}`;
  } else if (endpoint.request.location === 'body') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input ?? {});
  }
  if (endpoint.auth !== 'none' && token) headers.authorization = `Bearer ${token}`;
  return { url, init: { method: endpoint.method, headers, body } };
}

/**
 * One call: its method and path, the query or JSON body, the bearer token for authenticated calls,
 * and the answer parsed by its contract. A failure is a CallError the machines understand: the
 * API's error body, or `network` when no usable answer came back (a proxy's HTML page counts as
 * that too). `answered` is an answer already on its way (client.ts's early calls).
 */
export async function callEndpoint(
  endpoint: Endpoint,
  input: unknown,
  options: ApiClientOptions,
  answered?: (
    url: string,
    init: RequestInit & { headers: Record<string, string> },
  ) => Promise<Response> | undefined,
): Promise<unknown> {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const authenticated = endpoint.auth !== 'none';
  const { url, init } = requestOf(baseUrlOf(options), endpoint, input, options.getToken());

  let response: Response;
  try {
    response = await (answered?.(url, init) ?? doFetch(url, init));
  } catch {
    throw new CallError({ kind: 'network' });
  }
  if (response.ok && endpoint.response.kind === 'file') {
    return {
      blob: await response.blob(),
      fileName: attachmentName(response.headers.get('content-disposition')),
    };
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiError(payload)) {
      const wait =
        response.status === 429 ? retryAfterSeconds(response.headers.get('retry-after')) : undefined;
      const failure = {
        kind: 'api',
        status: response.status,
        error: payload,
        ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
      } as const;
      if (authenticated && endsSession(failure)) options.onSessionEnded();
      throw new CallError(failure);
    }
    if (authenticated && (response.status === 401 || response.status === 403)) options.onSessionEnded();
    throw new CallError({ kind: 'network' });
  }
  if (endpoint.response.kind !== 'json') return undefined;
  const parsed = endpoint.response.schema.safeParse(payload);
  if (!parsed.success) throw new CallError({ kind: 'network' });
  return parsed.data;
}
