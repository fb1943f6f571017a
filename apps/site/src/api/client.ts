import {
  type EndpointName,
  endpoints,
  type FileEndpointName,
  isApiError,
  type RequestInputOf,
  type ResponseOf,
} from '@app/contracts';
import { CallError } from '@app/machines';

/** ARCHITECTURE "Backend base": `/api` on the same origin unless the build names another. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export interface ApiClientOptions {
  baseUrl?: string;
  /** The stored session token, read at each call. */
  getToken: () => string | null;
  /** SPEC §4: a 401 or 403 on an authenticated call ends the session. */
  onSessionEnded: () => void;
  fetch?: typeof fetch;
}

/** A file call's answer (issue 21's data download): the bytes and the name the API gave them. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export type CallApi = <N extends EndpointName>(
  name: N,
  ...input: [RequestInputOf<N>] extends [never] ? [] : [RequestInputOf<N>]
) => Promise<N extends FileEndpointName ? DownloadedFile : ResponseOf<N>>;

/** The attachment's name from Content-Disposition, else a plain one. */
function attachmentName(header: string | null): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? 'download';
}

/**
 * Every call of the site, built from the contracts' table: its method and path, the query or
 * JSON body, the bearer token for authenticated calls, and the answer parsed by its contract. A
 * failure is a CallError the machines understand: the API's error body, or `network` when no
 * usable answer came back (a proxy's HTML page counts as that too).
 */
export function createApiClient(options: ApiClientOptions): CallApi {
  // Absolute, so the same client works in the browser and under Node's fetch in component tests.
  const base = new URL(
    options.baseUrl ?? API_BASE,
    globalThis.location?.href ?? 'http://localhost',
  ).href.replace(/\/$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  return (async (name: EndpointName, input?: unknown) => {
    const endpoint = endpoints[name];
    const headers: Record<string, string> = { accept: 'application/json' };
    let url = `${base}${endpoint.path}`;
    let body: string | undefined;
    if (endpoint.request.location === 'query' && input && typeof input === 'object') {
      url += `?${new URLSearchParams(input as Record<string, string>).toString()}`;
    } else if (endpoint.request.location === 'body') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    }
    const authenticated = endpoint.auth !== 'none';
    const token = options.getToken();
    if (authenticated && token) headers.authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(url, { method: endpoint.method, headers, body });
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
      if (authenticated && (response.status === 401 || response.status === 403)) options.onSessionEnded();
      if (isApiError(payload)) throw new CallError({ kind: 'api', status: response.status, error: payload });
      throw new CallError({ kind: 'network' });
    }
    if (endpoint.response.kind !== 'json') return undefined;
    const parsed = endpoint.response.schema.safeParse(payload);
    if (!parsed.success) throw new CallError({ kind: 'network' });
    return parsed.data;
  }) as CallApi;
}
