import {
  type EndpointName,
  endpoints,
  type RequestOf,
  type ResponseOf,
  validationError,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database.js';
import { requireAdmin, requireUser } from '../plugins/authentication.js';

export type RouteHandler<N extends EndpointName> = (call: {
  request: FastifyRequest;
  reply: FastifyReply;
  input: RequestOf<N>;
}) => Promise<ResponseOf<N> | FastifyReply>;

/**
 * Registers one call of the contracts' table: its method and path, its session or admin check,
 * its request parsed by the contract (400 `validation_failed` with the field issues otherwise)
 * and its answer parsed by the response contract, so the API can neither accept nor send a shape
 * the site and the mocks do not know.
 */
export function defineRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  { db }: { db: Database },
  handler: RouteHandler<N>,
): void {
  const endpoint = endpoints[name];
  const guard: preHandlerAsyncHookHandler | undefined =
    endpoint.auth === 'user' ? requireUser(db) : endpoint.auth === 'admin' ? requireAdmin(db) : undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(guard ? { preHandler: guard } : {}),
    handler: async (request, reply) => {
      let input: unknown;
      if (endpoint.request.location !== 'none') {
        const raw = endpoint.request.location === 'query' ? request.query : request.body;
        const parsed = endpoint.request.schema.safeParse(raw);
        if (!parsed.success) return reply.code(400).send(validationError(parsed.error, raw));
        input = parsed.data;
      }
      const answer = await handler({ request, reply, input: input as RequestOf<N> });
      if (answer === reply || endpoint.response.kind !== 'json') return answer;
      // A shape the contract rejects is our bug: it fails loudly (500) rather than reaching the site.
      return endpoint.response.schema.parse(answer);
    },
  });
}
