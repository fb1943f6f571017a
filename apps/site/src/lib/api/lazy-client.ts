import type { ApiClientOptions, CallApi } from './client.js';

/**
 * The API client and the contracts it parses with (zod) are fetched with the first call, so a
 * public page that calls nothing does not download them.
 */
export function lazyClient(options: ApiClientOptions): CallApi {
  let client: Promise<CallApi> | undefined;
  return ((...args: Parameters<CallApi>) => {
    client ??= import('./client.js').then(({ createApiClient }) => createApiClient(options));
    return client.then((call) => (call as (...a: Parameters<CallApi>) => ReturnType<CallApi>)(...args));
  }) as CallApi;
}
