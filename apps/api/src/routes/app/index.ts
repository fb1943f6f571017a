import { noneMatchHolds } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { appBlacklist } from '../../admin/index.js';
import { appEntitlement, type OfflineEntitlementSigner } from '../../app-auth/index.js';
import type { Database } from '../../db/database.js';
import { appCaller } from '../../plugins/authentication.js';
import { reportUsage } from '../../usage/index.js';
import { defineRoute } from '../define-route.js';

/** The Windows app's calls, with its access token (docs/desktop-app.md#app-calls). */
export async function appRoutes(
  app: FastifyInstance,
  { db, provider, signer }: { db: Database; provider: Provider; signer: OfflineEntitlementSigner },
) {
  defineRoute(app, 'appEntitlement', { db, provider }, async ({ request }) =>
    appEntitlement({ db, signer }, appCaller(request)),
  );

  // docs/desktop-app.md#blacklist: polled every few minutes, so a current copy costs a 304 and no body.
  defineRoute(app, 'appBlacklist', { db, provider }, async ({ request, reply, input }) => {
    const { phrases, etag } = await appBlacklist(db, input.lang);
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (noneMatchHolds(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return phrases;
  });

  // docs/desktop-app.md#usage: the time counts from the sign-in (the device) that reports it.
  defineRoute(app, 'appUsage', { db, provider }, async ({ request, input }) => {
    const { userId, grantId, device } = appCaller(request);
    return reportUsage(db, { userId, grantId, signedInAt: device.createdAt }, input.batches);
  });
}
