import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import {
  answerAppSignIn,
  appAuthRateLimit,
  type ConsentContext,
  enterDeviceCode,
  pendingAppSignIn,
  setAppDeviceCodeSwitch,
} from '../../app-auth/index.js';
import type { Database } from '../../db/database.js';
import { signedInUser } from '../../plugins/authentication.js';
import { defineRoute } from '../define-route.js';
import { actingAccount } from '../practice-permission.js';

/** The paths oidc-provider answers itself (docs/desktop-app.md#endpoints). */
const PROVIDER_PATHS = ['/.well-known/oauth-authorization-server', '/oauth/*'];

/**
 * The authorization server at the root of the site: the metadata and the /oauth endpoints handed
 * whole to oidc-provider (its own request and answer, the body unread), the token and
 * device-authorization endpoints counted per network address first (docs/desktop-app.md#rate-limits).
 */
export async function appAuthServerRoutes(
  app: FastifyInstance,
  { db, provider }: { db: Database; provider: Provider },
) {
  app.removeAllContentTypeParsers();
  // Left unread: oidc-provider reads the body itself, within its own limits.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  const handle = provider.callback();
  for (const url of PROVIDER_PATHS) {
    app.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url,
      handler: async (request, reply) => {
        const refusal = await appAuthRateLimit(db, request);
        if (refusal) return reply.code(429).header('retry-after', refusal.retryAfter).send(refusal.body);
        reply.hijack();
        await handle(request.raw, reply.raw);
      },
    });
  }
}

/** The site's consent screen's calls, with the browser session's bearer token (docs/desktop-app.md#consent). */
export async function appAuthConsentRoutes(app: FastifyInstance, context: ConsentContext) {
  const { db } = context;
  defineRoute(app, 'appSignIn', { db }, async ({ request, input }) => {
    const { id, email } = signedInUser(request);
    return pendingAppSignIn(context, input.uid, { userId: id, email });
  });
  const { provider } = context;
  defineRoute(app, 'enterAppDeviceCode', { db }, async ({ request, input }) =>
    enterDeviceCode({ db, provider }, input.userCode, { userId: signedInUser(request).id, from: request.ip }),
  );
  // docs/licences.md#device-code-switch: the Enterprise owner's choice for her practice.
  defineRoute(app, 'setAppDeviceCodeSwitch', { db }, async ({ request, input }) =>
    setAppDeviceCodeSwitch(db, actingAccount(request).id, input.allowed),
  );
  defineRoute(app, 'approveAppSignIn', { db }, async ({ request, input }) =>
    answerAppSignIn(
      context,
      input.uid,
      {
        userId: signedInUser(request).id,
        from: request.ip,
        secondFactor: signedInUser(request).secondFactor,
      },
      true,
    ),
  );
  defineRoute(app, 'refuseAppSignIn', { db }, async ({ request, input }) =>
    answerAppSignIn(context, input.uid, { userId: signedInUser(request).id, from: request.ip }, false),
  );
}
