import { apiError } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import {
  acceptSamlResponse,
  clearedSsoStateCookie,
  registerSsoStarter,
  samlMetadataOf,
  saveSamlConnection,
  secureCookies,
  ssoPracticeOf,
  ssoSettings,
  ssoStateOf,
  startSamlSignIn,
} from '../../sso/index.js';
import { noteAudit } from '../audit-recording.js';
import { defineRoute } from '../define-route.js';
import { actingAccount } from '../practice-permission.js';

export interface SamlOptions {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'twoFactorKey' | 'ssoPrivateProviders'>;
}

/** The provider's answer is a form of at most this size (a signed Response with its certificate). */
const ACS_BODY_LIMIT = 256 * 1024;
const PRACTICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * docs/sso.md#saml: the practice's SAML provider saved (a call of the table), GET /sso/start's
 * SAML branch, and SAML's protocol addresses, outside the contracts' table as the authorization
 * server's and the OIDC callback are: they answer the identity provider and the browser it sends
 * in SAML's own formats (metadata XML; an HTML form's POST), not the site's JSON calls. The
 * assertion consumer reads an application/x-www-form-urlencoded body (this scope alone).
 */
export async function samlRoutes(app: FastifyInstance, { db, config }: SamlOptions) {
  registerSsoStarter('saml', startSamlSignIn);

  defineRoute(app, 'saveSamlConnection', { db }, async ({ request, input }) => {
    const practice = await ssoPracticeOf(db, actingAccount(request).id);
    noteAudit(
      request,
      await saveSamlConnection(
        {
          db,
          secretKey: config.twoFactorKey,
          publicUrl: config.publicUrl,
          privateProviders: config.ssoPrivateProviders ?? false,
        },
        practice,
        input,
      ),
    );
    return ssoSettings(db, config, practice);
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ACS_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get<{ Params: { practiceId: string } }>('/sso/saml/:practiceId/metadata', async (request, reply) => {
    const { practiceId } = request.params;
    const metadata = PRACTICE_ID.test(practiceId) ? await samlMetadataOf({ db, config }, practiceId) : null;
    if (!metadata) return reply.code(404).send(apiError('not_found'));
    return reply.type('application/samlmetadata+xml; charset=utf-8').send(metadata);
  });

  app.post<{ Params: { practiceId: string }; Body: Record<string, unknown> | undefined }>(
    '/sso/saml/:practiceId/acs',
    { bodyLimit: ACS_BODY_LIMIT },
    async (request, reply) => {
      const { practiceId } = request.params;
      if (!PRACTICE_ID.test(practiceId)) return reply.code(404).send(apiError('not_found'));
      const form = request.body && typeof request.body === 'object' ? request.body : {};
      const { redirectTo } = await acceptSamlResponse(
        { db, config, log: request.log },
        practiceId,
        form,
        ssoStateOf(request.headers.cookie),
      );
      return reply
        .header('set-cookie', clearedSsoStateCookie(secureCookies(config.publicUrl)))
        .header('cache-control', 'no-store')
        .redirect(redirectTo, 303);
    },
  );
}
