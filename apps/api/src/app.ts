import { apiError, type ErrorCode } from '@app/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createAppAuthProvider, offlineEntitlementSigner } from './app-auth/index.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { isDatabaseUnavailable } from './db/database-unavailable.js';
import { HttpError } from './errors.js';
import { redactUrl } from './logging/redact-url.js';
import { createPayments, isStripeUnavailable } from './payments/payments.js';
import { inlineScriptHashes } from './plugins/inline-scripts.js';
import { registerSecurity } from './plugins/security.js';
import { sitePlugin } from './plugins/site.js';
import { accountRoutes } from './routes/account/index.js';
import { adminRoutes } from './routes/admin/index.js';
import { appRoutes } from './routes/app/index.js';
import { appAuthConsentRoutes, appAuthServerRoutes } from './routes/app-auth/index.js';
import { auditLogRoutes } from './routes/audit-log/index.js';
import { authenticationRoutes } from './routes/authentication/index.js';
import { configRoutes } from './routes/config/index.js';
import { docsRoutes } from './routes/docs/index.js';
import { healthRoutes } from './routes/health/index.js';
import { invoicesRoutes } from './routes/invoices/index.js';
import { licensesRoutes } from './routes/licenses/index.js';
import { practiceRoutes } from './routes/practice/index.js';
import { scimProtocolRoutes, scimTokenRoutes } from './routes/scim/index.js';
import { ssoRoutes } from './routes/sso/index.js';
import { samlRoutes } from './routes/sso-saml/index.js';
import { subscriptionsRoutes } from './routes/subscriptions/index.js';
import { trackingRoutes } from './routes/tracking/index.js';
import { usersRoutes } from './routes/users/index.js';
import { webhooksRoutes } from './routes/webhooks/index.js';
import { SCIM_BASE_PATH } from './scim/index.js';

/**
 * What the app needs of the configuration (where to listen, which database, and the clock of the
 * periodic jobs are server.ts's business).
 */
export type AppConfig = Omit<
  Config,
  'port' | 'host' | 'databaseUrl' | 'dataDir' | 'overdueInvoicesDaysAhead'
>;

export interface AppOptions {
  config: AppConfig;
  db: Database;
  /** Tests shorten it; the product always waits REQUEST_TIMEOUT_MS. */
  requestTimeoutMs?: number;
}

/**
 * docs/limits.md#requests: a request that has not arrived whole within 30 seconds is answered 408 and its
 * connection closed (Node's own answer), so a body trickled byte by byte cannot hold a socket.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often Node looks for such requests (its default, 30 s, would let one live up to a minute). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** Builds the app without listening: tests drive it with `inject`, server.ts listens. */
export async function buildApp({
  config,
  db,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    requestTimeout: requestTimeoutMs,
    // Also given to Node's server at its creation: set afterwards (as Fastify does), Node 20 keeps
    // the request open past it.
    http: {
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, requestTimeoutMs),
    },
    // The client address of per-client limits: X-Forwarded-For only from a named proxy.
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
    logger: {
      level: config.logLevel,
      // Bearer tokens, cookies and link tokens never reach the logs; bodies (passwords, card
      // data never comes here at all) are not logged.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: 64 * 1024,
    // The router's own refusals (a path parameter over its length, a broken %-escape) come before
    // any route, so they would answer Fastify's shape, not ours (docs/calls.md#path-parameters).
    // Their messages quote the whole path, which may be long, so a fixed one is sent.
    frameworkErrors: (_error, _request, reply) => {
      // Fastify types this reply with an unresolved route generic; it is a plain reply.
      (reply as unknown as FastifyReply)
        .code(400)
        .send(
          apiError('validation_failed', { message: 'A path parameter is too long or not properly encoded' }),
        );
    },
  });

  app.decorateRequest('user', null);
  app.decorateRequest('appCaller', null);
  const payments = config.stripe ? createPayments(config.stripe) : null;

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      // The catalogue's message unless the route gave a more precise one.
      const message = error.message === error.code ? undefined : error.message;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(apiError(error.code, { message }));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own 4xx: malformed JSON, a body too large, a content type it cannot read.
      const code: ErrorCode =
        status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : 'validation_failed';
      return reply.code(status === 413 || status === 415 ? status : 400).send(apiError(code));
    }
    if (isStripeUnavailable(error)) {
      // Stripe slow, down or refusing us: the user can try again later; nothing was half-written.
      request.log.warn({ err: error }, 'payment provider unavailable');
      return reply.code(503).send(apiError('payment_provider_unavailable'));
    }
    if (isDatabaseUnavailable(error)) {
      // The PostgreSQL server restarting or out of reach: the transaction was rolled back, and
      // the pool reconnects by itself once the server is back.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send(apiError('service_unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(apiError('internal_error'));
  });

  // Before the API and the site, so that every answer of both carries the headers.
  await registerSecurity(app, config, config.siteDir ? inlineScriptHashes(config.siteDir) : []);

  // docs/desktop-app.md#endpoints: the Windows app's authorization server, at the site's root.
  const appAuthProvider = createAppAuthProvider({
    db,
    publicUrl: config.publicUrl,
    secret: config.twoFactorKey,
    behindProxy: config.trustedProxies.length > 0,
  });
  await app.register(appAuthServerRoutes, { db, provider: appAuthProvider });
  // docs/desktop-app.md#offline: the entitlement's signed copy, with the same key as the JWKS.
  const signer = offlineEntitlementSigner({
    secret: config.twoFactorKey,
    issuer: config.publicUrl,
    graceDays: config.appOfflineGraceDays,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(configRoutes, { config });
      await api.register(docsRoutes);
      await api.register(usersRoutes, { db });
      await api.register(auditLogRoutes, { db });
      await api.register(authenticationRoutes, { db, config });
      await api.register(adminRoutes, { db, payments });
      await api.register(trackingRoutes, { db, config });
      await api.register(subscriptionsRoutes, { db, config, payments });
      await api.register(licensesRoutes, { db, config });
      await api.register(practiceRoutes, { db, config });
      await api.register(ssoRoutes, { db, config });
      await api.register(webhooksRoutes, { db, payments });
      await api.register(accountRoutes, { db, config, payments });
      await api.register(invoicesRoutes, { db, config });
      await api.register(appAuthConsentRoutes, {
        db,
        provider: appAuthProvider,
        devicesPerSeat: config.appDevicesPerSeat,
      });
      await api.register(appRoutes, { db, provider: appAuthProvider, signer });
      // docs/sso.md#saml: the SAML provider saved, its start and its protocol addresses.
      await api.register(samlRoutes, { db, config });
      await api.register(scimTokenRoutes, { db });
      // docs/sso.md#scim: the directory's protocol, outside the contracts' table (its own body and errors).
      await api.register(scimProtocolRoutes, { db, publicUrl: config.publicUrl, prefix: SCIM_BASE_PATH });
      api.setNotFoundHandler((_request, reply) => reply.code(404).send(apiError('not_found')));
    },
    { prefix: '/api' },
  );

  if (config.siteDir) await app.register(sitePlugin, { siteDir: config.siteDir });

  return app;
}
