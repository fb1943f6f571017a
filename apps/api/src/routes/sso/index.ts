import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { signedInUser } from '../../plugins/authentication.js';
import {
  addSsoDomain,
  clearedSsoStateCookie,
  completeSsoSignIn,
  discoverSso,
  oidcReturn,
  proveSsoDomain,
  removeSsoConnection,
  removeSsoDomain,
  saveOidcConnection,
  secureCookies,
  setSsoEnforcement,
  ssoPracticeOf,
  ssoSettings,
  ssoStateCookie,
  ssoStateOf,
  startSso,
  testSsoConnection,
} from '../../sso/index.js';
import { noteAudit } from '../audit-recording.js';
import { clientOf, inSession } from '../authentication/index.js';
import { defineRoute } from '../define-route.js';
import { actingAccount } from '../practice-permission.js';

export interface SsoOptions {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'twoFactorKey' | 'ssoDnsServers' | 'ssoPrivateProviders'>;
}

/** docs/sso.md: the practice's set-up, the e-mail-first sign-in and the providers' returns. */
export async function ssoRoutes(app: FastifyInstance, { db, config }: SsoOptions) {
  const deps = (request: FastifyRequest) => ({ db, config, log: request.log });
  const practice = (request: FastifyRequest) => ssoPracticeOf(db, actingAccount(request).id);
  const settings = async (request: FastifyRequest) => ssoSettings(db, config, await practice(request));
  const secure = secureCookies(config.publicUrl);

  defineRoute(app, 'ssoDiscover', { db }, async ({ request, input }) =>
    discoverSso(db, config, input.email, request.ip),
  );

  defineRoute(app, 'ssoStart', { db }, async ({ request, reply, input }) => {
    const started = await startSso(deps(request), input);
    if (started.state)
      reply.header(
        'set-cookie',
        ssoStateCookie(started.state, { secure, sameSite: started.sameSite ?? 'Lax' }),
      );
    return reply.redirect(started.redirectTo, 302);
  });

  // docs/sso.md#oidc: the provider's return is a protocol address, outside the contracts' table
  // (its parameters are the provider's, and every answer is a redirect to the site).
  app.get('/sso/oidc/callback', async (request: FastifyRequest, reply: FastifyReply) => {
    const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const { redirectTo } = await oidcReturn(deps(request), ssoStateOf(request.headers.cookie), rawQuery);
    reply.header('set-cookie', clearedSsoStateCookie(secure));
    reply.header('cache-control', 'no-store');
    return reply.redirect(redirectTo, 302);
  });

  defineRoute(app, 'completeSsoSignIn', { db }, async ({ request, reply, input }) => {
    const client = clientOf(request);
    const done = await completeSsoSignIn(deps(request), input.ticket, client);
    noteAudit(request, {
      actor: { kind: 'user', userId: done.userId, email: done.email },
      subjectId: done.userId,
      target: done.email,
    });
    return inSession(reply, config, client, Promise.resolve(done.answer));
  });

  defineRoute(app, 'ssoSettings', { db }, async ({ request }) => settings(request));

  defineRoute(app, 'addSsoDomain', { db }, async ({ request, input }) => {
    await addSsoDomain(db, await practice(request), input.domain);
    noteAudit(request, { target: input.domain });
    return settings(request);
  });

  defineRoute(app, 'proveSsoDomain', { db }, async ({ request, input }) => {
    await proveSsoDomain(db, config.ssoDnsServers, await practice(request), input.domain);
    noteAudit(request, { target: input.domain });
    return settings(request);
  });

  defineRoute(app, 'removeSsoDomain', { db }, async ({ request, input }) => {
    await removeSsoDomain(db, await practice(request), input.domain);
    noteAudit(request, { target: input.domain });
    return settings(request);
  });

  defineRoute(app, 'saveOidcConnection', { db }, async ({ request, input }) => {
    const { before } = await saveOidcConnection({ db, config }, await practice(request), input);
    noteAudit(request, {
      target: input.issuer,
      before,
      after: { protocol: 'oidc', issuer: input.issuer, clientId: input.clientId, enforced: false },
    });
    return settings(request);
  });

  defineRoute(app, 'removeSsoConnection', { db }, async ({ request }) => {
    await removeSsoConnection(db, await practice(request));
    return settings(request);
  });

  defineRoute(app, 'testSsoConnection', { db }, async ({ request }) =>
    testSsoConnection(db, config, await practice(request), signedInUser(request)),
  );

  defineRoute(app, 'setSsoEnforcement', { db }, async ({ request, input }) => {
    await setSsoEnforcement(db, await practice(request), input.enforced);
    noteAudit(request, { after: { enforced: input.enforced } });
    return settings(request);
  });
}
