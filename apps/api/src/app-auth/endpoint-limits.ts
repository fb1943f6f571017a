import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import {
  APP_DEVICE_AUTHORIZATIONS_PER_CLIENT,
  APP_TOKEN_REQUESTS_PER_CLIENT,
  type CountLimit,
} from '../rate-limits/limits.js';
import { takeAttempt } from '../rate-limits/rate-limits-service.js';
import { APP_AUTH_ROUTES } from './provider.js';

/** The endpoints counted per network address, and their limits (docs/desktop-app.md#rate-limits). */
const LIMITED = new Map<string, CountLimit>([
  [APP_AUTH_ROUTES.token, APP_TOKEN_REQUESTS_PER_CLIENT],
  [APP_AUTH_ROUTES.device_authorization, APP_DEVICE_AUTHORIZATIONS_PER_CLIENT],
]);

/**
 * Counts a request to the token or device-authorization endpoint; over the limit, the answer to
 * send instead: 429 with Retry-After (RFC 6585) and OAuth's error shape (RFC 6749 section 5.2),
 * `slow_down`, the registered error that asks a client to wait (RFC 8628 section 3.5): an app
 * polling for its code lengthens its interval, any other request waits the Retry-After.
 */
export async function appAuthRateLimit(
  db: Database,
  request: FastifyRequest,
): Promise<{ retryAfter: number; body: { error: string; error_description: string } } | undefined> {
  const limit = request.method === 'POST' ? LIMITED.get(request.url.split('?')[0] ?? '') : undefined;
  if (!limit) return undefined;
  try {
    await takeAttempt(db, [{ limit, subject: request.ip }]);
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== 'rate_limited') throw error;
    const retryAfter = error.retryAfterSeconds ?? limit.windowMinutes * 60;
    return {
      retryAfter,
      body: {
        error: 'slow_down',
        error_description: `Too many requests from this network address; retry after ${retryAfter} seconds.`,
      },
    };
  }
}
