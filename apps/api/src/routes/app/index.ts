import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { blacklist } from '../../admin/index.js';
import { appEntitlement, type OfflineEntitlementSigner } from '../../app-auth/index.js';
import type { Database } from '../../db/database.js';
import { appCaller } from '../../plugins/authentication.js';
import { defineRoute } from '../define-route.js';

/** The Windows app's calls, with its access token (docs/desktop-app.md#app-calls). */
export async function appRoutes(
  app: FastifyInstance,
  { db, provider, signer }: { db: Database; provider: Provider; signer: OfflineEntitlementSigner },
) {
  defineRoute(app, 'appEntitlement', { db, provider }, async ({ request }) =>
    appEntitlement({ db, signer }, appCaller(request)),
  );

  defineRoute(
    app,
    'appBlacklist',
    { db, provider },
    async ({ input }) => (await blacklist(db))[input.lang] ?? [],
  );
}
