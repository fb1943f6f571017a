import { z } from './zod.js';

/**
 * Added by the product (docs/calls.md#added-calls): GET /config, what the site needs to know at run time and
 * must not bake in at build time, so one build runs against the Stripe emulator and against Stripe.
 * - `stripePublishableKey`: Stripe's public key (`pk_...`), safe to publish by design.
 * - `stripeJsUrl`: where to load Stripe.js from when it is not Stripe's own (the emulator's
 *   stand-in, docs/architecture.md#running); absent in production.
 * - `invoicePaymentEnabled`: whether payment on invoice is offered
 *   (docs/subscriptions-and-money.md#payment-method fixes the interface to card; the flag lets the product
 *   turn invoices on without a new build).
 */
export const siteConfigResponseSchema = z.object({
  stripePublishableKey: z
    .string()
    .max(255, { abort: true })
    .regex(/^pk_[A-Za-z0-9_]+$/),
  stripeJsUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
  invoicePaymentEnabled: z.boolean(),
});
export type SiteConfigResponse = z.infer<typeof siteConfigResponseSchema>;
