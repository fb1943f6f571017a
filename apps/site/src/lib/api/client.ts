import {
  type EndpointName,
  endpoints,
  type FileEndpointName,
  type RequestInputOf,
  type ResponseOf,
} from '@app/contracts';
import {
  type ApiClientOptions,
  baseUrlOf,
  callEndpoint,
  type DownloadedFile,
  requestOf,
} from './call-endpoint.js';

export { API_BASE, type ApiClientOptions, type DownloadedFile, retryAfterSeconds } from './call-endpoint.js';

export type CallApi = <N extends EndpointName>(
  name: N,
  ...input: [RequestInputOf<N>] extends [never] ? [] : [RequestInputOf<N>]
) => Promise<N extends FileEndpointName ? DownloadedFile : ResponseOf<N>>;

/**
 * Answers to a screen's first calls, requested as soon as its route is known, beside its code
 * (`startEarlyCalls`), rather than once that code has loaded and asked
 * (docs/measurements.md#first-click: no waterfall). Each is handed once, to the same request with
 * the same token, within its lifetime; after that the call goes to the API as usual, so an answer
 * never outlives the page that wanted it.
 */
const earlyAnswers = new Map<string, { response: Promise<Response>; until: number }>();
export const EARLY_ANSWER_LIFETIME_MS = 30_000;

const requestKey = (url: string, init: { method?: string; headers: Record<string, string> }) =>
  `${init.method} ${url} ${init.headers.authorization ?? ''}`;

function takeEarlyAnswer(
  url: string,
  init: { method?: string; headers: Record<string, string> },
): Promise<Response> | undefined {
  const key = requestKey(url, init);
  const early = earlyAnswers.get(key);
  earlyAnswers.delete(key);
  return early && early.until >= Date.now() ? early.response : undefined;
}

/**
 * Requests the answers of `names` now, for the client that makes these calls next: reading calls
 * only (GET without input), the ones a screen makes as it appears.
 */
export function startEarlyCalls(
  names: readonly EndpointName[],
  options: Pick<ApiClientOptions, 'baseUrl' | 'getToken' | 'fetch'>,
): void {
  const base = baseUrlOf(options);
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  for (const name of names) {
    const endpoint = endpoints[name];
    // A call with a path parameter needs its input, which only the screen knows.
    if (endpoint.method !== 'GET' || endpoint.request.location !== 'none' || 'params' in endpoint) continue;
    const { url, init } = requestOf(base, endpoint, undefined, options.getToken());
    const response = doFetch(url, init);
    // A failure is the later call's to report, when it takes this answer.
    response.catch(() => undefined);
    const key = requestKey(url, init);
    const early = { response, until: Date.now() + EARLY_ANSWER_LIFETIME_MS };
    earlyAnswers.set(key, early);
    // An answer nobody took is let go, its body cancelled so that it holds no connection.
    setTimeout(() => {
      if (earlyAnswers.get(key) !== early) return;
      earlyAnswers.delete(key);
      void response.then((answer) => answer.body?.cancel()).catch(() => undefined);
    }, EARLY_ANSWER_LIFETIME_MS);
  }
}

/**
 * Every call of the site, built from the contracts' table (call-endpoint.ts makes each), with the
 * answers of the screen's early calls when they are there.
 */
export function createApiClient(options: ApiClientOptions): CallApi {
  return ((name: EndpointName, input?: unknown) =>
    callEndpoint(endpoints[name], input, options, takeEarlyAnswer)) as CallApi;
}
