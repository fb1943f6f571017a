import { invoiceIdSchema } from './billing.js';
import { z } from './zod.js';

/**
 * Our own invoice PDF (docs/subscriptions-and-money.md#invoices): rendered by the API from its
 * records, in the customer's language.
 */
export const INVOICE_PDF_MEDIA_TYPE = 'application/pdf';

/**
 * GET /invoices/{id}/pdf: `id` is the invoice's id as subscription-info lists it, always Stripe's
 * `in_...` (docs/calls.md#path-parameters).
 */
export const invoicePdfParamsSchema = z.strictObject({ id: invoiceIdSchema });
export type InvoicePdfParams = z.infer<typeof invoicePdfParamsSchema>;
