import {
  checkResponse,
  type EndpointName,
  endpoints,
  parseRequest,
  type RequestOf,
  type ResponseOf,
  routePattern,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type Provider from 'oidc-provider';
import type { Database } from '../db/database.js';
import { requireAdmin, requireApp, requireUser } from '../plugins/authentication.js';
import { beginCallAudit, routesThroughDefineRoute } from './audit-recording.js';
import { checkPracticePermission } from './practice-permission.js';

export type RouteHandler<N extends EndpointName> = (call: {
  request: FastifyRequest;
  reply: FastifyReply;
  input: RequestOf<N>;
}) => Promise<ResponseOf<N> | FastifyReply>;

/**
 * Registers one call of the contracts' table: its method and path, its session or admin check,
 * its action's check in the caller's practice (practice-permission.ts), its path parameters
 * and request parsed by the contract (parseRequest, shared with the mocks: 400
 * `validation_failed` with the field issues otherwise) and its answer parsed by the response contract
 * (checkedAnswer), so the API can neither accept nor send a shape
 * the site and the mocks do not know.
 */
export function defineRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  { db, provider }: { db: Database; provider?: Provider },
  handler: RouteHandler<N>,
): void {
  const endpoint = endpoints[name];
  const guard = guardOf(endpoint.auth, db, provider);
  routesThroughDefineRoute(app).add(name);
  app.route({
    method: endpoint.method,
    url: routePattern(endpoint.path),
    ...(guard ? { preHandler: guard } : {}),
    handler: async (request, reply) => {
      await checkPracticePermission(db, name, request);
      const parsed = parseRequest(name, { params: request.params, body: request.body, query: request.query });
      if (!parsed.success) return reply.code(400).send(parsed.error);
      const recordAudit = await beginCallAudit(db, name, request);
      const answer = await handler({ request, reply, input: parsed.input });
      await recordAudit({ reply, input: parsed.input, answer });
      if (answer === reply || endpoint.response.kind !== 'json') return answer;
      const checked = checkedAnswer(name, answer as ResponseOf<N>);
      const json = serializedAnswers.get(checked as object);
      // An answer sent again (a cached one) keeps its JSON text too.
      if (json !== undefined) return reply.type('application/json; charset=utf-8').send(json);
      return checked;
    },
  });
}

/** The check a call's `auth` asks for; the app's needs the authorization server that gave its tokens. */
function guardOf(
  auth: (typeof endpoints)[EndpointName]['auth'],
  db: Database,
  provider: Provider | undefined,
): preHandlerAsyncHookHandler | undefined {
  if (auth === 'user') return requireUser(db);
  if (auth === 'admin') return requireAdmin(db);
  if (auth === 'none') return undefined;
  if (!provider) throw new Error("an app call's route needs the authorization server");
  return requireApp(db, provider);
}

/** Answers already parsed by their response contract, and so sent as they are. */
const checkedAnswers = new WeakSet<object>();
/** The JSON text of checked answers that a handler keeps to send again. */
const serializedAnswers = new WeakMap<object, string>();

/**
 * The answer as its response contract parses it (the contracts' checkResponse, which the mocks use
 * too). A shape the contract rejects is our bug: it fails loudly (500) rather than reaching the
 * site. A handler that keeps an answer to send again (subscription-info's cache) keeps the checked
 * one, so it is not parsed on every request.
 */
export function checkedAnswer<N extends EndpointName>(name: N, answer: ResponseOf<N>): ResponseOf<N> {
  if (typeof answer === 'object' && answer !== null && checkedAnswers.has(answer)) {
    // Seen twice: it is being reused, so its text is worth keeping.
    if (!serializedAnswers.has(answer)) serializedAnswers.set(answer, JSON.stringify(answer));
    return answer;
  }
  const parsed = checkResponse(name, answer);
  if (typeof parsed === 'object' && parsed !== null) checkedAnswers.add(parsed);
  return parsed;
}
