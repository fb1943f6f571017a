import { apiError, type SiteConfigResponse, siteConfigResponseSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/**
 * GET /api/config: what the site must learn at run time (the Stripe publishable key, a stand-in
 * Stripe.js, whether invoices are offered), so one build runs on the emulator and on Stripe.
 */
export async function configRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'stripe' | 'invoicePaymentEnabled'> },
) {
  app.get('/config', async (_request, reply): Promise<SiteConfigResponse | undefined> => {
    if (!config.stripe) return reply.code(503).send(apiError('payment_provider_unavailable'));
    return siteConfigResponseSchema.parse({
      stripePublishableKey: config.stripe.publishableKey,
      ...(config.stripe.jsUrl ? { stripeJsUrl: config.stripe.jsUrl } : {}),
      invoicePaymentEnabled: config.invoicePaymentEnabled,
    });
  });
}
