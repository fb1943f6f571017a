import type { AuditKind } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import SCIMMY from 'scimmy';
import type { Database } from '../../db/database.js';
import {
  declareScimResources,
  listParameters,
  normalisedPatch,
  normalisedUser,
  SCIM_BASE_PATH,
  type ScimContext,
  scimCaller,
  scimError,
  scimFailure,
} from '../../scim/index.js';

/**
 * The protocol's calls that change data. They are outside the contracts' table (a protocol of its
 * own, RFC 7644), so define-route does not record them: each records its own entry, of one of these
 * kinds, in the SCIM domain (docs/audit-log.md#kinds); test/scim/scim-audit.test.ts proves each does
 * and that the plugin registers no other changing route.
 */
export const SCIM_RECORDED_ROUTES: readonly { method: string; url: string; kinds: readonly AuditKind[] }[] = [
  { method: 'POST', url: '/Users', kinds: ['scim_user_provisioned'] },
  { method: 'PUT', url: '/Users/:id', kinds: ['scim_user_changed', 'scim_user_deprovisioned'] },
  { method: 'PATCH', url: '/Users/:id', kinds: ['scim_user_changed', 'scim_user_deprovisioned'] },
  { method: 'DELETE', url: '/Users/:id', kinds: ['scim_user_deprovisioned'] },
];

const SCIM_JSON = 'application/scim+json; charset=utf-8';
const contexts = new WeakMap<FastifyRequest, ScimContext>();

function contextOf(request: FastifyRequest): ScimContext {
  const context = contexts.get(request);
  if (!context) throw scimError(401, null, 'A valid SCIM token is required');
  return context;
}

function send(reply: FastifyReply, status: number, body?: unknown) {
  if (body === undefined) return reply.code(status).send();
  return reply.code(status).type(SCIM_JSON).send(JSON.stringify(body));
}

/** Every failure as a SCIM error (RFC 7644 §3.12), never a 500 for what the client sent. */
function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { scim, unexpected } = scimFailure(error);
  if (unexpected) request.log.error({ err: error }, 'scim call failed');
  if (scim.status === 401) reply.header('www-authenticate', 'Bearer');
  return send(reply, scim.status, new SCIMMY.Messages.ErrorResponse(scim));
}

/** The User resource of one id or the list, as SCIMMY's resource type. */
const users = (id?: string, config?: ReturnType<typeof listParameters>) =>
  new SCIMMY.Resources.User(id as string, config);

/**
 * docs/sso.md#scim: the SCIM 2.0 service at /api/scim/v2 for the practice whose bearer token the
 * call carries (401 otherwise), handed to SCIMMY for the protocol (filters, PATCH, schemas, list
 * answers, errors); our data is reached through the User type's handlers (src/scim/). Groups are
 * not offered: 404 as for any resource type the service does not have.
 */
export async function scimProtocolRoutes(
  app: FastifyInstance,
  { db, publicUrl }: { db: Database; publicUrl: string },
) {
  declareScimResources();
  SCIMMY.Resources.User.basepath(`${publicUrl}/api${SCIM_BASE_PATH}`);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/scim+json', 'application/json'],
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, body === '' ? undefined : JSON.parse(body as string));
      } catch {
        done(scimError(400, 'invalidSyntax', 'The body is not JSON'), undefined);
      }
    },
  );
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler((request, reply) =>
    sendError(
      request,
      reply,
      scimError(404, null, 'No such resource type: Groups and other types are not supported'),
    ),
  );
  app.addHook('onRequest', async (request) => {
    const practice = await scimCaller(db, request.headers.authorization);
    if (!practice) throw scimError(401, null, 'A valid SCIM token is required');
    contexts.set(request, {
      db,
      practice,
      from: { address: request.ip, browser: request.headers['user-agent'] ?? null },
    });
  });

  type WithId = { Params: { id: string } };
  app.get('/Users', async (request, reply) => {
    const config = listParameters(request.query as Record<string, unknown>);
    return send(reply, 200, await users(undefined, config).read(contextOf(request)));
  });
  app.post('/Users', async (request, reply) => {
    const created = (await users().write(normalisedUser(request.body), contextOf(request))) as { id: string };
    reply.header('location', `${publicUrl}/api${SCIM_BASE_PATH}/Users/${created.id}`);
    return send(reply, 201, created);
  });
  app.get<WithId>('/Users/:id', async (request, reply) =>
    send(reply, 200, await users(request.params.id).read(contextOf(request))),
  );
  app.put<WithId>('/Users/:id', async (request, reply) =>
    send(reply, 200, await users(request.params.id).write(normalisedUser(request.body), contextOf(request))),
  );
  app.patch<WithId>('/Users/:id', async (request, reply) => {
    const patched = await users(request.params.id).patch(
      normalisedPatch(request.body) as never,
      contextOf(request),
    );
    // RFC 7644 §3.5.2: a PATCH that changed nothing may answer 204.
    return patched === undefined ? send(reply, 204) : send(reply, 200, patched);
  });
  app.delete<WithId>('/Users/:id', async (request, reply) => {
    await users(request.params.id).dispose(contextOf(request));
    return send(reply, 204);
  });
  app.get('/ServiceProviderConfig', async (_request, reply) =>
    send(reply, 200, await new SCIMMY.Resources.ServiceProviderConfig().read()),
  );
  app.get('/ResourceTypes', async (_request, reply) =>
    send(reply, 200, await new SCIMMY.Resources.ResourceType().read()),
  );
  app.get<WithId>('/ResourceTypes/:id', async (request, reply) =>
    send(reply, 200, await new SCIMMY.Resources.ResourceType(request.params.id).read()),
  );
  app.get('/Schemas', async (_request, reply) =>
    send(reply, 200, await new SCIMMY.Resources.Schema().read()),
  );
  app.get<WithId>('/Schemas/:id', async (request, reply) =>
    send(reply, 200, await new SCIMMY.Resources.Schema(request.params.id).read()),
  );
  // RFC 7644 §3.7, §3.4.3: bulk and searches by POST are not offered.
  for (const url of ['/Bulk', '/.search', '/Users/.search'])
    app.post(url, async (request, reply) =>
      sendError(request, reply, scimError(501, null, 'Not implemented')),
    );
}
