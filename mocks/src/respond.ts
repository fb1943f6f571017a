import { HttpResponse } from 'msw';
import type { z } from 'zod';

/**
 * Answer with a body the contract accepts, or fail loudly: a mock must never teach the site a
 * shape the real API would not send.
 */
export function respondWith<S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit) {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`Mock body breaks its contract: ${parsed.error.message}`);
  }
  return HttpResponse.json(parsed.data as never, init);
}

export const hasBearer = (request: Request): boolean =>
  /^Bearer \S+$/.test(request.headers.get('authorization') ?? '');
