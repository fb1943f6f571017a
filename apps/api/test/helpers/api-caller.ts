import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * The API as the site calls it, from one client address and browser. `app` answers the test
 * file's app, which its beforeAll opens after this is called.
 */
export function caller(app: () => FastifyInstance, client = '203.0.113.10', userAgent = 'Firefox/140') {
  return (
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; payload?: object; client?: string; userAgent?: string } = {},
  ): Promise<LightMyRequestResponse> =>
    app().inject({
      method,
      url: `/api${path}`,
      remoteAddress: options.client ?? client,
      headers: {
        'user-agent': options.userAgent ?? userAgent,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
}

export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
export const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
