import { apiError } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { clearedSsoStateCookie, secureCookies, ssoStateOf } from '../../sso/flows.js';
import { acceptSamlResponse, samlMetadataOf } from '../../sso/saml/saml-sign-in.js';

export interface SamlProtocolOptions {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'twoFactorKey'>;
}

/** The provider's answer is a form of at most this size (a signed Response with its certificate). */
const ACS_BODY_LIMIT = 256 * 1024;
const CONNECTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * SAML's protocol addresses (docs/sso.md#saml), outside the contracts' table as the authorization
 * server's are: they answer the identity provider and the browser it sends, in SAML's own formats
 * (metadata XML; an HTML form's POST), not the site's JSON calls. Our metadata for the provider, and
 * the assertion consumer, which reads an application/x-www-form-urlencoded body (this scope alone).
 */
export async function samlProtocolRoutes(app: FastifyInstance, { db, config }: SamlProtocolOptions) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ACS_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get<{ Params: { connectionId: string } }>(
    '/sso/saml/:connectionId/metadata',
    async (request, reply) => {
      const { connectionId } = request.params;
      const metadata = CONNECTION_ID.test(connectionId)
        ? await samlMetadataOf({ db, config }, connectionId)
        : null;
      if (!metadata) return reply.code(404).send(apiError('not_found'));
      return reply.type('application/samlmetadata+xml; charset=utf-8').send(metadata);
    },
  );

  app.post<{ Params: { connectionId: string }; Body: Record<string, unknown> | undefined }>(
    '/sso/saml/:connectionId/acs',
    { bodyLimit: ACS_BODY_LIMIT },
    async (request, reply) => {
      const { connectionId } = request.params;
      const deps = { db, config, log: request.log };
      const form = request.body && typeof request.body === 'object' ? request.body : {};
      const { redirectTo } = CONNECTION_ID.test(connectionId)
        ? await acceptSamlResponse(deps, connectionId, form, ssoStateOf(request.headers.cookie))
        : await acceptSamlResponse(deps, '', {}, null);
      return reply
        .header('set-cookie', clearedSsoStateCookie(secureCookies(config.publicUrl)))
        .header('cache-control', 'no-store')
        .redirect(redirectTo, 303);
    },
  );
}
